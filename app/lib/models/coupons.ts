import type { Auth, Result } from "./account";

/** One of the customer's coupons (product.md §7: the users API's coupons). */
export interface CustomerCoupon {
  code: string;
  /** what it gives, in the shopper's words */
  description: string;
  /** a club reward's voucher, or a partner's code */
  source: "reward" | "partner";
  /** the reward's or the partner's name */
  sourceName: string;
  /** the last day it can be used (YYYY-MM-DD) */
  expiresAt: string;
  used: boolean;
}

/** An external coupon provider: a partner that issues codes (product.md §7). */
export interface CouponProvider {
  code: string;
  name: string;
  /** what the partner offers */
  description: string;
}

export interface CouponGateway {
  listCoupons(auth: Auth): Promise<CustomerCoupon[]>;
  listProviders(): Promise<CouponProvider[]>;
  /** the partner's code for the customer, or its refusal (with the server's message when it gave one) */
  requestCoupon(auth: Auth, provider: string): Promise<Result<CustomerCoupon>>;
}
