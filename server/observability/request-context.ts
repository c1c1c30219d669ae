import { AsyncLocalStorage } from "node:async_hooks";
import type { Span } from "@opentelemetry/api";
import { rootLogger, type Logger } from "./logger";
import { shared } from "./shared";

/** What the host knows about the request being served, reachable from anything it awaits. */
export interface RequestContext {
  /** X-Request-Id: a trusted proxy's, or one made here */
  id: string;
  /** the logger of this request: every line carries its id */
  log: Logger;
  /** the Remix route that answers (its leaf route id), once the host has matched it */
  routeId?: string;
  /** the time spent in upstream calls while serving it, summed, and how many there were */
  upstreamMs: number;
  upstreamCalls: number;
  /** its server span, while tracing is on (./tracing.ts): the parent of its upstream calls' spans */
  span?: Span;
}

const storage = shared("requests", () => new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** The request's logger when there is one, else the process's. */
export function log(): Logger {
  return storage.getStore()?.log ?? rootLogger();
}
