import type Database from "better-sqlite3";
import { checkPassword } from "./auth";
import { notFound } from "./errors";
import { revokeUserTokens, type AccountUserRow } from "./store";

/** Wallet cards, account cancellation/deactivation and order-cancellation requests. */

export interface CardRow {
  id: string;
  user_uuid: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
}

export function cardsOf(db: Database.Database, userUuid: string): CardRow[] {
  return db
    .prepare("SELECT * FROM accounts_cards WHERE user_uuid = ? ORDER BY is_default DESC, id")
    .all(userUuid) as CardRow[];
}

/** Removing the default card makes the next one the default. */
export function deleteCard(db: Database.Database, userUuid: string, id: string) {
  db.transaction(() => {
    const card = cardsOf(db, userUuid).find((c) => c.id === id);
    if (!card) throw notFound("Card");
    db.prepare("DELETE FROM accounts_cards WHERE id = ?").run(id);
    const next = cardsOf(db, userUuid)[0];
    if (card.is_default && next) db.prepare("UPDATE accounts_cards SET is_default = 1 WHERE id = ?").run(next.id);
  })();
}

/**
 * Cancelled accounts are closed for good; deactivated ones (unified flavour only) are
 * suspended. Either way every sign-in ends now and login answers as for a wrong password.
 */
export function closeAccount(
  db: Database.Database,
  user: AccountUserRow,
  password: string,
  status: "cancelled" | "deactivated",
  reason: string | null,
) {
  checkPassword(user, password);
  db.transaction(() => {
    db.prepare("UPDATE accounts_users SET status = ?, closure_reason = ?, updated_at = ? WHERE uuid = ?").run(
      status,
      reason,
      new Date().toISOString(),
      user.uuid,
    );
    revokeUserTokens(db, user.uuid, ["identity", "commerce", "session", "reset", "email-change"]);
  })();
}

// Magento's cancelable statuses (product.md §4): anything already paid and on its way is not.
const CANCELABLE = ["new", "pending", "pending_payment", "processing"];

/**
 * The orders live in the commerce tables (sales_order, owner in customer_uuid). Only an
 * order of this user in a cancelable status succeeds; it then waits for the shop to act
 * (pending_cancellation). A sandbox without the commerce module has no orders at all.
 */
export function requestOrderCancellation(
  db: Database.Database,
  user: AccountUserRow,
  orderNumber: string,
  reason: string,
): boolean {
  const columns = (db.prepare("PRAGMA table_info(sales_order)").all() as { name: string }[]).map((c) => c.name);
  if (!columns.includes("customer_uuid")) return false;
  return db.transaction(() => {
    const order = db
      .prepare("SELECT entity_id, status FROM sales_order WHERE increment_id = ? AND customer_uuid = ?")
      .get(orderNumber.trim(), user.uuid) as { entity_id: number; status: string } | undefined;
    if (!order || !CANCELABLE.includes(order.status)) return false;
    const now = new Date().toISOString();
    if (columns.includes("updated_at"))
      db.prepare("UPDATE sales_order SET status = 'pending_cancellation', updated_at = ? WHERE entity_id = ?").run(
        now,
        order.entity_id,
      );
    else db.prepare("UPDATE sales_order SET status = 'pending_cancellation' WHERE entity_id = ?").run(order.entity_id);
    db.prepare(
      "INSERT INTO accounts_order_cancellations (order_number, user_uuid, reason, created_at) VALUES (?, ?, ?, ?)",
    ).run(orderNumber.trim(), user.uuid, reason, now);
    return true;
  })();
}

/**
 * product.md §7 trial eligibility: one free trial per customer, so a customer who has a trial order
 * (sales_order.is_trial, theirs by account or by their e-mail, as the commerce rule counts
 * guests') is not eligible. A sandbox without the commerce module has no orders: eligible.
 */
export function trialEligible(db: Database.Database, user: AccountUserRow): boolean {
  const columns = (db.prepare("PRAGMA table_info(sales_order)").all() as { name: string }[]).map((c) => c.name);
  if (!columns.includes("is_trial")) return true;
  const byAccount = columns.includes("customer_uuid") ? "customer_uuid = ? OR" : "? IS NULL OR";
  const had = db
    .prepare(`SELECT 1 FROM sales_order WHERE is_trial = 1 AND (${byAccount} customer_email = ? COLLATE NOCASE)`)
    .get(user.uuid, user.email);
  return !had;
}
