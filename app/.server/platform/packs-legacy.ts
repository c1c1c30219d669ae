import { z } from "zod";
import { bearer, parse, seg } from "./account-map";
import type * as unified from "./packs-unified";

/**
 * Legacy flavour of pack registration and trade-in: under /consumers/{UUID}, camelCase in `{data}`.
 * POST /consumers/{UUID}/packs/register {packCode}; GET /trade-in/configuration;
 * GET /consumers/{UUID}/trade-in/eligibility.
 */

const envelope = <T extends z.ZodTypeAny>(inner: T) => z.object({ data: inner });

const registration = envelope(
  z.object({
    genuine: z.boolean(),
    registrable: z.boolean(),
    inventory: z.object({ sku: z.string() }).passthrough().nullish(),
    loyaltyRule: z.object({ ruleId: z.string(), name: z.string(), points: z.number() }).nullish(),
  }),
);

export const register: typeof unified.register = async (rest, auth, code) => {
  const r = parse(
    registration,
    await rest.post(`/consumers/${seg(auth.userUuid)}/packs/register`, { packCode: code }, { headers: bearer(auth) }),
    "pack registration",
  ).data;
  return {
    genuine: r.genuine,
    registrable: r.registrable,
    hasInventory: Boolean(r.inventory),
    rule: r.loyaltyRule ? { code: r.loyaltyRule.ruleId, name: r.loyaltyRule.name, points: r.loyaltyRule.points } : null,
  };
};

const configuration = envelope(
  z.object({
    enabled: z.boolean(),
    products: z.array(z.object({ sku: z.string(), name: z.string() })),
    credit: z.number(),
    currency: z.string(),
    maxTradeInsPerCustomer: z.number(),
    terms: z.string(),
  }),
);

export const getTradeInConfiguration: typeof unified.getTradeInConfiguration = async (rest) => {
  const c = parse(configuration, await rest.get("/trade-in/configuration"), "trade-in configuration").data;
  return {
    enabled: c.enabled,
    products: c.products,
    credit: { value: c.credit, currency: c.currency },
    maxPerCustomer: c.maxTradeInsPerCustomer,
    terms: c.terms,
  };
};

export const isTradeInEligible: typeof unified.isTradeInEligible = async (rest, auth) =>
  parse(
    envelope(z.object({ eligible: z.boolean() })),
    await rest.get(`/consumers/${seg(auth.userUuid)}/trade-in/eligibility`, { headers: bearer(auth) }),
    "trade-in eligibility",
  ).data.eligible;
