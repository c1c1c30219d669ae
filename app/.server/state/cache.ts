// A small in-memory TTL cache for public, store-wide reads (5 minutes), on `lru-cache`
// (decision 0036), and in a pool of its own for a few reads keyed by one shopper's cart or
// account (decision 0077). Callers asking for the same key while a load is in flight share it, so a
// cold cache sends one request, not one per concurrent page view. Failures are not cached.
// During an outage (an upstream unavailable) the last value loaded is served for up to an hour,
// and a fresh load is tried every 30 s: the catalogue stays browsable while the upstream is
// down, and catches up once it is back.
import { LRUCache } from "lru-cache";
import { UpstreamUnavailableError } from "../http/errors";
import { log } from "../observability";

export const FIVE_MINUTES = 300_000;
const STALE_MS = 60 * 60_000;
const RETRY_MS = 30_000;

/** A value and when it loaded; `load` is the caller's, passed as the fetch's context. */
type Loaded = { value: unknown; at: number };
type Load = () => Promise<unknown>;

let now = () => Date.now();
/** the keys being loaded (and by which load): lru-cache's `keys()` leaves them out */
const loading = new Map<string, object>();

function pool(max: number) {
  return new LRUCache<string, Loaded, Load>({
    max,
    perf: { now: () => now() },
    ttlResolution: 0,
    // a load in flight that a clear forgets still answers its callers, but is not kept
    ignoreFetchAbort: true,
    fetchMethod: async (key, last, { options, context: load }) => {
      const mine = {};
      loading.set(key, mine);
      try {
        return { value: await load(), at: now() };
      } catch (error) {
        // lru-cache's allowStaleOnFetchRejection would serve any failure, for ever, and ask the
        // upstream again on every call: only an outage is served stale, an hour at most, and
        // asked again every 30 s
        if (!last || now() - last.at > STALE_MS || !(error instanceof UpstreamUnavailableError)) throw error;
        log().error(`${error.message} (serving ${key} as last loaded)`);
        options.ttl = RETRY_MS;
        return last;
      } finally {
        if (loading.get(key) === mine) loading.delete(key);
      }
    },
  });
}

// product pages and searches are keyed by input; keep memory bounded
const entries = pool(1000);
// Reads keyed by one shopper's cart or account (decision 0077) have a pool of their own, so that
// many shoppers' carts never push the store-wide reads out.
const shoppers = pool(5000);

export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const loaded = await entries.fetch(key, { ttl: ttlMs, context: load });
  return loaded!.value as T;
}

/** `cached`, for a read keyed by one shopper's cart or account: the same rules, a pool of its own. */
export async function cachedForShopper<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const loaded = await shoppers.fetch(key, { ttl: ttlMs, context: load });
  return loaded!.value as T;
}

/** Forgets entries whose key starts with `prefix` (all when omitted). */
export function clearCache(prefix = "") {
  for (const cache of [entries, shoppers])
    for (const key of [...cache.keys(), ...loading.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

/** For tests: the cache's clock. */
export function setCacheClock(clock: () => number) {
  now = clock;
}
