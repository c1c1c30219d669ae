import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError, notFound } from "../accounts/errors";
import { sendToOutbox } from "../accounts/outbox";
import { brandOf, FAILURES, outcomeOf, type CardOutcome } from "./cards";
import { CARD_METHOD, paymentSettings, type PaymentSettings } from "./settings";

/**
 * Payment sessions: the platform starts one for an order (generate-token), the shopper pays on
 * the provider's hosted page, and the result is written back to the order as the commerce
 * platform would (payment_completed / payment_failed). One SQLite database holds both, so
 * the sandbox updates `sales_order` directly.
 */
export type PaymentStatus = "pending" | "completed" | "failed" | "cancelled";

export interface PaymentRow {
  uuid: string;
  tenant: string;
  order_number: string;
  customer_uuid: string | null;
  method_code: string;
  amount: number;
  currency: string;
  tokenize: number;
  card_id: string | null;
  return_url: string;
  status: PaymentStatus;
  /** waiting for the strong-authentication code, with what the charge will do once it is given */
  challenge_code: string | null;
  challenge_attempts: number;
  pending_outcome: CardOutcome | null;
  failure_code: string | null;
  failure_message: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  saved_card_id: string | null;
  created_at: string;
  updated_at: string;
}

export function migratePayments(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS payment_sessions (
      uuid TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      order_number TEXT NOT NULL,
      customer_uuid TEXT,
      method_code TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL,
      tokenize INTEGER NOT NULL DEFAULT 0,
      card_id TEXT,
      return_url TEXT NOT NULL,
      status TEXT NOT NULL,
      challenge_code TEXT,
      challenge_attempts INTEGER NOT NULL DEFAULT 0,
      pending_outcome TEXT,
      failure_code TEXT,
      failure_message TEXT,
      card_brand TEXT,
      card_last4 TEXT,
      card_exp_month INTEGER,
      card_exp_year INTEGER,
      saved_card_id TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
  `);
}

interface OrderForPayment {
  entity_id: number;
  increment_id: string;
  customer_uuid: string | null;
  status: string;
  grand_total: number;
  order_currency_code: string;
  payment_method: string;
}

const PAYABLE = ["pending_payment", "payment_failed"];
export const MAX_CHALLENGE_ATTEMPTS = 3;

export interface StartInput {
  tenant: string;
  orderNumber: string;
  /** the signed-in user (from the bearer token); null for a guest */
  userUuid: string | null;
  /** what the body says; must match the token's user */
  customerUuid: string | null;
  tokenize: boolean;
  cardId: string | null;
  returnUrl: string;
}

export function startPayment(db: Database.Database, input: StartInput): PaymentRow {
  if (input.customerUuid && input.customerUuid !== input.userUuid)
    throw new AccountsError(403, "FORBIDDEN", "The token does not belong to this customer.");
  if (!/^https?:\/\/[^\s]+$/i.test(input.returnUrl))
    throw new AccountsError(422, "INVALID_RETURN_URL", "return_url must be an absolute http(s) URL.", "returnUrl");
  const order = db.prepare("SELECT * FROM sales_order WHERE increment_id = ?").get(input.orderNumber.trim()) as
    OrderForPayment | undefined;
  if (!order) throw notFound("Order");
  if (order.customer_uuid && order.customer_uuid !== input.userUuid)
    throw new AccountsError(
      order.customer_uuid && !input.userUuid ? 401 : 403,
      "FORBIDDEN",
      "Sign in to pay for this order.",
    );
  if (!PAYABLE.includes(order.status) || order.grand_total <= 0)
    throw new AccountsError(409, "ORDER_NOT_PAYABLE", `Order ${order.increment_id} has nothing left to pay.`);
  if (order.payment_method !== CARD_METHOD.code)
    throw new AccountsError(409, "METHOD_NOT_CARD", "This order is not paid by card.");
  const card = input.cardId ? savedCard(db, input.userUuid, input.cardId) : null;
  const now = new Date().toISOString();
  const row: PaymentRow = {
    uuid: crypto.randomUUID(),
    tenant: input.tenant,
    order_number: order.increment_id,
    customer_uuid: order.customer_uuid,
    method_code: order.payment_method,
    amount: order.grand_total,
    currency: order.order_currency_code,
    tokenize: input.tokenize && order.customer_uuid && !card ? 1 : 0,
    card_id: card?.id ?? null,
    return_url: input.returnUrl,
    status: "pending",
    challenge_code: null,
    challenge_attempts: 0,
    pending_outcome: null,
    failure_code: null,
    failure_message: null,
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    card_exp_month: card?.exp_month ?? null,
    card_exp_year: card?.exp_year ?? null,
    saved_card_id: null,
    created_at: now,
    updated_at: now,
  };
  const columns = Object.keys(row);
  db.prepare(
    `INSERT INTO payment_sessions (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
  ).run(row);
  return row;
}

interface SavedCardRow {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

function savedCard(db: Database.Database, userUuid: string | null, id: string): SavedCardRow {
  const card = db.prepare("SELECT * FROM accounts_cards WHERE id = ? AND user_uuid = ?").get(id, userUuid ?? "") as
    SavedCardRow | undefined;
  if (!card) throw notFound("Card");
  return card;
}

export function getPayment(db: Database.Database, uuid: string): PaymentRow | undefined {
  return db.prepare("SELECT * FROM payment_sessions WHERE uuid = ?").get(uuid) as PaymentRow | undefined;
}

function update(db: Database.Database, uuid: string, changes: Partial<PaymentRow>) {
  const sets = Object.keys(changes).map((k) => `${k} = @${k}`);
  db.prepare(`UPDATE payment_sessions SET ${sets.join(", ")}, updated_at = @updated_at WHERE uuid = @uuid`).run({
    ...changes,
    uuid,
    updated_at: new Date().toISOString(),
  });
  return getPayment(db, uuid)!;
}

export interface ChargeCard {
  pan?: string;
  month?: number;
  year?: number;
}

/** The shopper pressed Pay: challenge first when strong authentication applies, else charge. */
export function charge(db: Database.Database, p: PaymentRow, card: ChargeCard): PaymentRow {
  const settings = paymentSettings(db, p.tenant);
  const last4 = card.pan ? card.pan.slice(-4) : p.card_last4!;
  const outcome = outcomeOf(card.pan ?? last4);
  const withCard: Partial<PaymentRow> = card.pan
    ? { card_brand: brandOf(card.pan), card_last4: last4, card_exp_month: card.month!, card_exp_year: card.year! }
    : {};
  if (needsChallenge(settings, outcome)) {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
    // LIVE mode keeps the code off the page: the "bank's text" lands in the sandbox outbox.
    if (settings.mode === "LIVE")
      sendToOutbox(db, {
        recipient: p.uuid,
        channel: "sms",
        kind: "one-time-code",
        subject: `Your code to confirm a payment of ${p.amount.toFixed(2)} ${p.currency}`,
        link: null,
        token: null,
        code,
      });
    return update(db, p.uuid, { ...withCard, challenge_code: code, challenge_attempts: 0, pending_outcome: outcome });
  }
  return settle(db, { ...p, ...withCard } as PaymentRow, outcome, withCard);
}

function needsChallenge(settings: PaymentSettings, outcome: CardOutcome) {
  if (settings.scaMode === "SCA_ALWAYS") return true;
  return settings.scaMode === "SCA_WHEN_REQUIRED" && outcome === "authentication_required";
}

/** The code from the challenge page: right → the charge goes ahead; three wrong → it fails. */
export function answerChallenge(db: Database.Database, p: PaymentRow, code: string): PaymentRow | "wrong" {
  if (code.trim() === p.challenge_code) return settle(db, p, p.pending_outcome ?? "success", {});
  const attempts = p.challenge_attempts + 1;
  if (attempts < MAX_CHALLENGE_ATTEMPTS) {
    update(db, p.uuid, { challenge_attempts: attempts });
    return "wrong";
  }
  return fail(db, p, "authentication_failed", "We couldn't confirm it was you, so your card was not charged.");
}

export function cancelPayment(db: Database.Database, p: PaymentRow): PaymentRow {
  return update(db, p.uuid, { status: "cancelled", challenge_code: null });
}

function settle(db: Database.Database, p: PaymentRow, outcome: CardOutcome, changes: Partial<PaymentRow>): PaymentRow {
  if (outcome === "declined" || outcome === "insufficient_funds")
    return fail(db, p, outcome, FAILURES[outcome], changes);
  return db.transaction(() => {
    db.prepare("UPDATE sales_order SET status = 'payment_completed', updated_at = ? WHERE increment_id = ?").run(
      new Date().toISOString(),
      p.order_number,
    );
    const saved = p.tokenize && p.customer_uuid ? saveCard(db, p) : null;
    return update(db, p.uuid, { ...changes, status: "completed", challenge_code: null, saved_card_id: saved });
  })();
}

function fail(db: Database.Database, p: PaymentRow, code: string, message: string, changes: Partial<PaymentRow> = {}) {
  return db.transaction(() => {
    db.prepare("UPDATE sales_order SET status = 'payment_failed', updated_at = ? WHERE increment_id = ?").run(
      new Date().toISOString(),
      p.order_number,
    );
    return update(db, p.uuid, {
      ...changes,
      status: "failed",
      challenge_code: null,
      failure_code: code,
      failure_message: message,
    });
  })();
}

/** Tokenize: the card joins the customer's wallet (the first one becomes the default). */
function saveCard(db: Database.Database, p: PaymentRow): string {
  const id = `card_${crypto.randomBytes(8).toString("hex")}`;
  const hasDefault = db
    .prepare("SELECT 1 FROM accounts_cards WHERE user_uuid = ? AND is_default = 1")
    .get(p.customer_uuid);
  db.prepare(
    "INSERT INTO accounts_cards (id, user_uuid, brand, last4, exp_month, exp_year, is_default) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(id, p.customer_uuid, p.card_brand, p.card_last4, p.card_exp_month, p.card_exp_year, hasDefault ? 0 : 1);
  return id;
}
