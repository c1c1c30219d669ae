import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { SandboxStarted } from "@ashless/sandbox/thread";
import { lifecycle } from "./lifecycle";
import { rootLogger } from "./observability/logger";
import { metricsServer, portOf } from "./observability/metrics";
import { startTracing, stopTracing } from "./observability/tracing";
import { sandboxSessionSecret } from "./session-secret";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

// npm start / npm run dev. With no upstream URLs configured outside production, the
// sandbox upstreams start in this process and the storefront talks to them over HTTP.
const dev = process.argv.includes("--dev");
const upstreamVars = ["COMMERCE_GRAPHQL_URL", "PLATFORM_API_URL", "CONTENT_API_URL"] as const;
const unconfigured = upstreamVars.every((v) => !process.env[v]);
const useSandbox = unconfigured && process.env.NODE_ENV !== "production";
if (!dev) process.env.NODE_ENV = "production";

/**
 * The sandbox is a package of its own (server/sandbox, the workspace `@ashless/sandbox`, decision
 * 0037), reached only here, in embedded mode. A production install (`npm ci --omit=dev
 * --workspaces=false`, the image) has neither it nor its dependencies. It runs on a worker
 * thread of this process (decision 0044): one process to start and stop as before, but its
 * requests no longer take turns with the storefront's on one event loop.
 */
function sandboxThread(port: number): Promise<SandboxStarted> {
  const missing = () =>
    new Error(`The sandbox runs with npm start (after npm ci). Without it, set ${upstreamVars.join(", ")}.`);
  // not installed, or plain `node` (the bundle) meeting its TypeScript
  const notRunnable = (error: unknown) => {
    const code = (error as { code?: string }).code;
    return code === "ERR_MODULE_NOT_FOUND" || code === "ERR_UNKNOWN_FILE_EXTENSION";
  };
  let entry: string;
  try {
    entry = import.meta.resolve("@ashless/sandbox/thread");
  } catch (error) {
    if (notRunnable(error)) throw missing();
    throw error;
  }
  // A worker does not inherit tsx's loader (Node 20): run from the source (npm start, tsx), it
  // registers it first; the bundle does not, so plain `node` meets the TypeScript as before.
  const fromSource = import.meta.url.endsWith(".ts");
  const load = `await import(${JSON.stringify(entry)});`;
  const code = fromSource
    ? `import { register } from ${JSON.stringify(import.meta.resolve("tsx/esm/api"))}; register(); ${load}`
    : load;
  const worker = new Worker(code, { eval: true, workerData: { port } });
  return new Promise<SandboxStarted>((resolve, reject) => {
    const failed = (error: unknown) => reject(notRunnable(error) ? missing() : error);
    worker.once("message", (started: SandboxStarted) => {
      worker.off("error", failed);
      // later, a sandbox that fails stops the shop, as it did when it shared the thread
      worker.on("error", (error) => {
        rootLogger().fatal({ err: error }, "the sandbox failed");
        process.exit(1);
      });
      resolve(started);
    });
    worker.once("error", failed);
  });
}

async function startSandbox() {
  // The key of the unified platform's bot-check tokens (decision 0048), agreed here by both sides:
  // the sandbox's thread starts with a copy of this environment. New at each start: a token
  // lives a minute, so nothing signed with it outlives the process.
  process.env.BOT_CHECK_SECRET ||= randomBytes(32).toString("hex");
  const { origin, urls, dataDir } = await sandboxThread(Number(process.env.SANDBOX_PORT ?? 4010));
  const legacy = process.env.PLATFORM_FLAVOUR === "legacy";
  process.env.COMMERCE_GRAPHQL_URL = urls.COMMERCE_GRAPHQL_URL;
  process.env.PLATFORM_API_URL = legacy ? urls.PLATFORM_LEGACY_API_URL : urls.PLATFORM_API_URL;
  process.env.CONTENT_API_URL = urls.CONTENT_API_URL;
  process.env.CONTENT_API_KEY ??= urls.CONTENT_API_KEY;
  process.env.PUSH_PUBLIC_KEY ??= urls.PUSH_PUBLIC_KEY;
  // This start decides sandbox mode, not a variable: a secret of its own (generated once, kept
  // with the sandbox's data), cookies without Secure as the shop is plain http on this machine
  process.env.SESSION_SECRETS ||= sandboxSessionSecret(dataDir);
  process.env.SESSION_COOKIE_SECURE ??= "false";
  // the sandbox plays the payment provider and the bank age check too
  process.env.PAYMENT_PAGE_ORIGINS ??= origin;
  rootLogger().info(`Sandbox upstreams on ${origin} (data in ${dataDir}, on a thread of its own)`);
}

async function main() {
  if (useSandbox) await startSandbox();
  // Fail at start, naming the variable, rather than on the first request.
  const { config } = await import("../app/.server/config");
  const { trustProxy, pageCacheSeconds, admissionBase, payment, metricsPort, tracing } = config();
  // traces only when a collector is named: otherwise nothing of OpenTelemetry's SDK is loaded
  if (tracing) {
    await startTracing({ serviceName: tracing.serviceName });
    rootLogger().info(`Traces to ${tracing.endpoint} (OTLP over HTTP) as ${tracing.serviceName}`);
  }
  const { createStorefront } = await import("./storefront");
  const imageOrigins = upstreamVars
    .map((v) => process.env[v])
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u).origin);
  const app = await createStorefront({
    dev,
    imageOrigins: [...new Set(imageOrigins)],
    paymentPageOrigins: payment.pageOrigins,
    trustProxy,
    pageCacheSeconds: dev ? 0 : pageCacheSeconds,
    admissionBase: dev ? 0 : admissionBase,
  });
  const port = Number(process.env.PORT ?? 3000);
  const life = lifecycle({ graceMs: 25_000 });
  const server = http.createServer(life.listener(app));
  server.listen(port, () => rootLogger().info(`Ashless storefront on http://localhost:${port}`));
  // the metrics on a port of their own, for the monitoring network only (never the shop's port)
  if (metricsPort) {
    const metrics = await metricsServer(metricsPort);
    rootLogger().info(`Metrics on http://localhost:${portOf(metrics)}/metrics`);
  }
  const stop = async (signal: string) => {
    if (life.draining) return;
    rootLogger().info(`${signal}: not ready any more; finishing the requests in flight (25 s at most)`);
    await life.drain(server);
    // the same module the host serves (an import is loaded once): its batch and its Redis
    if (!dev) {
      const build = (await import(path.resolve("build/server/index.js"))) as {
        entry: { module: { shutdown?: () => Promise<void> } };
      };
      await build.entry.module.shutdown?.();
    }
    // the spans not yet sent
    await stopTracing().catch((error: unknown) => rootLogger().warn({ err: error }, "traces not flushed"));
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  try {
    rootLogger().fatal(message);
  } catch {
    // no logger (LOG_LEVEL itself is wrong): the message as it is
    process.stderr.write(`${message}\n`);
  }
  process.exit(1);
});
