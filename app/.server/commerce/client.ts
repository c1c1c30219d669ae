import { ClientError, GraphQLClient } from "graphql-request";
import { config } from "../config";
import { UpstreamUnavailableError } from "../http/errors";
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
  /** reads may go as GET and retry; mutations never retry */
  kind?: "query" | "mutation";
  timeoutMs?: number;
}

const FALLBACK = "Unknown GraphQL error";
const RETRIES = 2;

function operationName(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? "anonymous";
}

/**
 * Sends one operation (the text of an `operations/*.graphql` file).
 * Fails when the status is not ok, the body has `errors`, or there is no `data`.
 */
export async function commerceRequest<T>(
  document: string,
  variables: Record<string, unknown> = {},
  options: CommerceOptions = {},
): Promise<T> {
  const cfg = config();
  const kind = options.kind ?? (/^\s*(#.*\n\s*)*mutation\b/.test(document) ? "mutation" : "query");
  const headers: Record<string, string> = {
    Store: cfg.commerce.stores[options.store ?? "default"],
    "Content-Type": "application/json",
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const client = new GraphQLClient(cfg.commerce.url, {
    method: kind === "query" ? "GET" : "POST",
    headers,
    errorPolicy: "all",
  });
  const attempts = kind === "query" ? RETRIES + 1 : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    try {
      return await send<T>(client, document, variables, options.timeoutMs ?? cfg.timeoutMs);
    } catch (error) {
      lastError = error;
      // Only network failures and 5xx are worth another try.
      if (!(error instanceof UpstreamUnavailableError)) throw error;
    }
  }
  throw lastError;
}

async function send<T>(
  client: GraphQLClient,
  document: string,
  variables: Record<string, unknown>,
  timeoutMs: number,
): Promise<T> {
  const name = operationName(document);
  let response;
  try {
    response = await client.rawRequest<T>({ query: document, variables, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof ClientError) {
      const status = error.response.status;
      const errors = (error.response.errors ?? []) as GraphQLErrorEntry[];
      if (status >= 500 && errors.length === 0)
        throw new UpstreamUnavailableError("commerce", `${name}: HTTP ${status}`);
      throw new CommerceError(errors[0]?.message || FALLBACK, errors, status, error.response.data);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new UpstreamUnavailableError("commerce", `${name}: ${reason}`);
  }
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
