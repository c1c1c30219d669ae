import { config } from "../config";
import { createRestClient, type RestClient } from "../http/rest";
import { cached, clearCache, FIVE_MINUTES } from "../cache";
import * as ops from "./flavours";
import type { PasswordRequirements, PlatformFlavour, UserConfiguration } from "./types";

/** The platform service, whichever flavour is configured (SPEC §1, §7). */
export interface Platform {
  readonly flavour: PlatformFlavour;
  /** registration fields, login strategies, session ttl, password rules; cached 5 minutes */
  getUserConfiguration(): Promise<UserConfiguration>;
  getPasswordRequirements(): Promise<PasswordRequirements>;
}

export interface PlatformCallOptions {
  /** the incoming request's signal */
  signal?: AbortSignal;
}

export const TENANT_HEADER = "x-tenant-code";

// Store-wide configuration is the same for every shopper of a tenant (shared TTL cache).
const CACHE_KEY = "platform:";

function restClient(): RestClient {
  const { url, tenant } = config().platform;
  return createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } });
}

/**
 * The platform's store-wide reads. They are cached and shared between shoppers, so they take
 * no request signal: one shopper leaving must not abort what others wait for.
 */
export function platform(): Platform {
  const { flavour, tenant } = config().platform;
  const rest = restClient();
  const key = `${flavour}:${tenant}`;
  return {
    flavour,
    getUserConfiguration: () =>
      cached(`${CACHE_KEY}configuration:${key}`, FIVE_MINUTES, () => ops.getUserConfiguration[flavour](rest)),
    getPasswordRequirements: () =>
      cached(`${CACHE_KEY}password-requirements:${key}`, FIVE_MINUTES, () =>
        ops.getPasswordRequirements[flavour](rest),
      ),
  };
}

/** Readiness (/readyz): the platform answers its store-wide configuration now (no cache, one try). */
export async function health(timeoutMs: number): Promise<void> {
  const { url, tenant, flavour } = config().platform;
  const rest = createRestClient({
    service: "platform",
    baseUrl: url,
    headers: { [TENANT_HEADER]: tenant },
    timeoutMs,
    retries: 0,
  });
  await ops.getUserConfiguration[flavour](rest);
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

/** Tests switch flavour between cases. */
export function clearPlatformCache() {
  clearCache(CACHE_KEY);
}
