// The order summary every checkout step shows beside its form (items, delivery, discounts,
// taxes and the total), from the cart and checkout state the step has loaded already.
import type { CheckoutState } from "~/lib/models/checkout";
import type { Cart } from "~/lib/models/commerce";

export function orderSummary(cart: Cart, state: CheckoutState) {
  return {
    items: cart.items.map((i) => ({
      id: i.id,
      name: i.product.name,
      quantity: i.quantity,
      options: i.options,
      rowTotal: i.rowTotalInclTax,
      subscription: i.isSubscription,
      gift: i.isGift,
    })),
    prices: cart.prices,
    /** false for a cart with nothing to deliver (no delivery line) */
    needsDelivery: !state.isVirtual,
    shipping: state.selectedShippingMethod
      ? { title: state.selectedShippingMethod.title, amount: state.selectedShippingMethod.amount }
      : null,
    totalAfterTrial: cart.totalAfterTrial,
    totalIncludingTrial: cart.totalIncludingTrial,
    appliedCoupons: cart.appliedCoupons,
    canApplyCoupons: cart.canApplyCoupons,
  };
}

export type OrderSummaryData = ReturnType<typeof orderSummary>;
