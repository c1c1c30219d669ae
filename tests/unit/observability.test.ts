// Logs, metrics and errors (issue 41, 1, 2 and 4; decision 0042), read back below the browser:
// the real host (createStorefront) on a build made by hand, its log lines from a pino
// destination, its metrics from the metrics server, as an operator's tools would read them.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { createRestClient } from "~/.server/http/rest";
import { createAuthLimits } from "~/.server/limits/rate-limit";
import { memoryWindows } from "~/.server/state/windows";
import { metricsServer } from "../../server/observability/metrics";
import { setErrorReporter, type ErrorReport } from "../../server/observability/report-error";
import { createStorefront } from "../../server/storefront";
import { captureLogs, type CapturedLogs } from "../support/logs";
import { testBuild } from "../support/remix-build";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

let upstream: Server;
let upstreamUrl = "";
let logs: CapturedLogs;
const servers: Server[] = [];

/** A storefront on `build`, as server/start.ts makes it, whose proxy is trusted or not. */
async function shop(build: ServerBuild, trustProxy: boolean | string) {
  const app = await createStorefront({
    dev: false,
    imageOrigins: [],
    trustProxy,
    build,
    admissionBase: 2,
    pageCacheSeconds: 60,
  });
  const server = http.createServer(app);
  servers.push(server);
  return listen(server);
}

const reports: [unknown, ErrorReport][] = [];

function build() {
  const made = testBuild(
    {},
    {
      "routes/product": {
        path: "product/:handle",
        loader: async ({ context, params }) => {
          const content = createRestClient({ service: "content", baseUrl: upstreamUrl, retries: 0 });
          const item = await content.get<{ name: string }>(`/items/${params.handle}`);
          // a careless line: what it must never write comes out censored
          (context as AppLoadContext).log.info(
            { password: "hunter2", headers: { cookie: "session=s3cr3t", authorization: "Bearer t0ken" } },
            "loader ran",
          );
          return item;
        },
      },
      "routes/boom": {
        path: "boom",
        loader: () => {
          throw new Error("the loader broke");
        },
      },
    },
  );
  made.entry.module.handleError = handleError;
  return made;
}

let trusted = "";
let untrusted = "";

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    setTimeout(() => res.writeHead(200, { "Content-Type": "application/json" }).end('{"name":"Ember"}'), 30);
  });
  upstreamUrl = await listen(upstream);
  logs = captureLogs();
  setErrorReporter((error, report) => void reports.push([error, report]));
  trusted = await shop(build(), "loopback");
  untrusted = await shop(build(), false);
});
afterEach(() => {
  logs.lines.length = 0;
  logs.raw.length = 0;
  reports.length = 0;
});
afterAll(() => {
  logs.restore();
  setErrorReporter(null);
  for (const s of [upstream, ...servers]) s.close();
});

/** The request's line, once written (when the answer is finished, which may be after the client has it). */
const requestLine = (id: string) =>
  vi.waitFor(() => {
    const line = logs.lines.find((l) => l.requestId === id && /^request/.test(String(l.msg)));
    if (!line) throw new Error(`no line for ${id} yet`);
    return line;
  });

describe("request logs", () => {
  it("writes one JSON line per request: id, route id, status, duration and upstream time", async () => {
    const res = await fetch(`${trusted}/product/ember-123456`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await requestLine(id);
    const lines = logs.lines.filter((l) => l.requestId === id && l.msg === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      method: "GET",
      path: "/product/ember-123456",
      status: 200,
      routeId: "routes/product",
      upstreamCalls: 1,
    });
    expect(lines[0].durationMs).toEqual(expect.any(Number));
    expect(lines[0].upstreamMs).toBeGreaterThanOrEqual(25);
    expect(lines[0].durationMs).toBeGreaterThanOrEqual(lines[0].upstreamMs as number);
    // the loader's own line carries the request's id too
    expect(logs.lines.find((l) => l.msg === "loader ran")?.requestId).toBe(id);

    // the page cache's copy names the route that rendered it, and made no upstream call
    const copy = await fetch(`${trusted}/product/ember-123456`);
    expect(copy.headers.get("x-page-cache")).toBe("hit");
    expect(await requestLine(copy.headers.get("x-request-id")!)).toMatchObject({
      routeId: "routes/product",
      upstreamCalls: 0,
      upstreamMs: 0,
    });
  });

  it("takes X-Request-Id from a trusted proxy only; a client's own is replaced", async () => {
    const fromProxy = await fetch(`${trusted}/product/ember`, { headers: { "X-Request-Id": "lb-7f3a9" } });
    expect(fromProxy.headers.get("x-request-id")).toBe("lb-7f3a9");
    expect((await requestLine("lb-7f3a9")).status).toBe(200);

    const fromClient = await fetch(`${untrusted}/product/ember`, { headers: { "X-Request-Id": "lb-7f3a9" } });
    const id = fromClient.headers.get("x-request-id")!;
    expect(id).not.toBe("lb-7f3a9");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await requestLine(id)).toBeDefined();

    // even from a trusted proxy, an id that could break a line is not taken
    const odd = await fetch(`${trusted}/product/ember`, { headers: { "X-Request-Id": 'a "quoted" id' } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never writes a password, a cookie or an Authorization header", async () => {
    await fetch(`${trusted}/product/ember`, {
      headers: { Cookie: "session=s3cr3t", Authorization: "Bearer t0ken" },
    });
    const line = logs.lines.find((l) => l.msg === "loader ran")!;
    expect(line).toMatchObject({
      password: "[redacted]",
      headers: { cookie: "[redacted]", authorization: "[redacted]" },
    });
    const text = logs.raw.join("\n");
    for (const secret of ["hunter2", "s3cr3t", "t0ken"]) expect(text).not.toContain(secret);
  });

  it("logs a cross-site post's refusal at warn", async () => {
    const res = await fetch(`${trusted}/product/ember`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    const id = res.headers.get("x-request-id");
    expect(logs.lines.filter((l) => l.refusal === "cross-site")).toEqual([
      expect.objectContaining({ level: "warn", requestId: id, origin: "https://elsewhere.example" }),
    ]);
  });

  it("logs a rate limit's refusal at warn, without the e-mail", async () => {
    const limits = createAuthLimits(() => windows);
    const windows = memoryWindows();
    const request = new Request("http://shop.test/login", { method: "POST" });
    for (let i = 0; i < 5; i++) expect((await limits.login(request, "jo@example.com")).ok).toBe(true);
    expect(logs.lines.filter((l) => l.refusal)).toEqual([]);
    expect((await limits.login(request, "jo@example.com")).ok).toBe(false);
    expect(logs.lines.filter((l) => l.refusal === "rate-limit")).toEqual([
      expect.objectContaining({ level: "warn", limit: "login", retryAfterSeconds: expect.any(Number) }),
    ]);
    expect(logs.raw.join("\n")).not.toContain("jo@example.com");
  });
});

describe("errors", () => {
  it("logs an unexpected error once, with the request id and its stack in one field, and reports it", async () => {
    const res = await fetch(`${trusted}/boom`);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id")!;
    // the request's own line: at error, without a second copy of the stack
    expect(await requestLine(id)).toMatchObject({ level: "error", status: 500, routeId: "routes/boom" });
    expect((await requestLine(id)).err).toBeUndefined();
    const errors = logs.lines.filter((l) => l.msg === "unexpected error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: "error", requestId: id, routeId: "routes/boom" });
    const err = errors[0].err as { message: string; stack: string };
    expect(err.message).toBe("the loader broke");
    expect(err.stack).toMatch(/^Error: the loader broke\n\s+at /);
    // one JSON line per entry, whatever the stack
    expect(logs.raw.every((line) => !line.includes("\n"))).toBe(true);
    expect(reports).toHaveLength(1);
    expect(reports[0][1]).toEqual({ requestId: id, routeId: "routes/boom" });
  });

  it("leaves out an abandoned request and an answer a route throws on purpose", () => {
    const controller = new AbortController();
    controller.abort();
    const context = { log: logs.logger, requestId: "r-1" } as unknown as AppLoadContext;
    const request = new Request("http://shop.test/x", { signal: controller.signal });
    handleError(new Error("gone"), { request, params: {}, context });
    expect(logs.lines).toEqual([]);
    expect(reports).toEqual([]);

    handleError(new Error("real"), { request: new Request("http://shop.test/x"), params: {}, context });
    expect(logs.lines).toEqual([expect.objectContaining({ level: "error", msg: "unexpected error" })]);
    expect(reports).toEqual([[expect.any(Error), { requestId: "r-1", routeId: undefined }]]);
  });
});

describe("metrics", () => {
  it("are served on the metrics port after a request: by route id and status, upstream calls, Node's own", async () => {
    await fetch(`${trusted}/product/ember-9`);
    const metrics = await metricsServer(0, "127.0.0.1");
    servers.push(metrics);
    const base = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}`;
    const scrape = await fetch(`${base}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await scrape.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="routes\/product",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(/upstream_call_duration_seconds_count\{service="content",operation="GET \/items\/:id"\} \d+/);
    expect(text).toMatch(/^page_cache_requests_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^admission_queue_depth \d+/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });

  it("are never served on the shop's port", async () => {
    const res = await fetch(`${trusted}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("http_request_duration_seconds");
  });

  it("count upstream failures by service, operation and kind", async () => {
    const down = createRestClient({ service: "platform", baseUrl: "http://127.0.0.1:9", retries: 0 });
    await expect(down.get("/customers/42/addresses")).rejects.toThrow();
    const metrics = await metricsServer(0, "127.0.0.1");
    servers.push(metrics);
    const text = await (await fetch(`http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`)).text();
    expect(text).toMatch(
      /upstream_call_errors_total\{service="platform",operation="GET \/customers\/:id\/addresses",kind="unavailable"\} [1-9]/,
    );
  });
});
