// /healthz, /readyz and /healthz/upstreams, as an orchestrator and a monitor probe them (moved
// from the browser suite: no page is involved). Liveness and readiness ask no upstream, so one
// slow service never takes every replica out of the load balancer; /healthz/upstreams asks each
// one at most every 5 s and names the one that does not answer (the reason goes to the log).
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { closeSharedState } from "~/.server/state";
import { loader as healthz } from "~/routes/healthz/route";
import { loader as upstreams } from "~/routes/healthz.upstreams/route";
import { loader as readyz } from "~/routes/readyz/route";
import { server } from "../msw/server";
import { upstreamCalls, useRoutesSandbox } from "./routes-sandbox";
import { captureLogs } from "../support/logs";

useRoutesSandbox();

afterEach(() => vi.useRealTimers());

describe("health endpoints", () => {
  it("liveness answers 200 without asking any upstream", async () => {
    const res = healthz();
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
    expect(await upstreamCalls()).toEqual([]);
  });

  it("readiness answers 200 without asking any upstream, even when one is down", async () => {
    server.use(http.all(`${process.env.CONTENT_API_URL}/*`, () => HttpResponse.error()));
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ ready: true });
    expect(await upstreamCalls()).toEqual([]);
  });

  it("readiness answers 503 when the configured Redis does not answer", async () => {
    const env = { ...process.env };
    const logs = captureLogs();
    try {
      process.env.REDIS_URL = "redis://127.0.0.1:9";
      resetConfigForTests();
      const res = await readyz();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ ready: false, redis: "unavailable" });
      expect(logs.matching(/^readyz: redis: /)).toMatchObject([{ level: "error" }]);
    } finally {
      await closeSharedState();
      process.env = env;
      resetConfigForTests();
      logs.restore();
    }
  });

  it("the upstreams' health names the one that is down, and gives the same answer for 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T12:00:00Z"));
    const ok = await upstreams();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, upstreams: { commerce: "ok", platform: "ok", content: "ok" } });

    const logs = captureLogs();
    server.use(http.all(`${process.env.CONTENT_API_URL}/*`, () => HttpResponse.error()));
    vi.setSystemTime(new Date("2026-11-28T12:00:04Z"));
    expect((await upstreams()).status).toBe(200); // the answer of 4 s ago

    vi.setSystemTime(new Date("2026-11-28T12:00:05Z"));
    const down = await upstreams();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      ok: false,
      upstreams: { commerce: "ok", platform: "ok", content: "unavailable" },
    });
    expect(logs.matching(/^healthz\/upstreams: content: /)).toMatchObject([{ level: "error" }]);
    logs.restore();

    server.resetHandlers();
    vi.setSystemTime(new Date("2026-11-28T12:00:10Z"));
    expect((await upstreams()).status).toBe(200);
  });
});
