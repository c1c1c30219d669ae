// An upstream call's deadline (app/.server/http/deadline.ts, issue 41, 7): the time-out and the
// shopper's leaving on one signal, as AbortSignal.timeout and AbortSignal.any gave it, and
// nothing left to fire once the call is answered.
import { describe, expect, it } from "vitest";
import { deadline } from "~/.server/http/deadline";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("deadline", () => {
  it("aborts at the time-out with a TimeoutError, as AbortSignal.timeout does", async () => {
    const call = deadline(20);
    expect(call.signal.aborted).toBe(false);
    await wait(60);
    expect(call.signal.aborted).toBe(true);
    expect(call.timedOut).toBe(true);
    const reason = call.signal.reason as DOMException;
    const stock = AbortSignal.timeout(1);
    await wait(20);
    expect(reason.name).toBe("TimeoutError");
    expect(reason.name).toBe((stock.reason as DOMException).name);
    expect(reason.message).toBe((stock.reason as DOMException).message);
  });

  it("aborts with the shopper's reason when they leave first, and not again at the time-out", async () => {
    const shopper = new AbortController();
    const call = deadline(30, shopper.signal);
    const gone = new Error("the shopper left");
    shopper.abort(gone);
    expect(call.signal.aborted).toBe(true);
    expect(call.signal.reason).toBe(gone);
    await wait(60);
    expect(call.timedOut).toBe(false);
    expect(call.signal.reason).toBe(gone);
  });

  it("is aborted from the start when the shopper has already left", () => {
    const shopper = new AbortController();
    shopper.abort(new Error("gone"));
    const call = deadline(1000, shopper.signal);
    expect(call.signal.aborted).toBe(true);
    expect(call.timedOut).toBe(false);
    call.done();
  });

  it("once done, neither the time-out nor the shopper aborts it", async () => {
    const shopper = new AbortController();
    const call = deadline(20, shopper.signal);
    call.done();
    shopper.abort(new Error("gone"));
    await wait(60);
    expect(call.signal.aborted).toBe(false);
    expect(call.timedOut).toBe(false);
  });
});
