import { health as commerce } from "~/.server/commerce/client";
import { config } from "~/.server/config";
import { health as content } from "~/.server/content";
import { health as platform } from "~/.server/platform";
import { sharedStateHealth } from "~/.server/state";

const TIMEOUT_MS = 2000;

/** Rejects when `work` has not settled within the readiness time-out. */
const within = (work: Promise<unknown>) =>
  Promise.race([
    work,
    new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS).unref()),
  ]);

// Readiness: 200 only when each gateway's health() (and Redis, when set) answers now: no caches, one try.
export async function loader() {
  const cfg = config();
  const checks = {
    commerce: () => commerce(TIMEOUT_MS),
    platform: () => platform(TIMEOUT_MS),
    content: () => content(TIMEOUT_MS),
    // the shared state of the replicas, when they have one
    ...(cfg.redisUrl ? { redis: () => within(sharedStateHealth()) } : {}),
  };
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        return [name, "ok"] as const;
      } catch (error) {
        // The reason goes to the log, not to a public endpoint.
        console.error(`readyz: ${name}:`, error instanceof Error ? error.message : error);
        return [name, "unavailable"] as const;
      }
    }),
  );
  const ready = results.every(([, r]) => r === "ok");
  return new Response(JSON.stringify({ ready, upstreams: Object.fromEntries(results) }), {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
