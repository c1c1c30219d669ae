// Ship to store. As Adobe Commerce's in-store pickup does, a collection's delivery address is
// the store's (with the shopper's name and phone), so the order, its e-mail and its invoice say
// where to collect it. The shopper's own address waits in the session meanwhile: the address
// step shows it, and choosing home delivery again puts it back.
import type { AppSession } from "~/.server/session/session";
import type { CartAddress } from "~/lib/models/checkout";

/** The shopper's own delivery address: the cart's, or while collecting, the one it replaced. */
export function ownAddress(session: AppSession, cartId: string, address: CartAddress | null): CartAddress | null {
  if (!address?.isPickupAddress) return address;
  const kept = session.get("collectionHome");
  return kept?.cartId === cartId ? kept.address : null;
}

/** Keeps the shopper's address before the store's takes its place (not when it is a store's already). */
export function keepOwnAddress(session: AppSession, cartId: string, address: CartAddress) {
  if (address.isPickupAddress) return;
  session.set("collectionHome", {
    cartId,
    address: { ...address, isPickupAddress: false, pickupInformation: null },
  });
}

export function forgetOwnAddress(session: AppSession) {
  if (session.has("collectionHome")) session.unset("collectionHome");
}
