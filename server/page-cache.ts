import type { NextFunction, Request, Response } from "express";

// A short-lived cache of whole pages for visitors without cookies, in front of the app, as a
// CDN would keep them. A visitor without a cookie has no session, no cart and no flash
// message, so every such visitor gets the same page (home, listings, product and content
// pages): rendering it once every few seconds instead of per request is what lets one
// process serve a crowd. Only a 200 HTML answer to a cookie-less GET, with no Set-Cookie and
// not marked no-store or private, is kept. Each answer from the cache carries the request's
// own CSP nonce (swapped in for the one the page was rendered with).
//
// A render can name work each copy served from the cache must repeat (the content page's
// impression, decision 0020): `res.locals[CACHED_COPY_TASKS]` takes such tasks, and the host
// hands it to loaders on the load context. A copy runs them after its answer is sent, without
// waiting: at most `maxTasksInFlight` at once (more are dropped, and counted in the log), each
// one's failure caught and logged. The task's own call carries its time-out.

/** Work a cached copy repeats after it is sent; registered by the render that made the page. */
export type CachedCopyTask = () => unknown;
export const CACHED_COPY_TASKS = "cachedCopyTasks";

interface Entry {
  status: number;
  contentType: string;
  cacheControl: string | undefined;
  body: string;
  nonce: string | undefined;
  expires: number;
  tasks: CachedCopyTask[];
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** pages bigger than this are not kept */
  maxBytes?: number;
  /** cached copies' tasks running at once; beyond it a copy's tasks are dropped */
  maxTasksInFlight?: number;
  now?: () => number;
}

type Chunk = string | Uint8Array;

export function pageCache({
  ttlMs,
  maxEntries = 300,
  maxBytes = 512 * 1024,
  maxTasksInFlight = 64,
  now = Date.now,
}: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const runTasks = taskRunner(maxTasksInFlight);

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
      if (hit.tasks.length > 0) res.once("finish", () => runTasks(hit.tasks));
      res.end(body);
      return;
    }
    if (hit) entries.delete(key);

    const tasks: CachedCopyTask[] = [];
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
          tasks,
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
}

/** Runs a copy's tasks without awaiting them, at most `limit` at once; never throws. */
function taskRunner(limit: number) {
  let inFlight = 0;
  let dropped = 0;
  let lastWarning = 0;
  const warn = (message: string) => {
    // one line a minute at most: a flood of copies must not flood the log too
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    console.warn(`[page-cache] ${message}`);
  };
  return (tasks: CachedCopyTask[]) => {
    for (const task of tasks) {
      if (inFlight >= limit) {
        dropped++;
        warn(`${dropped} cached copies' tasks dropped so far: ${limit} were still running`);
        continue;
      }
      inFlight++;
      Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          warn(`a cached copy's task failed: ${error instanceof Error ? error.message : error}`),
        )
        .finally(() => inFlight--);
    }
  };
}
