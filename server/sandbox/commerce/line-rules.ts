import type Database from "better-sqlite3";
import { storeConfigValue, type Ctx } from "./context";
import { CartUserError } from "./errors";
import { flexibleGifts, promotionsFor } from "./promotions";
import { stockOf, type ProductRow } from "./products";
import { hasTable } from "../accounts/subscription-tables";
import { subscriptionsOf } from "../accounts/subscriptions";
import { TRADE_IN } from "../accounts/trade-in";

/**
 * The cart line rules behind product.md §8's CartItemErrorType codes, beyond stock, the order
 * quantity limit and the cartons limit (cart-model.ts). Each reads catalogue, store or account
 * data; none names a sku. A line keeps its error until the shopper (or the data) fixes it, and
 * placeOrder refuses a cart with any line error (orders.ts).
 *
 * - ITEM_INCREMENT: the product sells in multiples (stock item `enable_qty_increments`,
 *   `qty_increments`) and the line holds less than one multiple (3 of a product sold in fives).
 * - ITEM_INCREMENTS: at least one multiple, but not a multiple (7 of it). Magento's own code,
 *   with Magento's message.
 * - ONGOING_SUBSCRIPTION: a subscription product the cart's customer already subscribes to
 *   (an active or paused subscription holding the same sku; a cancelled one does not count).
 * - TRADEIN_LIMIT: more trade-in offers (`trade_in_offer`) than the customer has left: the
 *   offer is TRADE_IN.maxPerCustomer per customer, less the trade-ins already recorded.
 * - FREEGIFTS_NO_SUCH_CHILD: a gift line whose product is disabled or left this store view.
 * - FREEGIFTS_NO_SUCH_PARENT: a gift line whose parent line is gone or no longer qualifies (the
 *   offer was withdrawn from it, or free gifts were switched off).
 * - FREEGIFTS_UNAVAILABLE: a gift line whose product ran out of stock.
 * - FREEGIFTS_QTY_ERROR: gift units beyond the store's `gift_basket_quantity_limitation`
 *   (a limit lowered while the cart held gifts; new gifts are never added beyond it).
 * Gift lines follow their parents on the next change (cart-model.ts reconcileGifts), which
 * clears the FREEGIFTS_* errors; until then the shopper may remove a gift line in error.
 * On add to cart, PERMISSION_DENIED: the trade-in offer needs a signed-in customer.
 */

export interface LineError {
  code: string;
  message: string;
}

/** The parts of a cart line the rules read (cart-model.ts CartLine). */
interface RuleLine {
  item: { id: number; qty: number; is_gift: number; parent_gift_item_id: number | null };
  product: ProductRow;
  variant: ProductRow | null;
  selections: unknown[];
}

/** ITEM_INCREMENT / ITEM_INCREMENTS for a simple or configurable line (bundles check their own choices' quantities). */
export function incrementsError(db: Database.Database, line: RuleLine): LineError | null {
  if (line.item.is_gift || line.selections.length) return null;
  const stock = stockOf(db, (line.variant ?? line.product).id);
  const step = stock.qty_increments;
  if (!stock.enable_qty_increments || step <= 1) return null;
  if (line.item.qty < step) return { code: "ITEM_INCREMENT", message: `The fewest you may purchase is ${step}.` };
  if (line.item.qty % step !== 0)
    return { code: "ITEM_INCREMENTS", message: `You can buy this product only in quantities of ${step} at a time.` };
  return null;
}

/**
 * The skus of the customer's ongoing (active or paused) subscriptions, as the platform has them
 * (accounts/subscriptions.ts: an order of a subscription product is one as soon as it is placed).
 */
function subscribedSkus(db: Database.Database, customerUuid: string | null): Set<string> {
  if (!customerUuid || !hasTable(db, "accounts_product_subscriptions")) return new Set();
  const ongoing = subscriptionsOf(db, customerUuid).filter((s) => s.status !== "cancelled");
  return new Set(ongoing.flatMap((s) => s.lines.map((l) => l.sku)));
}

function tradeInsLeft(db: Database.Database, customerUuid: string | null): number {
  const used =
    customerUuid && hasTable(db, "accounts_trade_ins")
      ? (db.prepare("SELECT COUNT(*) FROM accounts_trade_ins WHERE user_uuid = ?").pluck().get(customerUuid) as number)
      : 0;
  return Math.max(0, TRADE_IN.maxPerCustomer - used);
}

const inStore = (ctx: Ctx, p: ProductRow) => p.status === 1 && (!p.store_scope || p.store_scope === ctx.store.code);

function giftError(ctx: Ctx, gift: RuleLine, lines: RuleLine[]): LineError | null {
  const name = gift.product.name;
  if (!inStore(ctx, gift.product))
    return { code: "FREEGIFTS_NO_SUCH_CHILD", message: `The free gift "${name}" no longer exists.` };
  const parent = lines.find((l) => l.item.id === gift.item.parent_gift_item_id && !l.item.is_gift);
  const qualifies =
    parent &&
    storeConfigValue<boolean>(ctx, "is_free_gifts_enabled") &&
    (promotionsFor(ctx, parent.product, "free_gift_fixed").some((p) => p.gift_sku === gift.product.sku) ||
      flexibleGifts(ctx, parent.product).choices.some((c) => c.gift.id === gift.product.id));
  if (!qualifies)
    return {
      code: "FREEGIFTS_NO_SUCH_PARENT",
      message: `The product the free gift "${name}" comes with is not in the cart.`,
    };
  const stock = stockOf(ctx.db, gift.product.id);
  if (!stock.is_in_stock || stock.qty < gift.item.qty)
    return { code: "FREEGIFTS_UNAVAILABLE", message: `The free gift "${name}" is out of stock.` };
  return null;
}

/** The rules above, as errors per line id (in the order of `lines`). */
export function ruleErrors(ctx: Ctx, customerUuid: string | null, lines: RuleLine[]): Map<number, LineError[]> {
  const errors = new Map<number, LineError[]>(lines.map((l) => [l.item.id, []]));
  const add = (line: RuleLine, error: LineError | null) => error && errors.get(line.item.id)!.push(error);
  // the customer's subscriptions are read only for a cart that holds a subscription product
  const subscribing = lines.some((l) => !l.item.is_gift && l.product.subscription);
  const subscribed = subscribing ? subscribedSkus(ctx.db, customerUuid) : new Set<string>();
  for (const line of lines) {
    add(line, incrementsError(ctx.db, line));
    const sku = (line.variant ?? line.product).sku;
    if (!line.item.is_gift && line.product.subscription && subscribed.has(sku))
      add(line, { code: "ONGOING_SUBSCRIPTION", message: "You already have an ongoing subscription to this product." });
  }

  const offers = lines.filter((l) => !l.item.is_gift && l.product.trade_in_offer);
  const left = offers.length ? tradeInsLeft(ctx.db, customerUuid) : 0;
  if (offers.reduce((n, l) => n + l.item.qty, 0) > left) {
    const message =
      left === 0
        ? "You have already used your trade-in."
        : `A trade-in is ${left} device per customer; change the quantity to ${left}.`;
    for (const line of offers) add(line, { code: "TRADEIN_LIMIT", message });
  }

  const gifts = lines.filter((l) => l.item.is_gift);
  const limit = storeConfigValue<number>(ctx, "gift_basket_quantity_limitation");
  let giftUnits = 0;
  for (const gift of gifts) {
    add(gift, giftError(ctx, gift, lines));
    giftUnits += gift.item.qty;
    if (limit !== null && giftUnits > limit)
      add(gift, { code: "FREEGIFTS_QTY_ERROR", message: `An order may hold ${limit} free gift(s) at most.` });
  }
  return errors;
}

/** PERMISSION_DENIED: products only a signed-in customer may add (the trade-in offer, once per customer). */
export function checkAddPermission(customerUuid: string | null, product: ProductRow) {
  if (product.trade_in_offer && !customerUuid)
    throw new CartUserError(
      "PERMISSION_DENIED",
      "Sign in to trade in your old device: a trade-in is once per customer.",
    );
}
