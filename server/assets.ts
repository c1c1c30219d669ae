import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

// The build's hashed files (build/client/assets), read into memory at start with the compressed
// copies the build wrote beside them (scripts/vite/precompress.ts), and sent in the best
// encoding the browser takes: no file-system lookup and no compression per request (decision
// 0027). A hashed name never changes its content, so the browser keeps them a year.
// A file without compressed copies goes out as it is, and the compression middleware compresses
// it as it does any other response.

/** Express's own type table, but scripts as text/javascript (RFC 9239), charsets in lower case. */
function contentType(name: string): string {
  const type = /\.m?js$/.test(name) ? "text/javascript" : express.static.mime.lookup(name);
  const charset = express.static.mime.charsets.lookup(type, "");
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
}

/** The encodings in order of preference, and the suffix of the copy the build wrote. */
const COPIES = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof COPIES)[number]["encoding"] | "identity";

interface Asset {
  type: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  /** the encodings this file has, best first, identity last */
  offered: Encoding[];
}

function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    if (COPIES.some((c) => name.endsWith(c.suffix) && names.has(name.slice(0, -c.suffix.length)))) continue;
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const bodies: Asset["bodies"] = { identity: fs.readFileSync(file) };
    for (const c of COPIES) if (names.has(name + c.suffix)) bodies[c.encoding] = fs.readFileSync(file + c.suffix);
    const offered = [...COPIES.map((c) => c.encoding).filter((e) => bodies[e]), "identity" as const];
    assets.set(`/${name}`, {
      type: contentType(name),
      bodies,
      offered,
    });
  }
  return assets;
}

/**
 * Of `offered` (our order of preference), the first the browser weighs highest in its
 * Accept-Encoding. Browsers list gzip before br with equal weight; the order of their list is no
 * preference, so brotli, the smaller, goes. Nothing acceptable: identity.
 */
export function preferred(header: string | undefined, offered: readonly Encoding[]): Encoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get("*") ?? (e === "identity" ? 1 : 0);
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const e of offered) {
    if (weight(e) > bestWeight) [best, bestWeight] = [e, weight(e)];
  }
  return best;
}

/** Mount at the assets' URL prefix; a name it does not hold goes on to `next`. */
export function hashedAssets(dir: string): RequestHandler {
  const assets = readAssets(dir);
  return (req, res, next) => {
    const asset = req.method === "GET" || req.method === "HEAD" ? assets.get(req.path) : undefined;
    if (!asset) return next();
    const encoding = preferred(req.headers["accept-encoding"], asset.offered);
    const body = asset.bodies[encoding] ?? asset.bodies.identity!;
    const etag = `"${req.path.slice(1)}${encoding === "identity" ? "" : `.${encoding}`}"`;
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    res.setHeader("Content-Type", asset.type);
    if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
      res.statusCode = 304;
      return res.end();
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
