import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { earn } from "./ledger";

/**
 * Referrals (product.md §3 Referral): a customer's code, the code they registered with
 * (`parent_code`), whether they have made their first purchase, and the stats of the friends
 * who registered with their code. A referee's first order credits the referrer once, under the
 * rule `referral_first_purchase`.
 */

interface UserRow {
  uuid: string;
  firstname: string;
  lastname: string;
  referrer_code: string | null;
  created_at: string;
}

/** The customer's code; one is made the first time it is asked for. */
export function referralCode(db: Database.Database, user: UserRow): string {
  const existing = db.prepare("SELECT code FROM accounts_referral_codes WHERE user_uuid = ?").pluck().get(user.uuid);
  if (typeof existing === "string") return existing;
  const name =
    user.firstname
      .replace(/[^A-Za-z]/g, "")
      .toUpperCase()
      .slice(0, 8) || "FRIEND";
  const code = `${name}-${randomBytes(3).toString("hex").toUpperCase()}`;
  db.prepare("INSERT INTO accounts_referral_codes (code, user_uuid) VALUES (?, ?)").run(code, user.uuid);
  return code;
}

const firstPurchaseOf = (db: Database.Database, referee: string) =>
  db
    .prepare("SELECT points, created_at FROM loyalty_ledger WHERE event = 'referral_first_purchase' AND reference = ?")
    .get(referee) as { points: number; created_at: string } | undefined;

export function referralOf(db: Database.Database, userUuid: string, page: number, pageSize: number) {
  const user = db.prepare("SELECT * FROM accounts_users WHERE uuid = ?").get(userUuid) as UserRow;
  const code = referralCode(db, user);
  const referees = (
    db
      .prepare("SELECT * FROM accounts_users WHERE referrer_code = ? COLLATE NOCASE ORDER BY created_at DESC, uuid")
      .all(code) as UserRow[]
  ).map((r) => {
    const purchase = firstPurchaseOf(db, r.uuid);
    return {
      name: `${r.firstname} ${r.lastname.slice(0, 1)}.`,
      joined_at: r.created_at,
      has_first_purchase: Boolean(purchase),
      points: purchase?.points ?? 0,
    };
  });
  const size = Math.min(Math.max(Math.trunc(pageSize) || 5, 1), 50);
  const totalPages = Math.max(1, Math.ceil(referees.length / size));
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), totalPages);
  const completed = referees.filter((r) => r.has_first_purchase);
  return {
    code,
    parent_code: user.referrer_code,
    has_first_purchase: Boolean(firstPurchaseOf(db, user.uuid)),
    stats: {
      referees_count: referees.length,
      completed_first_order_count: completed.length,
      earned_points: completed.reduce((sum, r) => sum + r.points, 0),
    },
    history: {
      items: referees.slice((current - 1) * size, current * size),
      page: current,
      page_size: size,
      total_count: referees.length,
      total_pages: totalPages,
    },
  };
}

/** A referee's first order: their referrer earns the rule's points, once. 0 when nothing was credited. */
export function recordFirstPurchase(db: Database.Database, refereeUuid: string, orderNumber: string, at?: string) {
  const parent = db
    .prepare(
      `SELECT c.user_uuid FROM accounts_users u JOIN accounts_referral_codes c ON c.code = u.referrer_code COLLATE NOCASE
       WHERE u.uuid = ?`,
    )
    .pluck()
    .get(refereeUuid);
  if (typeof parent !== "string") return 0;
  return earn(db, parent, "referral_first_purchase", refereeUuid, { at, orderId: orderNumber });
}
