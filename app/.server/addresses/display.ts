// Phone numbers and addresses on their way to a page that shows them (never to a form that
// edits them).
import { displayPhone } from "~/lib/address";
import type { StoreView } from "~/lib/models/commerce";
import { storeCountry } from "../config";
import { getCountry } from "../commerce/catalog";
import { log } from "../observability";

/**
 * A stored phone number written the way people read it ("07700 900123" in the shop's country,
 * "+49 30 1234567" for others): upstreams keep "+447700900123", which a screen reader reads as
 * one eleven-digit number. Done in loaders: the phone metadata stays out of the browser's bundle.
 */
export const shownPhone = (telephone: string) => displayPhone(telephone, storeCountry());

/** The address with its phone number as `shownPhone` writes it. */
export function withShownPhone<A extends { telephone?: string | null } | null | undefined>(address: A): A {
  if (!address?.telephone) return address;
  return { ...address, telephone: shownPhone(address.telephone) };
}

type Shown = { telephone?: string | null; countryCode: string; countryName?: string };

/**
 * The address as a page shows it: its phone number as `shownPhone` writes it, and its country as
 * the store names it (product.md §7 getCountry: one country, not the whole list). While the
 * country cannot be read the address shows its code.
 */
export async function shownAddress<A extends Shown | null | undefined>(store: StoreView, address: A): Promise<A> {
  if (!address) return address;
  const country = await getCountry(store, address.countryCode).catch((error: unknown) => {
    log().error(`country ${address.countryCode} unavailable: ${error instanceof Error ? error.message : error}`);
    return null;
  });
  return { ...withShownPhone(address), countryName: country?.name ?? address.countryCode };
}
