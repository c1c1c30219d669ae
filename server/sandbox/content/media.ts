import type { Request, Response } from "express";

/**
 * Generated placeholder artwork, so the demo has real images at every srcset width
 * without shipping binaries: /media/<name>.svg?w=<width>. The aspect ratio and colours
 * depend on the name; the text is the name itself.
 */
const SHAPES: Record<string, { ratio: number; from: string; to: string; ink: string }> = {
  hero: { ratio: 0.75, from: "#1f3b4d", to: "#4f7c8a", ink: "#ffffff" },
  promo: { ratio: 0.75, from: "#f6c85f", to: "#f29e4c", ink: "#1b1b1b" },
  "video-poster": { ratio: 0.5625, from: "#222831", to: "#393e46", ink: "#ffffff" },
  "device-teaser": { ratio: 1, from: "#4f7c8a", to: "#1f3b4d", ink: "#ffffff" },
  // the club's tiers (SPEC §3 tier image_url)
  "tier-bronze": { ratio: 1, from: "#b87333", to: "#7a4a1f", ink: "#ffffff" },
  "tier-silver": { ratio: 1, from: "#d9dde0", to: "#9aa3a8", ink: "#1b1b1b" },
  "tier-gold": { ratio: 1, from: "#f3d27a", to: "#c9a227", ink: "#1b1b1b" },
};
const DEFAULT_SHAPE = { ratio: 1, from: "#e8eef1", to: "#c9d6dc", ink: "#1b1b1b" };

export function mediaHandler(req: Request, res: Response) {
  const name = req.params.name;
  if (!/^[a-z0-9-]{1,40}$/.test(name)) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  const asked = Number(req.query.w ?? req.query.width ?? 800);
  const w = Number.isFinite(asked) ? Math.min(4000, Math.max(16, Math.round(asked))) : 800;
  const shape = SHAPES[name] ?? DEFAULT_SHAPE;
  const h = Math.round(w * shape.ratio);
  const label = name.replace(/-/g, " ");
  const font = Math.max(8, Math.round(w / 14));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shape.from}"/><stop offset="1" stop-color="${shape.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${font}" fill="${shape.ink}">${label}</text>
</svg>`;
  res.set("Cache-Control", "public, max-age=86400").type("image/svg+xml").send(svg);
}
