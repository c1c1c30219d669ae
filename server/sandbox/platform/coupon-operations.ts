import {
  COUPON_PROVIDERS,
  couponsOf,
  requestProviderCoupon,
  type Coupon,
  type CouponProvider,
  type CouponRow,
} from "../accounts/coupons";
import { data } from "./legacy-wire";
import { json, operation } from "./operation";

/**
 * The customer's coupons and the external coupon providers (product.md §7; paths: decision 0055).
 * Unified: GET /api/users/{uuid}/coupons → {items:[{code, description, source, source_name,
 * expires_at, is_used}]}; GET /api/coupon-providers → {items:[{code, name, description}]};
 * POST /api/coupon-providers/{code}/coupons (Bearer) → 201 the coupon. Legacy, camelCase in
 * {data}: GET /profile/{UUID}/coupons, GET /coupon-providers, POST
 * /consumers/{UUID}/coupon-providers/{code}/request. A partner that gives one code per member
 * refuses a second with 409 COUPON_ALREADY_ISSUED and its message.
 */

const unifiedCoupon = (c: CouponRow, used = false) => ({
  code: c.code,
  description: c.description,
  source: c.source,
  source_name: c.source_name,
  expires_at: c.expires_at,
  is_used: used,
});
const legacyCoupon = (c: CouponRow, used = false) => ({
  couponCode: c.code,
  description: c.description,
  source: c.source,
  sourceName: c.source_name,
  expiryDate: c.expires_at,
  isUsed: used,
});
const unifiedProvider = (p: CouponProvider) => ({ code: p.code, name: p.name, description: p.description });
const legacyProvider = (p: CouponProvider) => ({ providerCode: p.code, name: p.name, description: p.description });

export const COUPON_OPERATIONS = [
  operation<void, Coupon[]>({
    run: ({ db, user }) => couponsOf(db, user!),
    unified: {
      route: "GET /api/users/:uuid/coupons",
      user: true,
      out: (all) => json({ items: all.map((c) => unifiedCoupon(c, c.used)) }),
    },
    legacy: {
      route: "GET /profile/:uuid/coupons",
      user: true,
      out: (all) => json(data(all.map((c) => legacyCoupon(c, c.used)))),
    },
  }),
  operation<void, CouponProvider[]>({
    run: () => COUPON_PROVIDERS,
    unified: { route: "GET /api/coupon-providers", out: (all) => json({ items: all.map(unifiedProvider) }) },
    legacy: { route: "GET /coupon-providers", out: (all) => json(data(all.map(legacyProvider))) },
  }),
  operation<string, CouponRow>({
    run: ({ db, user }, code) => requestProviderCoupon(db, user!, code),
    unified: {
      route: "POST /api/coupon-providers/:code/coupons",
      user: true,
      in: (req) => req.params.code,
      out: (c) => json(unifiedCoupon(c), 201),
    },
    legacy: {
      route: "POST /consumers/:uuid/coupon-providers/:code/request",
      user: true,
      in: (req) => req.params.code,
      out: (c) => json(data(legacyCoupon(c)), 201),
    },
  }),
];
