import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { LRUCache } from "lru-cache";
import type { NextFunction, Request, Response } from "express";
import { pinoHttp } from "pino-http";
import { rootLogger, type Logger } from "./logger";
import { metrics } from "./metrics";
import { runInRequest, type RequestContext } from "./request-context";
import { endRequestSpan, startRequestSpan } from "./tracing";

export const REQUEST_ID_HEADER = "X-Request-Id";
/** what a proxy's request id may look like: no spaces, quotes or line breaks in our lines */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

const contexts = new WeakMap<IncomingMessage, RequestContext>();

/**
 * The request's id: the X-Request-Id a trusted proxy sent (Express's "trust proxy", TRUST_PROXY,
 * the same that decides whose X-Forwarded-For is believed), else a new one. A client's own is
 * not taken: it could pose as another request's id in the log.
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers["x-request-id"];
  if (typeof sent === "string" && REQUEST_ID.test(sent) && fromTrustedProxy(req)) return sent;
  return randomUUID();
}

/** Whether the request comes from a proxy TRUST_PROXY trusts (its request id, its traceparent). */
function fromTrustedProxy(req: IncomingMessage): boolean {
  const trust = (req as Partial<Request>).app?.get("trust proxy fn") as
    ((address: string, hop: number) => boolean) | undefined;
  return trust?.(req.socket.remoteAddress ?? "", 0) ?? false;
}

/** The path without its query: a query may carry a token (password reset, e-mail verification). */
const pathOf = (req: IncomingMessage) => ((req as Partial<Request>).originalUrl ?? req.url ?? "").split("?")[0];

/**
 * One JSON line per request, once it is answered (or abandoned): its id, method, path, status,
 * duration, the Remix route that answered and the time its upstream calls took; and the
 * request duration metric. The request is served inside its RequestContext, so what it awaits
 * (loaders, actions, upstream calls) logs with its id and adds to its upstream time.
 */
export function requestLogging(options: { logger?: Logger } = {}) {
  const { httpDuration } = metrics();
  const base = options.logger ?? rootLogger();
  // The request's line is made here, of known fields (method, path without query, status, ids,
  // times), none of them a secret: it is written without the redaction every other line goes
  // through, which cost about 3 % of a personal page's CPU (the child's bindings and the line,
  // matched against the secrets' wildcard paths)
  const access = base.child({}, { redact: [] });
  const line = (req: IncomingMessage, res: ServerResponse, durationMs: number) => {
    const context = contexts.get(req);
    return {
      method: req.method,
      path: pathOf(req),
      status: res.statusCode,
      routeId: context?.routeId ?? null,
      durationMs,
      upstreamMs: Math.round(context?.upstreamMs ?? 0),
      upstreamCalls: context?.upstreamCalls ?? 0,
      ...(context?.span ? { traceId: context.span.spanContext().traceId } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
  };
  const http = pinoHttp({
    logger: access,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId", responseTime: "durationMs" },
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: (_req, res) => (res.writableFinished ? "request" : "request aborted"),
    customErrorMessage: () => "request failed",
    customSuccessObject: (req, res, value: { durationMs: number }) => line(req, res, value.durationMs),
    // a 5xx answer is an error line; its error, if any, was logged where it happened (handleError,
    // the host's error handler): pino-http's stand-in ("failed with status code") is left out
    customErrorObject: (req, res, error, value: { durationMs: number }) => ({
      ...line(req, res, value.durationMs),
      ...(/^failed with status code/.test(error.message) ? {} : { err: error }),
    }),
  });

  return (req: Request, res: Response, next: NextFunction) => {
    http(req, res);
    const id = String(req.id);
    // tracing on: the request's span, and its trace id on every line the request writes
    const span = startRequestSpan(req, id, fromTrustedProxy);
    // the logger of what the request's own code writes, redacted, made when first used (most
    // requests write nothing but their line)
    let log: Logger | undefined;
    const context: RequestContext = {
      id,
      get log() {
        return (log ??= base.child(span ? { requestId: id, traceId: span.spanContext().traceId } : { requestId: id }));
      },
      upstreamMs: 0,
      upstreamCalls: 0,
      span,
    };
    contexts.set(req, context);
    const start = performance.now();
    res.once("close", () => {
      const aborted = !res.writableFinished;
      httpDuration.observe(
        { route: context.routeId ?? "none", method: req.method, status: aborted ? "aborted" : String(res.statusCode) },
        (performance.now() - start) / 1000,
      );
      if (span) endRequestSpan(span, { method: req.method, routeId: context.routeId, status: res.statusCode, aborted });
    });
    runInRequest(context, next);
  };
}

type RouteTree = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteTree[] };
const trees = new WeakMap<ServerBuild, RouteTree[]>();

function treeOf(build: ServerBuild): RouteTree[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const nodes = new Map<string, RouteTree>();
  for (const r of Object.values(build.routes))
    if (r) nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: [] });
  tree = [];
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  trees.set(build, tree);
  return tree;
}

/**
 * The id of the leaf route Remix answers `url` with, matched as Remix matches it (a single-fetch
 * `.data` request by its page's path); "unmatched" when no route matches (the 404 page).
 */
export function routeIdOf(build: ServerBuild, url: string): string {
  const pathname = new URL(url, "http://local.invalid").pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  // React Router flattens and ranks the whole table on every match (about a sixth of a
  // personal page's CPU over Remix's four matches and this one): the answer is kept per path
  let ids = answers.get(build);
  if (!ids) answers.set(build, (ids = new LRUCache<string, string>({ max: 2000 })));
  let id = ids.get(pathname);
  if (id === undefined) {
    const matches = matchRoutes(treeOf(build) as never, pathname, build.basename);
    id = (matches?.at(-1)?.route as { id?: string } | undefined)?.id ?? "unmatched";
    ids.set(pathname, id);
  }
  return id;
}

/** Each build's route id by path, for the paths asked most lately. */
const answers = new WeakMap<ServerBuild, LRUCache<string, string>>();
