import { config } from "../config";
import { UpstreamUnavailableError } from "../http/errors";
import { RestError } from "../http/rest";
import type { AccountError, Auth } from "~/lib/models/account";
import type { CustomerLookupError, LoyaltyRead } from "~/lib/models/loyalty";
import { SESSION_EXPIRED } from "./account-map";
import { call, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { PlatformDataError } from "./types";
import { log } from "../observability";

/**
 * product.md §8 "Customer lookup" (decision 0076): the club's refusal of a customer's call, by the
 * code it gave (401 and 403 are the token's, whatever their code); anything else is UNDEFINED.
 */
export function lookupError(error: unknown): CustomerLookupError {
  if (!(error instanceof RestError)) return "UNDEFINED";
  if (error.code === "NOT_FOUND" || error.code === "INACTIVE") return error.code;
  if (error.status === 401 || error.status === 403) return "UNAUTHORISED";
  return "UNDEFINED";
}

/**
 * How every club gateway (./loyalty.ts, ./engagement.ts) calls its operations, with the loyalty
 * time-out (product.md §9: LOYALTY_TIMEOUT_MS): `get` answers the value or throws the platform's
 * error, `read` falls back to a safe default (product.md §8; a refused token still ends the
 * session), `post` answers the platform's refusal as a result with its field named as the
 * form's, `find` answers null for a 404.
 */
export function loyaltyClient(options: PlatformCallOptions, formField: (field: string) => string | undefined) {
  const rest = platformRest(options.signal, { timeoutMs: config().loyaltyTimeoutMs });

  /** The operation's answer; a refusal is thrown as the platform gave it (a RestError). */
  const get = async <Args extends unknown[], T>(op: Operation<Args, T>, ...args: Args): Promise<T> =>
    value(await call(rest, op, ...args));

  /**
   * product.md §8: a failed read is the default, with the membership refusal when it was one
   * (`lookup`: NOT_FOUND, INACTIVE); a refused token (UNAUTHORISED) still ends the session.
   */
  async function read<T>(fallback: T, auth: Auth | null, fn: () => Promise<T>): Promise<LoyaltyRead<T>> {
    try {
      return { available: true, value: await fn() };
    } catch (error) {
      const lookup = lookupError(error);
      if (auth && lookup === "UNAUTHORISED") throw SESSION_EXPIRED;
      if (!(
        error instanceof RestError ||
        error instanceof UpstreamUnavailableError ||
        error instanceof PlatformDataError
      ))
        throw error;
      // a customer outside the club is no fault of the shop's or the club's: not an error line
      if (lookup === "NOT_FOUND" || lookup === "INACTIVE") {
        log().info({ lookup }, "[loyalty] the club has no active membership for this customer");
        return { available: false, value: fallback, lookup };
      }
      log().error(`[loyalty] ${error.message}`);
      return { available: false, value: fallback };
    }
  }

  /** A change: the platform's refusal comes back as a result, its field named as the form's. */
  async function post<Args extends unknown[], T>(
    op: Operation<Args, T>,
    ...args: Args
  ): Promise<{ ok: true; value: T } | { ok: false; error: AccountError }> {
    const r = await call(rest, op, ...args);
    if (r.ok) return r;
    const field = r.error.field ? formField(r.error.field) : undefined;
    return { ok: false, error: { ...r.error, field } };
  }

  /** One thing by its id: null when there is none; a refused token ends the session. */
  async function find<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      if (error instanceof RestError && (error.status === 401 || error.status === 403)) throw SESSION_EXPIRED;
      throw error;
    }
  }

  return { get, read, post, find };
}
