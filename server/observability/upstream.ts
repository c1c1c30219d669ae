import { performance } from "node:perf_hooks";
import { metrics } from "./metrics";
import { currentRequest } from "./request-context";
import { endUpstreamSpan, startUpstreamSpan, UNTRACED, type UpstreamTrace } from "./tracing";

export type { UpstreamTrace };

export type UpstreamFailure = "unavailable" | "refused";

/**
 * Records one upstream call: its duration, by service and operation; its failure, if any; and
 * its time in the request it served (the request line's upstreamMs).
 */
export function recordUpstream(service: string, operation: string, ms: number, failure: UpstreamFailure | null) {
  const m = metrics();
  m.upstreamDuration.observe({ service, operation }, ms / 1000);
  if (failure) m.upstreamErrors.inc({ service, operation, kind: failure });
  const request = currentRequest();
  if (request) {
    request.upstreamMs += ms;
    request.upstreamCalls++;
  }
}

/**
 * Runs `call`, recording it; `failure` tells what kind of failure an error is (null: none).
 * While tracing is on, the call is a client span, child of the request's, and `call` is given
 * the headers that carry it to the upstream (W3C traceparent); off, it is given no header.
 */
export async function timedUpstream<T>(
  service: string,
  operation: string,
  call: (trace: UpstreamTrace) => Promise<T>,
  failure: (error: unknown) => UpstreamFailure | null,
): Promise<T> {
  const traced = startUpstreamSpan(service, operation, currentRequest()?.span);
  const start = performance.now();
  try {
    const result = await call(traced?.trace ?? UNTRACED);
    recordUpstream(service, operation, performance.now() - start, null);
    if (traced) endUpstreamSpan(traced.span, null);
    return result;
  } catch (error) {
    const kind = failure(error);
    recordUpstream(service, operation, performance.now() - start, kind);
    if (traced) endUpstreamSpan(traced.span, kind, error);
    throw error;
  }
}

/**
 * An operation's label from a REST path: segments that name one thing (any with a digit but a
 * version such as v1, long tokens, e-mail addresses) become `:id`, so the label's values stay few.
 */
export function restOperation(method: string, path: string): string {
  const segments = path
    .split("?")[0]
    .split("/")
    .map((s) => (/^v\d+$/.test(s) || !(/\d/.test(s) || /[@%:=.+]/.test(s) || s.length >= 24) ? s : ":id"));
  return `${method} ${segments.join("/")}`;
}
