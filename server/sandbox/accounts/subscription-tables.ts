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
}

export interface SubscriptionRow {
  id: number;
  user_uuid: string;
  status: "active" | "paused" | "cancelled";
  frequency: string;
  next_delivery: string | null;
  paused_until: string | null;
  source_order: string | null;
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
  s: Pick<SubscriptionRow, "user_uuid" | "status" | "frequency" | "next_delivery" | "paused_until" | "source_order">,
  lines: { sku: string; qty: number }[],
): number {
  const now = stamp();
  const id = Number(
    db
      .prepare(
        `INSERT INTO accounts_product_subscriptions (user_uuid, status, frequency, next_delivery, paused_until, source_order, created_at, updated_at)
         VALUES (@user_uuid, @status, @frequency, @next_delivery, @paused_until, @source_order, @now, @now)`,
      )
      .run({ ...s, now }).lastInsertRowid,
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
