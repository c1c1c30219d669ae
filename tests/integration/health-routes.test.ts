// /healthz and /readyz, as an orchestrator probes them (moved from the browser suite: no page
// is involved). Liveness asks no upstream; readiness asks each one now, and names the one that
// does not answer without saying why (the reason goes to the log).
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { loader as healthz } from "~/routes/healthz/route";
import { loader as readyz } from "~/routes/readyz/route";
import { server } from "../msw/server";
import { upstreamCalls, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

describe("health endpoints", () => {
  it("liveness answers 200 without asking any upstream", async () => {
    const res = healthz();
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
    expect(await upstreamCalls()).toEqual([]);
  });

  it("readiness answers 200 when every upstream answers now", async () => {
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({
      ready: true,
      upstreams: { commerce: "ok", platform: "ok", content: "ok" },
    });
  });

  it("readiness answers 503 naming the upstream that is down, and asks again on the next probe", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.all(`${process.env.CONTENT_API_URL}/*`, () => HttpResponse.error()));
    const res = await readyz();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      ready: false,
      upstreams: { commerce: "ok", platform: "ok", content: "unavailable" },
    });
    expect(log).toHaveBeenCalledWith("readyz: content:", expect.any(String));
    log.mockRestore();

    server.resetHandlers();
    expect((await readyz()).status).toBe(200);
  });
});
