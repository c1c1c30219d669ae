/** The coupons page's address and its forms' intents (product.md §7). */
export const COUPONS_PATH = "/account/coupons";

export const COUPON_INTENTS = {
  /** the cart's own intent: the coupon goes to the customer's cart */
  use: "apply-coupon",
  /** a partner's code */
  get: "get-coupon",
} as const;
