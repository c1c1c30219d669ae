// Traces (issue 41, 3; decision 0042): the real host (createStorefront) on a build made by hand,
// its spans read back from an in-memory exporter, and what its upstream (a local server here)
// receives. Off (no OTEL_EXPORTER_OTLP_ENDPOINT), nothing is traced and no traceparent is sent.
import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { config, resetConfigForTests } from "~/.server/config";
import { commerceRequest } from "~/.server/commerce/client";
import { GetStoreConfigDocument } from "~/.server/commerce/generated/operations";
import { createRestClient } from "~/.server/http/rest";
import { activeTracer, startTracing, stopTracing } from "../../server/observability/tracing";
import { createStorefront } from "../../server/storefront";
import { captureLogs, type CapturedLogs } from "../support/logs";
import { testBuild } from "../support/remix-build";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** What the upstream received: each call's path and headers. */
const received: { path: string; headers: IncomingHttpHeaders }[] = [];
let upstream: Server;
let upstreamUrl = "";
let logs: CapturedLogs;
const servers: Server[] = [];
const env = { ...process.env };

async function shop(build: ServerBuild, trustProxy: boolean | string) {
  const app = await createStorefront({ dev: false, imageOrigins: [], trustProxy, build, pageCacheSeconds: 0 });
  const server = http.createServer(app);
  servers.push(server);
  return listen(server);
}

function build() {
  const made = testBuild(
    {},
    {
      // a page whose loader calls two upstreams: a REST service and the commerce GraphQL API
      "routes/product": {
        path: "product/:handle",
        loader: async ({ params }) => {
          const content = createRestClient({ service: "content", baseUrl: upstreamUrl, retries: 0 });
          const item = await content.get<{ name: string }>(`/items/${params.handle}`);
          await commerceRequest(GetStoreConfigDocument, {}, { retries: 0 });
          return item;
        },
      },
      "routes/down": {
        path: "down",
        loader: async () => {
          const platform = createRestClient({ service: "platform", baseUrl: upstreamUrl, retries: 0 });
          return platform.get("/broken/1");
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
    received.push({ path: req.url ?? "", headers: req.headers });
    if (req.url?.startsWith("/broken")) return void res.writeHead(503).end();
    const body = req.url?.startsWith("/graphql") ? '{"data":{"storeConfig":{"id":1}}}' : '{"name":"Ember"}';
    res.writeHead(200, { "Content-Type": "application/json" }).end(body);
  });
  upstreamUrl = await listen(upstream);
  process.env.COMMERCE_GRAPHQL_URL = `${upstreamUrl}/graphql`;
  resetConfigForTests();
  logs = captureLogs();
  trusted = await shop(build(), "loopback");
  untrusted = await shop(build(), false);
});
afterEach(() => {
  received.length = 0;
  logs.lines.length = 0;
});
afterAll(async () => {
  await stopTracing();
  logs.restore();
  process.env = env;
  resetConfigForTests();
  for (const s of [upstream, ...servers]) s.close();
});

const requestLine = (id: string) =>
  vi.waitFor(() => {
    const line = logs.lines.find((l) => l.requestId === id && /^request/.test(String(l.msg)));
    if (!line) throw new Error(`no line for ${id} yet`);
    return line;
  });

describe("tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("is off unless the endpoint is set", () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    resetConfigForTests();
    expect(config().tracing).toBeNull();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = "http://collector.internal:4318";
    resetConfigForTests();
    expect(config().tracing).toEqual({ endpoint: "http://collector.internal:4318", serviceName: "ashless-storefront" });
    process.env.OTEL_SERVICE_NAME = "shop-eu";
    resetConfigForTests();
    expect(config().tracing?.serviceName).toBe("shop-eu");
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = "collector:4318";
    resetConfigForTests();
    expect(() => config()).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete process.env.OTEL_SERVICE_NAME;
    resetConfigForTests();
  });

  it("makes no span, sends no traceparent and puts no trace id in the line", async () => {
    expect(activeTracer()).toBeNull();
    const res = await fetch(`${trusted}/product/ember`, {
      headers: { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" },
    });
    expect(res.status).toBe(200);
    expect(received.map((r) => r.path)).toEqual(["/items/ember", expect.stringMatching(/^\/graphql\?/)]);
    for (const r of received) {
      expect(r.headers.traceparent).toBeUndefined();
      expect(r.headers.tracestate).toBeUndefined();
    }
    const line = await requestLine(res.headers.get("x-request-id")!);
    expect(line).toMatchObject({ routeId: "routes/product", upstreamCalls: 2 });
    expect(line).not.toHaveProperty("traceId");
    expect(activeTracer()).toBeNull();
  });
});

describe("tracing on", () => {
  const exporter = new InMemorySpanExporter();
  beforeAll(() => startTracing({ serviceName: "ashless-test", exporter }));
  afterEach(() => exporter.reset());
  afterAll(() => stopTracing());

  /** The spans of the request whose answer carried `id`, once its server span has ended. */
  const spansOf = (id: string) =>
    vi.waitFor(() => {
      const spans = exporter.getFinishedSpans();
      const server = spans.find((s) => s.kind === SpanKind.SERVER && s.attributes["request.id"] === id);
      if (!server) throw new Error(`no server span for ${id} yet`);
      const traceId = server.spanContext().traceId;
      return { server, clients: spans.filter((s) => s !== server && s.spanContext().traceId === traceId) };
    });
  const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

  it("makes a server span per request and a client span per upstream call, and sends traceparent", async () => {
    const res = await fetch(`${trusted}/product/ember-123`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    const { server, clients } = await spansOf(id);

    expect(server.name).toBe("GET routes/product");
    expect(server.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.response.status_code": 200,
      "remix.route.id": "routes/product",
      "request.id": id,
    });
    expect(server.status.code).toBe(SpanStatusCode.UNSET);
    expect(server.parentSpanContext).toBeUndefined();
    expect(server.resource.attributes["service.name"]).toBe("ashless-test");

    expect(clients.map((s) => s.name).sort()).toEqual(["commerce getStoreConfig", "content GET /items/:id"]);
    for (const client of clients) {
      expect(client.kind).toBe(SpanKind.CLIENT);
      expect(parentOf(client)).toBe(server.spanContext().spanId);
      expect(client.attributes["http.response.status_code"]).toBe(200);
      expect(client.status.code).toBe(SpanStatusCode.UNSET);
    }
    const content = clients.find((s) => s.name.startsWith("content"))!;
    expect(content.attributes).toMatchObject({ "upstream.service": "content", "upstream.operation": "GET /items/:id" });

    // each upstream call carried its own span as the parent, in the request's trace
    expect(received).toHaveLength(2);
    const traceId = server.spanContext().traceId;
    for (const r of received) {
      const client = clients.find((s) =>
        r.path.startsWith("/graphql") ? s.name.startsWith("commerce") : !s.name.startsWith("commerce"),
      )!;
      expect(r.headers.traceparent).toBe(`00-${traceId}-${client.spanContext().spanId}-01`);
    }

    // the request line (and every line of the request) names the trace
    expect(await requestLine(id)).toMatchObject({ traceId, routeId: "routes/product" });
  });

  it("marks a failed upstream call and a 5xx answer as errors", async () => {
    const res = await fetch(`${trusted}/down`);
    expect(res.status).toBe(500);
    const { server, clients } = await spansOf(res.headers.get("x-request-id")!);
    expect(server).toMatchObject({ name: "GET routes/down", status: { code: SpanStatusCode.ERROR } });
    expect(server.attributes["http.response.status_code"]).toBe(500);
    // handleError's error, on the request's span
    expect(server.events).toEqual([
      expect.objectContaining({
        name: "exception",
        attributes: expect.objectContaining({ "exception.message": expect.stringContaining("GET /broken/1") }),
      }),
    ]);
    expect(clients).toHaveLength(1);
    expect(clients[0].name).toBe("platform GET /broken/:id");
    expect(clients[0].status.code).toBe(SpanStatusCode.ERROR);
    expect(clients[0].attributes).toMatchObject({ "error.type": "unavailable", "http.response.status_code": 503 });
    expect(clients[0].events.map((e) => e.name)).toContain("exception");
  });

  it("continues a trusted proxy's trace, and starts a new one for anyone else", async () => {
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    const fromProxy = await fetch(`${trusted}/product/ember`, { headers: { traceparent } });
    const proxied = await spansOf(fromProxy.headers.get("x-request-id")!);
    expect(proxied.server.spanContext().traceId).toBe("0af7651916cd43dd8448eb211c80319c");
    expect(parentOf(proxied.server)).toBe("b7ad6b7169203331");
    expect(received[0].headers.traceparent).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-/);

    received.length = 0;
    const fromClient = await fetch(`${untrusted}/product/ember`, { headers: { traceparent } });
    const own = await spansOf(fromClient.headers.get("x-request-id")!);
    expect(own.server.spanContext().traceId).not.toBe("0af7651916cd43dd8448eb211c80319c");
    expect(own.server.parentSpanContext).toBeUndefined();
    expect(received[0].headers.traceparent).toMatch(new RegExp(`^00-${own.server.spanContext().traceId}-`));
  });

  it("stops: no tracer, no span, no header", async () => {
    await stopTracing();
    expect(activeTracer()).toBeNull();
    await fetch(`${trusted}/product/ember`);
    expect(received.every((r) => r.headers.traceparent === undefined)).toBe(true);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

describe("the OTLP exporter (as server/start.ts starts it)", () => {
  it("sends the spans to OTEL_EXPORTER_OTLP_ENDPOINT's /v1/traces, at the latest when tracing stops", async () => {
    const posts: { path: string; type: string; body: string }[] = [];
    const collector = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        posts.push({ path: req.url ?? "", type: String(req.headers["content-type"]), body });
        res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      });
    });
    servers.push(collector);
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = await listen(collector);
    try {
      await startTracing({ serviceName: "ashless-otlp" });
      const res = await fetch(`${trusted}/product/ember`);
      expect(res.status).toBe(200);
      // its line is written as it ends, and so its span
      await requestLine(res.headers.get("x-request-id")!);
      await stopTracing();
    } finally {
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    }
    expect(posts.map((p) => [p.path, p.type])).toEqual([["/v1/traces", "application/json"]]);
    const sent = posts[0].body;
    expect(sent).toContain('"ashless-otlp"');
    expect(sent).toContain('"GET routes/product"');
    expect(sent).toContain('"content GET /items/ember"');
    expect(sent).toContain('"commerce getStoreConfig"');
  });
});
