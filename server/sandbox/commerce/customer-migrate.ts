import type Database from "better-sqlite3";
import { migrateAccounts } from "../accounts/store";
import { addColumns } from "./migrate";

// Customer-side commerce data: who owns a cart or an order (the account uuid; no foreign key,
// as the platform may create the user row after these orders are seeded), item quantities
// shipped/invoiced/canceled, free-gift links, and Magento's shipment, tracking and invoice
// tables (sales_shipment*, sales_invoice), and credit memos (sales_creditmemo*: refunds).

export function migrateCustomers(db: Database.Database) {
  migrateAccounts(db);
  addColumns(db, "quote", [["customer_uuid", "TEXT"]]);
  addColumns(db, "sales_order", [
    ["customer_uuid", "TEXT"],
    ["status_reason", "TEXT"],
    ["updated_at", "TEXT"],
    // the payment's details ([{ name, value }], e.g. card brand and last digits): OrderPaymentMethod.additional_data
    ["payment_additional_data", "TEXT"],
  ]);
  addColumns(db, "sales_order_item", [
    ["qty_shipped", "REAL NOT NULL DEFAULT 0"],
    ["qty_invoiced", "REAL NOT NULL DEFAULT 0"],
    ["qty_canceled", "REAL NOT NULL DEFAULT 0"],
    ["qty_refunded", "REAL NOT NULL DEFAULT 0"],
    ["gift_parent_item_id", "INTEGER"],
  ]);
  db.exec(`
    CREATE INDEX IF NOT EXISTS quote_customer ON quote(customer_uuid, store_code, is_active);
    CREATE INDEX IF NOT EXISTS sales_order_customer ON sales_order(customer_uuid);
    CREATE TABLE IF NOT EXISTS sales_shipment (
      entity_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
      increment_id TEXT UNIQUE NOT NULL, created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sales_shipment_item (
      shipment_id INTEGER NOT NULL REFERENCES sales_shipment(entity_id) ON DELETE CASCADE,
      order_item_id INTEGER NOT NULL REFERENCES sales_order_item(item_id) ON DELETE CASCADE, qty REAL NOT NULL,
      PRIMARY KEY (shipment_id, order_item_id)
    );
    CREATE TABLE IF NOT EXISTS sales_shipment_track (
      entity_id INTEGER PRIMARY KEY, shipment_id INTEGER NOT NULL REFERENCES sales_shipment(entity_id) ON DELETE CASCADE,
      carrier_code TEXT NOT NULL, title TEXT NOT NULL, track_number TEXT NOT NULL, track_url TEXT
    );
    CREATE TABLE IF NOT EXISTS sales_invoice (
      entity_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
      increment_id TEXT UNIQUE NOT NULL, grand_total REAL NOT NULL, tax_amount REAL NOT NULL, created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sales_creditmemo (
      entity_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
      increment_id TEXT UNIQUE NOT NULL, shipping_amount REAL NOT NULL DEFAULT 0, adjustment REAL NOT NULL DEFAULT 0,
      grand_total REAL NOT NULL, tax_amount REAL NOT NULL, created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sales_creditmemo_item (
      creditmemo_id INTEGER NOT NULL REFERENCES sales_creditmemo(entity_id) ON DELETE CASCADE,
      order_item_id INTEGER NOT NULL REFERENCES sales_order_item(item_id) ON DELETE CASCADE, qty REAL NOT NULL,
      row_total_incl_tax REAL NOT NULL, PRIMARY KEY (creditmemo_id, order_item_id)
    );
  `);
}
