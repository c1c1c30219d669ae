// Where state shared by requests lives: in this process by default, in Redis when REDIS_URL
// is set (several replicas behind one address must share rate limits and the memory of
// placed orders). One connection per process, opened on first use.
import { Redis } from "ioredis";
import { config } from "../config";
import { memoryKeyValue, redisKeyValue, type KeyValue } from "./kv";
import { memoryWindows, redisWindows, type Windows } from "./windows";
import { log, metrics } from "../observability";

export type { KeyValue, Windows };

const PREFIX = "ashless:";
let shared: { windows: Windows; kv: KeyValue; marks: KeyValue; redis: Redis | null } | undefined;

function create() {
  const url = config().redisUrl;
  // the shoppers' change marks (shopper-changes.ts) in a store of their own: in memory, a flood
  // of them must never push an order's idempotency key out
  if (!url) return { windows: memoryWindows(), kv: memoryKeyValue(), marks: memoryKeyValue(), redis: null };
  // Commands wait while the connection is re-established, but not forever: a request that
  // cannot reach Redis fails like any unavailable upstream rather than hanging.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on("error", (error: Error) => {
    metrics().redisErrors.inc();
    log().error(`redis: ${error.message}`);
  });
  return {
    windows: redisWindows(redis, `${PREFIX}limit:`),
    kv: redisKeyValue(redis, `${PREFIX}once:`),
    marks: redisKeyValue(redis, `${PREFIX}changed:`),
    redis,
  };
}

export function sharedState() {
  shared ??= create();
  return shared;
}

/** For /readyz: Redis answers when it is configured. */
export async function sharedStateHealth(): Promise<void> {
  const { redis } = sharedState();
  if (redis) await redis.ping();
}

/** At the process's end (entry.server.tsx shutdown): closes the Redis connection, after its pending commands. */
export async function closeSharedState(): Promise<void> {
  const redis = shared?.redis;
  shared = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
