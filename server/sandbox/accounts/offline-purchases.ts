import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError } from "./errors";

/**
 * Offline purchases (product.md §3 "Offline purchase": action_id, datetime, type, items; §7
 * GET /api/leads/{uuid}/actions/purchase): what a customer bought away from the web shop, at
 * one of the brand's stores or at a partner retailer that scanned their club card. The
 * platform records them; the shop only reads them, for the account's order history.
 */

export const PURCHASE_TYPES = ["store", "retailer"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export interface OfflinePurchaseItem {
  sku: string;
  name: string;
  qty: number;
}

export interface OfflinePurchase {
  actionId: string;
  /** ISO 8601, UTC */
  datetime: string;
  type: PurchaseType;
  items: OfflinePurchaseItem[];
}

export function migrateOfflinePurchases(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_offline_purchases (
      action_id TEXT PRIMARY KEY,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      datetime TEXT NOT NULL,
      type TEXT NOT NULL,
      items TEXT NOT NULL             -- JSON: [{sku, name, qty}]
    );
    CREATE INDEX IF NOT EXISTS accounts_offline_purchases_user ON accounts_offline_purchases (user_uuid, datetime);
  `);
}

/** The customer's offline purchases, newest first. */
export function offlinePurchases(db: Database.Database, userUuid: string): OfflinePurchase[] {
  const rows = db
    .prepare(
      "SELECT action_id, datetime, type, items FROM accounts_offline_purchases WHERE user_uuid = ? ORDER BY datetime DESC",
    )
    .all(userUuid) as { action_id: string; datetime: string; type: PurchaseType; items: string }[];
  return rows.map((r) => ({
    actionId: r.action_id,
    datetime: r.datetime,
    type: r.type,
    items: JSON.parse(r.items) as OfflinePurchaseItem[],
  }));
}

/**
 * Records a purchase as a till would report it. Refuses what a till never sends: an unknown
 * type, no items, an item without a sku or name, or a quantity that is not a whole number from 1.
 */
export function recordOfflinePurchase(
  db: Database.Database,
  userUuid: string,
  input: { type: unknown; items: unknown; datetime?: unknown; actionId?: string },
): OfflinePurchase {
  const type = input.type as PurchaseType;
  if (!PURCHASE_TYPES.includes(type))
    throw new AccountsError(422, "INVALID_TYPE", `type is one of ${PURCHASE_TYPES.join(", ")}.`, "type");
  const items = Array.isArray(input.items) ? (input.items as Record<string, unknown>[]) : [];
  const valid = items.every(
    (i) =>
      typeof i?.sku === "string" &&
      i.sku !== "" &&
      typeof i.name === "string" &&
      i.name !== "" &&
      Number.isInteger(i.qty) &&
      (i.qty as number) >= 1,
  );
  if (items.length === 0 || !valid)
    throw new AccountsError(422, "INVALID_ITEMS", "items are [{sku, name, qty}] with qty from 1.", "items");
  const datetime = input.datetime === undefined ? new Date().toISOString() : String(input.datetime);
  if (Number.isNaN(Date.parse(datetime)))
    throw new AccountsError(422, "INVALID_DATETIME", "datetime is an ISO 8601 date and time.", "datetime");
  const purchase: OfflinePurchase = {
    actionId: input.actionId ?? randomUUID(),
    datetime: new Date(datetime).toISOString(),
    type,
    items: items.map((i) => ({ sku: i.sku as string, name: i.name as string, qty: i.qty as number })),
  };
  db.prepare(
    "INSERT OR IGNORE INTO accounts_offline_purchases (action_id, user_uuid, datetime, type, items) VALUES (?, ?, ?, ?, ?)",
  ).run(purchase.actionId, userUuid, purchase.datetime, purchase.type, JSON.stringify(purchase.items));
  return purchase;
}

/**
 * The demo customer's two visits to a till (fixed ids: seeding again changes nothing). Run at
 * every start too, so a sandbox database made before offline purchases existed gets them.
 */
export function seedDemoOfflinePurchases(db: Database.Database, userUuid: string) {
  if (!db.prepare("SELECT 1 FROM accounts_users WHERE uuid = ?").get(userUuid)) return;
  recordOfflinePurchase(db, userUuid, {
    actionId: "0d9e7c1a-5b2f-4c11-9a61-offline000001",
    type: "store",
    datetime: "2026-09-12T10:42:00Z",
    items: [
      { sku: "ASH-STK-AMBER-P20", name: "Amber Tobacco Sticks, Pack of 20", qty: 2 },
      { sku: "ASH-STK-TURQUOISE-P20", name: "Turquoise Mint Sticks, Pack of 20", qty: 1 },
    ],
  });
  recordOfflinePurchase(db, userUuid, {
    actionId: "0d9e7c1a-5b2f-4c11-9a61-offline000002",
    type: "retailer",
    datetime: "2026-10-03T17:15:00Z",
    items: [{ sku: "ASH-STK-SILVER-P20", name: "Silver Menthol Sticks, Pack of 20", qty: 3 }],
  });
}
