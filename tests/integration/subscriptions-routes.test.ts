// The subscription pages' loaders and actions against the whole sandbox (unified flavour; the
// flavours themselves are covered by platform-subscriptions.test.ts): the rows of the change
// form and the platform's answers beside the right one, the pause date checked before any
// upstream call, the cancel confirmation from the URL.
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { action as subscriptionAction, loader as subscriptionLoader } from "~/routes/account.subscriptions.$id/route";
import { loader as listLoader } from "~/routes/account.subscriptions._index/route";
import { DUPLICATE_PRODUCT_MESSAGE } from "~/.server/platform/subscriptions";
import {
  browserRequest,
  caught,
  cookieWith,
  location,
  newCustomer,
  replied,
  sandboxDb,
  upstreamCalls,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

let signIn: SignIn;
let id: string;
let orders = 700;

/** An order of two Silver subscription packs in the customer's name, as checkout leaves it. */
function placeSubscriptionOrder(userUuid: string) {
  const orderId = sandboxDb()
    .prepare(
      `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount, grand_total,
      order_currency_code, payment_method, payment_title, created_at)
     VALUES (?, 'default', ?, 'someone@example.com', 'pending_payment', 9.9, 1.65, 9.9, 'GBP', 'ashless_card', 'Card', ?)`,
    )
    .run(`000008${++orders}`, userUuid, new Date().toISOString()).lastInsertRowid;
  sandboxDb()
    .prepare(
      `INSERT INTO sales_order_item (order_id, sku, name, product_type, qty_ordered, price_incl_tax, row_total_incl_tax, is_subscription)
       VALUES (?, 'ASH-STK-SILVER-P20-SUB', 'Silver', 'simple', 2, 4.95, 9.9, 1)`,
    )
    .run(orderId);
}

const cookie = () => {
  const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
  return cookieWith({ userUuid, identityToken, sessionToken, commerceToken });
};
const post = async (form: Record<string, string>) =>
  caught(
    hosted(subscriptionAction)({
      request: browserRequest(`/account/subscriptions/${id}`, { cookie: await cookie(), form: { id, ...form } }),
      params: { id },
    }),
  );
const list = async (query = "") =>
  replied<{
    subscriptions: { id: string; status: string; nextDelivery: string | null }[];
    cancelling: { id: string } | null;
    resumeDelivery: string;
  }>(
    await hosted(listLoader)({
      request: browserRequest(`/account/subscriptions${query}`, { cookie: await cookie() }),
      params: {},
    }),
  ).data;

beforeEach(async () => {
  ({ signIn } = await newCustomer());
  placeSubscriptionOrder(signIn.userUuid);
  [{ id }] = (await list()).subscriptions;
});

describe("subscription change form", () => {
  it("shows the platform's code 4 beside the row that repeats a product, past an empty row, keeping what was typed", async () => {
    const answer = replied<FormResult["data"]>(
      await post({
        intent: "change",
        frequency: "4w",
        sku1: "ASH-STK-SILVER-P20-SUB",
        qty1: "2",
        sku3: "ASH-STK-SILVER-P20-SUB",
        qty3: "5",
      }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({ sku3: [DUPLICATE_PRODUCT_MESSAGE] });
    expect(answer.data.result.initialValue).toMatchObject({ sku3: "ASH-STK-SILVER-P20-SUB", qty3: "5" });
  });

  it("saves the rows in order, leaving out the empty one, and goes back to the list", async () => {
    const answer = await post({
      intent: "change",
      frequency: "8w",
      sku2: "ASH-STK-TEAK-P20-SUB",
      qty2: "1",
      sku3: "ASH-STK-SILVER-P20-SUB",
      qty3: "3",
    });
    expect(location(answer)).toBe("/account/subscriptions");
    const put = (await upstreamCalls("platform")).find((c) => c.method === "PUT");
    expect(put?.variables).toEqual({
      products: [
        {
          sku: "ASH-STICKS-SUBSCRIPTION",
          options: [
            { sku: "ASH-STK-TEAK-P20-SUB", qty: 1 },
            { sku: "ASH-STK-SILVER-P20-SUB", qty: 3 },
          ],
        },
      ],
      frequency: "8w",
    });
    const loaded = replied<{ change: { defaults: Record<string, string>; rows: number } }>(
      await hosted(subscriptionLoader)({
        request: browserRequest(`/account/subscriptions/${id}`, { cookie: await cookie() }),
        params: { id },
      }),
    ).data;
    expect(loaded.change.defaults).toEqual({
      frequency: "8w",
      sku1: "ASH-STK-TEAK-P20-SUB",
      qty1: "1",
      sku2: "ASH-STK-SILVER-P20-SUB",
      qty2: "3",
    });
    expect(loaded.change.rows).toBe(3);
  });

  it("offers the products in stock, and keeps one the subscription holds that has run out", async () => {
    const db = sandboxDb();
    const stockOf = (sku: string) =>
      db
        .prepare(
          "SELECT s.qty FROM cataloginventory_stock_item s JOIN catalog_product p ON p.id = s.product_id WHERE p.sku = ?",
        )
        .pluck()
        .get(sku);
    const setStock = (sku: string, qty: number) =>
      db
        .prepare(
          "UPDATE cataloginventory_stock_item SET qty = ?, is_in_stock = ? WHERE product_id = (SELECT id FROM catalog_product WHERE sku = ?)",
        )
        .run(qty, qty > 0 ? 1 : 0, sku);
    const silver = stockOf("ASH-STK-SILVER-P20-SUB") as number;
    setStock("ASH-STK-SILVER-P20-SUB", 0);
    try {
      const loaded = replied<{ change: { choices: { value: string; label: string }[] } }>(
        await hosted(subscriptionLoader)({
          request: browserRequest(`/account/subscriptions/${id}`, { cookie: await cookie() }),
          params: { id },
        }),
      ).data;
      const offered = new Map(loaded.change.choices.map((c) => [c.value, c.label]));
      expect(offered.get("ASH-STK-SILVER-P20-SUB")).toMatch(/\(out of stock\)$/);
      expect(offered.get("ASH-STK-TEAK-P20-SUB")).toMatch(/\(£\d+\.\d\d\)$/);
      // the seed's Bronze packs are sold out, and this subscription has none
      expect(offered.has("ASH-STK-BRONZE-P20-SUB")).toBe(false);

      const refused = replied<FormResult["data"]>(
        await post({
          intent: "change",
          frequency: "4w",
          sku1: "ASH-STK-SILVER-P20-SUB",
          qty1: "2",
          sku2: "ASH-STK-BRONZE-P20-SUB",
          qty2: "1",
        }),
      );
      expect(refused.data.result.error).toEqual({ sku2: ["Choose a product from the list."] });
      const kept = await post({ intent: "change", frequency: "4w", sku1: "ASH-STK-SILVER-P20-SUB", qty1: "3" });
      expect(location(kept)).toBe("/account/subscriptions");
    } finally {
      setStock("ASH-STK-SILVER-P20-SUB", silver);
    }
  });
});

describe("pause and cancel", () => {
  it("checks the pause date before asking the platform", async () => {
    const answer = replied<FormResult["data"]>(await post({ intent: "pause", until: "2020-01-01" }));
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({ until: ["Choose a date after today."] });
    expect((await upstreamCalls("platform")).filter((c) => c.method === "PUT")).toEqual([]);
    expect((await list()).subscriptions[0].status).toBe("active");
  });

  it("reads the subscription Resume posts through its schema: none is refused before the platform is asked", async () => {
    const answer = replied<FormResult["data"]>(await post({ intent: "resume", id: "" }));
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({ id: ["That subscription is out of date."] });
    const writes = (await upstreamCalls("platform")).filter((c) => c.method !== "GET" && c.path !== "/users");
    expect(writes).toEqual([]);
  });

  it("says before Resume is pressed when the next delivery will then be, and resuming keeps to it", async () => {
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(location(await post({ intent: "pause", until }))).toBe("/account/subscriptions");
    const before = await list();
    expect(before.subscriptions[0].status).toBe("paused");
    // the platform's rule (3 days in the sandbox), as the list and the subscription's page say it
    const promised = before.resumeDelivery;
    expect(promised).toMatch(/^\w+ \d{1,2} \w+ \d{4}$|^\d{1,2} \w+ \d{4}$/);
    const page = replied<{ pause: { resumeDelivery: string } }>(
      await hosted(subscriptionLoader)({
        request: browserRequest(`/account/subscriptions/${id}`, { cookie: await cookie() }),
        params: { id },
      }),
    );
    expect(page.data.pause.resumeDelivery).toBe(promised);
    expect(location(await post({ intent: "resume" }))).toBe("/account/subscriptions");
    const after = (await list()).subscriptions[0];
    expect(after.status).toBe("active");
    expect(after.nextDelivery).toContain(promised);
  });

  it("asks before cancelling only for a subscription of this customer that is not cancelled yet", async () => {
    expect((await list(`?cancel=${id}`)).cancelling?.id).toBe(id);
    expect((await list("?cancel=1")).cancelling).toBeNull(); // the demo customer's
  });
});
