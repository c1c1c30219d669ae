import { ClientError, GraphQLClient } from "graphql-request";
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
  const isMutation = /^\s*(#.*\n\s*)*mutation\b/.test(text);
  const headers: Record<string, string> = {
    Store: cfg.commerce.stores[options.store ?? "default"],
    "Content-Type": "application/json",
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const client = new GraphQLClient(cfg.commerce.url, {
    method: isMutation ? "POST" : (options.method ?? "GET"),
    headers,
    errorPolicy: "all",
    fetch: upstreamFetch,
    // each document holds one operation, so the server needs no name; without this the client
    // parses the document on every call only to find it
    excludeOperationName: true,
  });
  const name = operationName(text);
  const attempt = (timeoutMs: number) =>
    upstreamCall("commerce", name, (trace) =>
      send<T>(client, text, variables as Record<string, unknown>, timeoutMs, trace),
    );
  return withRetry(attempt, {
    timeoutMs: options.timeoutMs ?? cfg.timeoutMs,
    retries: isMutation ? 0 : options.retries,
    service: "commerce",
  });
}

async function send<T>(
  client: GraphQLClient,
  document: string,
  variables: Record<string, unknown>,
  timeoutMs: number,
  trace: UpstreamTrace,
): Promise<T> {
  const name = operationName(document);
  // the time-out's timer goes once the answer is read (./http/deadline.ts)
  const call = deadline(timeoutMs);
  let response;
  try {
    response = await client.rawRequest<T>({
      query: document,
      variables,
      requestHeaders: trace.headers,
      signal: call.signal,
    });
  } catch (error) {
    if (error instanceof ClientError) {
      const status = error.response.status;
      trace.status(status);
      const errors = (error.response.errors ?? []) as GraphQLErrorEntry[];
      if (status >= 500 && errors.length === 0)
        throw new UpstreamUnavailableError("commerce", `${name}: HTTP ${status}`);
      throw new CommerceError(errors[0]?.message || FALLBACK, errors, status, error.response.data);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new UpstreamUnavailableError("commerce", `${name}: ${reason}`);
  } finally {
    call.done();
  }
  trace.status(response.status);
  if (response.status < 200 || response.status >= 300) {
    if (response.status >= 500) throw new UpstreamUnavailableError("commerce", `${name}: HTTP ${response.status}`);
    throw new CommerceError(FALLBACK, [], response.status);
  }
  const errors = (response.errors ?? []) as GraphQLErrorEntry[];
  if (errors.length > 0)
    throw new CommerceError(errors[0]?.message || FALLBACK, errors, response.status, response.data);
  if (response.data === undefined || response.data === null) throw new CommerceError(FALLBACK, [], response.status);
  return response.data;
}

/** Readiness (/readyz): commerce answers a store-wide read now, with one try. */
export async function health(timeoutMs: number): Promise<void> {
  await commerceRequest(GetStoreConfigDocument, {}, { timeoutMs, retries: 0 });
}
