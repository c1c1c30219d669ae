import type { z } from "zod";
import { config } from "../config";
import { UpstreamUnavailableError } from "../http/errors";
import { RestError, type QueryValue } from "../http/rest";
import type { AccountError, Auth } from "~/lib/models/account";
import type { LoyaltyRead } from "~/lib/models/loyalty";
import { bearer, parse, SESSION_EXPIRED, toAccountError } from "./account-map";
import { platformRest, type PlatformCallOptions } from "./adapter";
import { PlatformDataError } from "./types";

/**
 * The calls every club gateway (./loyalty.ts, ./engagement.ts) makes, over whichever platform
 * flavour is configured, with the loyalty time-out (product.md §9: LOYALTY_TIMEOUT_MS):
 * `read` falls back to a safe default (product.md §8; a refused token still ends the session),
 * `post` answers the platform's refusal as a result with its field named as the form's,
 * `find` answers null for a 404.
 */
export function loyaltyClient(
  options: PlatformCallOptions,
  wire: { unwrap(body: unknown): unknown; formField(field: string): string | undefined },
) {
  const { flavour } = config().platform;
  const rest = platformRest(options.signal, { timeoutMs: config().loyaltyTimeoutMs });

  async function get<T>(
    path: string,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    what: string,
    req: { auth?: Auth | null; query?: Record<string, QueryValue> } = {},
  ): Promise<T> {
    const body = await rest.get(path, { query: req.query, headers: req.auth ? bearer(req.auth) : {} });
    return parse(schema, wire.unwrap(body), what);
  }

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
      console.error(`[loyalty] ${error.message}`);
      return { available: false, value: fallback };
    }
  }

  /** A change: the platform's refusal comes back as a result, its field named as the form's. */
  async function post<T>(
    auth: Auth | null,
    req: { path: string; body: unknown },
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    what: string,
  ): Promise<{ ok: true; value: T } | { ok: false; error: AccountError }> {
    try {
      const answer = await rest.post(req.path, req.body, { headers: auth ? bearer(auth) : {} });
      return { ok: true, value: parse(schema, wire.unwrap(answer), what) };
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      const e = toAccountError(flavour, error, auth !== null);
      const field = e.field ? wire.formField(e.field) : undefined;
      return { ok: false, error: { ...e, field } };
    }
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

  return { flavour, get, read, post, find };
}
