// The address step for a signed-in customer: a saved address (by id) or "a new address"
// for delivery and for billing. Pure, shared by the step's server schema and the browser:
// the guest rules (validateAddressStep) apply to the new-address fields only when the
// shopper chose a new address.
import { validateAddressStep, type AddressStepOptions, type FieldErrors } from "~/lib/schemas/checkout";

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

const without = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !name.startsWith(prefix)));

export function validateCustomerAddressStep(
  v: Record<string, unknown>,
  opts: AddressStepOptions,
  book: AddressBook,
): FieldErrors {
  let errors = validateAddressStep(v, opts);
  const choice = addressChoices(v, book);
  if (opts.needsShipping) {
    if (choice.shipping === null)
      errors = { ...without(errors, "shipping."), shippingChoice: ["Choose a delivery address."] };
    else if (choice.shipping !== NEW_ADDRESS) errors = without(errors, "shipping.");
  }
  if (!opts.needsShipping || !choice.sameAsShipping) {
    if (choice.billing === null)
      errors = { ...without(errors, "billing."), billingChoice: ["Choose a billing address."] };
    else if (choice.billing !== NEW_ADDRESS) errors = without(errors, "billing.");
  }
  return errors;
}
