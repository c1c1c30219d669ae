// The address step's extra part for a signed-in customer: their saved addresses
// (getCustomerAddresses) as choices, the new-address "save to my address book" box, and
// the addresses the step sends to the cart (by customer_address_id, or typed).
import type { z } from "zod";
import { getCustomerAddresses } from "~/.server/commerce/customer";
import type { CartAddress, CheckoutAddress } from "~/lib/models/checkout";
import type { CustomerAddressChoice } from "~/lib/models/customer";
import { type addressStepSchema, toCheckoutAddress, type AddressStepOptions } from "~/lib/schemas/checkout";
import { addressChoices, NEW_ADDRESS, type AddressBook } from "~/lib/address-book";
import type { CheckoutContext } from "~/.server/checkout/context";
import { streetLines } from "~/lib/address";
import { shownAddress } from "~/.server/addresses/display";

/** a saved address on one line, its country named by the store (shownAddress) */
function oneLine(a: CartAddress): string {
  return [
    [a.firstname, a.lastname].filter(Boolean).join(" "),
    a.company,
    ...streetLines(a.street, a.countryCode),
    a.city,
    a.postcode,
    a.countryName ?? a.countryCode,
  ]
    .filter((part) => part && part.trim())
    .join(", ");
}

/** The signed-in customer's saved addresses (null for a guest: no book, no save box). */
export async function loadAddressBook(
  ctx: Pick<CheckoutContext, "store" | "token">,
): Promise<{ book: AddressBook; saved: CustomerAddressChoice[] } | null> {
  if (!ctx.token) return null;
  const saved = await getCustomerAddresses(ctx.store, ctx.token);
  return {
    saved,
    book: {
      addresses: await Promise.all(
        saved.map(async (a) => ({
          id: String(a.id),
          label: oneLine(await shownAddress(ctx.store, a)),
          isDefaultShipping: a.isDefaultShipping,
          isDefaultBilling: a.isDefaultBilling,
        })),
      ),
    },
  };
}

/** Field by field, as the cart stores a copy of a saved address it was given by id. */
function same(a: CartAddress, b: CartAddress): boolean {
  const key = (x: CartAddress) =>
    JSON.stringify([
      x.firstname,
      x.lastname,
      x.company ?? "",
      x.street.map((s) => s ?? ""),
      x.city,
      x.postcode ?? "",
      x.countryCode,
      x.telephone,
    ]);
  return key(a) === key(b);
}

/**
 * Which radios start checked: the saved address already on the cart; else the default
 * (delivery or billing) one; else "new" with the cart's own address in the fields.
 */
export function addressBookDefaults(
  saved: CustomerAddressChoice[],
  shipping: CartAddress | null,
  billing: CartAddress | null,
  sameAsShipping: boolean,
) {
  const fallback = (isDefault: (a: CustomerAddressChoice) => boolean) =>
    String((saved.find(isDefault) ?? saved[0])?.id ?? NEW_ADDRESS);
  const pick = (onCart: CartAddress | null, isDefault: (a: CustomerAddressChoice) => boolean) => {
    if (!onCart) return fallback(isDefault);
    const match = saved.find((a) => same(a, onCart));
    return match ? String(match.id) : NEW_ADDRESS;
  };
  return {
    shippingChoice: pick(shipping, (a) => a.isDefaultShipping),
    billingChoice: sameAsShipping ? fallback((a) => a.isDefaultBilling) : pick(billing, (a) => a.isDefaultBilling),
  };
}

type Chosen = CheckoutAddress | { customerAddressId: number };
type StepValues = z.infer<ReturnType<typeof addressStepSchema>>;

/**
 * What to send to the cart. A new address says whether to keep it in the address book
 * (save_in_address_book: Adobe Commerce saves a customer's new address unless told not to).
 */
export function chosenAddresses(v: StepValues, opts: AddressStepOptions, book: AddressBook | null) {
  const choice = book
    ? addressChoices(v, book)
    : { shipping: NEW_ADDRESS, billing: NEW_ADDRESS, sameAsShipping: Boolean(v.sameAsShipping) };
  const typed = (
    address: StepValues["shipping"],
    countries: AddressStepOptions["shippingCountries"],
    save: boolean | undefined,
  ): CheckoutAddress => ({
    ...toCheckoutAddress(address ?? {}, countries),
    ...(book ? { saveInAddressBook: Boolean(save) } : {}),
  });
  const shipping: Chosen | null = !opts.needsShipping
    ? null
    : choice.shipping !== NEW_ADDRESS && choice.shipping !== null
      ? { customerAddressId: Number(choice.shipping) }
      : typed(v.shipping, opts.shippingCountries, v.saveShipping);
  const billing: Chosen | { sameAsShipping: true } =
    opts.needsShipping && choice.sameAsShipping
      ? { sameAsShipping: true }
      : choice.billing !== NEW_ADDRESS && choice.billing !== null
        ? { customerAddressId: Number(choice.billing) }
        : typed(v.billing, opts.billingCountries, v.saveBilling);
  return { shipping, billing };
}
