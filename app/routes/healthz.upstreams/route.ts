import { health as commerce } from "~/.server/commerce/client";
import { health as content } from "~/.server/content";
import { health as platform } from "~/.server/platform";
import { log } from "~/.server/observability";

const TIMEOUT_MS = 2000;
/** How long one answer is given again: monitors of several replicas then ask each upstream a few times a minute. */
const UPSTREAMS_CACHE_MS = 5000;

type Report = { ok: boolean; upstreams: Record<string, "ok" | "unavailable"> };
let last: { at: number; report: Promise<Report> } | null = null;

async function probe(): Promise<Report> {
  const checks = {
    commerce: () => commerce(TIMEOUT_MS),
    platform: () => platform(TIMEOUT_MS),
    content: () => content(TIMEOUT_MS),
  };
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        return [name, "ok"] as const;
      } catch (error) {
        // The reason goes to the log, not to a public endpoint.
        log().error(`healthz/upstreams: ${name}: ${error instanceof Error ? error.message : error}`);
        return [name, "unavailable"] as const;
      }
    }),
  );
  return { ok: results.every(([, r]) => r === "ok"), upstreams: Object.fromEntries(results) };
}

/**
 * For monitoring, not for the load balancer: whether each upstream answers, asked at most once
 * every 5 seconds per process (probes that come meanwhile share the answer). 503 names the
 * upstream that does not answer.
 */
export async function loader() {
  const now = Date.now();
  if (!last || now - last.at >= UPSTREAMS_CACHE_MS) last = { at: now, report: probe() };
  const report = await last.report;
  return new Response(JSON.stringify(report), {
    status: report.ok ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
