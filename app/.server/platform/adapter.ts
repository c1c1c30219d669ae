import { config } from "../config";
import { createRestClient, RestError, type RestClient } from "../http/rest";
import type { AccountError, Auth, Result } from "~/lib/models/account";
import { AccountGatewayError, toAccountError } from "./account-map";
import { botCheckFor } from "./bot-check";
import type { PlatformFlavour } from "./types";

/**
 * The one shape of a platform call (decision 0035). An operation is written once, as a pair
 * `{ unified, legacy }`: each side makes its flavour's request and maps the wire answer into
 * the model, taking the same arguments and answering the same model. Gateways call it through
 * `call`, which picks the configured flavour and answers a Result.
 */
export type Operation<Args extends unknown[], Out> = Record<
  PlatformFlavour,
  (rest: RestClient, ...args: Args) => Promise<Out>
>;

export const TENANT_HEADER = "x-tenant-code";

export interface PlatformCallOptions {
  /** the incoming request's signal */
  signal?: AbortSignal;
}

export interface PlatformRestOptions {
  timeoutMs?: number;
  /** extra attempts for GET (default: the client's) */
  retries?: number;
}

/**
 * The platform's REST client: its address and the tenant header, and the incoming request's
 * signal on every call. Shared, cached reads take no signal: one shopper leaving must not
 * abort what others wait for.
 */
export function platformRest(signal?: AbortSignal, options: PlatformRestOptions = {}): RestClient {
  const { url, tenant } = config().platform;
  const rest = createRestClient({
    service: "platform",
    baseUrl: url,
    headers: { [TENANT_HEADER]: tenant },
    // on the calls the unified platform checks, a token this server vouches for (decision 0048)
    captchaToken: botCheckFor,
    ...options,
  });
  return withSignal(rest, signal);
}

/** Makes every call of `rest` carry the incoming request's signal. */
export function withSignal(rest: RestClient, signal: AbortSignal | undefined): RestClient {
  if (!signal) return rest;
  return {
    request: (req) => rest.request({ signal, ...req }),
    get: (path, req) => rest.get(path, { signal, ...req }),
    post: (path, body, req) => rest.post(path, body, { signal, ...req }),
  };
}

const isAuth = (arg: unknown): arg is Auth =>
  typeof arg === "object" && arg !== null && typeof (arg as Partial<Auth>).identityToken === "string";

/**
 * Calls the configured flavour's side of `op`. The platform's refusal (a 4xx, or an
 * AccountGatewayError the side throws) is the Result's error, as the shopper's AccountError
 * with its field named as the model's. A call with an Auth among its arguments is the
 * customer's: there 401/403 mean SESSION_EXPIRED. Outages (UpstreamUnavailableError, 503)
 * and unreadable answers (PlatformDataError) throw.
 */
export async function call<Args extends unknown[], Out>(
  rest: RestClient,
  op: Operation<Args, Out>,
  ...args: Args
): Promise<Result<Out>> {
  const flavour = config().platform.flavour;
  try {
    return { ok: true, value: await op[flavour](rest, ...args) };
  } catch (error) {
    if (error instanceof AccountGatewayError) return { ok: false, error: refusal(error.error, error) };
    if (error instanceof RestError)
      return { ok: false, error: refusal(toAccountError(flavour, error, args.some(isAuth)), error) };
    throw error;
  }
}

// Each refusal remembers the error it was made from, for `value`.
const causes = new WeakMap<AccountError, Error>();
function refusal(error: AccountError, cause: Error): AccountError {
  const copy = { ...error };
  causes.set(copy, cause);
  return copy;
}

/** A customer's read: its value; its refusal is thrown as AccountGatewayError (SESSION_EXPIRED signs the shopper out). */
export function must<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new AccountGatewayError(result.error);
}

/** A read that expects no refusal: its value; a refusal is thrown as the platform gave it (a RestError). */
export function value<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw causes.get(result.error) ?? new AccountGatewayError(result.error);
}

/** Throws a refusal as the platform gave it (a RestError), not swallowed. */
export function raise(error: AccountError): never {
  throw causes.get(error) ?? new AccountGatewayError(error);
}

/** An operation made of others, the same on both flavours (its parts pick theirs). */
export function composite<Args extends unknown[], Out>(
  fn: (rest: RestClient, ...args: Args) => Promise<Out>,
): Operation<Args, Out> {
  return { unified: fn, legacy: fn };
}
