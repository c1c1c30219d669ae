import { config } from "../config";
import { cached, FIVE_MINUTES } from "../cache";
import { createRestClient, RestError } from "../http/rest";
import type { AccountError, Result } from "~/lib/models/account";
import { DUPLICATE_PRODUCT, type SubscriptionGateway } from "~/lib/models/subscription";
import { AccountGatewayError, toAccountError } from "./account-map";
import { TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";
import * as legacy from "./subscriptions-legacy";
import * as unified from "./subscriptions-unified";

/**
 * The subscription gateway (contract: ~/lib/models/subscription) over whichever platform
 * flavour is configured, in the account gateway's style: changes answer Result with the
 * shopper's refusals (fields named as the change's inputs), reads throw AccountGatewayError;
 * 401/403 are SESSION_EXPIRED; outages stay UpstreamUnavailableError (503).
 */

const OPS = { unified, legacy };

/** The platform's field names (both flavours) → the change's. */
export function subscriptionField(wire: string | undefined): string | undefined {
  if (!wire) return undefined;
  const option = /^products[.[]\d+\]?\.options[.[](\d+)\]?\.(sku|qty)$/.exec(wire);
  if (option) return `lines.${option[1]}.${option[2]}`;
  if (wire === "products") return "lines";
  if (wire === "frequencyId") return "frequency";
  if (wire === "pauseUntil") return "until";
  return wire;
}

export const DUPLICATE_PRODUCT_MESSAGE =
  "This product is already in your subscription. Change its quantity instead of adding it twice.";

export function subscriptionError(error: AccountError): AccountError {
  const field = subscriptionField(error.field);
  const mapped = { ...error, ...(field ? { field } : {}) };
  return error.code === DUPLICATE_PRODUCT ? { ...mapped, message: DUPLICATE_PRODUCT_MESSAGE } : mapped;
}

export function subscriptionGateway(options: PlatformCallOptions = {}): SubscriptionGateway {
  const { flavour, url, tenant } = config().platform;
  const rest = withSignal(
    createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } }),
    options.signal,
  );
  const ops = OPS[flavour];

  async function attempt<T>(fn: () => Promise<T>): Promise<Result<T>> {
    try {
      return { ok: true, value: await fn() };
    } catch (error) {
      if (error instanceof RestError)
        return { ok: false, error: subscriptionError(toAccountError(flavour, error, true)) };
      throw error;
    }
  }

  return {
    // The same for every shopper of the tenant.
    getConfiguration: () =>
      cached(`platform:subscription-configuration:${flavour}:${tenant}`, FIVE_MINUTES, () =>
        ops.getConfiguration(rest),
      ),
    async list(auth) {
      try {
        return await ops.list(rest, auth);
      } catch (error) {
        if (error instanceof RestError) throw new AccountGatewayError(toAccountError(flavour, error, true));
        throw error;
      }
    },
    update: (auth, id, change) => attempt(() => ops.update(rest, auth, id, change)),
    pause: (auth, id, until) => attempt(() => ops.pause(rest, auth, id, until)),
    resume: (auth, id) => attempt(() => ops.resume(rest, auth, id)),
    cancel: (auth, id) => attempt(() => ops.cancel(rest, auth, id)),
  };
}
