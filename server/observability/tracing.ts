import type { IncomingMessage } from "node:http";
import {
  diag,
  DiagLogLevel,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import type { SpanExporter } from "@opentelemetry/sdk-trace";
import { rootLogger } from "./logger";
import { shared } from "./shared";

// Traces (OpenTelemetry), on when OTEL_EXPORTER_OTLP_ENDPOINT is set (server/start.ts starts
// them): a server span per request (server/observability/http.ts), a client span per upstream
// call (./upstream.ts), and the W3C `traceparent` sent to the upstreams. Off, nothing of the SDK
// is loaded, no span is made and no header is sent: each hook asks `activeTracer()` and stops
// at null. The tracer is kept once per process (./shared.ts), so the app's upstream calls (its
// own bundle) see the tracer the host started. The request's span travels in its
// RequestContext, as its id does: no context manager of OpenTelemetry's is installed.

interface Tracing {
  tracer: Tracer;
  shutdown: () => Promise<void>;
}

const state = shared("tracing", () => ({ current: null as Tracing | null }));
const propagator = new W3CTraceContextPropagator();

/** The tracer, while tracing is on; null when off (nothing is traced). */
export function activeTracer(): Tracer | null {
  return state.current?.tracer ?? null;
}

export interface TracingOptions {
  /** the resource's service.name (OTEL_SERVICE_NAME) */
  serviceName: string;
  /**
   * Where the spans go (tests: an InMemorySpanExporter, each span as it ends); by default OTLP
   * over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, in batches. The exporter reads the endpoint and
   * the standard OTEL_EXPORTER_OTLP_* settings (headers, time-out) from the environment itself.
   */
  exporter?: SpanExporter;
}

/** Starts tracing (once; a second call replaces the first). The SDK is loaded only here. */
export async function startTracing(options: TracingOptions): Promise<void> {
  await stopTracing();
  const [{ TracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { defaultResource, resourceFromAttributes }] =
    await Promise.all([import("@opentelemetry/sdk-trace"), import("@opentelemetry/resources")]);
  const processor = options.exporter
    ? new SimpleSpanProcessor({ exporter: options.exporter })
    : new BatchSpanProcessor({
        exporter: new (await import("@opentelemetry/exporter-trace-otlp-http")).OTLPTraceExporter(),
      });
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ "service.name": options.serviceName })),
    spanProcessors: [processor],
  });
  // the SDK's own complaints (an export that failed) as log lines, not lost
  diag.setLogger(
    {
      error: (message, ...args) => rootLogger().warn({ args }, `[tracing] ${message}`),
      warn: (message, ...args) => rootLogger().warn({ args }, `[tracing] ${message}`),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );
  state.current = { tracer: provider.getTracer("ashless-storefront"), shutdown: () => provider.shutdown() };
}

/** Sends the spans not yet sent and turns tracing off (at shutdown, and between tests). */
export async function stopTracing(): Promise<void> {
  const current = state.current;
  state.current = null;
  if (current) await current.shutdown();
}

const headerGetter = {
  keys: (carrier: IncomingMessage["headers"]) => Object.keys(carrier),
  get: (carrier: IncomingMessage["headers"], key: string) => carrier[key],
};

/**
 * The request's server span, or undefined when tracing is off. A trusted proxy's `traceparent`
 * (and `tracestate`) continues its trace; anyone else's is ignored, as its X-Request-Id is.
 */
export function startRequestSpan(
  req: IncomingMessage,
  requestId: string,
  trusted: (req: IncomingMessage) => boolean,
): Span | undefined {
  const tracer = activeTracer();
  if (!tracer) return undefined;
  const parent = trusted(req) ? propagator.extract(ROOT_CONTEXT, req.headers, headerGetter) : ROOT_CONTEXT;
  return tracer.startSpan(
    req.method ?? "HTTP",
    {
      kind: SpanKind.SERVER,
      attributes: {
        "http.request.method": req.method ?? "",
        "url.path": (req.url ?? "").split("?")[0],
        "request.id": requestId,
      },
    },
    parent,
  );
}

/** Ends the request's span: named by method and Remix route id, with the answer's status. */
export function endRequestSpan(
  span: Span,
  answer: { method: string; routeId: string | undefined; status: number; aborted: boolean },
): void {
  if (answer.routeId) {
    span.updateName(`${answer.method} ${answer.routeId}`);
    span.setAttribute("remix.route.id", answer.routeId);
  }
  span.setAttribute("http.response.status_code", answer.status);
  if (answer.aborted) span.setAttribute("http.request.aborted", true);
  if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** What an upstream call hands on to the upstream, and tells its span. */
export interface UpstreamTrace {
  /** the headers that carry the trace to the upstream (`traceparent`); none when tracing is off */
  readonly headers: Readonly<Record<string, string>>;
  /** the upstream's HTTP status, once it answered */
  status(code: number): void;
}

/** Tracing off: one object for every call, nothing made. */
export const UNTRACED: UpstreamTrace = Object.freeze({ headers: Object.freeze({}), status: () => {} });

/** An upstream call's client span, child of `parent` (the request's span) if any; null when off. */
export function startUpstreamSpan(
  service: string,
  operation: string,
  parent: Span | undefined,
): { span: Span; trace: UpstreamTrace } | null {
  const tracer = activeTracer();
  if (!tracer) return null;
  const span = tracer.startSpan(
    `${service} ${operation}`,
    { kind: SpanKind.CLIENT, attributes: { "upstream.service": service, "upstream.operation": operation } },
    parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT,
  );
  const headers: Record<string, string> = {};
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, {
    set: (carrier, key, value) => void (carrier[key] = value),
  });
  return {
    span,
    trace: { headers, status: (code) => void span.setAttribute("http.response.status_code", code) },
  };
}

/** Ends an upstream call's span; a failure (unavailable or refused) is its error. */
export function endUpstreamSpan(span: Span, failure: string | null, error?: unknown): void {
  if (failure) {
    const status = (error as { status?: unknown } | undefined)?.status;
    if (typeof status === "number") span.setAttribute("http.response.status_code", status);
    span.setAttribute("error.type", failure);
    if (error instanceof Error) span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
  }
  span.end();
}
