import { config } from "../config";
import { cached, clearCache, FIVE_MINUTES } from "../state/cache";
import { call, platformRest, value } from "./adapter";
import * as ops from "./configuration";
import type { PasswordRequirements, PlatformFlavour, UserConfiguration } from "./types";

export { platformRest, TENANT_HEADER, withSignal, type PlatformCallOptions } from "./adapter";

/** The platform service, whichever flavour is configured (product.md §1, §7). */
export interface Platform {
  readonly flavour: PlatformFlavour;
  /** registration fields, login strategies, session ttl, password rules; cached 5 minutes */
  getUserConfiguration(): Promise<UserConfiguration>;
  getPasswordRequirements(): Promise<PasswordRequirements>;
}

// Store-wide configuration is the same for every shopper of a tenant (shared TTL cache).
const CACHE_KEY = "platform:";

/**
 * The platform's store-wide reads. They are cached and shared between shoppers, so they take
 * no request signal: one shopper leaving must not abort what others wait for.
 */
export function platform(): Platform {
  const { flavour, tenant } = config().platform;
  const rest = platformRest();
  const key = `${flavour}:${tenant}`;
  return {
    flavour,
    getUserConfiguration: () =>
      cached(`${CACHE_KEY}configuration:${key}`, FIVE_MINUTES, async () =>
        value(await call(rest, ops.getUserConfiguration)),
      ),
    getPasswordRequirements: () =>
      cached(`${CACHE_KEY}password-requirements:${key}`, FIVE_MINUTES, async () =>
        value(await call(rest, ops.getPasswordRequirements)),
      ),
  };
}

/** Readiness (/readyz): the platform answers its store-wide configuration now (no cache, one try). */
export async function health(timeoutMs: number): Promise<void> {
  value(await call(platformRest(undefined, { timeoutMs, retries: 0 }), ops.getUserConfiguration));
}

/** Tests switch flavour between cases. */
export function clearPlatformCache() {
  clearCache(CACHE_KEY);
}
