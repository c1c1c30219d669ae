import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { shared } from "./shared";

// The process's metrics (prom-client), served on METRICS_PORT only (metricsServer), never on
// the shop's port: a scrape is for the monitoring network, not for shoppers.

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Requests to the shop, by Remix route id (its leaf route), method and status",
      labelNames: ["route", "method", "status"] as const,
      buckets: SECONDS,
      registers,
    }),
    upstreamDuration: new Histogram({
      name: "upstream_call_duration_seconds",
      help: "Calls to the upstreams (one per attempt), by service and operation",
      labelNames: ["service", "operation"] as const,
      buckets: SECONDS,
      registers,
    }),
    upstreamErrors: new Counter({
      name: "upstream_call_errors_total",
      help: "Upstream calls that failed: unavailable (network, time-out, 5xx) or refused (4xx, an error in the answer)",
      labelNames: ["service", "operation", "kind"] as const,
      registers,
    }),
    pageCache: new Counter({
      name: "page_cache_requests_total",
      help: "Cookie-less GETs the page cache saw: hit, stale (served while rendered anew) or miss",
      labelNames: ["result"] as const,
      registers,
    }),
    admissionWaiting: new Gauge({
      name: "admission_queue_depth",
      help: "Requests waiting for admission (server/admission.ts)",
      registers,
    }),
    redisErrors: new Counter({
      name: "redis_errors_total",
      help: "Errors on the Redis connection of shared state",
      registers,
    }),
    impressionBatch: new Gauge({
      name: "impression_batch_size",
      help: "Content impressions waiting for the next batch to the content service",
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

/** The metrics, created on first use (one set per process). */
export function metrics(): Metrics {
  return shared("metrics", create);
}

/** A server of its own answering GET /metrics (and 404 to anything else). */
export function metricsServer(port: number, host?: string): Promise<Server> {
  const { registry } = metrics();
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { "Content-Type": registry.contentType }).end(body),
      () => res.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics unavailable"),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

export const portOf = (server: Server) => (server.address() as AddressInfo).port;
