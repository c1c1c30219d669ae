// The small key-value contract shared state needs (idempotency of order placement), with
// one implementation per process (memory) and one across replicas (Redis, when REDIS_URL
// is set). Values are strings; every key expires.
import type { Redis } from "ioredis";

export interface KeyValue {
  /** sets `key` only when it is absent; true when this call set it */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}

/** One process's memory, bounded: the oldest keys go first past `maxKeys`. */
export function memoryKeyValue(now: () => number = Date.now, maxKeys = 10_000): KeyValue {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  const put = (key: string, value: string, ttlMs: number) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    while (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
  };
  return {
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      put(key, value, ttlMs);
      return true;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

export function redisKeyValue(redis: Redis, prefix: string): KeyValue {
  return {
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(prefix + key, value, "PX", ttlMs, "NX")) === "OK";
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, "PX", ttlMs);
    },
    get: (key) => redis.get(prefix + key),
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
}
