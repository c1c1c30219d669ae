// A small in-memory TTL cache for public, store-wide reads (SPEC §9: 5 minutes). Callers asking
// for the same key while a load is in flight share it, so a cold cache sends one request, not one
// per concurrent page view. Failures are not cached.

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export const FIVE_MINUTES = 300_000;
const MAX_ENTRIES = 1000; // product pages and searches are keyed by input; keep memory bounded

const entries = new Map<string, Entry>();

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.delete(key); // re-insert so Map order is oldest first
  entries.set(key, { expires: now + ttlMs, value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Forgets entries whose key starts with `prefix` (all when omitted). */
export function clearCache(prefix = "") {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
