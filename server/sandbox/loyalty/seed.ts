import type Database from "better-sqlite3";
import { DEMO_CUSTOMER } from "../accounts/seed";
import { seedRewards } from "./catalogue";
import { addEntry, creditOrder, earn } from "./ledger";
import { recordFirstPurchase } from "./referral";

/**
 * The club's demo data (README "The club"): the demo customer is Silver with a balance, pending
 * order points, points that expire within the month, points that expired, a history of more than
 * one page (an expiry among it), and seven friends who registered with the code ALEX-FRIEND (two have ordered).
 * Dates are relative to the first start, so "pending" and "expiring" hold on a fresh clone.
 */

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export const REFEREES = ["Sam Patel", "Priya Shah", "Tom Evans", "Ewa Nowak", "Luca Rossi", "Nia Jones", "Omar Aziz"];
export const refereeEmail = (i: number) => `friend${i + 1}@ashless.example`;

export function seedLoyalty(db: Database.Database) {
  seedRewards(db);
  const user = DEMO_CUSTOMER.uuid;
  if (db.prepare("SELECT 1 FROM loyalty_ledger WHERE user_uuid = ?").get(user)) return;

  const insertUser = db.prepare(
    `INSERT OR IGNORE INTO accounts_users (uuid, email, password_hash, firstname, lastname, status, created_at, referrer_code)
     VALUES (?, ?, '!', ?, ?, 'active', ?, ?)`,
  );
  REFEREES.forEach((name, i) => {
    const [first, last] = name.split(" ");
    insertUser.run(
      `8f6c2a9e-0000-4000-8000-0000000001${String(i).padStart(2, "0")}`,
      refereeEmail(i),
      first,
      last,
      ago(200 - i * 25),
      DEMO_CUSTOMER.referralCode,
    );
  });
  const referee = (i: number) => `8f6c2a9e-0000-4000-8000-0000000001${String(i).padStart(2, "0")}`;

  creditOrder(db, user, "000000101", [{ sku: "ASH-STK-AMBER-P20", quantity: 30 }], ago(430));
  // a £2 voucher: the rest of the first order's points expired a year after they were earned (FIFO)
  addEntry(db, user, {
    event: "reward",
    type: "spent",
    points: -200,
    reference: "seed-1",
    coupon: "ASH-2OFF-DEMO",
    couponType: "voucher",
    at: ago(380),
  });
  creditOrder(db, user, "000000102", [{ sku: "ASH-STK-RUBY-P20", quantity: 22 }], ago(350));
  earn(db, user, "article_read", "how-heating-works", { at: ago(300) });
  earn(db, user, "qr_code", "qr-festival-2026", { at: ago(250) });
  earn(db, user, "survey", "survey-amber-2026", { at: ago(200) });
  creditOrder(db, user, "000000103", [{ sku: "ASH-STK-TEAK-P20", quantity: 16 }], ago(150));
  recordFirstPurchase(db, referee(0), "000000201", ago(120));
  recordFirstPurchase(db, referee(1), "000000202", ago(90));
  creditOrder(
    db,
    user,
    "000000104",
    [
      { sku: "ASH-STK-AMBER-C10", quantity: 3 },
      { sku: "ASH-STK-RUBY-P20", quantity: 2 },
    ],
    ago(40),
  );
  earn(db, user, "article_read", "caring-for-your-device", { at: ago(20) });
  // the latest order's points are still pending (its return period is not over)
  creditOrder(db, user, "000000105", [{ sku: "ASH-STK-AMBER-P20", quantity: 12 }], ago(3));
}
