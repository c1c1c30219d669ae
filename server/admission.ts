import { performance } from "node:perf_hooks";
import type { NextFunction, Request, Response } from "express";
import { metrics } from "./observability/metrics";

// Admission in arrival order (decision 0022). A Node process that takes every request at once
// when its one core is saturated serves them by turns: each page's steps (its upstream answers,
// its render) wait behind every other page's, so a page with more steps (the cart, a checkout
// step) takes many times longer than a cached one, and a new connection is accepted only once
// per turn of the event loop, which then lasts seconds: under `npm run load` some shoppers
// waited over 10 s for their first page. Here at most `limit` requests are in the app at once;
// the others wait, first come first served, and each turn of the loop stays short.
//
// The limit adapts to what the process waits for. While requests wait and the event loop has
// spare time (the pages wait on slow upstreams, not on the processor), it grows; when the loop
// is saturated it falls back towards `base`. So a slow upstream never caps the throughput, and a
// busy processor serves a few pages at a time from start to end.

export interface AdmissionOptions {
  /** requests in the app at once when the processor is the limit */
  base?: number;
  /** the most the limit grows to while the processor has spare time */
  max?: number;
  /** how often the limit is reconsidered */
  intervalMs?: number;
  /** the event loop's utilisation (0 to 1) since the last call; Node's by default */
  utilisation?: () => number;
  /** paths that never wait (health checks must answer under load) */
  bypass?: (path: string) => boolean;
}

/** Above this utilisation the loop is saturated; below SPARE it has time to spare. */
const SATURATED = 0.97;
const SPARE = 0.9;

function loopUtilisation() {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const delta = performance.eventLoopUtilization(now, last);
    last = now;
    return delta.utilization;
  };
}

export function admission({
  base = 8,
  max = 512,
  intervalMs = 100,
  utilisation = loopUtilisation(),
  bypass = () => false,
}: AdmissionOptions = {}) {
  let limit = base;
  let inFlight = 0;
  // insertion-ordered: the oldest waiting request is the first
  const waiting = new Set<() => void>();
  // the queue's depth, as the metrics show it (admission_queue_depth)
  const { admissionWaiting } = metrics();
  const counted = () => admissionWaiting.set(waiting.size);

  const admitWaiting = () => {
    for (const go of waiting) {
      if (inFlight >= limit) return;
      waiting.delete(go);
      counted();
      go();
    }
  };

  /** Reconsiders the limit from the loop's utilisation since the last call. */
  const adjust = () => {
    const busy = utilisation();
    if (busy < SPARE && waiting.size > 0) limit = Math.min(max, limit + Math.max(1, Math.ceil(limit / 4)));
    else if (busy > SATURATED && limit > base) limit = Math.max(base, Math.floor(limit * 0.9));
    admitWaiting();
  };
  const timer = setInterval(adjust, intervalMs);
  timer.unref();

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (bypass(req.path)) return next();
    let state: "waiting" | "in" | "done" = "waiting";
    const go = () => {
      state = "in";
      inFlight++;
      next();
    };
    // "close" comes once the answer is sent or the client has gone, waiting or not
    res.once("close", () => {
      if (state === "in") {
        inFlight--;
        admitWaiting();
      } else if (waiting.delete(go)) counted();
      state = "done";
    });
    if (inFlight < limit && waiting.size === 0) go();
    else {
      waiting.add(go);
      counted();
    }
  };

  return {
    middleware,
    adjust,
    stop: () => clearInterval(timer),
    stats: () => ({ limit, inFlight, waiting: waiting.size }),
  };
}
