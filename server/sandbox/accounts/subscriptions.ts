import type Database from "better-sqlite3";
import { AccountsError, invalid, notFound } from "./errors";
import {
  addDays,
  DEFAULT_FREQUENCY,
  firstAfter,
  FREQUENCIES,
  frequencyOf,
  londonToday,
  MAX_PAUSE_DAYS,
  pauseProblem,
  RESUME_LEAD_DAYS,
} from "./subscription-dates";

/**
 * Product subscriptions (SPEC §3 Subscription, §4 "updated, paused, cancelled or resumed"),
 * independent of wire format. A subscription is one plan product whose options are the
 * catalogue's subscription twins (`subscription = 1`, decision 0003) with their quantities.
 * Field names in errors: products.<i>.options.<j>.sku|qty, frequency, until.
 */

export const PLAN = { sku: "ASH-STICKS-SUBSCRIPTION", name: "Ashless sticks subscription" } as const;
/** SPEC §8: the platform's code for the same product twice in one subscription. */
export const DUPLICATE_PRODUCT_CODE = "4";
const MAX_QTY = 10;
const MAX_LINES = 5;
// Orders that no longer stand, or whose payment was refused, start no subscription. A card
// order awaiting its payment (pending_payment) does: subscriptions are paid by card only
// (checkout-methods.ts), and the customer agreed to the subscription when placing it.
const NOT_STARTED = ["canceled", "pending_cancellation", "payment_failed"];

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

interface Row {
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

export interface SubscriptionChoice {
  sku: string;
  name: string;
  price: number;
}

export interface SubscriptionView extends Row {
  frequencyLabel: string;
  lines: (SubscriptionChoice & { qty: number })[];
  total: number;
}

const hasTable = (db: Database.Database, name: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));

/** The catalogue's subscription products (none in a sandbox without the commerce module). */
export function subscriptionChoices(db: Database.Database): SubscriptionChoice[] {
  if (!hasTable(db, "catalog_product")) return [];
  return db
    .prepare(
      "SELECT sku, name, COALESCE(special_price, price) AS price FROM catalog_product WHERE subscription = 1 AND type_id = 'simple' ORDER BY name",
    )
    .all() as SubscriptionChoice[];
}

export const subscriptionConfiguration = (db: Database.Database) => ({
  plan: PLAN,
  choices: subscriptionChoices(db),
  frequencies: FREQUENCIES,
  maxPauseDays: MAX_PAUSE_DAYS,
  currency: "GBP",
});

const frequencyDays = (code: string) => frequencyOf(code)?.days ?? 28;
const stamp = () => new Date().toISOString();

function insert(
  db: Database.Database,
  s: Pick<Row, "user_uuid" | "status" | "frequency" | "next_delivery" | "paused_until" | "source_order">,
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
  setLines(db, id, lines);
  return id;
}

function setLines(db: Database.Database, id: number, lines: { sku: string; qty: number }[]) {
  db.prepare("DELETE FROM accounts_product_subscription_lines WHERE subscription_id = ?").run(id);
  const add = db.prepare(
    "INSERT INTO accounts_product_subscription_lines (subscription_id, position, sku, qty) VALUES (?, ?, ?, ?)",
  );
  lines.forEach((l, i) => add.run(id, i, l.sku, l.qty));
}

/** The demo customer (README): one active and one paused subscription, dated from the seed day. */
export function seedDemoSubscriptions(db: Database.Database, userUuid: string, today = londonToday()) {
  insert(
    db,
    {
      user_uuid: userUuid,
      status: "active",
      frequency: "4w",
      next_delivery: addDays(today, 10),
      paused_until: null,
      source_order: null,
    },
    [
      { sku: "ASH-STK-AMBER-C10-SUB", qty: 1 },
      { sku: "ASH-STK-RUBY-P20-SUB", qty: 2 },
    ],
  );
  const until = addDays(today, 30);
  insert(
    db,
    {
      user_uuid: userUuid,
      status: "paused",
      frequency: "2w",
      next_delivery: firstAfter(addDays(today, 4), 14, until),
      paused_until: until,
      source_order: null,
    },
    [{ sku: "ASH-STK-TEAK-P20-SUB", qty: 3 }],
  );
}

/**
 * Orders of subscription products become subscriptions when the customer's subscriptions are
 * next read (idempotent: one per order). Doing it here, rather than when the order is placed,
 * keeps the commerce service unaware of the platform, as the real platform learns of orders
 * on its own, and an order whose payment is refused and later retried still counts once.
 */
function startFromOrders(db: Database.Database, userUuid: string, today: string) {
  if (!hasTable(db, "sales_order") || !hasTable(db, "sales_order_item")) return;
  const orders = db
    .prepare(
      `SELECT o.entity_id, o.increment_id, o.created_at FROM sales_order o
       WHERE o.customer_uuid = ? AND o.status NOT IN (${NOT_STARTED.map(() => "?").join(", ")})
         AND EXISTS (SELECT 1 FROM sales_order_item i WHERE i.order_id = o.entity_id AND i.is_subscription = 1)
         AND NOT EXISTS (SELECT 1 FROM accounts_product_subscriptions s WHERE s.source_order = o.increment_id)
       ORDER BY o.entity_id`,
    )
    .all(userUuid, ...NOT_STARTED) as { entity_id: number; increment_id: string; created_at: string }[];
  for (const o of orders) {
    const lines = db
      .prepare(
        "SELECT sku, CAST(SUM(qty_ordered) AS INTEGER) AS qty FROM sales_order_item WHERE order_id = ? AND is_subscription = 1 GROUP BY sku ORDER BY MIN(item_id)",
      )
      .all(o.entity_id) as { sku: string; qty: number }[];
    const days = frequencyDays(DEFAULT_FREQUENCY);
    const ordered = o.created_at.slice(0, 10);
    insert(
      db,
      {
        user_uuid: userUuid,
        status: "active",
        frequency: DEFAULT_FREQUENCY,
        next_delivery: firstAfter(addDays(ordered, days), days, addDays(today, -1)),
        paused_until: null,
        source_order: o.increment_id,
      },
      lines,
    );
  }
}

/** Time passes in the sandbox too: a pause that has ended is over, delivered dates move on. */
function catchUp(db: Database.Database, row: Row, today: string): Row {
  let { status, paused_until: until, next_delivery: next } = row;
  if (status === "paused" && until && until < today) [status, until] = ["active", null];
  if (status === "active" && next && next < today)
    next = firstAfter(next, frequencyDays(row.frequency), addDays(today, -1));
  if (status === row.status && next === row.next_delivery) return row;
  db.prepare(
    "UPDATE accounts_product_subscriptions SET status = ?, paused_until = ?, next_delivery = ?, updated_at = ? WHERE id = ?",
  ).run(status, until, next, stamp(), row.id);
  return { ...row, status, paused_until: until, next_delivery: next };
}

function view(db: Database.Database, row: Row): SubscriptionView {
  const choices = new Map(subscriptionChoices(db).map((c) => [c.sku, c]));
  const lines = (
    db
      .prepare("SELECT sku, qty FROM accounts_product_subscription_lines WHERE subscription_id = ? ORDER BY position")
      .all(row.id) as { sku: string; qty: number }[]
  ).map((l) => ({ ...(choices.get(l.sku) ?? { sku: l.sku, name: l.sku, price: 0 }), qty: l.qty }));
  const total = Math.round(lines.reduce((n, l) => n + l.price * l.qty, 0) * 100) / 100;
  return { ...row, frequencyLabel: frequencyOf(row.frequency)?.label ?? row.frequency, lines, total };
}

export function subscriptionsOf(db: Database.Database, userUuid: string, today = londonToday()): SubscriptionView[] {
  return db.transaction(() => {
    startFromOrders(db, userUuid, today);
    const rows = db
      .prepare("SELECT * FROM accounts_product_subscriptions WHERE user_uuid = ? ORDER BY id")
      .all(userUuid) as Row[];
    return rows.map((r) => view(db, catchUp(db, r, today)));
  })();
}

function own(db: Database.Database, userUuid: string, id: string, today: string): Row {
  const row = /^\d+$/.test(id)
    ? (db
        .prepare("SELECT * FROM accounts_product_subscriptions WHERE id = ? AND user_uuid = ?")
        .get(Number(id), userUuid) as Row | undefined)
    : undefined;
  if (!row) throw notFound("Subscription");
  return catchUp(db, row, today);
}

const conflict = (message: string) => new AccountsError(409, "SUBSCRIPTION_STATE", message);

export interface SubscriptionChange {
  products: { sku: string; options: { sku: string; qty: unknown }[] }[];
  frequency: string;
}

/** New products, quantities and rhythm; the next delivery date stays as planned. */
export function updateSubscription(db: Database.Database, userUuid: string, id: string, change: SubscriptionChange) {
  const today = londonToday();
  return db.transaction(() => {
    const row = own(db, userUuid, id, today);
    if (row.status === "cancelled") throw conflict("A cancelled subscription can't be changed.");
    if (!frequencyOf(change.frequency)) throw invalid("INVALID_FREQUENCY", "Choose how often to deliver.", "frequency");
    const known = new Set(subscriptionChoices(db).map((c) => c.sku));
    const lines: { sku: string; qty: number }[] = [];
    change.products.forEach((p, i) => {
      if (p.sku !== PLAN.sku)
        throw invalid("UNKNOWN_PRODUCT", "This subscription plan does not exist.", `products.${i}.sku`);
      p.options.forEach((o, j) => {
        const at = `products.${i}.options.${j}`;
        if (!known.has(o.sku))
          throw invalid("UNKNOWN_PRODUCT", "This product can't be delivered by subscription.", `${at}.sku`);
        if (lines.some((l) => l.sku === o.sku))
          throw invalid(DUPLICATE_PRODUCT_CODE, "This product is already in the subscription.", `${at}.sku`);
        const qty = Number(o.qty);
        if (!Number.isInteger(qty) || qty < 1 || qty > MAX_QTY)
          throw invalid("INVALID_QTY", `The quantity must be a whole number from 1 to ${MAX_QTY}.`, `${at}.qty`);
        lines.push({ sku: o.sku, qty });
      });
    });
    if (lines.length === 0)
      throw invalid("PRODUCTS_REQUIRED", "A subscription needs at least one product.", "products");
    if (lines.length > MAX_LINES)
      throw invalid("TOO_MANY_PRODUCTS", `A subscription can have up to ${MAX_LINES} products.`, "products");
    setLines(db, row.id, lines);
    db.prepare("UPDATE accounts_product_subscriptions SET frequency = ?, updated_at = ? WHERE id = ?").run(
      change.frequency,
      stamp(),
      row.id,
    );
    return view(db, own(db, userUuid, id, today));
  })();
}

/** No deliveries up to and including `until`; the rhythm carries on after it. */
export function pauseSubscription(db: Database.Database, userUuid: string, id: string, until: string) {
  const today = londonToday();
  return db.transaction(() => {
    const row = own(db, userUuid, id, today);
    if (row.status !== "active") throw conflict("Only an active subscription can be paused.");
    const problem = pauseProblem(until, today);
    if (problem) throw invalid("INVALID_PAUSE_DATE", problem, "until");
    const next = firstAfter(row.next_delivery ?? today, frequencyDays(row.frequency), until);
    db.prepare(
      "UPDATE accounts_product_subscriptions SET status = 'paused', paused_until = ?, next_delivery = ?, updated_at = ? WHERE id = ?",
    ).run(until, next, stamp(), row.id);
    return view(db, own(db, userUuid, id, today));
  })();
}

/** Deliveries start again from today: the next box goes out within a few days. */
export function resumeSubscription(db: Database.Database, userUuid: string, id: string) {
  const today = londonToday();
  return db.transaction(() => {
    const row = own(db, userUuid, id, today);
    if (row.status !== "paused") throw conflict("Only a paused subscription can be resumed.");
    db.prepare(
      "UPDATE accounts_product_subscriptions SET status = 'active', paused_until = NULL, next_delivery = ?, updated_at = ? WHERE id = ?",
    ).run(addDays(today, RESUME_LEAD_DAYS), stamp(), row.id);
    return view(db, own(db, userUuid, id, today));
  })();
}

export function cancelSubscription(db: Database.Database, userUuid: string, id: string) {
  const today = londonToday();
  return db.transaction(() => {
    const row = own(db, userUuid, id, today);
    if (row.status === "cancelled") throw conflict("This subscription is already cancelled.");
    db.prepare(
      "UPDATE accounts_product_subscriptions SET status = 'cancelled', paused_until = NULL, next_delivery = NULL, updated_at = ? WHERE id = ?",
    ).run(stamp(), row.id);
    return view(db, own(db, userUuid, id, today));
  })();
}
