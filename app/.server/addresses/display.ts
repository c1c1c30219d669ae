// Phone numbers and addresses on their way to a page that shows them (never to a form that
// edits them).
import { displayPhone } from "~/lib/address";
import { storeCountry } from "../config";

/**
 * A stored phone number written the way people read it ("07700 900123" in the shop's country,
 * "+49 30 1234567" for others): upstreams keep "+447700900123", which a screen reader reads as
 * one eleven-digit number. Done in loaders: the phone metadata stays out of the browser's bundle.
 */
export const shownPhone = (telephone: string) => displayPhone(telephone, storeCountry());

/** The address with its phone number as `shownPhone` writes it. */
export function shownAddress<A extends { telephone?: string | null } | null | undefined>(address: A): A {
  if (!address?.telephone) return address;
  return { ...address, telephone: shownPhone(address.telephone) };
}
