import { performance } from "node:perf_hooks";
import { metrics } from "./metrics";
import { currentRequest } from "./request-context";

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

/** Runs `call`, recording it; `failure` tells what kind of failure an error is (null: none). */
export async function timedUpstream<T>(
  service: string,
  operation: string,
  call: () => Promise<T>,
  failure: (error: unknown) => UpstreamFailure | null,
): Promise<T> {
  const start = performance.now();
  try {
    const result = await call();
    recordUpstream(service, operation, performance.now() - start, null);
    return result;
  } catch (error) {
    recordUpstream(service, operation, performance.now() - start, failure(error));
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
