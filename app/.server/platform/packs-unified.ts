import { z } from "zod";
import type { RestClient } from "../http/rest";
import type { Auth } from "~/lib/models/account";
import type { LoyaltyRule, TradeInConfiguration } from "~/lib/models/packs";
import { bearer, parse, seg } from "./account-map";

/**
 * Unified flavour of pack registration and trade-in (SPEC §7): POST /api/me/products/register,
 * GET /api/trade-in/configuration, GET /api/trade-in/is-eligible/{uuid}; snake_case, no envelope.
 */

/** What a registration answer says, whichever flavour: the gateway derives SPEC §3's result from it. */
export interface PackAnswer {
  genuine: boolean;
  registrable: boolean;
  hasInventory: boolean;
  rule: LoyaltyRule | null;
}

const rule = z.object({ code: z.string(), name: z.string(), points: z.number() }).nullish();
const registration = z.object({
  genuine: z.boolean(),
  registrable: z.boolean(),
  inventory: z.object({ sku: z.string() }).passthrough().nullish(),
  loyalty_rule: rule,
});

export async function register(rest: RestClient, auth: Auth, code: string): Promise<PackAnswer> {
  const r = parse(
    registration,
    await rest.post("/api/me/products/register", { code }, { headers: bearer(auth) }),
    "pack registration",
  );
  return {
    genuine: r.genuine,
    registrable: r.registrable,
    hasInventory: Boolean(r.inventory),
    rule: r.loyalty_rule ?? null,
  };
}

const configuration = z.object({
  enabled: z.boolean(),
  products: z.array(z.object({ sku: z.string(), name: z.string() })),
  credit: z.object({ value: z.number(), currency: z.string() }),
  max_trade_ins_per_customer: z.number(),
  terms: z.string(),
});

export async function getTradeInConfiguration(rest: RestClient): Promise<TradeInConfiguration> {
  const c = parse(configuration, await rest.get("/api/trade-in/configuration"), "trade-in configuration");
  return {
    enabled: c.enabled,
    products: c.products,
    credit: c.credit,
    maxPerCustomer: c.max_trade_ins_per_customer,
    terms: c.terms,
  };
}

export async function isTradeInEligible(rest: RestClient, auth: Auth): Promise<boolean> {
  const r = parse(
    z.object({ is_eligible: z.boolean() }),
    await rest.get(`/api/trade-in/is-eligible/${seg(auth.userUuid)}`, { headers: bearer(auth) }),
    "trade-in eligibility",
  );
  return r.is_eligible;
}
