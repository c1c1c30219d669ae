import { bookEntryOf, bookKey, bookStreetLines as streetLines, checkoutKey, isPickup } from "../accounts/address-match";
import { addAddress, getAddress, listAddresses, type AccountAddressRow } from "../accounts/store";
import type { Ctx } from "./context";
import type { QuoteRow } from "./cart-model";
import {
  addressOf,
  validateAddress,
  type AddressRow,
  type AddressType,
  type CartAddressInput,
} from "./checkout-address";
import { NOT_AUTHORIZED, requireCustomer } from "./customer-auth";
import { authorizationError, noSuchEntity } from "./errors";

// The customer's address book (kept by the platform in accounts_addresses) as Adobe Commerce's
// CustomerAddress, as a cart address (customer_address_id), and the "save in address book"
// choice, which, as in Magento, takes effect when the order is placed.

export function customerAddressObject(a: AccountAddressRow) {
  return {
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: streetLines(a),
    city: a.city,
    postcode: a.postcode,
    country_code: a.country_code,
    country_id: a.country_code,
    telephone: a.telephone,
    region:
      a.region || a.region_code || a.region_id
        ? { region: a.region, region_code: a.region_code, region_id: a.region_id }
        : null,
    region_id: a.region_id,
    default_shipping: Boolean(a.is_default_shipping),
    default_billing: Boolean(a.is_default_billing),
  };
}

export const customerAddresses = (ctx: Ctx, uuid: string) => listAddresses(ctx.db, uuid).map(customerAddressObject);

/**
 * The cart address for `customer_address_id`, checked like a typed one (delivery countries,
 * postcodes). Guests have no address book; another customer's address is refused.
 */
export function addressFromBook(ctx: Ctx, quote: QuoteRow, type: AddressType, id: number): AddressRow {
  if (quote.customer_uuid === null) throw authorizationError(NOT_AUTHORIZED);
  const customer = requireCustomer(ctx);
  const entry = getAddress(ctx.db, customer.uuid, id);
  if (!entry) {
    const exists = ctx.db.prepare("SELECT 1 FROM accounts_addresses WHERE id = ?").get(id);
    if (exists) throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
    throw noSuchEntity(`Could not find a address with ID "${id}"`);
  }
  const input: CartAddressInput = {
    firstname: entry.firstname,
    lastname: entry.lastname,
    company: entry.company,
    street: streetLines(entry),
    city: entry.city,
    postcode: entry.postcode,
    country_code: entry.country_code,
    telephone: entry.telephone,
    save_in_address_book: false,
    ...(entry.region_id !== null ? { region_id: entry.region_id } : { region: entry.region ?? entry.region_code }),
  };
  return validateAddress(ctx, quote.id, type, input);
}

/** Adds the cart's addresses marked save_in_address_book to the customer's book, once each. */
export function saveInAddressBook(ctx: Ctx, uuid: string, quoteId: number) {
  const known = new Set(listAddresses(ctx.db, uuid).map(bookKey));
  for (const type of ["shipping", "billing"] as const) {
    const row = addressOf(ctx, quoteId, type);
    if (!row?.save_in_address_book || isPickup(row)) continue;
    const k = checkoutKey(row);
    if (known.has(k)) continue;
    known.add(k);
    addAddress(ctx.db, uuid, bookEntryOf(row));
  }
}
