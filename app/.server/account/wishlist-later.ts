// "Save to wishlist" pressed before signing in (product.md §8): the product is kept in the session
// while the shopper logs in or registers (a plain form: nothing is asked of the browser), then
// saved to their wishlist by the sign-in, which says so on the page they come back to.
import { saveProduct } from "../commerce/wishlist";
import { log } from "../observability";
import type { AppSession } from "../session/session";
import { safeRedirect } from "~/lib/safe-redirect";
import { saveToWishlistSchema } from "~/lib/schemas/wishlist";
import { readFields } from "../forms/form";
import { WISHLIST_PATH } from "~/lib/wishlist";

export const SIGN_IN_TO_SAVE = "Log in or create an account, and we'll save it to your wishlist.";

/**
 * Keeps a guest's "Save to wishlist" for their sign-in; answers the sign-in page to send them to,
 * which comes back to the product. A malformed form keeps nothing.
 */
export function saveAfterSignIn(session: AppSession, form: FormData): string {
  const fields = readFields(form, saveToWishlistSchema());
  const back = safeRedirect(fields?.returnTo, WISHLIST_PATH);
  if (fields)
    session.set("wishlistLater", { sku: fields.sku, ...(fields.parentSku ? { parentSku: fields.parentSku } : {}) });
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** At sign-in: saves the product a guest asked to save, once; what to say of it, if anything. */
export async function saveKeptProduct(session: AppSession, commerceToken: string): Promise<string | null> {
  const kept = session.get("wishlistLater");
  if (!kept) return null;
  session.unset("wishlistLater");
  try {
    const outcome = await saveProduct("default", commerceToken, kept, { name: true });
    if (outcome.saved) return `${outcome.name ?? "The product"} is saved to your wishlist.`;
    if ("already" in outcome) return `${outcome.already} is already in your wishlist.`;
    return outcome.error.message;
  } catch (error) {
    // the sign-in itself worked: it goes on, and says the product was not saved
    log().warn(`wishlist at sign-in: ${(error as Error).message}`);
    return "We couldn't save the product to your wishlist just now: please save it again from its page.";
  }
}
