import type Database from "better-sqlite3";
import { AccountsError, invalid, notFound } from "./errors";
import { getAddress } from "./store";
import { endWithOrders, startFromOrders } from "./subscription-start";
import { frequencyDays, hasTable, setSubscriptionLines, stamp, type SubscriptionRow } from "./subscription-tables";
import {
  addDays,
  firstAfter,
  FREQUENCIES,
  frequencyOf,
  londonToday,
  MAX_PAUSE_DAYS,
  pauseProblem,
  RESUME_LEAD_DAYS,
} from "./subscription-dates";

/**
 * Product subscriptions (product.md §3 Subscription, §4 "updated, paused, cancelled or resumed"),
 * independent of wire format. A subscription is one plan product whose options are the
 * catalogue's subscription twins (`subscription = 1`, decision 0003) with their quantities.
 * Field names in errors: products.<i>.options.<j>.sku|qty, frequency, until.
 */

export const PLAN = { sku: "ASH-STICKS-SUBSCRIPTION", name: "Ashless sticks subscription" } as const;
/** product.md §8: the platform's code for the same product twice in one subscription. */
export const DUPLICATE_PRODUCT_CODE = "4";
const MAX_QTY = 10;
const MAX_LINES = 5;

export interface SubscriptionChoice {
  sku: string;
  name: string;
  price: number;
}

export interface SubscriptionView extends SubscriptionRow {
  frequencyLabel: string;
  lines: (SubscriptionChoice & { qty: number })[];
  total: number;
}

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
  resumeLeadDays: RESUME_LEAD_DAYS,
  currency: "GBP",
});

/** Time passes in the sandbox too: a pause that has ended is over, delivered dates move on. */
function catchUp(db: Database.Database, row: SubscriptionRow, today: string): SubscriptionRow {
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

function view(db: Database.Database, row: SubscriptionRow): SubscriptionView {
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
    endWithOrders(db, userUuid, stamp());
    const rows = db
      .prepare("SELECT * FROM accounts_product_subscriptions WHERE user_uuid = ? ORDER BY id")
      .all(userUuid) as SubscriptionRow[];
    return rows.map((r) => view(db, catchUp(db, r, today)));
  })();
}

function own(db: Database.Database, userUuid: string, id: string, today: string): SubscriptionRow {
  const row = /^\d+$/.test(id)
    ? (db
        .prepare("SELECT * FROM accounts_product_subscriptions WHERE id = ? AND user_uuid = ?")
        .get(Number(id), userUuid) as SubscriptionRow | undefined)
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
    setSubscriptionLines(db, row.id, lines);
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

/**
 * Deliveries go to another of the customer's address-book entries from the next one (decision
 * 0056): the address it leaves stops being flagged once no live subscription delivers there
 * (the flag is read from the subscriptions, address-subscriptions.ts). An id that is not one of
 * the customer's addresses is refused on the field, as one that does not exist.
 */
export function moveSubscription(db: Database.Database, userUuid: string, id: string, addressId: string) {
  const today = londonToday();
  return db.transaction(() => {
    const row = own(db, userUuid, id, today);
    if (row.status === "cancelled") throw conflict("A cancelled subscription can't be changed.");
    const address = /^\d+$/.test(addressId) ? getAddress(db, userUuid, Number(addressId)) : null;
    if (!address)
      throw invalid("ADDRESS_NOT_FOUND", "Choose one of your addresses to deliver to.", "deliveryAddressId");
    db.prepare("UPDATE accounts_product_subscriptions SET address_id = ?, updated_at = ? WHERE id = ?").run(
      address.id,
      stamp(),
      row.id,
    );
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
