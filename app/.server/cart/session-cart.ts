import type { AppSession } from "../session/session";
import { cartIdFor, setCartId } from "../session/session";
import { cartIsAvailable, createCart, getCart } from "../commerce/cart";
import type { Cart, StoreView } from "~/lib/models/commerce";

/** The shopper's cart for a store view, or null when there is none yet (or it expired upstream). */
export async function readCart(session: AppSession, store: StoreView): Promise<Cart | null> {
  const id = cartIdFor(session, store);
  if (!id) return null;
  const token = session.get("commerceToken");
  try {
    const cart = await getCart(store, id, token);
    if (store === "default") session.set("cartCount", cart.totalQuantity);
    return cart;
  } catch (error) {
    if (await cartIsAvailable(store, id)) throw error;
    // The upstream forgot this cart (placed, expired): start afresh on the next add.
    setCartId(session, store, undefined);
    if (store === "default") session.set("cartCount", 0);
    return null;
  }
}

/** The cart id to add to, creating a guest cart on the first add (product.md §4). */
export async function ensureCartId(session: AppSession, store: StoreView): Promise<string> {
  const existing = cartIdFor(session, store);
  if (existing && (await cartIsAvailable(store, existing))) return existing;
  const id = await createCart(store, session.get("commerceToken"));
  setCartId(session, store, id);
  return id;
}

export function rememberCount(session: AppSession, store: StoreView, cart: Cart | null) {
  if (store === "default" && cart) session.set("cartCount", cart.totalQuantity);
}

/** Makes `id` the shopper's cart (an upstream call filled it, e.g. a reorder), with its count for the header. */
export function adoptCart(session: AppSession, store: StoreView, id: string, totalQuantity: number) {
  setCartId(session, store, id);
  if (store === "default") session.set("cartCount", totalQuantity);
}
