// Sliding-window counters for the rate limits (design.md §5), in memory per process or in Redis
// across replicas. `attempt` checks every window and records the attempt in all of them only
// when all allow it, so a refused attempt never extends the wait; in Redis that happens in
// one script, so two replicas cannot both let the last allowed attempt through.
import type { Redis } from "ioredis";

export interface WindowCheck {
  key: string;
  limit: number;
  windowMs: number;
}

export type Decision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface Windows {
  /** `id`: names the attempt for `forget` (unique per attempt) */
  attempt(checks: WindowCheck[], id?: string): Promise<Decision>;
  /** Takes back one recorded attempt from these windows: it turned out not to count. */
  forget(keys: string[], id: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const refusal = (freeAt: number[], now: number): Decision => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil((Math.max(...freeAt) - now) / 1000)),
});

/** Per process; the least recently used keys are forgotten first (bounded memory). */
export function memoryWindows(now: () => number = Date.now, maxKeys = 10_000): Windows & { size(): number } {
  type Entry = { at: number; id: string };
  const attempts = new Map<string, Entry[]>();
  let counter = 0;
  const recent = (key: string, windowMs: number, at: number) => {
    const kept = (attempts.get(key) ?? []).filter((t) => t.at > at - windowMs);
    if (kept.length === 0) attempts.delete(key);
    return kept;
  };
  return {
    async attempt(checks, id = `m${counter++}`) {
      const at = now();
      const freeAt: number[] = [];
      for (const { key, limit, windowMs } of checks) {
        const times = recent(key, windowMs, at);
        // the oldest attempt still in the window decides when the next one is allowed
        if (times.length >= limit) freeAt.push(times[times.length - limit].at + windowMs);
      }
      if (freeAt.length > 0) return refusal(freeAt, at);
      for (const { key, limit, windowMs } of checks) {
        // only the last `limit` times can ever matter: the log per key stays small
        const times = [...recent(key, windowMs, at), { at, id }].slice(-limit);
        attempts.delete(key);
        attempts.set(key, times);
      }
      while (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value!);
      return { ok: true };
    },
    async forget(keys, id) {
      for (const key of keys) {
        const kept = (attempts.get(key) ?? []).filter((t) => t.id !== id);
        if (kept.length === 0) attempts.delete(key);
        else attempts.set(key, kept);
      }
    },
    async reset(key) {
      attempts.delete(key);
    },
    size: () => attempts.size,
  };
}

// KEYS: the windows; ARGV: now, a unique member, then limit and windowMs per key.
// Returns 0 when allowed (and recorded), else the time (ms) the latest blocking window frees.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local freeAt = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= limit then
    local oldest = redis.call('ZRANGE', key, -limit, -limit, 'WITHSCORES')
    local free = tonumber(oldest[2]) + window
    if free > freeAt then freeAt = free end
  end
end
if freeAt > 0 then return freeAt end
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('ZREMRANGEBYRANK', key, 0, -limit - 1)
  redis.call('PEXPIRE', key, window)
end
return 0
`;

export function redisWindows(redis: Redis, prefix: string, now: () => number = Date.now): Windows {
  let counter = 0;
  return {
    async attempt(checks, id) {
      if (checks.length === 0) return { ok: true };
      const at = now();
      const member = id ?? `${at}-${process.pid}-${counter++}-${Math.random().toString(36).slice(2)}`;
      const args = checks.flatMap((c) => [String(c.limit), String(c.windowMs)]);
      const keys = checks.map((c) => prefix + c.key);
      const freeAt = Number(await redis.eval(ATTEMPT, keys.length, ...keys, String(at), member, ...args));
      return freeAt > 0 ? refusal([freeAt], at) : { ok: true };
    },
    async forget(keys, id) {
      if (keys.length === 0) return;
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.zrem(prefix + key, id);
      await pipeline.exec();
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
