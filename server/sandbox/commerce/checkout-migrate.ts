import type Database from "better-sqlite3";

// Checkout and order tables, named after Adobe Commerce's own (quote_address, quote_payment,
// sales_order*, sales_sequence_order_*). The shipping method lives on the shipping address
// row, as it does in Magento.
export function migrateCheckout(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS quote_address (
      id INTEGER PRIMARY KEY, quote_id INTEGER NOT NULL REFERENCES quote(id) ON DELETE CASCADE,
      address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
      firstname TEXT NOT NULL, lastname TEXT NOT NULL, middlename TEXT, prefix TEXT, suffix TEXT, company TEXT,
      street TEXT NOT NULL, city TEXT NOT NULL, region TEXT, region_code TEXT, region_id INTEGER, postcode TEXT,
      country_id TEXT NOT NULL, telephone TEXT, vat_id TEXT, save_in_address_book INTEGER NOT NULL DEFAULT 0,
      customer_notes TEXT,
      -- brand address fields (pickup point, building number, district…) as JSON
      extra TEXT NOT NULL DEFAULT '{}',
      shipping_method TEXT,
      UNIQUE (quote_id, address_type)
    );
    CREATE TABLE IF NOT EXISTS quote_payment (
      quote_id INTEGER PRIMARY KEY REFERENCES quote(id) ON DELETE CASCADE, method TEXT NOT NULL, po_number TEXT
    );
    CREATE TABLE IF NOT EXISTS brand_order_attribute_option (
      store_code TEXT NOT NULL, attribute_code TEXT NOT NULL, value TEXT NOT NULL, label TEXT NOT NULL,
      sort_order INTEGER NOT NULL, PRIMARY KEY (store_code, attribute_code, value)
    );
    -- increment ids come from here, as from Magento's sequence tables: unique and never reused
    CREATE TABLE IF NOT EXISTS sales_sequence_order (sequence_value INTEGER PRIMARY KEY AUTOINCREMENT);
    CREATE TABLE IF NOT EXISTS sales_order (
      entity_id INTEGER PRIMARY KEY, increment_id TEXT UNIQUE NOT NULL,
      -- one order per cart: the last guard against a cart being ordered twice
      quote_id INTEGER UNIQUE, store_code TEXT NOT NULL, customer_id INTEGER, customer_email TEXT NOT NULL,
      customer_firstname TEXT, customer_lastname TEXT, status TEXT NOT NULL, is_trial INTEGER NOT NULL DEFAULT 0,
      shipping_method TEXT, shipping_carrier TEXT, shipping_description TEXT, shipping_amount REAL NOT NULL DEFAULT 0,
      subtotal REAL NOT NULL, discount_amount REAL NOT NULL DEFAULT 0, discount_label TEXT, coupon_code TEXT,
      tax_amount REAL NOT NULL, tax_label TEXT, tax_rate REAL NOT NULL DEFAULT 0, grand_total REAL NOT NULL,
      order_currency_code TEXT NOT NULL, payment_method TEXT NOT NULL, payment_title TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sales_order_email ON sales_order(customer_email COLLATE NOCASE);
    CREATE TABLE IF NOT EXISTS sales_order_item (
      item_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
      product_id INTEGER, sku TEXT NOT NULL, name TEXT NOT NULL, url_key TEXT, product_type TEXT NOT NULL,
      qty_ordered REAL NOT NULL, price_incl_tax REAL NOT NULL, row_total_incl_tax REAL NOT NULL,
      discount_amount REAL NOT NULL DEFAULT 0, is_subscription INTEGER NOT NULL DEFAULT 0, is_gift INTEGER NOT NULL DEFAULT 0,
      options TEXT NOT NULL DEFAULT '[]'
    );
    CREATE TABLE IF NOT EXISTS sales_order_address (
      order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
      address_type TEXT NOT NULL, firstname TEXT NOT NULL, lastname TEXT NOT NULL, middlename TEXT, prefix TEXT, suffix TEXT,
      company TEXT, street TEXT NOT NULL, city TEXT NOT NULL, region TEXT, region_id INTEGER, postcode TEXT,
      country_id TEXT NOT NULL, telephone TEXT, vat_id TEXT, extra TEXT NOT NULL DEFAULT '{}',
      PRIMARY KEY (order_id, address_type)
    );
    CREATE TABLE IF NOT EXISTS sales_order_attribute (
      order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
      attribute_code TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (order_id, attribute_code)
    );
  `);
}
