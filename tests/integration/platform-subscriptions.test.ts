import { describe, expect, it } from "vitest";
import { todayIso } from "~/.server/account/format";
import { DUPLICATE_PRODUCT_MESSAGE, subscriptionGateway } from "~/.server/platform/subscriptions";
import type { Auth } from "~/lib/models/account";
import type { Subscription } from "~/lib/models/subscription";
import { addDays } from "~/lib/schemas/subscription";
import {
  type Flavour,
  FLAVOURS,
  newCustomer,
  refusal,
  type RunningSandbox,
  sandboxFor,
  signInDemo,
  value,
} from "./platform-account-sandbox";

// Subscriptions through the storefront's gateway against each flavour of the in-process
// sandbox: the demo customer's seed, an order becoming a subscription, and every action.

const PLAN = "ASH-STICKS-SUBSCRIPTION";
let orders = 500;

/** An order as checkout leaves it in the commerce tables (owner by uuid, lines flagged subscription). */
function placeOrder(sandbox: RunningSandbox, userUuid: string, status: string, lines: [string, number][]) {
  const number = `000009${++orders}`;
  const id = sandbox.db
    .prepare(
      `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount, grand_total,
      order_currency_code, payment_method, payment_title, created_at)
     VALUES (?, 'default', ?, 'someone@example.com', ?, 10, 2, 12, 'GBP', 'cashondelivery', 'Cash on delivery', ?)`,
    )
    .run(number, userUuid, status, new Date().toISOString()).lastInsertRowid;
  for (const [sku, qty] of lines) {
    const product = sandbox.db
      .prepare("SELECT name, price, subscription FROM catalog_product WHERE sku = ?")
      .get(sku) as {
      name: string;
      price: number;
      subscription: number;
    };
    sandbox.db
      .prepare(
        `INSERT INTO sales_order_item (order_id, sku, name, product_type, qty_ordered, price_incl_tax, row_total_incl_tax, is_subscription)
         VALUES (?, ?, ?, 'simple', ?, ?, ?, ?)`,
      )
      .run(id, sku, product.name, qty, product.price, product.price * qty, product.subscription);
  }
  return number;
}

/** What the catalogue charges today: the sale price while there is one. */
const priceOf = (sandbox: RunningSandbox, sku: string) =>
  sandbox.db
    .prepare("SELECT COALESCE(special_price, price) FROM catalog_product WHERE sku = ?")
    .pluck()
    .get(sku) as number;

describe.each(FLAVOURS)("subscription gateway, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);

  const api = () => subscriptionGateway();

  /** A new customer whose paid order of subscription products became their one subscription. */
  async function subscriber(): Promise<{ auth: Auth; sub: Subscription }> {
    const { auth } = await newCustomer();
    placeOrder(sandbox, auth.userUuid, "new", [["ASH-STK-SILVER-P20-SUB", 2]]);
    const [sub] = await api().list(auth);
    return { auth, sub };
  }

  it("offers every subscription product of the catalogue and the frequencies", async () => {
    const config = await api().getConfiguration();
    const skus = sandbox.db
      .prepare("SELECT sku FROM catalog_product WHERE subscription = 1 ORDER BY sku")
      .pluck()
      .all() as string[];
    expect(config.planSku).toBe(PLAN);
    expect(config.choices.map((c) => c.sku).sort()).toEqual(skus);
    expect(config.choices.every((c) => c.price.value === priceOf(sandbox, c.sku) && c.price.currency === "GBP")).toBe(
      true,
    );
    expect(config.frequencies.map((f) => f.label)).toContain("Every 4 weeks");
    expect(config.maxPauseDays).toBe(90);
    expect(config.resumeLeadDays).toBe(3);
  });

  it("lists the demo customer's active and paused subscriptions with catalogue prices", async () => {
    const list = await api().list(await signInDemo());
    expect(list.map((s) => s.status)).toEqual(["active", "paused"]);
    for (const s of list) {
      expect(s.lines.length).toBeGreaterThan(0);
      for (const l of s.lines) expect(l.unitPrice.value).toBe(priceOf(sandbox, l.sku));
      const total = s.lines.reduce((n, l) => n + l.unitPrice.value * l.qty, 0);
      expect(s.price.value).toBeCloseTo(total, 2);
      expect(s.nextDelivery! > todayIso()).toBe(true);
    }
    const paused = list[1];
    expect(paused.pausedUntil! > todayIso()).toBe(true);
    expect(paused.nextDelivery! > paused.pausedUntil!).toBe(true);
  });

  it("turns an order of subscription products into one subscription, once, ended when the order is cancelled", async () => {
    const { auth } = await newCustomer();
    expect(await api().list(auth)).toEqual([]);
    placeOrder(sandbox, auth.userUuid, "canceled", [["ASH-STK-RUBY-C10-SUB", 1]]);
    placeOrder(sandbox, auth.userUuid, "payment_failed", [["ASH-STK-RUBY-C10-SUB", 1]]);
    placeOrder(sandbox, auth.userUuid, "new", [["ASH-STK-AMBER-P20", 3]]);
    expect(await api().list(auth)).toEqual([]);
    const number = placeOrder(sandbox, auth.userUuid, "pending_payment", [
      ["ASH-STK-SILVER-P20-SUB", 2],
      ["ASH-STK-AMBER-P20", 1],
    ]);
    const list = await api().list(auth);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: "active",
      orderNumber: number,
      frequency: { code: "4w", label: "Every 4 weeks" },
      lines: [{ sku: "ASH-STK-SILVER-P20-SUB", qty: 2 }],
      nextDelivery: addDays(todayIso(), 28),
    });
    expect(await api().list(auth)).toHaveLength(1);

    // the customer cancels that order afterwards: its subscription ends with it
    sandbox.db.prepare("UPDATE sales_order SET status = 'canceled' WHERE increment_id = ?").run(number);
    expect(await api().list(auth)).toMatchObject([{ orderNumber: number, status: "cancelled", nextDelivery: null }]);
  });

  it("changes products, quantities and frequency", async () => {
    const { auth, sub } = await subscriber();
    const changed = value(
      await api().update(auth, sub.id, {
        planSku: PLAN,
        frequency: "6w",
        lines: [
          { sku: "ASH-STK-SILVER-P20-SUB", qty: 4 },
          { sku: "ASH-STK-TEAK-C10-SUB", qty: 1 },
        ],
      }),
    );
    expect(changed.frequency.code).toBe("6w");
    expect(changed.lines.map((l) => [l.sku, l.qty])).toEqual([
      ["ASH-STK-SILVER-P20-SUB", 4],
      ["ASH-STK-TEAK-C10-SUB", 1],
    ]);
    expect((await api().list(auth))[0]).toEqual(changed);
  });

  it("refuses the same product twice with code 4 on the second line, and changes nothing", async () => {
    const { auth, sub } = await subscriber();
    const error = refusal(
      await api().update(auth, sub.id, {
        planSku: PLAN,
        frequency: "4w",
        lines: [
          { sku: "ASH-STK-TEAK-C10-SUB", qty: 1 },
          { sku: "ASH-STK-TEAK-C10-SUB", qty: 2 },
        ],
      }),
    );
    expect(error).toMatchObject({ code: "4", field: "lines.1.sku", message: DUPLICATE_PRODUCT_MESSAGE, status: 422 });
    expect((await api().list(auth))[0]).toEqual(sub);
  });

  it("pauses until a date (the next delivery moves past it) and resumes from today", async () => {
    const { auth, sub } = await subscriber();
    const until = addDays(sub.nextDelivery!, 10);
    const paused = value(await api().pause(auth, sub.id, until));
    expect(paused).toMatchObject({ status: "paused", pausedUntil: until });
    expect(paused.nextDelivery! > until).toBe(true);
    expect(paused.nextDelivery).toBe(addDays(sub.nextDelivery!, 28));

    expect(refusal(await api().pause(auth, sub.id, addDays(todayIso(), 5))).code).toBe("SUBSCRIPTION_STATE");
    const resumed = value(await api().resume(auth, sub.id));
    expect(resumed).toMatchObject({ status: "active", pausedUntil: null, nextDelivery: addDays(todayIso(), 3) });
  });

  it("refuses a pause that does not end in the next 90 days, beside the date", async () => {
    const { auth, sub } = await subscriber();
    for (const until of [todayIso(), addDays(todayIso(), 91)])
      expect(refusal(await api().pause(auth, sub.id, until))).toMatchObject({ field: "until", status: 422 });
    expect((await api().list(auth))[0].status).toBe("active");
  });

  it("cancels, after which nothing else can be done", async () => {
    const { auth, sub } = await subscriber();
    const cancelled = value(await api().cancel(auth, sub.id));
    expect(cancelled).toMatchObject({ status: "cancelled", nextDelivery: null });
    expect(refusal(await api().resume(auth, sub.id)).code).toBe("SUBSCRIPTION_STATE");
    expect(refusal(await api().cancel(auth, sub.id)).code).toBe("SUBSCRIPTION_STATE");
  });

  it("does not let one customer touch another's subscription, and ends an expired session", async () => {
    const { sub } = await subscriber();
    const other = (await newCustomer()).auth;
    expect(refusal(await api().cancel(other, sub.id)).status).toBe(404);
    const expired = { ...other, identityToken: "not-a-token" };
    expect(refusal(await api().resume(expired, sub.id)).code).toBe("SESSION_EXPIRED");
    await expect(api().list(expired)).rejects.toMatchObject({ code: "SESSION_EXPIRED" });
  });
});
