import { CommerceError } from "./client";
import { customerRequest, CustomerSessionExpiredError } from "./customer";
import {
  AddProductsToWishlistDocument,
  AddWishlistItemsToCartDocument,
  GetCustomerCartCountDocument,
  GetWishlistDocument,
  RemoveProductsFromWishlistDocument,
} from "./generated/operations";
import { mapProductSummary, present } from "./mappers/catalog";
import { productLinker } from "../document/links";
import { log } from "../observability";
import type { StoreView } from "~/lib/models/commerce";
import type { Wishlist, WishlistError, WishlistErrorCode, WishlistResult } from "~/lib/models/wishlist";

// The customer's wishlist on Adobe Commerce 2.4.7 (WishlistGraphQl): one list per customer, read
// with Customer.wishlists. Magento's own codes become the shop's three (product.md §8 "Wishlist"): a
// product it cannot sell or has too few of is OUT_OF_STOCK; an item or product it cannot find
// (addWishlistItemsToCart refuses an unknown item id with an input error, not a user error) is
// NOT_FOUND; anything else is UNDEFINED.

const MESSAGES: Record<WishlistErrorCode, string> = {
  OUT_OF_STOCK: "Sorry, this product is out of stock, so it stays in your wishlist.",
  NOT_FOUND: "This item is no longer in your wishlist.",
  UNDEFINED: "We couldn't add this item to your cart. Please try again, or add it from its product page.",
};

/** Magento's WishlistCartUserInputErrorType (or WishListUserInputErrorType) as the shop's code. */
export function wishlistErrorCode(magentoCode: string | null | undefined): WishlistErrorCode {
  if (magentoCode === "NOT_SALABLE" || magentoCode === "INSUFFICIENT_STOCK") return "OUT_OF_STOCK";
  if (magentoCode === "PRODUCT_NOT_FOUND") return "NOT_FOUND";
  return "UNDEFINED";
}

const refusal = (code: WishlistErrorCode, message = MESSAGES[code]): { ok: false; error: WishlistError } => ({
  ok: false,
  error: { code, message },
});

// 2.4.7's words for a wish list, or items of it, that are not (or no longer) the customer's
const GONE = /^The wishlist (item ids "[^"]*" were|was) not found\.$/;

/** A refused wishlist mutation: an item or list that is gone is NOT_FOUND; other refusals UNDEFINED. */
async function mutation<T>(call: () => Promise<T>): Promise<T | { ok: false; error: WishlistError }> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof CommerceError) || error instanceof CustomerSessionExpiredError) throw error;
    if (error.errors.some((e) => GONE.test(e.message))) return refusal("NOT_FOUND");
    log().warn(`wishlist: refused (${error.message})`);
    return refusal("UNDEFINED");
  }
}

export async function getWishlist(store: StoreView, token: string): Promise<Wishlist> {
  const data = await customerRequest(GetWishlistDocument, {}, { store, token });
  const list = data.customer?.wishlists[0];
  if (!list?.id) throw new CommerceError("Customer.wishlists answered no wish list");
  const link = await productLinker();
  const items = present(list.items_v2?.items).flatMap((raw) => {
    if (!raw.product) return [];
    const product = mapProductSummary(raw.product);
    const variant =
      "configured_variant" in raw && raw.configured_variant ? mapProductSummary(raw.configured_variant) : null;
    const shown = variant ?? product;
    return [
      {
        id: raw.id,
        quantity: raw.quantity,
        addedAt: raw.added_at,
        sku: product.sku,
        name: product.name,
        href: link(product),
        image: shown.thumbnail,
        price: shown.price,
        priceVaries: variant ? false : product.priceVaries,
        inStock: shown.stockStatus === "IN_STOCK",
        variantSku: variant?.sku ?? null,
        variantName: variant?.name ?? null,
      },
    ];
  });
  return { id: list.id, itemsCount: list.items_count ?? items.length, items };
}

/** addProductsToWishlist: a configurable product's variant is saved with its parent's sku. */
export async function saveToWishlist(
  store: StoreView,
  token: string,
  wishlistId: string,
  item: { sku: string; parentSku?: string | null },
): Promise<WishlistResult> {
  return mutation(async () => {
    const data = await customerRequest(
      AddProductsToWishlistDocument,
      { wishlistId, wishlistItems: [{ sku: item.sku, parent_sku: item.parentSku ?? null, quantity: 1 }] },
      { store, token },
    );
    const error = present(data.addProductsToWishlist?.user_errors)[0];
    if (!error) return { ok: true as const };
    const code = wishlistErrorCode(error.code);
    return refusal(code, code === "NOT_FOUND" ? "Sorry, we couldn't find this product." : error.message);
  });
}

/** removeProductsFromWishlist: false when the item was not in the list (any more). */
export async function removeFromWishlist(
  store: StoreView,
  token: string,
  wishlistId: string,
  itemId: string,
): Promise<boolean> {
  const result = await mutation(async () => {
    const data = await customerRequest(
      RemoveProductsFromWishlistDocument,
      { wishlistId, wishlistItemsIds: [itemId] },
      { store, token },
    );
    return { ok: present(data.removeProductsFromWishlist?.user_errors).length === 0 };
  });
  return result.ok;
}

/**
 * addWishlistItemsToCart for one item: it goes into the customer's active cart and leaves the
 * wishlist (Magento's rule); one that cannot stays, with the reason.
 */
export async function moveWishlistItemToCart(
  store: StoreView,
  token: string,
  wishlistId: string,
  itemId: string,
): Promise<WishlistResult<{ cartId: string; totalQuantity: number }>> {
  const moved = await mutation(async () => {
    const data = await customerRequest(
      AddWishlistItemsToCartDocument,
      { wishlistId, wishlistItemIds: [itemId] },
      { store, token },
    );
    const result = data.addWishlistItemsToCart;
    const error = present(result?.add_wishlist_items_to_cart_user_errors)[0];
    if (error) return refusal(wishlistErrorCode(error.code));
    if (!result?.status) return refusal("UNDEFINED");
    return { ok: true as const };
  });
  if (!moved.ok) return moved;
  const cart = await customerRequest(GetCustomerCartCountDocument, {}, { store, token });
  return { ok: true, cartId: cart.customerCart.id, totalQuantity: cart.customerCart.total_quantity };
}

/** What "Save to wishlist" did (product.md §8): saved, already there (by name), or refused. */
export type SaveOutcome =
  { saved: true; name: string | null } | { saved: false; already: string } | { saved: false; error: WishlistError };

/**
 * Saves a product (a configurable's variant with its parent's sku) unless the list holds it
 * already; `name` reads the list again for the saved product's name.
 */
export async function saveProduct(
  store: StoreView,
  token: string,
  item: { sku: string; parentSku?: string | null },
  { name = false } = {},
): Promise<SaveOutcome> {
  const wishlist = await getWishlist(store, token);
  const held = (w: Wishlist) =>
    w.items.find((i) => i.sku === (item.parentSku ?? item.sku) || i.variantSku === item.sku);
  const saved = held(wishlist);
  if (saved) return { saved: false, already: saved.name };
  const result = await saveToWishlist(store, token, wishlist.id, item);
  if (!result.ok) return { saved: false, error: result.error };
  return { saved: true, name: name ? (held(await getWishlist(store, token))?.name ?? null) : null };
}
