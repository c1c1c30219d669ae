import { config } from "../config";
import { UpstreamUnavailableError } from "../http/errors";
import { RestError } from "../http/rest";
import type { AccountError, Auth } from "~/lib/models/account";
import type { LoyaltyRead } from "~/lib/models/loyalty";
import { SESSION_EXPIRED } from "./account-map";
import { call, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { PlatformDataError } from "./types";
import { log } from "../observability";

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

  /** product.md §8: a failed read is the default; a refused token still ends the session. */
  async function read<T>(fallback: T, auth: Auth | null, fn: () => Promise<T>): Promise<LoyaltyRead<T>> {
    try {
      return { available: true, value: await fn() };
    } catch (error) {
      if (auth && error instanceof RestError && (error.status === 401 || error.status === 403)) throw SESSION_EXPIRED;
      if (!(
        error instanceof RestError ||
        error instanceof UpstreamUnavailableError ||
        error instanceof PlatformDataError
      ))
        throw error;
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
