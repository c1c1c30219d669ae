import { config } from "../config";
import { log, restOperation, upstreamCall, type UpstreamTrace } from "../observability";
import { UpstreamUnavailableError } from "./errors";
import { deadline } from "./deadline";
import { withRetry } from "./retry";
import { upstreamFetch } from "./transport";

/**
 * The generic REST client of product.md §7, shared by the platform and content gateways.
 * Success is any 2xx (204 and empty bodies give `undefined`); a body carrying
 * `error_code` is an error whatever its status. 4xx answers become `RestError`;
 * network failures, time-outs and 5xx become `RestUnavailableError` (an
 * `UpstreamUnavailableError`, so routes render the 503 page). Reads retry, writes never.
 */

export type RestService = "platform" | "content";
export type RestMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export interface RestClientOptions {
  service: RestService;
  baseUrl: string;
  /** sent on every call, e.g. the tenant header */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** first back-off step, doubled per retry (default: product.md §9's, see ./retry.ts) */
  retryDelayMs?: number;
  /** extra attempts for GET unless a request says otherwise (default: product.md §9's) */
  retries?: number;
  /** the bot-check token for a call that has none of its own, minted once per call (product.md §6) */
  captchaToken?: (method: RestMethod, path: string) => string | undefined;
}

export interface RestRequest {
  method?: RestMethod;
  path: string;
  query?: Record<string, QueryValue>;
  /** serialised as JSON; URLSearchParams and FormData are sent as they are */
  body?: unknown;
  headers?: Record<string, string>;
  /** bot-check token, sent as `x-captcha-token` */
  captchaToken?: string;
  /** Accept-Language; defaults to the configured locale */
  locale?: string;
  timeoutMs?: number;
  /** extra attempts for GET (default: product.md §9's, see ./retry.ts); mutations never retry */
  retries?: number;
  /** all attempts of one call end within this many ms (default: one time-out) */
  budgetMs?: number;
  /** the incoming request's signal, so an abandoned page stops its upstream calls */
  signal?: AbortSignal;
}

/** Shown to shoppers in the alternate brand mode instead of the upstream's wording. */
export const REST_FALLBACK_MESSAGE = "Something went wrong. Please try again later.";
/** A refusal's message when the server gave none. */
export const GENERIC_MESSAGE = "The request could not be completed.";

interface ErrorWhere {
  baseUrl: string;
  path: string;
  status: number | undefined;
}

/** The upstream answered, but said no (4xx or an `error_code` body). */
export class RestError extends Error {
  readonly baseUrl: string;
  readonly path: string;
  readonly status: number;
  /** the body's `error_code`, when it had one */
  readonly code: string | number | undefined;
  readonly body: unknown;
  /** what may be shown to the shopper */
  readonly userMessage: string;
  constructor(
    message: string,
    where: ErrorWhere & { status: number },
    code: string | number | undefined,
    body: unknown,
    userMessage: string,
  ) {
    super(message);
    this.name = "RestError";
    this.baseUrl = where.baseUrl;
    this.path = where.path;
    this.status = where.status;
    this.code = code;
    this.body = body;
    this.userMessage = userMessage;
  }
}

/** Network failure, time-out or 5xx; `status` is undefined when nothing answered. */
export class RestUnavailableError extends UpstreamUnavailableError {
  readonly baseUrl: string;
  readonly path: string;
  readonly status: number | undefined;
  constructor(service: RestService, detail: string, where: ErrorWhere) {
    super(service, detail);
    this.baseUrl = where.baseUrl;
    this.path = where.path;
    this.status = where.status;
  }
}

export interface RestClient {
  request<T = unknown>(req: RestRequest): Promise<T>;
  get<T = unknown>(path: string, req?: Omit<RestRequest, "path" | "method">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, req?: Omit<RestRequest, "path" | "method" | "body">): Promise<T>;
}

export function createRestClient(options: RestClientOptions): RestClient {
  const request = <T>(req: RestRequest) => send<T>(options, req);
  return {
    request,
    get: (path, req) => request({ ...req, path, method: "GET" }),
    post: (path, body, req) => request({ ...req, path, body, method: "POST" }),
  };
}

async function send<T>(options: RestClientOptions, request: RestRequest): Promise<T> {
  const method = request.method ?? "GET";
  const req = { ...request, captchaToken: request.captchaToken ?? options.captchaToken?.(method, request.path) };
  try {
    const operation = restOperation(method, req.path);
    const attempt = (timeoutMs: number) =>
      upstreamCall(options.service, operation, (trace) => once<T>(options, req, method, timeoutMs, trace), req.signal);
    return await withRetry(attempt, {
      timeoutMs: req.timeoutMs ?? options.timeoutMs ?? config().timeoutMs,
      retries: method === "GET" ? (req.retries ?? options.retries) : 0,
      delayMs: options.retryDelayMs,
      budgetMs: req.budgetMs,
      signal: req.signal,
      service: options.service,
    });
  } catch (error) {
    report(error);
    throw error;
  }
}

async function once<T>(
  options: RestClientOptions,
  req: RestRequest,
  method: RestMethod,
  timeoutMs: number,
  trace: UpstreamTrace,
): Promise<T> {
  const where = { baseUrl: options.baseUrl, path: req.path };
  const url = buildUrl(options.baseUrl, req.path, req.query);
  // a plain record, names in lower case (a later one replaces an earlier one, as Headers.set does):
  // the transport sends a record, and a Headers object per call was a cost of its own
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": req.locale ?? config().locale,
  };
  for (const [k, v] of Object.entries({ ...options.headers, ...req.headers, ...trace.headers }))
    headers[k.toLowerCase()] = v;
  if (req.captchaToken) headers["x-captcha-token"] = req.captchaToken;
  let body: BodyInit | undefined;
  if (req.body instanceof URLSearchParams || req.body instanceof FormData) body = req.body;
  else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers["content-type"] = "application/json";
  }
  // the call ends at the time-out or when the shopper leaves, whichever comes first
  const call = deadline(timeoutMs, req.signal);

  let response: Response;
  let text: string;
  try {
    response = await upstreamFetch(url, { method, headers, body, signal: call.signal });
    text = await response.text();
  } catch (error) {
    if (req.signal?.aborted) throw error; // the shopper left; nothing to report
    const detail = call.timedOut
      ? `timed out after ${timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    throw new RestUnavailableError(options.service, `${method} ${req.path}: ${detail}`, {
      ...where,
      status: undefined,
    });
  } finally {
    call.done();
  }

  const status = response.status;
  trace.status(status);
  if (status >= 500)
    throw new RestUnavailableError(options.service, `${method} ${req.path}: HTTP ${status}`, { ...where, status });
  let json: unknown = undefined;
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw new RestError(
        `${method} ${req.path}: HTTP ${status} with a body that is not JSON`,
        { ...where, status },
        undefined,
        text,
        userMessage(undefined),
      );
    }
  }
  const code = errorCode(json);
  if (status < 200 || status >= 300 || code !== undefined) {
    const serverMessage = messageOf(json);
    const detail = `${method} ${req.path}: HTTP ${status}${code !== undefined ? ` (error_code ${code})` : ""}${serverMessage ? `: ${serverMessage}` : ""}`;
    throw new RestError(detail, { ...where, status }, code, json, userMessage(serverMessage));
  }
  return json as T;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, "") + (path.startsWith("/") ? path : `/${path}`));
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

function errorCode(json: unknown): string | number | undefined {
  if (json && typeof json === "object" && "error_code" in json) {
    const code = (json as { error_code: unknown }).error_code;
    if (typeof code === "string" || typeof code === "number") return code;
  }
  return undefined;
}

function messageOf(json: unknown): string | undefined {
  if (!json || typeof json !== "object") return undefined;
  const o = json as Record<string, unknown>;
  for (const key of ["message", "error_description", "error"])
    if (typeof o[key] === "string" && o[key]) return o[key] as string;
  return undefined;
}

function userMessage(serverMessage: string | undefined): string {
  if (config().brandMode === "alternate") return REST_FALLBACK_MESSAGE;
  return serverMessage ?? GENERIC_MESSAGE;
}

/** One structured line per failed call (after retries); the metrics count each attempt. */
function report(error: unknown) {
  if (error instanceof RestError || error instanceof RestUnavailableError) {
    log().warn(
      { upstream: error.baseUrl, path: error.path, status: error.status ?? null, error: error.name },
      `[rest] ${error.message}`,
    );
  }
}
