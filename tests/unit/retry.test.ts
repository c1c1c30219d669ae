import { describe, expect, it } from "vitest";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { withRetry } from "~/.server/http/retry";

const down = () => new UpstreamUnavailableError("commerce", "HTTP 503");

/** An attempt that fails with `errors` in turn, then answers "ok"; it records each time-out given. */
function script(...errors: Error[]) {
  const timeouts: number[] = [];
  const started: number[] = [];
  const attempt = async (timeoutMs: number) => {
    timeouts.push(timeoutMs);
    started.push(Date.now());
    const error = errors.shift();
    if (error) throw error;
    return "ok";
  };
  return { attempt, timeouts, started };
}

describe("withRetry: product.md §9's read retries inside a deadline", () => {
  it("tries an outage again up to 3 times, waiting twice as long each time", async () => {
    const s = script(down(), down(), down());
    await expect(withRetry(s.attempt, { timeoutMs: 1000, delayMs: 10 })).resolves.toBe("ok");
    expect(s.timeouts).toHaveLength(4);
    const waits = s.started.slice(1).map((t, i) => t - s.started[i]);
    expect(waits[0]).toBeGreaterThanOrEqual(9);
    expect(waits[1]).toBeGreaterThanOrEqual(19);
    expect(waits[2]).toBeGreaterThanOrEqual(39);
  });

  it("gives up after the retries with the last error", async () => {
    const last = down();
    const s = script(down(), down(), down(), last);
    await expect(withRetry(s.attempt, { timeoutMs: 1000, delayMs: 1 })).rejects.toBe(last);
    expect(s.timeouts).toHaveLength(4);
  });

  it("never tries a refusal again", async () => {
    const refusal = new Error("The cart is not active");
    const s = script(refusal);
    await expect(withRetry(s.attempt, { timeoutMs: 1000, delayMs: 1 })).rejects.toBe(refusal);
    expect(s.timeouts).toHaveLength(1);
  });

  it("does not retry a mutation (retries 0)", async () => {
    const s = script(down());
    await expect(withRetry(s.attempt, { timeoutMs: 1000, retries: 0 })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(s.timeouts).toHaveLength(1);
  });

  it("stops when the next wait would end after the deadline: one time-out by default", async () => {
    // product.md's waits are 1 s, 2 s, 4 s; with a 2.5 s time-out only the first fits
    const s = script(down(), down(), down());
    const started = Date.now();
    await expect(withRetry(s.attempt, { timeoutMs: 2500 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(s.timeouts).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2500);
    // the second try may only use what is left of the budget: 1.5 s, give or take the 1 ms that
    // Date.now() and Node's timer clock round apart (a 1 s wait can read as 999 ms)
    expect(s.timeouts[1]).toBeLessThanOrEqual(1501);
  });

  it("stops waiting when the shopper leaves", async () => {
    const controller = new AbortController();
    const s = script(down(), down());
    const started = Date.now();
    setTimeout(() => controller.abort(), 20);
    await expect(
      withRetry(s.attempt, { timeoutMs: 10_000, delayMs: 5000, signal: controller.signal }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(s.timeouts).toHaveLength(1);
  });
});

describe("withRetry: an upstream that has just failed a whole read", () => {
  it("gets one try per read while it is down, so a page that asks it several things answers at once", async () => {
    const service = "unit-down-1";
    await expect(
      withRetry(script(down(), down(), down(), down()).attempt, { timeoutMs: 1000, delayMs: 1, service }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    const next = script(down(), down());
    const started = Date.now();
    await expect(withRetry(next.attempt, { timeoutMs: 1000, delayMs: 200, service })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(next.timeouts, "tried, once").toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(150);
    // another upstream is not concerned
    const other = script(down());
    await expect(withRetry(other.attempt, { timeoutMs: 1000, delayMs: 1, service: "unit-up" })).resolves.toBe("ok");
  });

  it("is asked again as usual once a read succeeds, or once one time-out has passed", async () => {
    const service = "unit-down-2";
    const fail = () =>
      withRetry(script(down(), down(), down(), down()).attempt, { timeoutMs: 100, delayMs: 1, service });
    await expect(fail()).rejects.toBeInstanceOf(UpstreamUnavailableError);
    // it came back: the one try answers, and the next read has its retries again
    await expect(withRetry(script().attempt, { timeoutMs: 100, service })).resolves.toBe("ok");
    const after = script(down());
    await expect(withRetry(after.attempt, { timeoutMs: 100, delayMs: 1, service })).resolves.toBe("ok");
    expect(after.timeouts).toHaveLength(2);
    // down again; one time-out later, retries again
    await expect(fail()).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await new Promise((r) => setTimeout(r, 120));
    const later = script(down());
    await expect(withRetry(later.attempt, { timeoutMs: 100, delayMs: 1, service })).resolves.toBe("ok");
    expect(later.timeouts).toHaveLength(2);
  });

  it("is not marked down by a refusal or a failed mutation", async () => {
    const service = "unit-down-3";
    await expect(
      withRetry(script(new Error("refused")).attempt, { timeoutMs: 1000, delayMs: 1, service }),
    ).rejects.toThrow("refused");
    await expect(withRetry(script(down()).attempt, { timeoutMs: 1000, retries: 0, service })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    const read = script(down());
    await expect(withRetry(read.attempt, { timeoutMs: 1000, delayMs: 1, service })).resolves.toBe("ok");
    expect(read.timeouts).toHaveLength(2);
  });
});
