import { z } from "zod";
import type { Auth } from "~/lib/models/account";
import type { CouponGateway, CouponProvider, CustomerCoupon } from "~/lib/models/coupons";
import { call, must, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { bearer, parse, seg, unwrap } from "./account-map";

/**
 * The customer's coupons and the external coupon providers (product.md §7), over whichever
 * platform flavour is configured; the paths are decision 0055's. Unified: GET
 * /api/users/{uuid}/coupons, GET /api/coupon-providers, POST /api/coupon-providers/{code}/coupons;
 * legacy, in `{data}`: GET /profile/{UUID}/coupons, GET /coupon-providers, POST
 * /consumers/{UUID}/coupon-providers/{code}/request. A request is never retried (a POST).
 */

const source = z.enum(["reward", "provider"]).transform((s) => (s === "provider" ? "partner" : s));

const coupon = {
  unified: z
    .object({
      code: z.string(),
      description: z.string(),
      source,
      source_name: z.string(),
      expires_at: z.string(),
      is_used: z.boolean().nullish(),
    })
    .transform((c): CustomerCoupon => ({
      code: c.code,
      description: c.description,
      source: c.source,
      sourceName: c.source_name,
      expiresAt: c.expires_at.slice(0, 10),
      used: Boolean(c.is_used),
    })),
  legacy: z
    .object({
      couponCode: z.string(),
      description: z.string(),
      source,
      sourceName: z.string(),
      expiryDate: z.string(),
      isUsed: z.boolean().nullish(),
    })
    .transform((c): CustomerCoupon => ({
      code: c.couponCode,
      description: c.description,
      source: c.source,
      sourceName: c.sourceName,
      expiresAt: c.expiryDate.slice(0, 10),
      used: Boolean(c.isUsed),
    })),
};

const provider = {
  unified: z.object({ code: z.string(), name: z.string(), description: z.string() }),
  legacy: z
    .object({ providerCode: z.string(), name: z.string(), description: z.string() })
    .transform((p): CouponProvider => ({ code: p.providerCode, name: p.name, description: p.description })),
};

export const listCoupons: Operation<[Auth], CustomerCoupon[]> = {
  unified: async (rest, auth) =>
    parse(
      z.object({ items: z.array(coupon.unified) }),
      await rest.get(`/api/users/${seg(auth.userUuid)}/coupons`, { headers: bearer(auth) }),
      "coupons",
    ).items,
  legacy: async (rest, auth) =>
    unwrap(
      z.array(coupon.legacy),
      await rest.get(`/profile/${seg(auth.userUuid)}/coupons`, { headers: bearer(auth) }),
      "coupons",
    ),
};

export const listProviders: Operation<[], CouponProvider[]> = {
  unified: async (rest) =>
    parse(z.object({ items: z.array(provider.unified) }), await rest.get("/api/coupon-providers"), "coupon providers")
      .items,
  legacy: async (rest) => unwrap(z.array(provider.legacy), await rest.get("/coupon-providers"), "coupon providers"),
};

export const requestCoupon: Operation<[Auth, string], CustomerCoupon> = {
  unified: async (rest, auth, code) =>
    parse(
      coupon.unified,
      await rest.post(`/api/coupon-providers/${seg(code)}/coupons`, {}, { headers: bearer(auth) }),
      "coupon",
    ),
  legacy: async (rest, auth, code) =>
    unwrap(
      coupon.legacy,
      await rest.post(
        `/consumers/${seg(auth.userUuid)}/coupon-providers/${seg(code)}/request`,
        {},
        {
          headers: bearer(auth),
        },
      ),
      "coupon",
    ),
};

export function couponGateway(options: PlatformCallOptions = {}): CouponGateway {
  const rest = platformRest(options.signal);
  return {
    listCoupons: async (auth) => must(await call(rest, listCoupons, auth)),
    listProviders: async () => value(await call(rest, listProviders)),
    requestCoupon: (auth, code) => call(rest, requestCoupon, auth, code),
  };
}
