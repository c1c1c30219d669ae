import { config } from "../config";
import { cached } from "../cache";
import { createRestClient } from "../http/rest";
import type { TradeInGateway } from "~/lib/models/packs";
import { TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";
import * as legacy from "./packs-legacy";
import * as unified from "./packs-unified";

/** SPEC §9: the trade-in configuration's stale time. */
export const TRADE_IN_CONFIG_TTL_MS = 5_000;

/**
 * Trade-in (SPEC §5, §7, §8) over whichever platform flavour is configured. The configuration
 * is the tenant's, the same for everyone: cached (shared) for 5 s. Eligibility is one
 * customer's: never cached, asked only with a signed-in customer's id and token, and any
 * failure (refusal, outage, odd answer) means "not eligible".
 */

const OPS = { unified, legacy };

export function tradeInGateway(options: PlatformCallOptions = {}): TradeInGateway {
  const { flavour, url, tenant } = config().platform;
  const rest = createRestClient({ service: "platform", baseUrl: url, headers: { [TENANT_HEADER]: tenant } });
  return {
    // Shared between shoppers, so it takes no request signal.
    getConfiguration: () =>
      cached(`platform:trade-in-configuration:${flavour}:${tenant}`, TRADE_IN_CONFIG_TTL_MS, () =>
        OPS[flavour].getTradeInConfiguration(rest),
      ),
    async isEligible(auth) {
      if (!auth?.userUuid || !auth.identityToken) return false;
      try {
        return await OPS[flavour].isTradeInEligible(withSignal(rest, options.signal), auth);
      } catch (error) {
        console.error(`trade-in eligibility: ${(error as Error).message}`);
        return false;
      }
    },
  };
}
