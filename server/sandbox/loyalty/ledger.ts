import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import {
  orderPointsPerItem,
  PROGRAMME,
  RULES,
  TIERS,
  type EarningEvent,
  type EarningRule,
  type Tier,
} from "./catalogue";

/**
 * The points ledger (product.md §3 Loyalty points and history item), independent of wire format.
 * Entries are earned (+), spent (−, a reward) or expired (−). An earned entry is pending until
 * its `available_at` (order points wait for the return period) and expires `expiryDays` after
 * it was earned; points are used and expire oldest first. Registered pack codes are read from
 * the platform's accounts_pack_registrations, so a pack code registered anywhere credits points.
 */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface LedgerEntry {
  key: string;
  event: string;
  type: "earned" | "spent" | "expired";
  points: number;
  reference: string | null;
  order_id: string | null;
  coupon: string | null;
  coupon_type: string | null;
  created_at: string;
  available_at: string;
  expires_at: string | null;
}

const LEDGER = `
  SELECT 'l' || id AS key, user_uuid, event, type, points, reference, order_id, coupon, coupon_type, created_at,
    available_at, expires_at
  FROM loyalty_ledger
  UNION ALL
  SELECT 'p' || id, user_uuid, 'pack_code', 'earned', points, code, NULL, NULL, NULL, registered_at, registered_at,
    strftime('%Y-%m-%dT%H:%M:%fZ', registered_at, '+${PROGRAMME.expiryDays} days')
  FROM accounts_pack_registrations`;

function entries(db: Database.Database, user: string): LedgerEntry[] {
  return db
    .prepare(`SELECT * FROM (${LEDGER}) WHERE user_uuid = ? ORDER BY created_at, key`)
    .all(user) as LedgerEntry[];
}

const confirmed = (e: LedgerEntry, now: number) => Date.parse(e.available_at) <= now;

/** What is left of an earned entry after older points were used or expired (oldest first). */
function remaining(all: LedgerEntry[], entry: LedgerEntry, now: number): number {
  const earned = all.filter((e) => e.type === "earned" && confirmed(e, now));
  const consumed = -all.filter((e) => e.type !== "earned").reduce((sum, e) => sum + e.points, 0);
  let before = 0;
  for (const e of earned) {
    if (e.key === entry.key) return Math.min(Math.max(before + e.points - consumed, 0), e.points);
    before += e.points;
  }
  return 0;
}

/**
 * Earned entries past their expiry date get their expired entry (what was left of them), once;
 * gives the ledger as it then stands (read again only when an entry was added).
 */
function settled(db: Database.Database, user: string, now: number): LedgerEntry[] {
  const all = entries(db, user);
  const expired = new Set(all.filter((e) => e.type === "expired").map((e) => e.reference));
  let added = false;
  for (const e of all) {
    if (e.type !== "earned" || !e.expires_at || Date.parse(e.expires_at) > now || expired.has(e.key)) continue;
    const left = remaining(entries(db, user), e, now);
    addEntry(db, user, { event: "expiry", type: "expired", points: -left, reference: e.key, at: e.expires_at });
    added = true;
  }
  return added ? entries(db, user) : all;
}

export function addEntry(
  db: Database.Database,
  user: string,
  e: {
    event: string;
    type: LedgerEntry["type"];
    points: number;
    reference?: string | null;
    orderId?: string | null;
    coupon?: string | null;
    couponType?: string | null;
    at?: string;
    pendingDays?: number;
  },
) {
  const at = e.at ?? new Date().toISOString();
  const created = Date.parse(at);
  return db
    .prepare(
      `INSERT OR IGNORE INTO loyalty_ledger (user_uuid, event, type, points, reference, order_id, coupon, coupon_type,
        created_at, available_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user,
      e.event,
      e.type,
      e.points,
      e.reference ?? null,
      e.orderId ?? null,
      e.coupon ?? null,
      e.couponType ?? null,
      at,
      iso(created + (e.pendingDays ?? 0) * DAY),
      e.type === "earned" ? iso(created + PROGRAMME.expiryDays * DAY) : null,
    ).changes;
}

export interface PointsStatus {
  points: number;
  pending_points: number;
  points_to_expire: number;
  expire_at: string | null;
  earned_last_year: number;
  tier: Tier;
  next_tier: Tier | null;
}

const balanceFrom = (all: LedgerEntry[], now: number) =>
  all.filter((e) => confirmed(e, now)).reduce((sum, e) => sum + e.points, 0);

export function balanceOf(db: Database.Database, user: string, now = Date.now()): number {
  return balanceFrom(settled(db, user, now), now);
}

// The ledger is read once an answer (issue 41, 7: the status was read three times, on each of a
// signed-in cart's loyalty calls), after its expiry is settled.
export function pointsStatus(db: Database.Database, user: string, now = Date.now()): PointsStatus {
  const all = settled(db, user, now);
  const points = balanceFrom(all, now);
  const earned = all.filter((e) => e.type === "earned");
  const pending = earned.filter((e) => !confirmed(e, now)).reduce((sum, e) => sum + e.points, 0);
  const window = now + PROGRAMME.expiringWindowDays * DAY;
  let toExpire = 0;
  let expireAt: string | null = null;
  for (const e of earned) {
    if (!confirmed(e, now) || !e.expires_at || Date.parse(e.expires_at) > window) continue;
    const left = remaining(all, e, now);
    if (left <= 0) continue;
    toExpire += left;
    if (!expireAt || e.expires_at < expireAt) expireAt = e.expires_at;
  }
  const yearAgo = now - 365 * DAY;
  const earnedLastYear = earned
    .filter((e) => confirmed(e, now) && Date.parse(e.created_at) > yearAgo)
    .reduce((sum, e) => sum + e.points, 0);
  const reached = TIERS.filter((t) => earnedLastYear >= t.threshold);
  const tier = reached[reached.length - 1];
  return {
    points,
    pending_points: pending,
    points_to_expire: Math.min(toExpire, points),
    expire_at: expireAt,
    earned_last_year: earnedLastYear,
    tier,
    next_tier: TIERS.find((t) => t.threshold > tier.threshold) ?? null,
  };
}

export interface HistoryItem {
  type: LedgerEntry["type"];
  points: number;
  coupon: string | null;
  event: string;
  date: string;
  /** the balance after the entry (a pending entry adds nothing yet) */
  balance: number;
  order_id: string | null;
  coupon_type: string | null;
  pending: boolean;
}

/** Newest first, `pageSize` a page; entries that changed nothing (an expiry of used points) are left out. */
export function history(db: Database.Database, user: string, page: number, pageSize: number, now = Date.now()) {
  let running = 0;
  const items: HistoryItem[] = [];
  for (const e of settled(db, user, now)) {
    const pending = !confirmed(e, now);
    if (!pending) running += e.points;
    if (e.points === 0) continue;
    items.push({
      type: e.type,
      points: e.points,
      coupon: e.coupon,
      event: e.event,
      date: e.created_at,
      balance: running,
      order_id: e.order_id,
      coupon_type: e.coupon_type,
      pending,
    });
  }
  items.reverse();
  const size = Math.min(Math.max(Math.trunc(pageSize) || 10, 1), 50);
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), totalPages);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    page_size: size,
    total_count: items.length,
    total_pages: totalPages,
  };
}

export function ruleFor(event: string): EarningRule {
  const rule = RULES.find((r) => r.event_name === event);
  if (!rule) throw new AccountsError(404, "EARNING_RULE_NOT_FOUND", `No earning rule for ${event}.`, "event_name");
  return rule;
}

/** product.md §9: a rule's points, multiplied by the quantity when its multiply flag is set. */
export function pointsFor(rule: EarningRule, quantity = 1, sku?: string): number {
  const each = sku && rule.event_name === "order" ? orderPointsPerItem(sku, rule) : rule.points;
  return rule.multiply ? each * Math.max(1, Math.trunc(quantity) || 1) : each;
}

/** Credits an earning event once per reference (an article, a QR code, an order…). 0 when already credited. */
export function earn(
  db: Database.Database,
  user: string,
  event: EarningEvent,
  reference: string,
  options: { quantity?: number; sku?: string; at?: string; orderId?: string } = {},
): number {
  const rule = ruleFor(event);
  const points = pointsFor(rule, options.quantity, options.sku);
  const added = addEntry(db, user, {
    event,
    type: "earned",
    points,
    reference,
    orderId: options.orderId,
    at: options.at,
    pendingDays: event === "order" ? PROGRAMME.pendingDays : 0,
  });
  return added ? points : 0;
}

/** An order's points: every line under the order rule, pending for the return period. */
export function creditOrder(
  db: Database.Database,
  user: string,
  orderNumber: string,
  lines: { sku: string; quantity: number }[],
  at?: string,
): number {
  const rule = ruleFor("order");
  const points = lines.reduce((sum, l) => sum + pointsFor(rule, l.quantity, l.sku), 0);
  const added = addEntry(db, user, {
    event: "order",
    type: "earned",
    points,
    reference: orderNumber,
    orderId: orderNumber,
    at,
    pendingDays: PROGRAMME.pendingDays,
  });
  return added ? points : 0;
}

/** An order that earned and spent nothing. */
export const NO_ORDER_POINTS = { points_earned: 0, points_pending: false, points_available_at: null, points_spent: 0 };

/**
 * What the club holds for one of the customer's orders (product.md §3 loyalty_info): the points
 * its earning created (pending until its return period is over) and those spent on it; null
 * when the club knows nothing of the order.
 */
export function orderPoints(db: Database.Database, user: string, orderNumber: string, now = Date.now()) {
  const entries = db
    .prepare(
      "SELECT event, points, available_at FROM loyalty_ledger WHERE user_uuid = ? AND order_id = ? AND event IN ('order', 'order_discount')",
    )
    .all(user, orderNumber) as { event: string; points: number; available_at: string }[];
  if (entries.length === 0) return null;
  const earned = entries.find((e) => e.event === "order");
  return {
    points_earned: earned?.points ?? 0,
    points_pending: earned ? Date.parse(earned.available_at) > now : false,
    points_available_at: earned?.available_at ?? null,
    points_spent: -entries.filter((e) => e.event === "order_discount").reduce((sum, e) => sum + e.points, 0),
  };
}
