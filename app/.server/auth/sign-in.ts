// What signing in and out does to the session: the tokens go into the cookie (and nowhere
// else), the guest's carts move into the customer's carts, and logging out forgets both.
import { getCart } from "../commerce/cart";
import { getCustomerCartId, mergeCarts } from "../commerce/customer";
import { saveKeptProduct } from "../account/wishlist-later";
import type { Cart, StoreView } from "~/lib/models/commerce";
import { accountGateway } from "../platform/account";
import { pushGateway } from "../platform/push";
import type { SignIn } from "~/lib/models/account";
import { cartIdFor, setCartId, type AppSession } from "../session/session";
import { itemCountLabel } from "~/lib/format";
import { log } from "../observability";

const CART_NAME: Record<StoreView, string> = { default: "cart", trial: "free trial cart" };

/** The guest cart's lines, or null when it is empty or no longer usable upstream. */
async function guestCart(store: StoreView, id: string): Promise<Cart | null> {
  try {
    const cart = await getCart(store, id);
    return cart.items.length > 0 ? cart : null;
  } catch {
    return null;
  }
}

/**
 * product.md §4: the guest cart of each store view merges into the customer's cart, whose id the
 * session then holds. A merge that fails keeps the customer's cart and returns a sentence
 * saying what could not be moved, so the shopper is never left wondering where items went.
 * Errors that mean the new session is unusable (expired token) propagate.
 */
async function adoptCart(session: AppSession, store: StoreView, token: string): Promise<string | null> {
  const guestId = cartIdFor(session, store);
  // No trial cart as a guest: the trial store's customer cart is fetched when first needed.
  if (store === "trial" && !guestId) return null;
  const guest = guestId ? await guestCart(store, guestId) : null;
  let customerId: string;
  try {
    customerId = await getCustomerCartId(store, token);
  } catch (error) {
    if ((error as Error).name === "CustomerSessionExpiredError") throw error;
    log().error(`customer cart unavailable at sign-in (${store}): ${error instanceof Error ? error.message : error}`);
    // The guest cart can't be used with a customer token; the next add finds the customer's cart.
    setCartId(session, store, undefined);
    if (store === "default") session.set("cartCount", 0);
    return guest ? couldNotMove(guest, store) : null;
  }
  setCartId(session, store, customerId);
  let merged: Cart | null = null;
  let notice: string | null = null;
  if (guest && guestId !== customerId) {
    try {
      merged = await mergeCarts(store, guestId!, customerId, token);
    } catch (error) {
      if ((error as Error).name === "CustomerSessionExpiredError") throw error;
      log().error(`cart merge failed (${store}): ${error instanceof Error ? error.message : error}`);
      notice = couldNotMove(guest, store);
    }
  }
  if (store === "default")
    session.set(
      "cartCount",
      (merged ?? (await getCart(store, customerId, token).catch(() => null)))?.totalQuantity ?? 0,
    );
  return notice;
}

function couldNotMove(guest: Cart, store: StoreView) {
  return `We couldn't move the ${itemCountLabel(guest.totalQuantity)} from your ${CART_NAME[store]} into your account. Please add them again.`;
}

/**
 * Said at sign-in when the platform's answer says no heating device is registered to the
 * customer (product.md §3 Stored user, is_device_registered): the warranty runs from registration.
 */
export const DEVICE_REMINDER =
  "You haven't registered a device yet: register it under Devices in your account to start its warranty.";

/**
 * Puts a sign-in (login or registration) into the session, adopts the guest carts and saves
 * the product a guest asked to save to the wishlist. Returns notices to flash (an unmoved cart,
 * the wishlist). The host commits the session, the cookie ending
 * with the upstream session (authExpiresAt).
 */
export async function startSession(session: AppSession, signIn: SignIn): Promise<string[]> {
  session.set("userUuid", signIn.userUuid);
  session.set("identityToken", signIn.identityToken);
  session.set("sessionToken", signIn.sessionToken);
  session.set("commerceToken", signIn.commerceToken);
  session.set("customerName", signIn.firstname || signIn.lastname);
  session.set("authExpiresAt", signIn.expiresAt);
  if (signIn.consentRenewalRequired) session.set("consentRenewal", true);
  else session.unset("consentRenewal");
  const notices: string[] = [];
  for (const store of ["default", "trial"] as const) {
    const notice = await adoptCart(session, store, signIn.commerceToken);
    if (notice) notices.push(notice);
  }
  const saved = await saveKeptProduct(session, signIn.commerceToken);
  if (saved) notices.push(saved);
  return notices;
}

/**
 * Logout: the upstream session ends first (a failure there is logged, the shopper is
 * logged out here all the same), then the whole session goes (tokens, customer carts, the last
 * order, what this browser was doing for them), and with it the cookie.
 */
export async function endSession(session: AppSession): Promise<void> {
  const userUuid = session.get("userUuid");
  const identityToken = session.get("identityToken");
  const sessionToken = session.get("sessionToken");
  if (userUuid && identityToken && sessionToken) {
    // this browser's notifications were the customer's: the next person here must not get them
    const push = session.get("push");
    try {
      const removed = push
        ? await pushGateway().unregister({ userUuid, identityToken, sessionToken }, { token: push.token })
        : null;
      if (removed && !removed.ok && removed.error.code !== "PUSH_TOKEN_NOT_FOUND")
        log().warn(`push registration not removed at sign-out: ${removed.error.code}`);
    } catch (error) {
      log().error(`push registration not removed at sign-out: ${error instanceof Error ? error.message : error}`);
    }
    try {
      await accountGateway().logout({ userUuid, identityToken, sessionToken });
    } catch (error) {
      log().error(`upstream logout failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  // The carts and the last order belong to the customer, not to whoever uses this browser next.
  session.destroy();
}
