import { UpstreamUnavailableError } from "./errors";

/**
 * product.md §9's read-retry policy, inside a deadline (docs/decisions/0008-gateways.md): a read is
 * tried again up to 3 times after 1000 ms, doubled per attempt and capped at 30 s, but only
 * while the wait ends before the call's deadline, which by default is one upstream time-out
 * after the first try started. So a failing upstream never holds a page longer than one slow
 * answer would. Only outages (`UpstreamUnavailableError`) are tried again; mutations are never.
 */
export const READ_RETRY = { retries: 3, delayMs: 1000, capMs: 30_000 } as const;

export interface RetryOptions {
  /** the time-out of one attempt; also the default budget of all attempts */
  timeoutMs: number;
  /** extra attempts after the first (default READ_RETRY.retries; 0 for mutations) */
  retries?: number;
  delayMs?: number;
  /** every attempt ends within this many ms of the first try's start (default: timeoutMs) */
  budgetMs?: number;
  /** the incoming request's signal: a shopper who left stops the retries */
  signal?: AbortSignal;
}

/**
 * Runs `attempt` (given the time it may take) until it succeeds, fails with something other
 * than an outage, or the retries or the budget run out; the last error is thrown.
 */
export async function withRetry<T>(attempt: (timeoutMs: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const retries = options.retries ?? READ_RETRY.retries;
  const delayMs = options.delayMs ?? READ_RETRY.delayMs;
  const budget = options.budgetMs ?? options.timeoutMs;
  const deadline = Date.now() + budget;
  for (let n = 0; ; n++) {
    try {
      // the first try has the whole budget (a busy event loop may already have spent a
      // millisecond of the deadline); later ones what is left of it
      const left = Math.min(options.timeoutMs, n === 0 ? budget : deadline - Date.now());
      return await attempt(Math.max(1, left));
    } catch (error) {
      const wait = Math.min(delayMs * 2 ** n, READ_RETRY.capMs);
      const again =
        error instanceof UpstreamUnavailableError &&
        n < retries &&
        !options.signal?.aborted &&
        Date.now() + wait < deadline;
      if (!again) throw error;
      await sleep(wait, options.signal);
      if (options.signal?.aborted) throw error;
    }
  }
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });
}
