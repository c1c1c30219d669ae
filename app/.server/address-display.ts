// Addresses on their way to a page that shows them (never to a form that edits them).
import { displayPhone } from "~/lib/address";
import { storeCountry } from "./config";

/**
 * The address with its phone number written the way people read it ("07700 900123" for the
 * shop's country, "+49 30 1234567" for others): upstreams keep it as "+447700900123", which a
 * screen reader reads as one eleven-digit number. Done here, in the loader: the phone metadata
 * stays out of the browser's bundle.
 */
export function shownAddress<A extends { telephone?: string | null } | null | undefined>(address: A): A {
  if (!address?.telephone) return address;
  return { ...address, telephone: displayPhone(address.telephone, storeCountry()) };
}
