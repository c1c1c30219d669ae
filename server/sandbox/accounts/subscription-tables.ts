import type Database from "better-sqlite3";
import { frequencyOf } from "./subscription-dates";

/** The product subscription tables and the writes every part of subscriptions.ts needs. */

export function migrateSubscriptions(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_product_subscriptions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'cancelled')),
      frequency TEXT NOT NULL,
      next_delivery TEXT,
      paused_until TEXT,
      -- the order it was started by (increment_id): one subscription per order
      source_order TEXT UNIQUE,
      -- the address book entry it delivers to (address-match.ts)
      address_id INTEGER,
      currency TEXT NOT NULL DEFAULT 'GBP',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS accounts_product_subscription_lines (
      subscription_id INTEGER NOT NULL REFERENCES accounts_product_subscriptions(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      sku TEXT NOT NULL,
      qty INTEGER NOT NULL,
      PRIMARY KEY (subscription_id, position)
    );
  `);
  const columns = new Set(
    (db.prepare("PRAGMA table_info(accounts_product_subscriptions)").all() as { name: string }[]).map((c) => c.name),
  );
  if (!columns.has("address_id")) {
    // Sandbox data survives restarts: subscriptions kept before addresses were recorded deliver
    // to their customer's default delivery address, as they did.
    db.exec(`ALTER TABLE accounts_product_subscriptions ADD COLUMN address_id INTEGER;
      UPDATE accounts_product_subscriptions SET address_id = (
        SELECT a.id FROM accounts_addresses a
        WHERE a.user_uuid = accounts_product_subscriptions.user_uuid AND a.is_default_shipping = 1 ORDER BY a.id LIMIT 1)
      WHERE status != 'cancelled';`);
  }
}

export interface SubscriptionRow {
  id: number;
  user_uuid: string;
  status: "active" | "paused" | "cancelled";
  frequency: string;
  next_delivery: string | null;
  paused_until: string | null;
  source_order: string | null;
  address_id: number | null;
  currency: string;
  created_at: string;
  updated_at: string;
}

export const hasTable = (db: Database.Database, name: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));

export const frequencyDays = (code: string) => frequencyOf(code)?.days ?? 28;
export const stamp = () => new Date().toISOString();

export function insertSubscription(
  db: Database.Database,
  s: Pick<SubscriptionRow, "user_uuid" | "status" | "frequency" | "next_delivery" | "paused_until" | "source_order"> &
    Partial<Pick<SubscriptionRow, "address_id">>,
  lines: { sku: string; qty: number }[],
): number {
  const now = stamp();
  const id = Number(
    db
      .prepare(
        `INSERT INTO accounts_product_subscriptions (user_uuid, status, frequency, next_delivery, paused_until, source_order, address_id, created_at, updated_at)
         VALUES (@user_uuid, @status, @frequency, @next_delivery, @paused_until, @source_order, @address_id, @now, @now)`,
      )
      .run({ address_id: null, ...s, now }).lastInsertRowid,
  );
  setSubscriptionLines(db, id, lines);
  return id;
}

export function setSubscriptionLines(db: Database.Database, id: number, lines: { sku: string; qty: number }[]) {
  db.prepare("DELETE FROM accounts_product_subscription_lines WHERE subscription_id = ?").run(id);
  const add = db.prepare(
    "INSERT INTO accounts_product_subscription_lines (subscription_id, position, sku, qty) VALUES (?, ?, ?, ?)",
  );
  lines.forEach((l, i) => add.run(id, i, l.sku, l.qty));
}
