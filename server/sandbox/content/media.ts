import type { Request, Response } from "express";
import { ARTWORK, FALLBACK_ARTWORK, renderArtwork } from "./art";

/**
 * The seed's illustrations (./art.ts) at any width, so the demo has real images at every
 * srcset width without shipping binaries: /media/<name>.svg?w=<width>.
 */
export function mediaHandler(req: Request, res: Response) {
  const name = req.params.name;
  if (!/^[a-z0-9-]{1,40}$/.test(name)) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  const asked = Number(req.query.w ?? req.query.width ?? 800);
  const w = Number.isFinite(asked) ? Math.min(4000, Math.max(16, Math.round(asked))) : 800;
  const art = Object.prototype.hasOwnProperty.call(ARTWORK, name) ? ARTWORK[name] : FALLBACK_ARTWORK;
  res.set("Cache-Control", "public, max-age=86400").type("image/svg+xml").send(renderArtwork(art, w));
}
