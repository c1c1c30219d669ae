// The order page's lines and the catalogue (product.md §7 getProductImageDescription and
// getProductsEssentials; decision 0073): each item's picture with its description, read once for
// the whole order, and "Buy these again" saying what each product costs now against what was
// paid, and whether it is in stock. Both are a help: when the catalogue can't be read the page
// is shown without them.
import { graphql, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { addToCart } from "~/.server/commerce/cart";
import { placeOrder } from "~/.server/commerce/checkout";
import { getCustomerCartId } from "~/.server/commerce/customer";
import { clearCache } from "~/.server/state/cache";
import type { SignIn } from "~/lib/models/account";
import { loader as orderLoader } from "~/routes/account.orders.$number/route";
import { loader as ordersLoader } from "~/routes/account.orders._index/route";
import { server } from "../msw/server";
import { hosted } from "../support/session";
import { AGE_CONFIRMED, checkoutSteps } from "./commerce-checkout-sandbox";
import {
  browserRequest,
  caught,
  cookieWith,
  forgetCalls,
  newCustomer,
  operationCalls,
  replied,
  sandboxDb,
  useRoutesSandbox,
} from "./routes-sandbox";

useRoutesSandbox();

const PACK = "ASH-STK-SILVER-P20";
const CARTON = "ASH-STK-SILVER-C10";

const cookie = ({ userUuid, identityToken, sessionToken, commerceToken }: SignIn) =>
  cookieWith({ userUuid, identityToken, sessionToken, commerceToken });

/** A fresh customer's order of two packs and a carton, placed through the shop. */
async function placedOrder(): Promise<{ number: string; cookie: string }> {
  const { signIn } = await newCustomer();
  const token = signIn.commerceToken;
  const cartId = await getCustomerCartId("default", token);
  for (const [sku, quantity] of [
    [PACK, 2],
    [CARTON, 1],
  ] as const)
    expect((await addToCart("default", cartId, { kind: "simple", sku, quantity }, token)).error).toBeNull();
  await checkoutSteps("default", cartId, { email: null, token });
  const placed = await placeOrder("default", cartId, AGE_CONFIRMED, token);
  expect(placed.error).toBeNull();
  return { number: placed.order!.orderNumber, cookie: await cookie(signIn) };
}

type Money = { value: number; currency: string };
type OrderPage = {
  order: { items: { sku: string; isGift: boolean }[] };
  pictures: Record<string, { url: string; description: string }>;
  buyAgain: { sku: string; name: string; paidEach: Money; nowEach: Money | null; inStock: boolean }[] | null;
};

type OrdersPage = {
  orders: { number: string; skus: string[] }[];
  pictures: Record<string, { url: string; description: string }>;
};

async function ordersPage(c: string) {
  const answer = await caught(
    hosted(ordersLoader)({ request: browserRequest("/account/orders", { cookie: c }), params: {} }),
  );
  return replied<OrdersPage>(answer).data;
}

async function orderPage({ number, cookie: c }: { number: string; cookie: string }) {
  const path = `/account/orders/${number}`;
  const answer = await caught(
    hosted(orderLoader)({ request: browserRequest(path, { cookie: c }), params: { number } }),
  );
  return replied<OrderPage>(answer).data;
}

const productId = (sku: string) =>
  (sandboxDb().prepare("SELECT id FROM catalog_product WHERE sku = ?").get(sku) as { id: number }).id;

afterEach(() => {
  sandboxDb().prepare("UPDATE catalog_product SET special_price = NULL WHERE sku = ?").run(PACK);
  sandboxDb()
    .prepare("UPDATE cataloginventory_stock_item SET is_in_stock = 1 WHERE product_id = ?")
    .run(productId(CARTON));
  clearCache();
});

describe("an order's lines", () => {
  it("shows each item's picture with its description, read in one go for the whole order", async () => {
    const placed = await placedOrder();
    clearCache();
    forgetCalls();
    const page = await orderPage(placed);
    const skus = page.order.items.filter((i) => !i.isGift).map((i) => i.sku);
    expect(skus).toEqual(expect.arrayContaining([PACK, CARTON]));
    for (const sku of skus) {
      expect(page.pictures[sku].url).toMatch(/\/catalog\/product\/silver-.*\.svg$/);
      expect((await fetch(page.pictures[sku].url)).status).toBe(200);
    }
    expect(page.pictures[PACK].description).toMatch(/^Silver .*Pack of 20/);
    expect(page.pictures[CARTON].description).toMatch(/^Silver .*Carton/);
    const reads = await operationCalls("getProductImageDescription");
    expect(reads).toHaveLength(1);
    expect((reads[0].variables.skus as string[]).sort()).toEqual(
      [...new Set(page.order.items.map((i) => i.sku))].sort(),
    );
  });

  it("says under Buy these again what each product costs now, against what was paid, and whether it is in stock", async () => {
    const placed = await placedOrder();
    let page = await orderPage(placed);
    expect(page.buyAgain).toEqual([
      {
        sku: PACK,
        name: expect.any(String),
        paidEach: { value: 5.5, currency: "GBP" },
        nowEach: { value: 5.5, currency: "GBP" },
        inStock: true,
      },
      {
        sku: CARTON,
        name: expect.any(String),
        paidEach: { value: 52, currency: "GBP" },
        nowEach: { value: 52, currency: "GBP" },
        inStock: true,
      },
    ]);
    // the pack goes on sale and the cartons sell out
    sandboxDb().prepare("UPDATE catalog_product SET special_price = 4.5 WHERE sku = ?").run(PACK);
    sandboxDb()
      .prepare("UPDATE cataloginventory_stock_item SET is_in_stock = 0 WHERE product_id = ?")
      .run(productId(CARTON));
    clearCache();
    forgetCalls();
    page = await orderPage(placed);
    expect(page.buyAgain).toMatchObject([
      { sku: PACK, paidEach: { value: 5.5 }, nowEach: { value: 4.5 }, inStock: true },
      { sku: CARTON, paidEach: { value: 52 }, nowEach: { value: 52 }, inStock: false },
    ]);
    expect(await operationCalls("getProductsEssentials")).toHaveLength(1);
  });

  it("is shown without pictures and today's prices when the catalogue can't be read", async () => {
    const placed = await placedOrder();
    clearCache();
    server.use(
      graphql.query("getProductImageDescription", () => HttpResponse.error()),
      graphql.query("getProductsEssentials", () => HttpResponse.error()),
    );
    const page = await orderPage(placed);
    expect(page.order.items.length).toBeGreaterThan(0);
    expect(page.pictures).toEqual({});
    expect(page.buyAgain).toBeNull();
  });

  it("shows each order of the list with its products' pictures, read in one go for the whole page", async () => {
    const first = await placedOrder();
    clearCache();
    forgetCalls();
    const { orders, pictures } = await ordersPage(first.cookie);
    expect(orders).toHaveLength(1);
    expect(orders[0].skus).toEqual(expect.arrayContaining([PACK, CARTON]));
    for (const sku of orders[0].skus) expect(pictures[sku]?.description).toMatch(/^\S/);
    expect(pictures[PACK].url).toMatch(/silver-.*pack-20--thumb\.svg$/); // the thumbnail (decision 0072)
    expect(await operationCalls("getProductImageDescription")).toHaveLength(1);
    // the list is shown without them when the shop can't say
    clearCache();
    server.use(graphql.query("getProductImageDescription", () => HttpResponse.error()));
    expect(await ordersPage(first.cookie)).toMatchObject({ orders: [{ number: first.number }], pictures: {} });
  });
});
