import type { Cart, StoreConfig } from "~/lib/models/commerce";
import type { StoreFacts } from "~/lib/models/store-facts";
import type { MoneyWriter } from "~/lib/format";
import { freeDeliveryFrom } from "~/lib/store-facts";

/**
 * The store's order limits, said in the summary before an order over them is refused (product.md
 * §9), with the cart's own count as the store counts it: every item but the free gifts; and, once
 * the cart holds a free gift, how many gifts an order may have (gift_basket_quantity_limitation).
 */
export function limitNote(cart: Cart | null, config: StoreConfig): string | null {
  const { orderLimitValue: items, cartonsLimitValue: cartons } = config;
  if (items === null && cartons === null) return null;
  const holds =
    items === null
      ? `An order holds ${cartons} cartons at most.`
      : `An order holds up to ${items} items${cartons === null ? "" : `, ${cartons} cartons at most`}.`;
  const count = (cart?.items ?? []).filter((i) => !i.isGift).reduce((n, i) => n + i.quantity, 0);
  // the gift basket limit, once the cart holds a gift it applies to
  const gifts = config.giftBasketQuantityLimitation ?? null;
  const giftNote = gifts !== null && cart?.items.some((i) => i.isGift) ? ` Free gifts: ${gifts} per order.` : "";
  return `${holds} Your cart has ${count} ${count === 1 ? "item" : "items"}.${giftNote}`;
}

/**
 * What delivery will cost, before the checkout (issue 40, 4): the free-delivery threshold from
 * the store's facts, and how far this cart is from it. The store counts the subtotal with VAT and
 * after discounts, as the checkout's free method does (server/sandbox/commerce/checkout-methods.ts).
 * Null for a cart with nothing to deliver, or a store without free delivery or its facts.
 */
export function deliveryNote(cart: Cart | null, facts: StoreFacts | null, money: MoneyWriter): string | null {
  if (!cart || cart.isVirtual || cart.items.length === 0 || !facts?.delivery.freeFrom) return null;
  const threshold = facts.delivery.freeFrom;
  const p = cart.prices;
  const subtotal = p.subtotalInclTax.value - p.discounts.reduce((sum, d) => sum + d.amount.value, 0);
  const short = Math.round((threshold.value - subtotal) * 100) / 100;
  const rule = `Free delivery on orders of ${freeDeliveryFrom(facts, money)} or more`;
  return short > 0
    ? `${rule}: add ${money({ value: short, currency: threshold.currency })} more to get it.`
    : `${rule}: your order gets it.`;
}
