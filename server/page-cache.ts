import type { NextFunction, Request, Response } from "express";
import zlib from "node:zlib";
import { metrics } from "./observability/metrics";
import { currentRequest, log } from "./observability/request-context";

// A short-lived cache of whole pages for visitors without cookies, in front of the app, as a
// CDN would keep them. A visitor without a cookie has no session, no cart and no flash
// message, so every such visitor gets the same page (home, listings, product and content
// pages): rendering it once every few seconds instead of per request is what lets one
// process serve a crowd. Only what a shared cache may keep too (shared-cache.ts: a public 200
// HTML answer to a cookie-less GET, with no Set-Cookie) is kept, with its headers: its policy
// names the page's script hashes, so a copy is served as it was rendered, byte for byte.
//
// When a page's time is up, the first request for it renders it anew while the others are
// served the previous copy for a little longer (`staleMs`, as a CDN's stale-while-revalidate);
// when there is no copy at all, requests for a page being rendered wait for that render
// (at most `collapseWaitMs`) rather than render it again each (as a CDN collapses them). So a
// crowd on the home page makes one render when its copy expires, not one per visitor in flight.
//
// A render can name work each copy served from the cache must repeat (the content page's
// impression, decision 0020): `res.locals[CACHED_COPY_TASKS]` takes such tasks, and the host
// hands it to loaders on the load context. A copy runs them after its answer is sent, without
// waiting: at most `maxTasksInFlight` at once (more are dropped, and counted in the log), each
// one's failure caught and logged. The task's own call carries its time-out.

/**
 * Work a cached copy repeats after it is sent; registered by the render that made the page,
 * given the copy's own request's cookies (its visitor's tracking ids, never the renderer's).
 */
export type CachedCopyTask = (copy: { cookie: string | null }) => unknown;
export const CACHED_COPY_TASKS = "cachedCopyTasks";

interface Entry {
  status: number;
  contentType: string;
  cacheControl: string;
  /** the page's own policy (script hashes, no nonce) */
  csp: string;
  vary: string;
  body: Buffer;
  /** the body compressed once, for the browsers that take gzip (nearly all) */
  gzip: Buffer;
  expires: number;
  /** after `expires`, served while a new copy is rendered, until this */
  staleUntil: number;
  tasks: CachedCopyTask[];
  /** the Remix route that rendered it (the request line and metric of each copy name it) */
  routeId: string | undefined;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** pages bigger than this are not kept */
  maxBytes?: number;
  /** cached copies' tasks running at once; beyond it a copy's tasks are dropped */
  maxTasksInFlight?: number;
  /** how long after its time a copy is still served while the page is rendered anew */
  staleMs?: number;
  /** how long a request waits for the render of a page that has no copy yet */
  collapseWaitMs?: number;
  now?: () => number;
  /**
   * Whether a request with this Cookie header may be served a copy: its cookies change nothing
   * in a page's HTML (the analytics choice and ids, decision 0057). Such a request is never
   * rendered for the cache; by default a request with cookies is not served from it.
   */
  servesCookies?: (cookie: string) => boolean;
}

type Chunk = string | Uint8Array;

export function pageCache({
  ttlMs,
  maxEntries = 300,
  maxBytes = 512 * 1024,
  maxTasksInFlight = 64,
  staleMs = 60_000,
  collapseWaitMs = 5_000,
  now = Date.now,
  servesCookies = () => false,
}: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  /** pages being rendered for the cache: settled when that render's answer is finished or dropped */
  const rendering = new Map<string, Promise<void>>();
  const runTasks = taskRunner(maxTasksInFlight);
  const { pageCache: counter } = metrics();

  const serve = (req: Request, res: Response, entry: Entry, how: "hit" | "stale") => {
    res.status(entry.status).type(entry.contentType);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("Content-Security-Policy", entry.csp);
    res.setHeader("X-Page-Cache", how);
    counter.inc({ result: how });
    const request = currentRequest();
    if (request) request.routeId = entry.routeId;
    res.setHeader("Vary", entry.vary);
    const copy = { cookie: req.headers.cookie ?? null };
    if (entry.tasks.length > 0) res.once("finish", () => runTasks(entry.tasks, copy));
    // already compressed: the compression middleware leaves an answer with an encoding alone
    const gzip = req.acceptsEncodings("gzip") === "gzip";
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    const body = gzip ? entry.gzip : entry.body;
    res.setHeader("Content-Length", body.length);
    res.end(body);
  };

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  const handle = (req: Request, res: Response, next: NextFunction, waited: boolean) => {
    const key = pageKey(req);
    const at = now();
    const hit = entries.get(key);
    if (hit && hit.expires > at) return serve(req, res, hit, "hit");
    const inFlight = rendering.get(key);
    if (hit && hit.staleUntil > at && inFlight) return serve(req, res, hit, "stale");
    if (hit && hit.staleUntil <= at) entries.delete(key);
    if (inFlight && !waited && !(hit && hit.staleUntil > at)) {
      // no copy yet: wait for the render in flight, then look again (and render if it kept none)
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, collapseWaitMs)));
      void Promise.race([inFlight, gaveUp]).then(() => {
        clearTimeout(timer);
        if (!res.writableEnded && !res.destroyed) handle(req, res, next, true);
      });
      return;
    }

    // this request renders the page; meanwhile the others are served the stale copy, or wait
    if (!inFlight) {
      let settle!: () => void;
      const rendered = new Promise<void>((resolve) => (settle = resolve));
      rendering.set(key, rendered);
      res.once("close", () => {
        if (rendering.get(key) === rendered) rendering.delete(key);
        settle();
      });
    }

    const tasks: CachedCopyTask[] = [];
    const request = currentRequest();
    res.locals[CACHED_COPY_TASKS] = (task: CachedCopyTask) => void tasks.push(task);

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
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (
        res.statusCode === 200 &&
        size <= maxBytes &&
        contentType.startsWith("text/html") &&
        !res.getHeader("set-cookie") &&
        /\bpublic\b/i.test(cacheControl) &&
        !/no-store|private/i.test(cacheControl)
      ) {
        const body = Buffer.concat(chunks);
        remember(key, {
          status: 200,
          contentType,
          cacheControl,
          csp: String(res.getHeader("content-security-policy") ?? ""),
          vary: [...new Set(["Accept-Encoding", ...String(res.getHeader("vary") ?? "").split(/,\s*/)])]
            .filter(Boolean)
            .join(", "),
          body,
          gzip: zlib.gzipSync(body, { level: 9 }),
          expires: now() + ttlMs,
          staleUntil: now() + ttlMs + staleMs,
          tasks,
          routeId: request?.routeId,
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    counter.inc({ result: "miss" });
    next();
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (ttlMs <= 0 || req.method !== "GET" || req.headers.authorization) return next();
    const { cookie } = req.headers;
    if (cookie) {
      // a fresh copy only: such a request never renders one (its answer would not be kept)
      const hit = servesCookies(cookie) ? entries.get(pageKey(req)) : undefined;
      return hit && hit.expires > now() ? serve(req, res, hit, "hit") : next();
    }
    handle(req, res, next, false);
  };
}

/** The host is part of the key: a page that names its own address must not be served to another. */
const pageKey = (req: Request) => `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;

/** Runs a copy's tasks without awaiting them, at most `limit` at once; never throws. */
function taskRunner(limit: number) {
  let inFlight = 0;
  let dropped = 0;
  let lastWarning = 0;
  const warn = (message: string) => {
    // one line a minute at most: a flood of copies must not flood the log too
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log().warn(`[page-cache] ${message}`);
  };
  return (tasks: CachedCopyTask[], copy: { cookie: string | null }) => {
    for (const task of tasks) {
      if (inFlight >= limit) {
        dropped++;
        warn(`${dropped} cached copies' tasks dropped so far: ${limit} were still running`);
        continue;
      }
      inFlight++;
      Promise.resolve()
        .then(() => task(copy))
        .catch((error: unknown) =>
          warn(`a cached copy's task failed: ${error instanceof Error ? error.message : error}`),
        )
        .finally(() => inFlight--);
    }
  };
}
