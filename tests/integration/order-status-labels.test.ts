// product.md §7 getorderstatus: the store's order statuses (§4 "Order status values") with their
// labels, read once and cached like the other store-wide reads; every order page names an
// order's status as that list does. Against the whole sandbox, whose labels an admin changes
// in sales_order_status.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getOrderStatuses } from "~/.server/commerce/order-statuses";
import { clearCache } from "~/.server/state/cache";
import { addToCart } from "~/.server/commerce/cart";
import { placeOrder } from "~/.server/commerce/checkout";
import { getCustomerCartId } from "~/.server/commerce/customer";
import type { SignIn } from "~/lib/models/account";
import { loader as overviewLoader } from "~/routes/account._index/route";
import { loader as ordersLoader } from "~/routes/account.orders._index/route";
import { loader as orderLoader } from "~/routes/account.orders.$number/route";
import { hosted } from "../support/session";
import { AGE_CONFIRMED, checkoutSteps } from "./commerce-checkout-sandbox";
import { foundGuestOrder, guestOrderPage } from "./guest-order";
import {
  browserRequest,
  cookieWith,
  forgetCalls,
  newCustomer,
  operationCalls,
  replied,
  sandboxDb,
  useRoutesSandbox,
} from "./routes-sandbox";

useRoutesSandbox();

// product.md §4, in its order
const SPEC_STATUSES = [
  "new",
  "processing",
  "confirmed",
  "pending_payment",
  "payment_failed",
  "payment_completed",
  "shipped",
  "shipped_to_warehouse",
  "delivered",
  "on_hold",
  "delivered_to_pick_up_point",
  "pending",
  "pending_cancellation",
  "canceled",
  "returned",
  "complete",
];

const relabel = (status: string, label: string) =>
  sandboxDb().prepare("UPDATE sales_order_status SET label = ? WHERE status = ?").run(label, status);
const setStatus = (number: string, status: string) =>
  sandboxDb().prepare("UPDATE sales_order SET status = ? WHERE increment_id = ?").run(status, number);

let labelsBefore: { status: string; label: string }[];
beforeEach(() => {
  labelsBefore = sandboxDb().prepare("SELECT status, label FROM sales_order_status").all() as typeof labelsBefore;
});
afterEach(() => {
  for (const { status, label } of labelsBefore) relabel(status, label);
  clearCache();
});

describe("getorderstatus", () => {
  it("lists every status of product.md §4 with its label and whether an order in it can be cancelled", async () => {
    const statuses = await getOrderStatuses("default");
    expect(statuses.map((s) => s.value).sort()).toEqual([...SPEC_STATUSES].sort());
    expect(statuses.every((s) => s.label.length > 0)).toBe(true);
    expect(statuses.filter((s) => s.cancelable).map((s) => s.value)).toEqual([
      "new",
      "pending",
      "pending_payment",
      "processing",
    ]);
  });

  it("is read once and kept, as the other store-wide reads are", async () => {
    await getOrderStatuses("default");
    relabel("shipped", "With the courier");
    expect((await getOrderStatuses("default")).find((s) => s.value === "shipped")?.label).toBe("Shipped");
    clearCache();
    expect((await getOrderStatuses("default")).find((s) => s.value === "shipped")?.label).toBe("With the courier");
  });
});

type Loader = (a: LoaderFunctionArgs) => Promise<unknown>;
/** A page's data, loaded with the cache empty: it asks for the store's statuses itself (once). */
async function load<T>(loader: Loader, path: string, params: Record<string, string>, cookie: string) {
  clearCache();
  forgetCalls();
  const answer = replied<T>(await hosted(loader)({ request: browserRequest(path, { cookie }), params })).data;
  expect(await operationCalls("getorderstatus"), path).toHaveLength(1);
  return answer;
}

/** A fresh customer's order of two packs, placed through the shop. */
async function customerOrder(signIn: SignIn): Promise<string> {
  const token = signIn.commerceToken;
  const cartId = await getCustomerCartId("default", token);
  await addToCart("default", cartId, { kind: "simple", sku: "ASH-STK-SILVER-P20", quantity: 2 }, token);
  await checkoutSteps("default", cartId, { email: null, token });
  const placed = await placeOrder("default", cartId, AGE_CONFIRMED, token);
  expect(placed.error).toBeNull();
  return placed.order!.orderNumber;
}

type Labelled = { number: string; status: string; statusLabel: string };

describe("the order pages", () => {
  it("name a signed-in customer's order's status as the store's list does", async () => {
    const { signIn } = await newCustomer();
    const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
    const cookie = await cookieWith({ userUuid, identityToken, sessionToken, commerceToken });
    const number = await customerOrder(signIn);
    setStatus(number, "shipped");
    relabel("shipped", "With the courier");
    clearCache();

    const list = await load<{ orders: Labelled[]; statuses: { value: string; label: string }[] }>(
      ordersLoader,
      "/account/orders",
      {},
      cookie,
    );
    expect(list.orders.find((o) => o.number === number)).toMatchObject({ statusLabel: "With the courier" });
    expect(list.statuses).toContainEqual(expect.objectContaining({ value: "shipped", label: "With the courier" }));

    const overview = await load<{ orders: Labelled[] }>(overviewLoader, "/account", {}, cookie);
    expect(overview.orders.find((o) => o.number === number)).toMatchObject({ statusLabel: "With the courier" });

    const details = await load<{ order: Labelled }>(orderLoader, `/account/orders/${number}`, { number }, cookie);
    expect(details.order).toMatchObject({ status: "shipped", statusLabel: "With the courier" });
  });

  it("name a guest's order's status as the list of the order's store does", async () => {
    const { number, cookie } = await foundGuestOrder(`guest-status-${Date.now()}@example.com`);
    setStatus(number, "delivered_to_pick_up_point");
    relabel("delivered_to_pick_up_point", "Waiting for you at the pick-up point");
    clearCache();
    const page = await guestOrderPage<Labelled>(cookie);
    expect(page.order).toMatchObject({ number, statusLabel: "Waiting for you at the pick-up point" });
  });
});
