import type Database from "better-sqlite3";
import { hashPassword } from "./passwords";
import { addPackCode, mintPackCodes, PACK_LIMIT, PACKS, RULES, usedInWindow } from "./packs";
import { DEMO_CUSTOMER } from "./seed";
import { recordTradeIn } from "./trade-in";

/**
 * The demo data of pack codes and trade-in (README "Pack codes and trade-in"):
 * - ASH1-VALD-0001 … 0008: genuine sticks packs (50 points each), 0009 and 0010 cartons (200);
 *   each can be registered once, by whoever comes first.
 * - ASH1-USED-0001: genuine, already registered by the demo customer.
 * - TRADER_CUSTOMER: has already traded a device in (not eligible) and has registered as many
 *   packs as the limit allows in the last 30 days (a genuine code answers "limit reached").
 * Any other well-formed code is not genuine.
 */

export const TRADER_CUSTOMER = {
  uuid: "8f6c2a9e-0000-4000-8000-000000000002",
  email: "jamie@ashless.example",
  password: DEMO_CUSTOMER.password,
  firstname: "Jamie",
  lastname: "Lee",
} as const;

export const SEEDED_PACK_CODES = {
  valid: Array.from({ length: 10 }, (_, i) => `ASH1-VALD-${String(i + 1).padStart(4, "0")}`),
  used: "ASH1-USED-0001",
} as const;

function registerAs(db: Database.Database, userUuid: string, code: string, rule: (typeof RULES)[keyof typeof RULES]) {
  db.prepare(
    `INSERT OR IGNORE INTO accounts_pack_registrations (code, user_uuid, product_sku, rule_code, points, registered_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(code, userUuid, PACKS.sticks.sku, rule.code, rule.points, new Date().toISOString());
}

/** Idempotent, like every seed; the trader's limit is topped up on each start (the window rolls). */
export function seedPacksAndTradeIns(db: Database.Database) {
  SEEDED_PACK_CODES.valid.forEach((code, i) =>
    i < 8 ? addPackCode(db, code, PACKS.sticks, RULES.pack) : addPackCode(db, code, PACKS.carton, RULES.carton),
  );
  registerAs(db, DEMO_CUSTOMER.uuid, addPackCode(db, SEEDED_PACK_CODES.used, PACKS.sticks, RULES.pack), RULES.pack);

  const t = TRADER_CUSTOMER;
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO accounts_users (uuid, email, password_hash, firstname, lastname, dob, telephone, gender, status, created_at,
        is_age_verified, consent_renewal_required)
       VALUES (?, ?, ?, ?, ?, '1988-09-30', '+447700900789', 'not_specified', 'active', ?, 1, 0)`,
    )
    .run(t.uuid, t.email, hashPassword(t.password), t.firstname, t.lastname, new Date().toISOString());
  if (inserted.changes > 0) {
    db.prepare(
      "INSERT OR IGNORE INTO accounts_consents (user_uuid, consent_id, accepted, updated_at) VALUES (?, 'gdpr-privacy', 1, ?)",
    ).run(t.uuid, new Date().toISOString());
    recordTradeIn(db, t.uuid);
  }
  const missing = PACK_LIMIT - usedInWindow(db, t.uuid);
  if (missing > 0) for (const code of mintPackCodes(db, missing)) registerAs(db, t.uuid, code, RULES.pack);
}
