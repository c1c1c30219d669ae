// The address step for a signed-in customer: a saved address (by id) or "a new address"
// for delivery and for billing. The address rules apply to the new-address fields only when
// the shopper chose a new address (schemas/checkout addressStepSchema).

export const NEW_ADDRESS = "new";

/** One saved address as the radio group shows it. */
export interface SavedAddress {
  id: string;
  /** the address on one line: name, street, town, postcode, country */
  label: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

export interface AddressBook {
  addresses: SavedAddress[];
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const ticked = (v: unknown) => v === true || v === "on";

/** Which address each part of the form uses: a saved one's id, or "new". */
export function addressChoices(v: Record<string, unknown>, book: AddressBook) {
  const ids = book.addresses.map((a) => a.id);
  const pick = (raw: unknown) => {
    const value = text(raw);
    if (ids.length === 0 || value === NEW_ADDRESS) return NEW_ADDRESS;
    return ids.includes(value) ? value : null;
  };
  return { shipping: pick(v.shippingChoice), billing: pick(v.billingChoice), sameAsShipping: ticked(v.sameAsShipping) };
}
