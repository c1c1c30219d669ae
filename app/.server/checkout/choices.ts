// Pure rules for what the delivery, payment and confirmation pages offer and say.
import type { CheckoutState, ConfirmedOrder, ShippingMethod } from "~/lib/models/checkout";

/**
 * What the shopper may choose from: available methods, cheapest first (SPEC §9), without
 * the ones that can't ship a subscription when the cart holds one. Ship-to-store methods
 * only when there is a store to collect from.
 */
export function visibleMethods(
  methods: ShippingMethod[],
  hasSubscription: boolean,
  canCollect: boolean,
): ShippingMethod[] {
  return methods
    .filter((m) => m.available && (canCollect || !m.isPickup) && !(hasSubscription && m.disableForSubscription))
    .sort((a, b) => a.amount.value - b.amount.value);
}

/** The previously chosen method, else the configured card method, else the first offered. */
export function defaultPaymentMethod(
  state: Pick<CheckoutState, "availablePaymentMethods" | "selectedPaymentMethod">,
  card: string,
): string {
  const codes = state.availablePaymentMethods.map((m) => m.code);
  if (state.selectedPaymentMethod && codes.includes(state.selectedPaymentMethod)) return state.selectedPaymentMethod;
  if (codes.includes(card)) return card;
  return codes[0] ?? card;
}

/** SPEC §4: zero-value when paid with the zero-value method; subscription when any item is one. */
export function orderKind(order: Pick<ConfirmedOrder, "paymentMethod" | "items">, zeroValueCode: string) {
  return {
    zeroValue: order.paymentMethod?.code === zeroValueCode,
    subscription: order.items.some((i) => i.subscription),
  };
}
