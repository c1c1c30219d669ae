// The wishlist's forms (app/routes/account.wishlist): a product saved from its page, and an item
// of the list moved to the cart or removed.
import { z } from "zod";

const sku = () => z.string().trim().min(1).max(64);

/** "Save to wishlist" on a product page: the sku (a variant's, with its parent's) and the page to go back to. */
export const saveToWishlistSchema = () =>
  z.object({ sku: sku(), parentSku: sku().optional(), returnTo: z.string().max(2000).optional() });

/** "Add to cart" and "Remove" on the wishlist page: the item's id. */
export const wishlistItemSchema = () => z.object({ itemId: z.string().regex(/^\d{1,12}$/) });
