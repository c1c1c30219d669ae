// The app's way to the process's observability (server/observability: one logger, one request
// store, one set of metrics per process, whichever bundle asks). Loaders and actions log through
// `context.log` (the request's logger, app/load-context.ts); code without the context calls
// `log()`, which is the request's logger inside a request and the process's outside one.
import { UpstreamUnavailableError } from "../http/errors";
import { timedUpstream, type UpstreamFailure, type UpstreamTrace } from "../../../server/observability/upstream";

export type { Logger } from "../../../server/observability/logger";
export { log } from "../../../server/observability/request-context";
export { currentRequest } from "../../../server/observability/request-context";
export { metrics } from "../../../server/observability/metrics";
export { reportError } from "../../../server/observability/report-error";
export { restOperation } from "../../../server/observability/upstream";
export type { UpstreamTrace } from "../../../server/observability/upstream";

/** Unavailable (no answer: network, time-out; or a 5xx) or refused (the upstream said no). */
const failureOf = (error: unknown): UpstreamFailure =>
  error instanceof UpstreamUnavailableError ||
  error instanceof TypeError || // fetch's network failure
  (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    ? "unavailable"
    : "refused";

/**
 * One upstream call, timed: the upstream metrics (duration, errors by service and operation)
 * and the request line's upstream time; while tracing is on, its span, whose headers `call`
 * must send (`trace.headers`: W3C traceparent; none when off) and to which it tells the
 * upstream's status (`trace.status`). An abandoned request's call is not an error.
 */
export function upstreamCall<T>(
  service: string,
  operation: string,
  call: (trace: UpstreamTrace) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  return timedUpstream(service, operation, call, (error) => (signal?.aborted ? null : failureOf(error)));
}
