import type Database from "better-sqlite3";
import { regionalFromCart } from "./address-regional";
import { addAddress, listAddresses, type AccountAddressRow, type NewAddress } from "./store";

// When an address typed at checkout is one already in the customer's book: the "save in address
// book" choice (commerce) and the address a subscription started by an order delivers to
// (docs/sandbox.md "Subscriptions") both ask it, and must answer alike.

/** Street lines as product.md §3's three (name, number, additional), without empty trailing lines. */
export function bookStreetLines(
  a: Pick<AccountAddressRow, "street_name" | "street_number" | "street_additional">,
): string[] {
  const lines = [a.street_name, a.street_number ?? "", a.street_additional ?? ""].map((l) => l.trim());
  while (lines.length > 1 && !lines[lines.length - 1]) lines.pop();
  return lines;
}

/** Names, street, city, postcode (spaces and case aside) and country: what makes two addresses one. */
export const addressKey = (a: {
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

export const bookKey = (a: AccountAddressRow) =>
  addressKey({ ...a, street: bookStreetLines(a), country: a.country_code });

/** A checkout address row (quote_address or sales_order_address: street and extra as JSON). */
export interface CheckoutAddressRow {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  postcode: string | null;
  country_id: string;
  region: string | null;
  region_code?: string | null;
  region_id: number | null;
  telephone: string | null;
  extra: string;
}

export const checkoutKey = (row: CheckoutAddressRow) =>
  addressKey({ ...row, street: JSON.parse(row.street) as string[], country: row.country_id });

export const isPickup = (row: CheckoutAddressRow) =>
  Boolean((JSON.parse(row.extra || "{}") as { is_pickup_address?: unknown }).is_pickup_address);

/** A checkout address as an address book entry (no default flags). */
export function bookEntryOf(row: CheckoutAddressRow): NewAddress {
  const street = JSON.parse(row.street) as string[];
  return {
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
    region_code: row.region_code ?? null,
    region_id: row.region_id,
    telephone: row.telephone ?? "",
    is_default_billing: 0,
    is_default_shipping: 0,
    regional: regionalFromCart(JSON.parse(row.extra || "{}") as Record<string, unknown>),
  };
}

export const defaultShippingId = (db: Database.Database, userUuid: string): number | null =>
  (db
    .prepare("SELECT id FROM accounts_addresses WHERE user_uuid = ? AND is_default_shipping = 1 ORDER BY id LIMIT 1")
    .pluck()
    .get(userUuid) as number | undefined) ?? null;

/**
 * The book address a subscription started by order `orderId` delivers to: the book's copy of the
 * order's delivery address, which is added to the book when the shopper chose not to save it (a
 * subscription delivers to an address the customer can see and edit). An order collected from a
 * pickup point, or with no delivery address, falls back to the default delivery address.
 */
export function deliveryAddressOf(db: Database.Database, userUuid: string, orderId: number): number | null {
  const row = db
    .prepare("SELECT * FROM sales_order_address WHERE order_id = ? AND address_type = 'shipping'")
    .get(orderId) as CheckoutAddressRow | undefined;
  if (!row || isPickup(row)) return defaultShippingId(db, userUuid);
  const key = checkoutKey(row);
  const known = listAddresses(db, userUuid).find((a) => bookKey(a) === key);
  return known ? known.id : addAddress(db, userUuid, bookEntryOf(row));
}
