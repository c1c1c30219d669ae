// The customer's wishlist (product.md §8), as the commerce gateway (app/.server/commerce/wishlist.ts)
// gives it to the pages.
import type { Image, ProductPrice } from "./commerce";

export interface WishlistItem {
  id: string;
  quantity: number;
  addedAt: string;
  /** the product saved: a configurable product's parent, which its page and name are */
  sku: string;
  name: string;
  href: string;
  /** the chosen variant's picture (its thumbnail), price and stock when one was chosen, else the product's */
  image: Image;
  price: ProductPrice;
  priceVaries: boolean;
  inStock: boolean;
  /** a configurable product's chosen variant, when one was chosen */
  variantSku: string | null;
  variantName: string | null;
}

export interface Wishlist {
  id: string;
  itemsCount: number;
  items: WishlistItem[];
}

/** product.md §8 "Wishlist": what the shop says went wrong with a wishlist item. */
export type WishlistErrorCode = "OUT_OF_STOCK" | "NOT_FOUND" | "UNDEFINED";

export interface WishlistError {
  code: WishlistErrorCode;
  message: string;
}

export type WishlistResult<T = object> = ({ ok: true } & T) | { ok: false; error: WishlistError };
