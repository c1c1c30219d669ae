import crypto from "node:crypto";
import { fromUid, type Ctx } from "./context";
import { CartUserError, inputError, noSuchEntity } from "./errors";
import { addToQuote, type AddRequest, type BundleOptionInput } from "./cart-add";
import { cartObject } from "./cart";
import { addGift, isChosenGift, isGiftRequest } from "./gift-add";
import {
  checkCoupon,
  computeCart,
  findCart,
  itemsOf,
  itemStockProblem,
  now,
  reconcileGifts,
  type QuoteRow,
} from "./cart-model";
import type { Resolvers } from "./schema";

interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: { uid: string; value: string }[] | null;
}
type AddInput = {
  cart_id: string;
  cart_items: {
    data: CartItemInput;
    parent_sku?: string | null;
    variant_sku?: string | null;
    bundle_options?: BundleOptionInput[];
    downloadable_product_links?: { link_id: number }[] | null;
  }[];
};

/** A mutation is all or nothing, as one Magento request is. */
const atomically = <T>(ctx: Ctx, fn: () => T): T => ctx.db.transaction(fn)();

function createQuote(ctx: Ctx, maskedId?: string | null): QuoteRow {
  if (maskedId != null) {
    if (!/^[A-Za-z0-9]{32}$/.test(maskedId)) throw inputError("Cart ID length should be 32 symbols.");
    if (ctx.db.prepare("SELECT 1 FROM quote WHERE masked_id = ?").get(maskedId))
      throw inputError(`Cart with ID "${maskedId}" already exists.`);
  }
  const id = maskedId ?? crypto.randomBytes(16).toString("hex");
  ctx.db
    .prepare("INSERT INTO quote (masked_id, store_code, created_at, updated_at) VALUES (?, ?, ?, ?)")
    .run(id, ctx.store.code, now(), now());
  return findCart(ctx, id);
}

/** After any change to the lines: gifts follow their parents and the cart is re-read. */
function changed(ctx: Ctx, quote: QuoteRow) {
  reconcileGifts(ctx, quote);
  ctx.db.prepare("UPDATE quote SET updated_at = ? WHERE id = ?").run(now(), quote.id);
  return cartObject(ctx, findCart(ctx, quote.masked_id));
}

const toRequest = (data: CartItemInput, extra: Partial<AddRequest> = {}): AddRequest => ({
  sku: data.sku,
  quantity: data.quantity,
  parentSku: data.parent_sku,
  selectedOptions: data.selected_options,
  enteredOptions: data.entered_options,
  ...extra,
});

/** addSimple/Configurable/BundleProductsToCart: the first failure fails the mutation with its code. */
function addMutation(request: (item: AddInput["cart_items"][number]) => AddRequest) {
  return (_root: unknown, args: { input?: AddInput | null }, ctx: Ctx) =>
    atomically(ctx, () => {
      if (!args.input) throw inputError('Required parameter "cart_id" is missing');
      const quote = findCart(ctx, args.input.cart_id);
      if (args.input.cart_items.length === 0) throw inputError('Required parameter "cart_items" is missing');
      for (const item of args.input.cart_items) {
        try {
          addToQuote(ctx, quote, request(item));
        } catch (error) {
          if (!(error instanceof CartUserError)) throw error;
          throw error.code === "PRODUCT_NOT_FOUND"
            ? noSuchEntity(error.message, error.code)
            : inputError(error.message, error.code);
        }
      }
      return { cart: changed(ctx, quote) };
    });
}

/**
 * A line to change. A free gift that came by itself only to remove it, and only while it is in
 * error (line-rules.ts); a gift the shopper chose may be taken out or lessened (`quantity` at
 * most its own), never raised: more of a gift is chosen through addProductsToCart (gift-add.ts).
 */
function findItem(
  ctx: Ctx,
  quote: QuoteRow,
  uid?: string | null,
  id?: number | null,
  { removing = false, quantity }: { removing?: boolean; quantity?: number | null } = {},
) {
  const itemId = uid ? Number(fromUid(uid)) : id;
  const items = itemsOf(ctx.db, quote.id);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw noSuchEntity(`Could not find cart item with id: ${uid ?? id}`);
  if (!item.is_gift) return item;
  const lessened = removing || quantity == null || quantity <= item.qty;
  if (lessened && isChosenGift(ctx, items, item)) return item;
  const removable = () =>
    removing && computeCart(ctx, quote).lines.some((l) => l.item.id === item.id && l.errors.length > 0);
  if (!removable())
    throw inputError("Free gifts are added and removed together with the product they come with.", "GIFT_ERROR");
  return item;
}

const notYet = (name: string) => () => {
  throw inputError(`${name} is not available in the sandbox yet.`);
};

export const cartMutationResolvers: Resolvers<Ctx> = {
  Mutation: {
    createEmptyCart: (_root, args: { input?: { cart_id?: string | null } | null }, ctx) =>
      createQuote(ctx, args.input?.cart_id).masked_id,
    createGuestCart: (_root, args: { input?: { cart_uid?: string | null } | null }, ctx) => ({
      cart: cartObject(ctx, createQuote(ctx, args.input?.cart_uid)),
    }),
    addSimpleProductsToCart: addMutation((item) => toRequest(item.data)),
    addConfigurableProductsToCart: addMutation((item) =>
      toRequest(item.data, {
        parentSku: item.parent_sku ?? item.data.parent_sku,
        sku: item.variant_sku ?? item.data.sku,
      }),
    ),
    addBundleProductsToCart: addMutation((item) => toRequest(item.data, { bundleOptions: item.bundle_options })),
    // Magento's AddSimpleProductsToCart resolver, with the links of a product sold file by file
    addDownloadableProductsToCart: addMutation((item) =>
      toRequest(item.data, { downloadableLinks: item.downloadable_product_links }),
    ),
    // The newer generic mutation reports failures per item instead of failing.
    addProductsToCart: (_root, args: { cartId: string; cartItems: CartItemInput[] }, ctx) =>
      atomically(ctx, () => {
        const quote = findCart(ctx, args.cartId);
        const user_errors: { code: string; message: string }[] = [];
        for (const item of args.cartItems) {
          try {
            const request = toRequest(item);
            // a chosen free gift, marked by its entered options (gift-add.ts)
            atomically(ctx, () => (isGiftRequest(request) ? addGift : addToQuote)(ctx, quote, request));
          } catch (error) {
            if (!(error instanceof CartUserError)) throw error;
            user_errors.push({ code: error.code, message: error.message });
          }
        }
        return { cart: changed(ctx, quote), user_errors };
      }),
    updateCartItems: (
      _root,
      args: {
        input?: {
          cart_id: string;
          cart_items: { cart_item_uid?: string | null; cart_item_id?: number | null; quantity?: number | null }[];
        } | null;
      },
      ctx,
    ) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        for (const change of args.input.cart_items) {
          const item = findItem(ctx, quote, change.cart_item_uid, change.cart_item_id, { quantity: change.quantity });
          if (change.quantity == null) continue;
          if (change.quantity < 0) throw inputError("The quantity must be 0 or more.");
          if (change.quantity === 0) {
            ctx.db.prepare("DELETE FROM quote_item WHERE id = ?").run(item.id);
            continue;
          }
          const problem = change.quantity > item.qty ? itemStockProblem(ctx.db, item, change.quantity) : null;
          if (problem) throw inputError(problem, "INSUFFICIENT_STOCK");
          ctx.db
            .prepare("UPDATE quote_item SET qty = ?, updated_at = ? WHERE id = ?")
            .run(change.quantity, now(), item.id);
        }
        return { cart: changed(ctx, quote) };
      }),
    removeItemFromCart: (
      _root,
      args: { input?: { cart_id: string; cart_item_uid?: string | null; cart_item_id?: number | null } | null },
      ctx,
    ) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        if (!args.input.cart_item_uid && !args.input.cart_item_id)
          throw inputError('Required parameter "cart_item_uid" is missing.');
        const item = findItem(ctx, quote, args.input.cart_item_uid, args.input.cart_item_id, { removing: true });
        ctx.db.prepare("DELETE FROM quote_item WHERE id = ?").run(item.id);
        return { cart: changed(ctx, quote) };
      }),
    applyCouponToCart: (_root, args: { input?: { cart_id: string; coupon_code: string } | null }, ctx) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        const model = computeCart(ctx, quote);
        if (model.lines.length === 0) throw noSuchEntity("Cart does not contain products.");
        if (quote.coupon_code)
          throw inputError("A coupon is already applied to the cart. Please remove it to apply another");
        if (!model.canApplyCoupons) throw inputError("Coupon codes cannot be used together with a free trial.");
        const check = checkCoupon(ctx.db, args.input.coupon_code.trim(), quote);
        if ("error" in check) throw noSuchEntity(check.error);
        ctx.db
          .prepare("UPDATE quote SET coupon_code = ?, updated_at = ? WHERE id = ?")
          .run(check.coupon.code, now(), quote.id);
        return { cart: cartObject(ctx, findCart(ctx, quote.masked_id)) };
      }),
    removeCouponFromCart: (_root, args: { input?: { cart_id: string } | null }, ctx) =>
      atomically(ctx, () => {
        if (!args.input) throw inputError('Required parameter "cart_id" is missing');
        const quote = findCart(ctx, args.input.cart_id);
        ctx.db.prepare("UPDATE quote SET coupon_code = NULL, updated_at = ? WHERE id = ?").run(now(), quote.id);
        return { cart: cartObject(ctx, findCart(ctx, quote.masked_id)) };
      }),
    // Checkout and customer carts come in later work (see the SDL); they answer clearly until then.
    mergeCarts: notYet("mergeCarts"),
    setGuestEmailOnCart: notYet("setGuestEmailOnCart"),
    setShippingAddressesOnCart: notYet("setShippingAddressesOnCart"),
    setBillingAddressOnCart: notYet("setBillingAddressOnCart"),
    setShippingMethodsOnCart: notYet("setShippingMethodsOnCart"),
    setPaymentMethodOnCart: notYet("setPaymentMethodOnCart"),
    placeOrder: notYet("placeOrder"),
  },
};
