// A paid order of a subscription product delivered to an address, as checkout leaves it in the
// commerce tables: the platform turns it into a subscription when the customer's account is next read.
import type Database from "better-sqlite3";
import type { AccountAddressInput } from "~/lib/models/account";

let orders = 300;

export function placeSubscriptionOrderTo(db: Database.Database, userUuid: string, to: AccountAddressInput) {
  const id = db
    .prepare(
      `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount, grand_total,
      order_currency_code, payment_method, payment_title, created_at)
     VALUES (?, 'default', ?, 'someone@example.com', 'processing', 9.9, 1.65, 9.9, 'GBP', 'ashless_card', 'Card', ?)`,
    )
    .run(`000007${++orders}`, userUuid, new Date().toISOString()).lastInsertRowid;
  db.prepare(
    `INSERT INTO sales_order_item (order_id, sku, name, product_type, qty_ordered, price_incl_tax, row_total_incl_tax, is_subscription)
     VALUES (?, 'ASH-STK-SILVER-P20-SUB', 'Silver', 'simple', 2, 4.95, 9.9, 1)`,
  ).run(id);
  db.prepare(
    `INSERT INTO sales_order_address (order_id, address_type, firstname, lastname, street, city, postcode, country_id, telephone)
     VALUES (?, 'shipping', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    to.firstname,
    to.lastname,
    JSON.stringify([to.streetName, to.streetNumber]),
    to.city,
    to.postcode,
    to.countryCode,
    to.telephone,
  );
}

/** Two addresses in Leeds a test customer may keep. */
export const HOME: AccountAddressInput = {
  firstname: "Sam",
  lastname: "Taylor",
  company: null,
  streetName: "Mill Lane",
  streetNumber: "12",
  streetAdditional: null,
  city: "Leeds",
  postcode: "LS1 4AB",
  countryCode: "GB",
  region: null,
  regionCode: null,
  telephone: "+447700900456",
};
export const OFFICE: AccountAddressInput = {
  ...HOME,
  streetName: "Quay Street",
  streetNumber: "3",
  postcode: "LS2 7EY",
};
