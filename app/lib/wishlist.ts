// The wishlist page (product.md §8) and the intents its forms post. The product page writes its
// "Save to wishlist" form out by hand with the same names: its scripts have no room for an import.
export const WISHLIST_PATH = "/account/wishlist";

export const WISHLIST_INTENTS = {
  save: "save-to-wishlist",
  toCart: "wishlist-to-cart",
  remove: "remove-from-wishlist",
} as const;
