import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError, invalid } from "./errors";

/**
 * Pack codes (product.md §3 Pack registration result, §4 Pack registration), independent of wire
 * format. A code is printed inside a pack; registering it once gives the customer the pack's
 * loyalty points. §4: "valid if inventory returned; limit reached if genuine and registrable
 * but no inventory": a genuine, unused code of a customer who has reached their limit answers
 * without inventory (and stays unused). A used code and an unknown one are refusals (field `code`).
 *
 * accounts_pack_registrations is the record of who registered what and what it earned; the
 * loyalty ledger will build on it.
 */

/** Registrations per customer within PACK_LIMIT_DAYS (a rolling window). */
export const PACK_LIMIT = 5;
export const PACK_LIMIT_DAYS = 30;

export function migratePacks(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_pack_codes (
      code TEXT PRIMARY KEY,           -- normalised: 12 upper-case letters and digits
      product_sku TEXT NOT NULL,       -- the pack it is printed in
      product_name TEXT NOT NULL,
      rule_code TEXT NOT NULL,         -- the loyalty earning rule it counts for
      rule_name TEXT NOT NULL,
      points INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS accounts_pack_registrations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE REFERENCES accounts_pack_codes(code),
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      product_sku TEXT NOT NULL,
      rule_code TEXT NOT NULL,
      points INTEGER NOT NULL,
      registered_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS accounts_pack_registrations_user ON accounts_pack_registrations (user_uuid, registered_at);
  `);
}

export interface PackRule {
  code: string;
  name: string;
  points: number;
}

/** What a pack carries: the product it is and the rule registering it earns under. */
export const PACKS = {
  sticks: { sku: "ASH-STK-SILVER-P20", name: "Ashless Silver sticks, pack of 20" },
  carton: { sku: "ASH-STK-SILVER-C10", name: "Ashless Silver sticks, carton of 10 packs" },
} as const;
export const RULES = {
  pack: { code: "PACK_REGISTRATION", name: "Pack registration", points: 50 },
  carton: { code: "CARTON_REGISTRATION", name: "Carton registration", points: 200 },
} as const satisfies Record<string, PackRule>;

interface PackCodeRow {
  code: string;
  product_sku: string;
  product_name: string;
  rule_code: string;
  rule_name: string;
  points: number;
}

export interface PackRegistration {
  code: string;
  genuine: true;
  registrable: true;
  /** null: the limit is reached, nothing was registered */
  inventory: { sku: string; name: string; registeredAt: string } | null;
  rule: PackRule | null;
  limit: { max: number; periodDays: number; used: number };
}

/** Letters and digits only, upper case: "ash1-val1 0001" → "ASH1VAL10001". */
export const normaliseCode = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();
const FORMAT = /^[A-Z0-9]{12}$/;

export function addPackCode(
  db: Database.Database,
  code: string,
  pack: { sku: string; name: string },
  rule: PackRule,
): string {
  const c = normaliseCode(code);
  db.prepare(
    `INSERT OR IGNORE INTO accounts_pack_codes (code, product_sku, product_name, rule_code, rule_name, points, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(c, pack.sku, pack.name, rule.code, rule.name, rule.points, new Date().toISOString());
  return c;
}

/** New genuine codes (the sandbox's own way for tests to get codes nobody has used). */
export function mintPackCodes(db: Database.Database, count: number, kind: "pack" | "carton" = "pack"): string[] {
  const n = Math.min(Math.max(Math.trunc(count) || 1, 1), 50);
  const pack = kind === "carton" ? PACKS.carton : PACKS.sticks;
  return Array.from({ length: n }, () =>
    addPackCode(db, `T${randomBytes(8).toString("hex").toUpperCase().slice(0, 11)}`, pack, RULES[kind]),
  );
}

export function usedInWindow(db: Database.Database, userUuid: string, now = new Date()): number {
  const since = new Date(now.getTime() - PACK_LIMIT_DAYS * 86_400_000).toISOString();
  return db
    .prepare("SELECT COUNT(*) FROM accounts_pack_registrations WHERE user_uuid = ? AND registered_at > ?")
    .pluck()
    .get(userUuid, since) as number;
}

export function registerPack(db: Database.Database, userUuid: string, rawCode: string): PackRegistration {
  const code = normaliseCode(rawCode);
  if (!code) throw invalid("CODE_REQUIRED", "Enter the code printed inside the pack.", "code");
  if (!FORMAT.test(code)) throw invalid("INVALID_CODE_FORMAT", "A pack code has 12 letters and digits.", "code");
  return db.transaction((): PackRegistration => {
    const row = db.prepare("SELECT * FROM accounts_pack_codes WHERE code = ?").get(code) as PackCodeRow | undefined;
    if (!row) throw invalid("INVALID_PACK_CODE", "This is not a valid pack code.", "code");
    const used = db.prepare("SELECT user_uuid FROM accounts_pack_registrations WHERE code = ?").pluck().get(code);
    if (used)
      throw new AccountsError(
        409,
        "PACK_ALREADY_REGISTERED",
        used === userUuid ? "You have already registered this code." : "This code has already been registered.",
        "code",
      );
    const count = usedInWindow(db, userUuid);
    const limit = { max: PACK_LIMIT, periodDays: PACK_LIMIT_DAYS, used: count };
    if (count >= PACK_LIMIT) return { code, genuine: true, registrable: true, inventory: null, rule: null, limit };
    const registeredAt = new Date().toISOString();
    db.prepare(
      `INSERT INTO accounts_pack_registrations (code, user_uuid, product_sku, rule_code, points, registered_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(code, userUuid, row.product_sku, row.rule_code, row.points, registeredAt);
    return {
      code,
      genuine: true,
      registrable: true,
      inventory: { sku: row.product_sku, name: row.product_name, registeredAt },
      rule: { code: row.rule_code, name: row.rule_name, points: row.points },
      limit: { ...limit, used: count + 1 },
    };
  })();
}
