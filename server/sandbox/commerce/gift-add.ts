// A gift the shopper chose (free_gift_flexible), added through addProductsToCart with the entered
// options is_gift, parent_gift_sku and parent_gift_id (their uids: base64 of the option code).
import { fromUid, storeConfigValue, type Ctx } from "./context";
import { CartUserError } from "./errors";
import type { AddRequest } from "./cart-add";
import { itemsOf, now, stockProblem, type QuoteItemRow, type QuoteRow } from "./cart-model";
import { flexibleGifts } from "./promotions";
import { productById } from "./products";

const giftError = (message: string) => new CartUserError("GIFT_ERROR", message);

function enteredOption(request: AddRequest, code: string): string | null {
  return request.enteredOptions?.find((o) => fromUid(o.uid) === code)?.value ?? null;
}

/** A request marked as a gift (is_gift "1" or "true"). */
export const isGiftRequest = (request: AddRequest) => ["1", "true"].includes(enteredOption(request, "is_gift") ?? "");

/**
 * A gift the shopper chose (not one that comes by itself): its parent line is in the cart and
 * still offers it to choose. The shopper may take it out or lessen it, to swap it for another.
 */
export function isChosenGift(ctx: Ctx, items: QuoteItemRow[], item: QuoteItemRow): boolean {
  const parent = items.find((i) => i.id === item.parent_gift_item_id && !i.is_gift);
  if (!item.is_gift || !parent) return false;
  return flexibleGifts(ctx, productById(ctx.db, parent.product_id)).choices.some((c) => c.gift.id === item.product_id);
}

/** Gift units in the cart that are the choice of this parent line. */
export const chosenUnits = (items: QuoteItemRow[], parentId: number) =>
  items.filter((i) => i.is_gift && i.parent_gift_item_id === parentId).reduce((n, i) => n + i.qty, 0);

/**
 * Adds a chosen gift to the line it comes with. GIFT_ERROR when the parent line is not in the
 * cart (or is not the sku named), the product is not one of its gifts or cannot be chosen now,
 * the parent's allowed_qty or the store's gift_basket_quantity_limitation would be passed.
 */
export function addGift(ctx: Ctx, quote: QuoteRow, request: AddRequest) {
  if (!(request.quantity > 0)) throw new CartUserError("UNDEFINED", "The product quantity should be greater than 0.");
  if (!storeConfigValue<boolean>(ctx, "is_free_gifts_enabled")) throw giftError("Free gifts are not available.");
  const items = itemsOf(ctx.db, quote.id);
  const parentId = Number(enteredOption(request, "parent_gift_id"));
  const parent = items.find((i) => i.id === parentId && !i.is_gift);
  const parentProduct = parent ? productById(ctx.db, parent.product_id) : null;
  if (!parent || !parentProduct || parentProduct.sku !== enteredOption(request, "parent_gift_sku"))
    throw giftError("The product this gift comes with is not in your cart.");
  const { allowed, choices } = flexibleGifts(ctx, parentProduct);
  const choice = choices.find((c) => c.gift.sku === request.sku);
  if (!choice) throw giftError(`That is not one of the gifts of "${parentProduct.name}".`);
  if (!choice.eligible || stockProblem(ctx.db, [[choice.gift, request.quantity]]))
    throw giftError(`"${choice.gift.name}" cannot be chosen: ${choice.reason ?? "not enough in stock."}`);
  if (chosenUnits(items, parent.id) + request.quantity > allowed)
    throw giftError(`You can choose ${allowed} free gift${allowed === 1 ? "" : "s"} with "${parentProduct.name}".`);
  const limit = storeConfigValue<number>(ctx, "gift_basket_quantity_limitation");
  const inCart = items.filter((i) => i.is_gift).reduce((n, i) => n + i.qty, 0);
  if (limit !== null && inCart + request.quantity > limit)
    throw giftError(`An order may hold ${limit} free gift${limit === 1 ? "" : "s"} at most.`);
  const same = items.find((i) => i.is_gift && i.parent_gift_item_id === parent.id && i.product_id === choice.gift.id);
  if (same)
    ctx.db
      .prepare("UPDATE quote_item SET qty = ?, updated_at = ? WHERE id = ?")
      .run(same.qty + request.quantity, now(), same.id);
  else
    ctx.db
      .prepare(
        `INSERT INTO quote_item (quote_id, product_id, qty, is_gift, parent_gift_item_id, created_at, updated_at)
      VALUES (?, ?, ?, 1, ?, ?, ?)`,
      )
      .run(quote.id, choice.gift.id, request.quantity, parent.id, now(), now());
}
