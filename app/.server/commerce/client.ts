import { config } from "../config";
import { deadline } from "../http/deadline";
import { UpstreamUnavailableError } from "../http/errors";
import { withRetry } from "../http/retry";
import { upstreamFetch } from "../http/transport";
import { upstreamCall, type UpstreamTrace } from "../observability";
import { GetStoreConfigDocument, type TypedDocumentString } from "./generated/operations";
import type { StoreView } from "~/lib/models/commerce";

export interface GraphQLErrorEntry {
  message: string;
  extensions?: { category?: string; code?: string; [k: string]: unknown };
  path?: (string | number)[];
}

/** A commerce call that answered with errors, or without data. */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly errors: GraphQLErrorEntry[] = [],
    readonly status?: number,
    /** partial data the server returned next to its errors */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "CommerceError";
  }
  get code(): string | undefined {
    return this.errors.find((e) => e.extensions?.code)?.extensions?.code;
  }
}

export interface CommerceOptions {
  store?: StoreView;
  /** customer bearer token, when signed in */
  token?: string;
  timeoutMs?: number;
  /** extra attempts of a read (default product.md §9's, see ../http/retry.ts); mutations never retry */
  retries?: number;
  /** "POST" sends a read in the body, so private variables stay out of URLs and access logs */
  method?: "GET" | "POST";
}

/** A generated operation (./generated/operations.ts): its text, typed by its data and variables. */
export type CommerceDocument<T, V> = TypedDocumentString<T, V>;

const FALLBACK = "Unknown GraphQL error";

function operationName(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? "anonymous";
}

/**
 * Sends one generated operation. Reads go as GET (cacheable by a CDN) and are tried again
 * after an outage within the call's deadline; mutations go as POST, once.
 * Fails when the status is not ok, the body has `errors`, or there is no `data`.
 */
export async function commerceRequest<T, V>(
  document: CommerceDocument<T, V>,
  variables: V,
  options: CommerceOptions = {},
): Promise<T> {
  const cfg = config();
  const text = document.toString();
  const headers: Record<string, string> = {
    Store: cfg.commerce.stores[options.store ?? "default"],
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json, application/json",
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const { name, query, isMutation } = prepared(text);
  const method = isMutation ? "POST" : (options.method ?? "GET");
  const url =
    method === "GET"
      ? `${cfg.commerce.url}${cfg.commerce.url.includes("?") ? "&" : "?"}query=${query}&variables=${encodeURIComponent(JSON.stringify(variables))}`
      : cfg.commerce.url;
  const body = method === "POST" ? JSON.stringify({ query: text, variables }) : undefined;
  const attempt = (timeoutMs: number) =>
    upstreamCall("commerce", name, (trace) => send<T>(name, url, { method, headers, body }, timeoutMs, trace));
  return withRetry(attempt, {
    timeoutMs: options.timeoutMs ?? cfg.timeoutMs,
    retries: isMutation ? 0 : options.retries,
    service: "commerce",
  });
}

/**
 * A document as it is sent: its operation's name (for logs and metrics), whether it is a mutation
 * and, for a read sent as GET, its text without comments and runs of white space, URL-encoded.
 * Worked out once per document, not on every call (decision 0077).
 */
const documents = new Map<string, { name: string; query: string; isMutation: boolean }>();
function prepared(text: string) {
  let found = documents.get(text);
  if (!found) {
    const compact = text.replace(/([\s,]|#[^\n\r]+)+/g, " ").trim();
    found = {
      name: operationName(text),
      query: encodeURIComponent(compact),
      isMutation: /^\s*(#.*\n\s*)*mutation\b/.test(text),
    };
    documents.set(text, found);
  }
  return found;
}

interface GraphQLBody {
  data?: unknown;
  errors?: GraphQLErrorEntry[];
}

/** The body as GraphQL's JSON answer, or undefined when it is not one. */
function parsed(response: Response, text: string): GraphQLBody | undefined {
  if (!/json|graphql/i.test(response.headers.get("content-type") ?? "")) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as GraphQLBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One attempt, over the upstream transport (../http/transport.ts) with no client library between
 * (decision 0077). An answer that is not GraphQL's JSON is an outage when its status is a 5xx or
 * a 2xx, a refusal otherwise; a 5xx without errors is an outage; errors, or no data, are the
 * store's refusal (a CommerceError, with any partial data beside them).
 */
async function send<T>(
  name: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
  timeoutMs: number,
  trace: UpstreamTrace,
): Promise<T> {
  // the time-out's timer goes once the answer is read (./http/deadline.ts)
  const call = deadline(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await upstreamFetch(url, {
      method: init.method,
      headers: { ...init.headers, ...trace.headers },
      body: init.body,
      signal: call.signal,
    });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UpstreamUnavailableError("commerce", `${name}: ${reason}`);
  } finally {
    call.done();
  }
  const { status } = response;
  trace.status(status);
  const body = parsed(response, text);
  const errors = body?.errors ?? [];
  const ok = status >= 200 && status < 300;
  if (!body && (ok || status >= 500))
    throw new UpstreamUnavailableError("commerce", `${name}: HTTP ${status}, not JSON`);
  if (!ok && status >= 500 && errors.length === 0)
    throw new UpstreamUnavailableError("commerce", `${name}: HTTP ${status}`);
  if (!ok || errors.length > 0) throw new CommerceError(errors[0]?.message || FALLBACK, errors, status, body?.data);
  if (body?.data === undefined || body.data === null) throw new CommerceError(FALLBACK, [], status);
  return body.data as T;
}

/** Readiness (/readyz): commerce answers a store-wide read now, with one try. */
export async function health(timeoutMs: number): Promise<void> {
  await commerceRequest(GetStoreConfigDocument, {}, { timeoutMs, retries: 0 });
}
