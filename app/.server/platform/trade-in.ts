import { z } from "zod";
import { cached } from "../state/cache";
import { config } from "../config";
import type { Auth } from "~/lib/models/account";
import type { TradeInConfiguration, TradeInGateway } from "~/lib/models/packs";
import { call, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { bearer, parse, seg, unwrap } from "./account-map";
import { log } from "../observability";

/** product.md §9: the trade-in configuration's stale time. */
export const TRADE_IN_CONFIG_TTL_MS = 5_000;

/**
 * Trade-in (product.md §5, §7, §8) over whichever platform flavour is configured. The configuration
 * is the tenant's, the same for everyone: cached (shared) for 5 s. Eligibility is one
 * customer's: never cached, asked only with a signed-in customer's id and token, and any
 * failure (refusal, outage, odd answer) means "not eligible".
 * Unified: GET /api/trade-in/configuration, GET /api/trade-in/is-eligible/{uuid}, snake_case;
 * legacy: GET /trade-in/configuration, GET /consumers/{UUID}/trade-in/eligibility, in `{data}`.
 */

const products = z.array(z.object({ sku: z.string(), name: z.string() }));

export const getConfiguration: Operation<[], TradeInConfiguration> = {
  async unified(rest) {
    const c = parse(
      z.object({
        enabled: z.boolean(),
        products,
        credit: z.object({ value: z.number(), currency: z.string() }),
        max_trade_ins_per_customer: z.number(),
        terms: z.string(),
      }),
      await rest.get("/api/trade-in/configuration"),
      "trade-in configuration",
    );
    const { enabled, credit, terms } = c;
    return { enabled, products: c.products, credit, maxPerCustomer: c.max_trade_ins_per_customer, terms };
  },
  async legacy(rest) {
    const c = unwrap(
      z.object({
        enabled: z.boolean(),
        products,
        credit: z.number(),
        currency: z.string(),
        maxTradeInsPerCustomer: z.number(),
        terms: z.string(),
      }),
      await rest.get("/trade-in/configuration"),
      "trade-in configuration",
    );
    return {
      enabled: c.enabled,
      products: c.products,
      credit: { value: c.credit, currency: c.currency },
      maxPerCustomer: c.maxTradeInsPerCustomer,
      terms: c.terms,
    };
  },
};

export const isEligible: Operation<[Auth], boolean> = {
  async unified(rest, auth) {
    const answer = await rest.get(`/api/trade-in/is-eligible/${seg(auth.userUuid)}`, { headers: bearer(auth) });
    return parse(z.object({ is_eligible: z.boolean() }), answer, "trade-in eligibility").is_eligible;
  },
  async legacy(rest, auth) {
    const path = `/consumers/${seg(auth.userUuid)}/trade-in/eligibility`;
    const answer = await rest.get(path, { headers: bearer(auth) });
    return unwrap(z.object({ eligible: z.boolean() }), answer, "trade-in eligibility").eligible;
  },
};

export function tradeInGateway(options: PlatformCallOptions = {}): TradeInGateway {
  const { flavour, tenant } = config().platform;
  return {
    // Shared between shoppers, so it takes no request signal.
    getConfiguration: () =>
      cached(`platform:trade-in-configuration:${flavour}:${tenant}`, TRADE_IN_CONFIG_TTL_MS, async () =>
        value(await call(platformRest(), getConfiguration)),
      ),
    async isEligible(auth) {
      if (!auth?.userUuid || !auth.identityToken) return false;
      try {
        const r = await call(platformRest(options.signal), isEligible, auth);
        if (r.ok) return r.value;
        log().error(`trade-in eligibility: ${r.error.message}`);
      } catch (error) {
        log().error(`trade-in eligibility: ${(error as Error).message}`);
      }
      return false;
    },
  };
}
