import { config } from "~/.server/config";
import { sharedStateHealth } from "~/.server/state";
import { log } from "~/.server/observability";

const TIMEOUT_MS = 2000;

/**
 * Readiness: may this process take shoppers? It asks no upstream (the shop serves stale content
 * and answers an outage page of its own, so one slow service must not take every replica out of
 * the load balancer at once; /healthz/upstreams is for monitoring). It asks Redis, when set,
 * because without it the replicas would not share their limits and placed orders. While the
 * process drains after SIGTERM, the host answers 503 before this loader runs (server/lifecycle.ts).
 */
export async function loader() {
  let redis: "ok" | "unavailable" | undefined;
  if (config().redisUrl) {
    try {
      await Promise.race([
        sharedStateHealth(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS).unref()),
      ]);
      redis = "ok";
    } catch (error) {
      log().error(`readyz: redis: ${error instanceof Error ? error.message : error}`);
      redis = "unavailable";
    }
  }
  const ready = redis !== "unavailable";
  return new Response(JSON.stringify({ ready, ...(redis ? { redis } : {}) }), {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
