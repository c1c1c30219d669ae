// Step 4: payment method, order summary, discount code, and the place-order button.
import { shownAddress } from "~/.server/addresses/display";
import { cartContext, cartIntents } from "~/.server/cart/actions";
import { formAction } from "~/.server/forms/form";
import type { CheckoutState } from "~/lib/models/checkout";
import { config } from "~/.server/config";
import { attributeField } from "~/lib/schemas/checkout";
import { attributesForStep } from "~/.server/checkout/attributes";
import { basePath, perStoreView, stepLoader } from "~/.server/checkout/context";
import { ensureOrderKey } from "~/.server/checkout/idempotency";
import { placeOrderAction } from "./place-order.server";
import { cardMethodInfo, savedCards } from "~/.server/payments/cards";
import { cartTrialTerms } from "~/.server/checkout/trial-terms";
import { NEW_CARD } from "~/lib/schemas/checkout";
import { ageGate } from "~/.server/age/gate";

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

export const { loader, action } = perStoreView((store) => ({
  loader: stepLoader(store, "payment", async (ctx, { request }) => {
    const gated = await ageGate(ctx);
    if (gated) throw gated;
    const attributes = attributesForStep(ctx.attributes, "payment");
    const cardCode = config().payment.card;
    const [cards, card, trial] = await Promise.all([
      savedCards(request, ctx.session),
      cardMethodInfo(cardCode),
      cartTrialTerms(store, ctx.cart),
    ]);
    const defaults: Record<string, string> = {
      paymentMethod: defaultPaymentMethod(ctx.state, cardCode),
      savedCard: (cards.find((c) => c.isDefault) ?? cards[0])?.id ?? NEW_CARD,
    };
    for (const a of attributes) defaults[attributeField(a.code)] = ctx.stored[a.code] ?? a.value ?? "";
    return {
      idempotencyKey: ensureOrderKey(ctx.session, ctx.cart.id),
      methods: ctx.state.availablePaymentMethods,
      // the card method's choices: a saved card or a new one, and whether it can be saved
      card: ctx.state.availablePaymentMethods.some((m) => m.code === cardCode)
        ? { code: cardCode, cards, canSave: Boolean(ctx.token) && (card?.tokenizable ?? false) }
        : null,
      attributes,
      defaults,
      trial,
      email: ctx.state.email,
      shippingAddress: await shownAddress(ctx.store, ctx.state.shippingAddress),
      billingAddress: await shownAddress(ctx.store, ctx.state.billingAddress),
    };
  }),

  // The discount code is the cart's own box and intents; placing the order is this step's.
  action: formAction(
    {
      ...cartIntents(store, `${basePath(store)}/payment`),
      "place-order": ({ form, args }) => placeOrderAction(store, args, form),
    },
    { context: cartContext },
  ),
}));
