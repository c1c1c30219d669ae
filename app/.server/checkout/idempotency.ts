// One order per checkout, however often "Place order" is submitted (double click,
// back + resubmit, retry after a time-out).
//
// 1. The payment step issues a key per cart (session.orderKeys[cartId]) and sends it as a
//    hidden field. Once an order is placed its number is stored under that key, so a later
//    submission with the key goes straight to the confirmation.
// 2. Two submissions that arrive together carry the same cookie, so neither sees a stored
//    number: place-once.ts lets one of them place the order and gives the others its result,
//    also across replicas when the shared state is in Redis.
// 3. Only the browser a key was issued to may use it (issuedTo): the shared memory of placed
//    orders is keyed by it, and answers with the order's confirmation and contact details.
// 4. The upstream guards last: a placed cart is no longer active (CART_NOT_ACTIVE), so a
//    duplicate attempt that got past both fails instead of ordering twice.
import { randomUUID } from "node:crypto";
import type { AppSession, SessionData } from "../session/session";
import type { StoreView } from "~/lib/models/commerce";

/** Adobe Commerce finds a guest order by number, e-mail and billing postcode. */
export type LastOrder = NonNullable<SessionData["lastOrder"]>;

export function setLastOrder(session: AppSession, placement: Placement, store: StoreView) {
  const last: LastOrder = {
    number: placement.orderNumber,
    email: placement.email,
    lastname: placement.lastname,
    firstname: placement.firstname,
    postcode: placement.postcode,
    guest: !session.get("commerceToken"),
    store,
    ...(placement.trial ? { trial: placement.trial } : {}),
  };
  session.set("lastOrder", last);
}

export function getLastOrder(session: AppSession): LastOrder | undefined {
  return session.get("lastOrder");
}

export interface Placement {
  orderNumber: string;
  cartId: string;
  /** what the confirmation page needs to look the guest order up */
  email: string;
  firstname: string;
  lastname: string;
  postcode: string | null;
  /** a free trial's cost once it ends, for the confirmation */
  trial?: LastOrder["trial"];
  /** a card payment to take on the provider's page once placed */
  pay?: { cardId: string | null; tokenize: boolean };
}

type Keys = Record<string, { key: string; orderNumber?: string }>;

const keysOf = (session: AppSession): Keys => ({ ...(session.get("orderKeys") ?? {}) });

/** Keeps the cookie small: the current cart's key and the last two placed orders. */
function prune(keys: Keys, keep: string): Keys {
  const placed = Object.keys(keys)
    .filter((id) => id !== keep && keys[id].orderNumber)
    .slice(-2);
  return Object.fromEntries(Object.entries(keys).filter(([id]) => id === keep || placed.includes(id)));
}

/** The idempotency key for this cart's order, issued when the payment step renders. */
export function ensureOrderKey(session: AppSession, cartId: string): string {
  const keys = keysOf(session);
  const existing = keys[cartId];
  if (existing) return existing.key;
  keys[cartId] = { key: randomUUID() };
  session.set("orderKeys", prune(keys, cartId));
  return keys[cartId].key;
}

export function currentOrderKey(session: AppSession, cartId: string): string | undefined {
  return keysOf(session)[cartId]?.key;
}

/**
 * Whether this browser was issued `key` (its sealed cookie holds it). A key is never a ticket
 * on its own: whoever else posts it gets neither the order placed under it nor a share in
 * placing it (issue 36, 6).
 */
export function issuedTo(session: AppSession, key: string): boolean {
  return key !== "" && Object.values(keysOf(session)).some((entry) => entry.key === key);
}

/** The order already placed under `key` according to the shopper's own cookie. */
export function placedInSession(session: AppSession, key: string): { cartId: string; orderNumber: string } | undefined {
  for (const [cartId, entry] of Object.entries(keysOf(session))) {
    if (entry.key === key && entry.orderNumber) return { cartId, orderNumber: entry.orderNumber };
  }
  return undefined;
}

export function recordPlacement(session: AppSession, key: string, placement: Placement) {
  const keys = keysOf(session);
  keys[placement.cartId] = { key, orderNumber: placement.orderNumber };
  session.set("orderKeys", prune(keys, placement.cartId));
}
