import { trackEvent, type TrackEvent } from "./client";
import { log, metrics } from "../observability";

/**
 * Server-side impressions (product.md §7), sent in batches: each page view, rendered or served from
 * the page cache, adds its impression here, and one POST /api/v1/track carries every
 * impression of the last half second (the endpoint takes a list; product.md §9's event dispatch
 * resolves after 500 ms). One POST per page view cost the storefront and the content service
 * about a millisecond of CPU each under load. What is waiting when the process stops (at most
 * half a second of impressions) is lost, as a beacon would be.
 */
export const FLUSH_MS = 500;
const BATCH = 200;
/** Past this many waiting (the content service down for a while), new impressions are dropped. */
const WAITING_LIMIT = 5_000;

let waiting: TrackEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let dropped = 0;

export function queueImpression(event: TrackEvent) {
  if (waiting.length >= WAITING_LIMIT) {
    if (dropped++ % 1000 === 0) log().warn(`[content] impressions dropped while the queue is full: ${dropped}`);
    return;
  }
  waiting.push(event);
  metrics().impressionBatch.set(waiting.length);
  if (waiting.length >= BATCH) void flushImpressions();
  else if (!timer) {
    timer = setTimeout(() => void flushImpressions(), FLUSH_MS);
    timer.unref?.();
  }
}

/** Sends what is waiting now, in batches; trackEvent logs its own failures. */
export async function flushImpressions(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const events = waiting;
  waiting = [];
  metrics().impressionBatch.set(0);
  for (let i = 0; i < events.length; i += BATCH) await trackEvent(...events.slice(i, i + BATCH));
}
