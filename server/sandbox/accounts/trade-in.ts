import type Database from "better-sqlite3";
import { hasTable } from "./subscription-tables";

/**
 * Trade-in (product.md §7 GET /api/trade-in/configuration and /is-eligible/{uuid}), independent of
 * wire format. The offer: hand in an old heating device (any brand) when buying one of the
 * catalogue's trade-in devices (`trade_in = 1`) and get a fixed credit off it, once per customer.
 * Eligibility: a customer who has not traded in yet is eligible; one with a recorded trade-in
 * is not (reason ALREADY_TRADED_IN).
 */

export const TRADE_IN = {
  credit: 20,
  currency: "GBP",
  maxPerCustomer: 1,
  terms:
    "Hand in one old heating device of any brand when your new device is delivered and get £20 off it. " +
    "One trade-in per customer. The old device must be complete; it is recycled, not returned.",
} as const;

export function migrateTradeIns(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_trade_ins (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      product_sku TEXT NOT NULL,      -- the device bought with the trade-in
      credit REAL NOT NULL,
      traded_at TEXT NOT NULL
    );
  `);
}

export interface TradeInConfiguration {
  enabled: boolean;
  products: { sku: string; name: string }[];
  credit: number;
  currency: string;
  maxPerCustomer: number;
  terms: string;
}

/** The catalogue's trade-in devices (none in a sandbox without the commerce module). */
export function tradeInConfiguration(db: Database.Database): TradeInConfiguration {
  const products = hasTable(db, "catalog_product")
    ? (db
        .prepare(
          "SELECT sku, name FROM catalog_product WHERE trade_in = 1 AND parent_id IS NULL AND has_device = 1 ORDER BY name",
        )
        .all() as { sku: string; name: string }[])
    : [];
  return { enabled: products.length > 0, products, ...TRADE_IN };
}

export function tradeInEligibility(db: Database.Database, userUuid: string) {
  const done = db
    .prepare("SELECT COUNT(*) FROM accounts_trade_ins WHERE user_uuid = ?")
    .pluck()
    .get(userUuid) as number;
  return done >= TRADE_IN.maxPerCustomer
    ? { eligible: false as const, reason: "ALREADY_TRADED_IN" as const }
    : { eligible: true as const, reason: null };
}

/** A completed trade-in (what the order flow records; the sandbox lets tests record one directly). */
export function recordTradeIn(db: Database.Database, userUuid: string, productSku = "ASH-DEV-PRIME") {
  db.prepare("INSERT INTO accounts_trade_ins (user_uuid, product_sku, credit, traded_at) VALUES (?, ?, ?, ?)").run(
    userUuid,
    productSku,
    TRADE_IN.credit,
    new Date().toISOString(),
  );
}
