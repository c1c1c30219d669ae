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
  /** the upstream asked (commerce, platform…): while it is down, its reads get one try */
  service?: string;
}

/**
 * When each upstream that has just failed a whole retried read stops being taken for down: one
 * budget after that failure. Until then its reads get one try, without waiting to try again, so a
 * page that asks it several things in turn answers the outage in the time of one read rather
 * than of each (a checkout post asks four: 12 s at the default time-out, now 3 s). Every call still
 * goes out, so nothing is refused on a guess; a read that succeeds ends it at once (decision 0054).
 */
const downUntil = new Map<string, number>();

/**
 * Runs `attempt` (given the time it may take) until it succeeds, fails with something other
 * than an outage, or the retries or the budget run out; the last error is thrown.
 */
export async function withRetry<T>(attempt: (timeoutMs: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { service } = options;
  const isRead = (options.retries ?? READ_RETRY.retries) > 0;
  const down = service !== undefined && (downUntil.get(service) ?? 0) > Date.now();
  const retries = down ? 0 : (options.retries ?? READ_RETRY.retries);
  const delayMs = options.delayMs ?? READ_RETRY.delayMs;
  const budget = options.budgetMs ?? options.timeoutMs;
  const deadline = Date.now() + budget;
  for (let n = 0; ; n++) {
    try {
      // the first try has the whole budget (a busy event loop may already have spent a
      // millisecond of the deadline); later ones what is left of it
      const left = Math.min(options.timeoutMs, n === 0 ? budget : deadline - Date.now());
      const answer = await attempt(Math.max(1, left));
      if (service !== undefined) downUntil.delete(service);
      return answer;
    } catch (error) {
      // an answer, even a refusal, says the upstream is there
      if (service !== undefined && !(error instanceof UpstreamUnavailableError)) downUntil.delete(service);
      const wait = Math.min(delayMs * 2 ** n, READ_RETRY.capMs);
      const again =
        error instanceof UpstreamUnavailableError &&
        n < retries &&
        !options.signal?.aborted &&
        Date.now() + wait < deadline;
      if (!again) {
        if (service !== undefined && isRead && error instanceof UpstreamUnavailableError)
          downUntil.set(service, Date.now() + budget);
        throw error;
      }
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

/** Forgets which upstreams are down: each test starts with every upstream taken for up. */
export function forgetOutages(): void {
  downUntil.clear();
}
