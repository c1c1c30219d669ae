// The cart's cross-selling forms (product.md §3 xselling_popup): their intents, named once for the
// cart page and its action. Only the cart imports this (not form-names.ts, which the checkout carries).
export const CROSS_SELL_ADD_INTENT = "cross-sell-add";
export const CROSS_SELL_DISMISS_INTENT = "cross-sell-dismiss";
