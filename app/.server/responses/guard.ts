import { data } from "@remix-run/node";
import { UpstreamUnavailableError } from "../http/errors";
import { log } from "../observability";

export interface UnavailableBody {
  unavailable: true;
  service: string;
}

/**
 * Wraps a loader or action: an upstream outage becomes a 503 the error boundary
 * renders as "we can't reach the shop right now", while the process keeps serving.
 */
export function guard<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) {
        log().error(error.message);
        throw data<UnavailableBody>({ unavailable: true, service: error.service }, { status: 503 });
      }
      throw error;
    }
  };
}
