import type { NextFunction, Request, Response } from "express";

// A short-lived cache of whole pages for visitors without cookies, in front of the app, as a
// CDN would keep them. A visitor without a cookie has no session, no cart and no flash
// message, so every such visitor gets the same page (home, listings, product and content
// pages): rendering it once every few seconds instead of per request is what lets one
// process serve a crowd. Only a 200 HTML answer to a cookie-less GET, with no Set-Cookie and
// not marked no-store or private, is kept. Each answer from the cache carries the request's
// own CSP nonce (swapped in for the one the page was rendered with).

interface Entry {
  status: number;
  contentType: string;
  cacheControl: string | undefined;
  body: string;
  nonce: string | undefined;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** pages bigger than this are not kept */
  maxBytes?: number;
  now?: () => number;
}

type Chunk = string | Uint8Array;

export function pageCache({ ttlMs, maxEntries = 300, maxBytes = 512 * 1024, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (ttlMs <= 0 || req.method !== "GET" || req.headers.cookie || req.headers.authorization) return next();
    // the host is part of the key: a page that names its own address must not be served to another
    const key = `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;
    const nonce = res.locals.cspNonce as string | undefined;
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      const body = hit.nonce && nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body;
      res.status(hit.status).type(hit.contentType);
      if (hit.cacheControl) res.setHeader("Cache-Control", hit.cacheControl);
      res.setHeader("X-Page-Cache", "hit");
      res.end(body);
      return;
    }
    if (hit) entries.delete(key);

    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > maxBytes) return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: Chunk, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: Chunk, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const contentType = String(res.getHeader("content-type") ?? "");
      const cacheControl = res.getHeader("cache-control") as string | undefined;
      if (
        res.statusCode === 200 &&
        size <= maxBytes &&
        contentType.startsWith("text/html") &&
        !res.getHeader("set-cookie") &&
        !/no-store|private/i.test(cacheControl ?? "")
      ) {
        remember(key, {
          status: 200,
          contentType,
          cacheControl,
          body: Buffer.concat(chunks).toString("utf8"),
          nonce,
          expires: now() + ttlMs,
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
}
