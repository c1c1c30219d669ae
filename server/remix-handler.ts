// Express ⇄ Remix, on Remix's public exports only (decision 0038): the Express request becomes a
// Fetch Request, Remix answers with a Response, and that Response is written back: status, every
// header (each Set-Cookie on its own), the body streamed. @remix-run/express does the same but
// writes the answer itself; the host needs the answer first, to add the session's cookies once
// per request (`cookiesAfter`) to whatever Remix answered: a page, a redirect (returned or
// thrown), a single-fetch `.data` answer, an error.
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { routeShards, type RouteShards } from "./route-shards";

export interface RemixHandlerOptions<Context> {
  /** the build, or (development) a function giving the current one per request */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  /** the load context of this request, from the build that serves it */
  getLoadContext: (args: {
    req: ExpressRequest;
    res: ExpressResponse;
    request: Request;
    build: ServerBuild;
  }) => Context | Promise<Context>;
  /** Set-Cookie headers to add to Remix's answer, once it is known (the session's) */
  cookiesAfter?: (context: Context, response: Response) => string[] | Promise<string[]>;
  /** the answer as sent, from Remix's answer and those cookies (a public page made shareable) */
  finish?: (args: {
    res: ExpressResponse;
    request: Request;
    response: Response;
    cookies: string[];
  }) => Response | Promise<Response>;
}

export function remixHandler<Context>({
  build,
  mode,
  getLoadContext,
  cookiesAfter,
  finish,
}: RemixHandlerOptions<Context>) {
  // one Remix handler per shard of the build (server/route-shards.ts, decision 0060) and per
  // build: one build in production; in development, one per change Vite reloads
  const shards = new WeakMap<ServerBuild, RouteShards>();
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (current: ServerBuild, pathname: string) => {
    let sharded = shards.get(current);
    if (!sharded) shards.set(current, (sharded = routeShards(current)));
    const shard = sharded.buildFor(pathname);
    let handler = handlers.get(shard);
    if (!handler) handlers.set(shard, (handler = createRequestHandler(shard, mode)));
    return handler;
  };
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const current = typeof build === "function" ? await build() : build;
      const request = fetchRequest(req, res);
      const context = await getLoadContext({ req, res, request, build: current });
      // (AppLoadContext is the app's type; the host only hands the object on)
      const response = await handlerFor(current, new URL(request.url).pathname)(
        request,
        context as Parameters<ReturnType<typeof createRequestHandler>>[1],
      );
      const cookies = cookiesAfter ? await cookiesAfter(context, response) : [];
      await send(res, finish ? await finish({ res, request, response, cookies }) : response, cookies);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The reason a request's signal gives once its answer is sent or its client has gone: one
 * AbortError made once, where `abort()` made a DOMException, with its stack, for every request.
 */
const ENDED = new DOMException("The request has ended", "AbortError");

/** The Fetch Request for an Express request: its full URL (as Express trusts the proxy), method, headers and body. */
export function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname drops the port: take it from X-Forwarded-Host or Host
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const forwarded = portOf(req.get("X-Forwarded-Host"));
  const direct = portOf(req.get("Host"));
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(direct) ? direct : null;
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // loaders and actions stop when the client goes before the answer is sent; once it is sent,
  // the signal ends too, which lets go what waits on it: Remix's single fetch keeps a 5-second
  // timer and the loaders' data per request until the signal aborts (issue 41, 7)
  const controller = new AbortController();
  res.on("close", () => controller.abort(ENDED));
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Writes `response` to Express: status, headers (each Set-Cookie, then `cookies`), the body as it comes. */
export async function send(res: ExpressResponse, response: Response, cookies: string[] = []) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.append(name, value);
  for (const cookie of [...response.headers.getSetCookie(), ...cookies]) res.append("Set-Cookie", cookie);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
