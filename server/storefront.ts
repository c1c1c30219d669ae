import path from "node:path";
import zlib from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { admission } from "./admission";
import { hashedAssets } from "./assets";
import { CACHED_COPY_TASKS, pageCache } from "./page-cache";
import { requestLogging, routeIdOf } from "./observability/http";
import { rootLogger } from "./observability/logger";
import { currentRequest, log } from "./observability/request-context";
import { remixHandler } from "./remix-handler";
import { clientAddress, knownMethodsOnly, sameSiteOnly, securityHeaders, type HashedPolicy } from "./security";
import { isShareable, shareablePage } from "./shared-cache";

export interface StorefrontOptions {
  dev: boolean;
  /** origins images may come from (commerce media, content CDN) */
  imageOrigins: string[];
  /** the payment provider's hosted page, where Place order and Pay now redirect to */
  paymentPageOrigins?: string[];
  /** Express "trust proxy": which hops may report the client's address in X-Forwarded-For */
  trustProxy: boolean | number | string;
  /** how long a page for visitors without cookies is served again (page-cache.ts); 0: never */
  pageCacheSeconds?: number;
  /** requests in the app at once when the processor is saturated (admission.ts); 0: no gate */
  admissionBase?: number;
  /** the Remix build to serve instead of build/server (tests) */
  build?: ServerBuild;
}

/** The Express host: request logs, compression, static assets, security headers, the Remix handler. */
export async function createStorefront(options: StorefrontOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  // first: every answer has its request id and its line, whoever gives it
  app.use(requestLogging());
  app.use(clientAddress);
  // What is compressed here is made per request (pages about one shopper, data requests; the
  // hashed files come compressed by the build): gzip and brotli at 3 take about half the
  // processor time of their defaults (6 and 4) on a 20 KB page, for 4 to 6 % more bytes
  // (decision 0077).
  app.use(compression({ level: 3, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(securityHeaders(options));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.build) build = options.build;
  else if (options.dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true } });
    app.use(server.middlewares);
    build = () => server.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    const root = path.resolve("build/client");
    // Hashed assets, from memory, compressed at build time (decision 0027).
    app.use("/assets", hashedAssets(path.join(root, "assets")));
    // Other public files all have an extension: pages never wait for a file-system lookup.
    const files = express.static(root, { maxAge: "1h" });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? files(req, res, next) : next()));
    build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  }

  // after the static files, which are cheap; the health checks answer at once under load
  if (options.admissionBase)
    app.use(
      admission({ base: options.admissionBase, bypass: (p) => p.startsWith("/healthz") || p === "/readyz" }).middleware,
    );
  app.use(knownMethodsOnly);
  app.use(pageCache({ ttlMs: (options.pageCacheSeconds ?? 0) * 1000, servesCookies: onlyTrackingCookies }));
  app.use(sameSiteOnly);
  app.all("*", storefrontHandler(build, options.dev ? "development" : "production", { shared: !options.dev }));
  // what failed outside Remix's own handling (the host's adapter, the session's commit): logged
  // once, as one line with its stack, instead of Express's default print to stderr
  app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    log().error({ err: error }, "request failed in the host");
    if (res.headersSent) return void res.destroy();
    res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}

/**
 * What the host finds on the build's entry module (app/entry.server.tsx re-exports it from
 * app/.server/session/request-session.ts): server/ reaches the app only through the build.
 */
interface SessionHost {
  openSession(request: Request): Promise<{ commit(): Promise<string[]> }>;
}

function sessionHost(build: ServerBuild): SessionHost {
  const entry = build.entry.module as unknown as Partial<SessionHost>;
  if (typeof entry.openSession !== "function") throw new Error("the build's entry.server exports no openSession");
  return entry as SessionHost;
}

/**
 * True when a request's only cookies are the analytics choice and ids (app/.server/tracking/
 * visitor.ts, decision 0057; plain or __Host- named): no page's HTML depends on them, so the
 * page cache serves its copies to them. Not when a choice of analytics lacks an id: a rendered
 * page sets it.
 */
export function onlyTrackingCookies(header: string): boolean {
  const cookies = new Map(
    header.split(";").map((pair) => {
      const at = pair.indexOf("=");
      return [
        pair
          .slice(0, at)
          .trim()
          .replace(/^__Host-/, ""),
        pair.slice(at + 1).trim(),
      ] as const;
    }),
  );
  if (![...cookies.keys()].every((name) => ["ashless-consent", "ashless-visitor", "ashless-visit"].includes(name)))
    return false;
  return (
    cookies.get("ashless-consent") !== "analytics" || (cookies.has("ashless-visitor") && cookies.has("ashless-visit"))
  );
}

/**
 * The Remix app, with the session read once per request and committed once (decision 0038): the
 * load context carries it to every loader and action, and once Remix has answered, the cookies
 * its changes need (none when nothing changed) are added to the answer, whatever it is.
 */
export function storefrontHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  { shared = false }: { shared?: boolean } = {},
) {
  return remixHandler({
    build,
    mode,
    getLoadContext: async ({ res, request, build: current }) => {
      // the request's line and metric name the route that answers it
      const observed = currentRequest();
      if (observed) observed.routeId = routeIdOf(current, request.url);
      return {
        requestId: observed?.id,
        // the request's logger is made when first used (observability/http.ts)
        get log() {
          return observed?.log ?? rootLogger();
        },
        cspNonce: res.locals.cspNonce as string,
        // what a copy of this page served by the page cache must repeat (its impression)
        onCachedCopy: res.locals[CACHED_COPY_TASKS] as unknown,
        session: await sessionHost(current).openSession(request),
      };
    },
    cookiesAfter: (context) => context.session.commit(),
    // public pages go out as a shared cache may keep them (shared-cache.ts): their policy then
    // names hashes, and replaces the nonce's that securityHeaders set
    finish: async ({ res, request, response, cookies }) => {
      if (!shared || !isShareable(request, response, cookies)) return response;
      res.removeHeader("Content-Security-Policy");
      return shareablePage(response, res.locals.cspNonce as string, res.locals.hashedPolicy as HashedPolicy);
    },
  });
}
