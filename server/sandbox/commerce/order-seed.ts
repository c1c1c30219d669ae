import type Database from "better-sqlite3";
import { ORDER_ATTRIBUTE_OPTIONS, USED_TRIAL_ORDER } from "./seed/checkout-data";
import { STORES } from "./seed/store-data";

// Checkout seed: attribute options, and a completed free-trial order whose e-mail can no
// longer start a trial. Its number also starts the order sequence (the next is 000000101).
export function seedCheckout(db: Database.Database) {
  const option = db.prepare("INSERT INTO brand_order_attribute_option VALUES (?, ?, ?, ?, ?)");
  for (const s of STORES) {
    for (const [code, options] of Object.entries(ORDER_ATTRIBUTE_OPTIONS)) {
      options.forEach(([value, label], i) => option.run(s.code, code, value, label, i));
    }
  }

  const o = USED_TRIAL_ORDER;
  const trial = db
    .prepare("SELECT id, sku, name, url_key FROM catalog_product WHERE after_trial_price IS NOT NULL LIMIT 1")
    .get() as { id: number; sku: string; name: string; url_key: string };
  db.prepare("INSERT INTO sales_sequence_order (sequence_value) VALUES (?)").run(Number(o.incrementId));
  const orderId = Number(
    db
      .prepare(
        `INSERT INTO sales_order (increment_id, store_code, customer_email, customer_firstname, customer_lastname,
    status, is_trial, shipping_method, shipping_carrier, shipping_description, shipping_amount, subtotal, tax_amount, tax_label, tax_rate,
    grand_total, order_currency_code, payment_method, payment_title, created_at)
    VALUES (?, 'trial', ?, ?, ?, 'complete', 1, 'freeshipping_freeshipping', 'Free Shipping', 'Free Shipping - Free delivery',
    0, 0, 0, 'VAT', 20, 0, 'GBP', 'free', 'No payment required', ?)`,
      )
      .run(o.incrementId, o.email, o.address.firstname, o.address.lastname, o.createdAt).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO sales_order_item (order_id, product_id, sku, name, url_key, product_type, qty_ordered, price_incl_tax, row_total_incl_tax)
    VALUES (?, ?, ?, ?, ?, 'simple', 1, 0, 0)`,
  ).run(orderId, trial.id, trial.sku, trial.name, trial.url_key);
  const a = o.address;
  for (const type of ["billing", "shipping"]) {
    db.prepare(
      `INSERT INTO sales_order_address (order_id, address_type, firstname, lastname, street, city, region, postcode, country_id, telephone)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId,
      type,
      a.firstname,
      a.lastname,
      JSON.stringify(a.street),
      a.city,
      a.region,
      a.postcode,
      a.country_id,
      a.telephone,
    );
  }
}
