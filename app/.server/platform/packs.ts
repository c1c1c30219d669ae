import { z } from "zod";
import type { Auth } from "~/lib/models/account";
import type { LoyaltyRule, PackGateway, PackRegistrationResult } from "~/lib/models/packs";
import { call, platformRest, type Operation, type PlatformCallOptions } from "./adapter";
import { bearer, parse, seg, unwrap } from "./account-map";

/**
 * Pack registration (product.md §3, §4, §7) over whichever platform flavour is configured. The
 * platform's refusals (unknown code, already used, 401/403 as SESSION_EXPIRED) come back in
 * the result as `hasError` with the error, its field named `code`; outages stay
 * UpstreamUnavailableError (503). A registration is never retried (a POST).
 * Unified: POST /api/me/products/register {code}, snake_case; legacy: POST
 * /consumers/{UUID}/packs/register {packCode}, camelCase in `{data}`.
 */

/** What a registration answer says, whichever flavour: the gateway derives product.md §3's result from it. */
interface PackAnswer {
  genuine: boolean;
  registrable: boolean;
  hasInventory: boolean;
  rule: LoyaltyRule | null;
}

const inventory = z.object({ sku: z.string() }).passthrough().nullish();

export const register: Operation<[Auth, string], PackAnswer> = {
  async unified(rest, auth, code) {
    const answer = await rest.post("/api/me/products/register", { code }, { headers: bearer(auth) });
    const r = parse(
      z.object({
        genuine: z.boolean(),
        registrable: z.boolean(),
        inventory,
        loyalty_rule: z.object({ code: z.string(), name: z.string(), points: z.number() }).nullish(),
      }),
      answer,
      "pack registration",
    );
    return {
      genuine: r.genuine,
      registrable: r.registrable,
      hasInventory: Boolean(r.inventory),
      rule: r.loyalty_rule ?? null,
    };
  },
  async legacy(rest, auth, code) {
    const path = `/consumers/${seg(auth.userUuid)}/packs/register`;
    const r = unwrap(
      z.object({
        genuine: z.boolean(),
        registrable: z.boolean(),
        inventory,
        loyaltyRule: z.object({ ruleId: z.string(), name: z.string(), points: z.number() }).nullish(),
      }),
      await rest.post(path, { packCode: code }, { headers: bearer(auth) }),
      "pack registration",
    );
    const rule = r.loyaltyRule;
    return {
      genuine: r.genuine,
      registrable: r.registrable,
      hasInventory: Boolean(r.inventory),
      rule: rule ? { code: rule.ruleId, name: rule.name, points: rule.points } : null,
    };
  },
};

export function packGateway(options: PlatformCallOptions = {}): PackGateway {
  const rest = platformRest(options.signal);
  return {
    async register(auth, code): Promise<PackRegistrationResult> {
      const r = await call(rest, register, auth, code);
      if (r.ok)
        return {
          hasError: false,
          isValid: r.value.hasInventory,
          limitReached: r.value.genuine && r.value.registrable && !r.value.hasInventory,
          loyalty_rule: r.value.hasInventory ? r.value.rule : null,
          error: null,
        };
      const field = r.error.field === "packCode" ? "code" : r.error.field;
      return {
        hasError: true,
        isValid: false,
        limitReached: false,
        loyalty_rule: null,
        error: { ...r.error, ...(field ? { field } : {}) },
      };
    },
  };
}
