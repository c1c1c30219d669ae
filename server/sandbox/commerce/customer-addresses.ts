import { regionalFromCart } from "../accounts/address-regional";
import { addAddress, getAddress, listAddresses, type AccountAddressRow, type NewAddress } from "../accounts/store";
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

/** Street lines as product.md §3's three (name, number, additional), without empty trailing lines. */
function streetLines(a: Pick<AccountAddressRow, "street_name" | "street_number" | "street_additional">): string[] {
  const lines = [a.street_name, a.street_number ?? "", a.street_additional ?? ""].map((l) => l.trim());
  while (lines.length > 1 && !lines[lines.length - 1]) lines.pop();
  return lines;
}

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

const key = (a: {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string | null;
  country: string;
}) =>
  JSON.stringify(
    [a.firstname, a.lastname, ...a.street, a.city, (a.postcode ?? "").replace(/\s+/g, ""), a.country].map((v) =>
      v.trim().toLowerCase(),
    ),
  );

/** Adds the cart's addresses marked save_in_address_book to the customer's book, once each. */
export function saveInAddressBook(ctx: Ctx, uuid: string, quoteId: number) {
  const known = new Set(
    listAddresses(ctx.db, uuid).map((a) => key({ ...a, street: streetLines(a), country: a.country_code })),
  );
  for (const type of ["shipping", "billing"] as const) {
    const row = addressOf(ctx, quoteId, type);
    if (!row?.save_in_address_book || JSON.parse(row.extra).is_pickup_address) continue;
    const street = JSON.parse(row.street) as string[];
    const k = key({ ...row, street, country: row.country_id });
    if (known.has(k)) continue;
    known.add(k);
    const entry: NewAddress = {
      firstname: row.firstname,
      lastname: row.lastname,
      company: row.company,
      street_name: street[0] ?? "",
      street_number: street[1] ?? "",
      street_additional: street.slice(2).join(" ") || null,
      city: row.city,
      postcode: row.postcode,
      country_code: row.country_id,
      region: row.region,
      region_code: row.region_code,
      region_id: row.region_id,
      telephone: row.telephone ?? "",
      is_default_billing: 0,
      is_default_shipping: 0,
      regional: regionalFromCart(JSON.parse(row.extra) as Record<string, unknown>),
    };
    addAddress(ctx.db, uuid, entry);
  }
}
