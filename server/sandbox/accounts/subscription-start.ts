import type Database from "better-sqlite3";
import { defaultShippingId, deliveryAddressOf } from "./address-match";
import { addDays, DEFAULT_FREQUENCY, firstAfter, londonToday } from "./subscription-dates";
import { frequencyDays, hasTable, insertSubscription as insert } from "./subscription-tables";

/** Where subscriptions come from: the demo seed, and customers' orders of subscription products. */

// Orders that no longer stand, or whose payment was refused, start no subscription. A card
// order awaiting its payment (pending_payment) does: subscriptions are paid by card only
// (checkout-methods.ts), and the customer agreed to the subscription when placing it.
const NOT_STARTED = ["canceled", "pending_cancellation", "payment_failed"];

/**
 * The demo customer (README): one active and one paused subscription, dated from the seed day,
 * both delivered to their default delivery address (so the address book shows it in use).
 */
export function seedDemoSubscriptions(db: Database.Database, userUuid: string, today = londonToday()) {
  const address_id = defaultShippingId(db, userUuid);
  insert(
    db,
    {
      user_uuid: userUuid,
      status: "active",
      frequency: "4w",
      next_delivery: addDays(today, 10),
      paused_until: null,
      source_order: null,
      address_id,
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
      address_id,
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
export function startFromOrders(db: Database.Database, userUuid: string, today: string) {
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
        address_id: deliveryAddressOf(db, userUuid, o.entity_id),
      },
      lines,
    );
  }
}

/**
 * A subscription started by an order ends with it: when the order is cancelled (or its
 * cancellation asked for) after the subscription began, the subscription is cancelled too, as
 * the customer who cancels an order expects no further deliveries of it.
 */
export function endWithOrders(db: Database.Database, userUuid: string, now: string) {
  if (!hasTable(db, "sales_order")) return;
  db.prepare(
    `UPDATE accounts_product_subscriptions
     SET status = 'cancelled', paused_until = NULL, next_delivery = NULL, updated_at = ?
     WHERE user_uuid = ? AND status != 'cancelled' AND source_order IN (
       SELECT increment_id FROM sales_order WHERE customer_uuid = ? AND status IN ('canceled', 'pending_cancellation'))`,
  ).run(now, userUuid, userUuid);
}
