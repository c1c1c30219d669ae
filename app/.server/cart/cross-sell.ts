// The cart's cross-selling suggestions (product.md §3 xselling_popup, §7): read beside the cart,
// each one added with a plain form, and dismissed for this cart in the session.
import { z } from "zod";
import type { Cart, CrossSell, StoreView } from "~/lib/models/commerce";
import { CROSS_SELL_ADD_INTENT, CROSS_SELL_DISMISS_INTENT } from "~/lib/cross-sell-names";
import { crossSellSchema } from "~/lib/schemas/cart";
import { addToCart, getCrossSell } from "../commerce/cart";
import { type IntentHandler, parseForm, redirectWithFlash, reply } from "../forms/form";
import { log } from "../observability";
import { cachedForShopper } from "../state/cache";
import { cartIdFor, type AppSession } from "../session/session";
import { rememberCount } from "./session-cart";

type Ctx = { session: AppSession };

const CROSS_SELL_MS = 60_000;

/**
 * The suggestions for the shopper's cart, unless they dismissed them for this cart. A help, not
 * the cart: an outage leaves them out.
 */
export async function crossSellFor(
  session: AppSession,
  store: StoreView,
  cart: Cart | null,
): Promise<CrossSell | null> {
  if (!cart || cart.items.length === 0 || session.get("crossSellDismissed") === cart.id) return null;
  // The store's suggestions for these products, as public as a listing: kept a minute for this
  // cart as it is now, so the cart shown again after a change elsewhere asks once (decision 0077).
  const holds = cart.items.map((i) => `${i.product.sku}×${i.quantity}`).join(",");
  try {
    return await cachedForShopper(`cross-sell:${store}:${cart.id}:${holds}`, CROSS_SELL_MS, () =>
      getCrossSell(store, cart.id, session.get("commerceToken")),
    );
  } catch (error) {
    log().warn(`[cart] cross-selling suggestions left out: ${(error as Error).message}`);
    return null;
  }
}

/** The cross-selling intents of the cart page at `back`: add one suggestion, or dismiss them. */
export function crossSellIntents(store: StoreView, back: string): Record<string, IntentHandler<Ctx>> {
  return {
    [CROSS_SELL_ADD_INTENT]: async ({ session, form, intent }) => {
      const submission = parseForm(form, crossSellSchema);
      if (submission.status !== "success") return reply(intent, submission);
      const cartId = cartIdFor(session, store);
      if (!cartId) return reply(intent, form, { message: "Your cart has expired. Add a product to start again." });
      const result = await addToCart(
        store,
        cartId,
        { kind: "simple", ...submission.value, quantity: 1 },
        session.get("commerceToken"),
      );
      if (result.error) return reply(intent, submission, { formErrors: [result.error.message] });
      rememberCount(session, store, result.cart);
      const name = result.cart?.items.find((i) => i.product.sku === submission.value.sku)?.product.name;
      return redirectWithFlash(session, back, {
        kind: "success",
        message: `${name ?? "The product"} added to your cart.`,
      });
    },
    [CROSS_SELL_DISMISS_INTENT]: async ({ session, form, intent }) => {
      const submission = parseForm(form, z.object({}));
      const cartId = cartIdFor(session, store);
      if (!cartId) return reply(intent, submission);
      session.set("crossSellDismissed", cartId);
      return redirectWithFlash(session, back, { kind: "success", message: "Suggestions hidden for this cart." });
    },
  };
}
