/**
 * An upstream call's signal: it aborts at `timeoutMs` (with the TimeoutError `AbortSignal.timeout`
 * gives) or when `outer` does (the shopper left, with its reason), whichever comes first. `done()`
 * lets the timer and the listener go once the call is answered.
 *
 * One controller and one timer instead of `AbortSignal.timeout` and `AbortSignal.any` (issue 41,
 * 7): those cost several times as much a call, and a timeout signal's timer is never cleared, so
 * every call's timer fired seconds after its answer, making an exception and aborting a signal
 * no one listened to any more. A personal page makes four to six such calls.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  /** whether the call ran out of time (and not the shopper) */
  readonly timedOut: boolean;
  done(): void;
}

export function deadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
  }, timeoutMs);
  const left = () => {
    clearTimeout(timer);
    controller.abort(outer?.reason);
  };
  if (outer?.aborted) left();
  else outer?.addEventListener("abort", left, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    done() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", left);
    },
  };
}
