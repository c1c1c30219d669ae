import { storeConfigValue, type Ctx } from "./context";
import type { CartLine, QuoteRow } from "./cart-model";

// The offline carriers and payment methods of the demo shop. Amounts include VAT, as
// catalogue prices do in this market.

export interface ShippingRate {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** the delivery time: carriers/<code>/delivery_time, the one place it is configured */
  description: string | null;
  amount: number;
  disable_for_subscription: boolean;
  is_pickup: boolean;
}

interface Carrier extends Omit<ShippingRate, "description"> {
  /** Magento's freeshipping carrier only answers from its minimum order amount */
  minimumSubtotalPath?: string;
}

const CARRIERS: Carrier[] = [
  {
    carrier_code: "freeshipping",
    method_code: "freeshipping",
    carrier_title: "Free Shipping",
    method_title: "Free delivery",
    amount: 0,
    disable_for_subscription: false,
    is_pickup: false,
    minimumSubtotalPath: "carriers/freeshipping/free_shipping_subtotal",
  },
  {
    carrier_code: "flatrate",
    method_code: "tracked",
    carrier_title: "Royal Mail",
    method_title: "Tracked delivery",
    amount: 2.99,
    disable_for_subscription: false,
    is_pickup: false,
  },
  {
    carrier_code: "courier",
    method_code: "ground",
    carrier_title: "DPD",
    method_title: "Next-day courier",
    amount: 5.99,
    // the courier contract does not cover repeat deliveries
    disable_for_subscription: true,
    is_pickup: false,
  },
  {
    carrier_code: "pickup",
    method_code: "store",
    carrier_title: "Ashless stores",
    method_title: "Ship to store",
    amount: 0,
    disable_for_subscription: false,
    is_pickup: true,
  },
];

const FREE_SHIPPING_DEFAULT_SUBTOTAL = 30;

export interface ShippingState {
  /** what the carriers answer for this cart (none without a shipping address) */
  available: ShippingRate[];
  /** the chosen method while it is still available and allowed for this cart */
  selected: ShippingRate | null;
}

export const methodKey = (rate: Pick<ShippingRate, "carrier_code" | "method_code">) =>
  `${rate.carrier_code}_${rate.method_code}`;

/** A rate the cart may be shipped with: available, and not refused for subscriptions. */
export const selectable = (rate: ShippingRate, hasSubscription: boolean) =>
  !(rate.disable_for_subscription && hasSubscription);

export function shippingRow(ctx: Ctx, quoteId: number): { shipping_method: string | null } | undefined {
  return ctx.db
    .prepare("SELECT shipping_method FROM quote_address WHERE quote_id = ? AND address_type = 'shipping'")
    .get(quoteId) as { shipping_method: string | null } | undefined;
}

/**
 * Rates and the selected method of a cart. `subtotal` is after discounts and includes VAT.
 * A method that stopped being available (the subtotal fell under the free-delivery threshold,
 * a subscription was added) is no longer selected, so it is neither charged nor ordered.
 */
export function shippingFor(
  ctx: Ctx,
  quote: QuoteRow,
  cart: { subtotal: number; hasSubscription: boolean; isVirtual: boolean },
): ShippingState {
  const address = cart.isVirtual ? undefined : shippingRow(ctx, quote.id);
  if (!address) return { available: [], selected: null };
  const available = storeDeliveryMethods(ctx)
    .filter((m) => m.minimum_subtotal === null || cart.subtotal >= m.minimum_subtotal)
    .map(({ minimum_subtotal: _minimum, ...rate }) => rate);
  const chosen = available.find((r) => methodKey(r) === address.shipping_method);
  return { available, selected: chosen && selectable(chosen, cart.hasSubscription) ? chosen : null };
}

/**
 * The methods the store view offers (Magento's carriers/<code>/active, on unless configured off),
 * whatever the cart, each with its delivery time and the subtotal it needs (free delivery's
 * threshold). The checkout's rates and StoreConfig.delivery_methods both come from here.
 */
export function storeDeliveryMethods(ctx: Pick<Ctx, "db" | "store">): (ShippingRate & {
  minimum_subtotal: number | null;
})[] {
  return CARRIERS.filter((c) => storeConfigValue<boolean>(ctx, `carriers/${c.carrier_code}/active`) !== false).map(
    ({ minimumSubtotalPath, ...carrier }) => ({
      ...carrier,
      description: storeConfigValue<string>(ctx, `carriers/${carrier.carrier_code}/delivery_time`),
      minimum_subtotal: minimumSubtotalPath
        ? (storeConfigValue<number>(ctx, minimumSubtotalPath) ?? FREE_SHIPPING_DEFAULT_SUBTOTAL)
        : null,
    }),
  );
}

/** Magento calls a cart virtual when every line is a virtual product; a downloadable one is (nothing ships). */
export const isVirtualCart = (lines: CartLine[]) =>
  lines.length > 0 &&
  lines.every((l) => ["virtual", "downloadable"].includes(String((l.variant ?? l.product).type_id)));

export const isSubscriptionLine = (line: CartLine) =>
  Boolean((line.variant ?? line.product).subscription || line.product.subscription);

// ---------------------------------------------------------------- payment

export interface PaymentMethod {
  code: string;
  title: string;
  /** card payments are captured after placing, so their orders wait for payment */
  orderStatus: "pending_payment" | "new";
}

export const FREE_METHOD: PaymentMethod = { code: "free", title: "No payment required", orderStatus: "new" };
const CARD: PaymentMethod = { code: "ashless_card", title: "Card", orderStatus: "pending_payment" };
const CASH_ON_DELIVERY: PaymentMethod = { code: "cashondelivery", title: "Cash on delivery", orderStatus: "new" };

/** Magento's "free" method is offered only for a zero total, and then alone. */
export function paymentMethodsFor(cart: {
  grandTotal: number;
  hasSubscription: boolean;
  isVirtual: boolean;
}): PaymentMethod[] {
  if (cart.grandTotal <= 0) return [FREE_METHOD];
  // Subscriptions renew by card; nothing is delivered to pay cash to for a virtual cart.
  return cart.hasSubscription || cart.isVirtual ? [CARD] : [CARD, CASH_ON_DELIVERY];
}

export function paymentRow(ctx: Ctx, quoteId: number): { method: string; po_number: string | null } | undefined {
  return ctx.db.prepare("SELECT method, po_number FROM quote_payment WHERE quote_id = ?").get(quoteId) as
    { method: string; po_number: string | null } | undefined;
}
