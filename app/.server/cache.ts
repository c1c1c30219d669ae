// A small in-memory TTL cache for public, store-wide reads (SPEC §9: 5 minutes). Callers asking
// for the same key while a load is in flight share it, so a cold cache sends one request, not one
// per concurrent page view. Failures are not cached. During an outage (an upstream unavailable)
// the last value loaded is served for up to an hour, and a fresh load is tried every 30 s: the
// catalogue stays browsable while the upstream is down, and catches up once it is back.
import { UpstreamUnavailableError } from "./http/errors";

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** the last value that loaded, and when */
  last?: { value: unknown; at: number };
}

export const FIVE_MINUTES = 300_000;
const STALE_MS = 60 * 60_000;
const RETRY_MS = 30_000;
const MAX_ENTRIES = 1000; // product pages and searches are keyed by input; keep memory bounded

const entries = new Map<string, Entry>();
let now = () => Date.now();

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const at = now();
  const hit = entries.get(key);
  if (hit && hit.expires > at) return hit.value as Promise<T>;
  const previous = hit?.last && at - hit.last.at <= STALE_MS ? hit.last : undefined;
  const entry: Entry = { expires: at + ttlMs, value: Promise.resolve(), last: previous };
  entry.value = load().then(
    (value) => {
      entry.last = { value, at: now() };
      return value;
    },
    (error: unknown) => {
      if (previous && error instanceof UpstreamUnavailableError) {
        console.error(`${error.message} (serving ${key} as last loaded)`);
        entry.expires = now() + RETRY_MS;
        return previous.value;
      }
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    },
  );
  entries.delete(key); // re-insert so Map order is oldest first
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return entry.value as Promise<T>;
}

/** Forgets entries whose key starts with `prefix` (all when omitted). */
export function clearCache(prefix = "") {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}

/** For tests: the cache's clock. */
export function setCacheClock(clock: () => number) {
  now = clock;
}
