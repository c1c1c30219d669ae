// The club's calls on the pages (unified flavour; both flavours are in
// platform-loyalty-reads.test.ts): an order's page says what a fresh customer's order
// earned in the club, and is shown without it when the club can't be read (product.md §8);
// the club overview lists the tiers with the customer's own marked.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { addToCart } from "~/.server/commerce/cart";
import { placeOrder } from "~/.server/commerce/checkout";
import { getCustomerCartId } from "~/.server/commerce/customer";
import type { SignIn } from "~/lib/models/account";
import { loader as orderLoader } from "~/routes/account.orders.$number/route";
import { loader as overviewLoader } from "~/routes/club._index/route";
import { server } from "../msw/server";
import { hosted } from "../support/session";
import { AGE_CONFIRMED, checkoutSteps } from "./commerce-checkout-sandbox";
import { value } from "./platform-account-sandbox";
import { accountGateway } from "~/.server/platform";
import { browserRequest, caught, cookieWith, DEMO, newCustomer, replied, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

const cookie = ({ userUuid, identityToken, sessionToken, commerceToken }: SignIn) =>
  cookieWith({ userUuid, identityToken, sessionToken, commerceToken });
type Loader = (a: LoaderFunctionArgs) => Promise<unknown>;
const load = async (loader: Loader, path: string, params: Record<string, string>, c: string) =>
  caught(hosted(loader)({ request: browserRequest(path, { cookie: c }), params }));

/** A fresh customer's order of two packs and a carton (10 + 10 + 120 points), placed through the shop. */
async function placedOrder(signIn: SignIn): Promise<string> {
  const token = signIn.commerceToken;
  const cartId = await getCustomerCartId("default", token);
  for (const [sku, quantity] of [
    ["ASH-STK-SILVER-P20", 2],
    ["ASH-STK-SILVER-C10", 1],
  ] as const)
    expect((await addToCart("default", cartId, { kind: "simple", sku, quantity }, token)).error).toBeNull();
  await checkoutSteps("default", cartId, { email: null, token });
  const placed = await placeOrder("default", cartId, AGE_CONFIRMED, token);
  expect(placed.error).toBeNull();
  return placed.order!.orderNumber;
}

/** One try for a failing read: a read is tried again only within one loyalty time-out. */
async function withLoyaltyTimeout<T>(fn: () => Promise<T>): Promise<T> {
  process.env.LOYALTY_TIMEOUT_MS = "300";
  resetConfigForTests();
  try {
    return await fn();
  } finally {
    delete process.env.LOYALTY_TIMEOUT_MS;
    resetConfigForTests();
  }
}

type OrderPage = { order: { number: string }; points: { earned: string; spent: string | null } | null };

describe("an order's club points", () => {
  it("says what a fresh customer's order earns, pending until its return period is over", async () => {
    const { signIn } = await newCustomer();
    const number = await placedOrder(signIn);
    const page = replied<OrderPage>(
      await load(orderLoader as Loader, `/account/orders/${number}`, { number }, await cookie(signIn)),
    );
    expect(page.data.order.number).toBe(number);
    expect(page.data.points?.earned).toMatch(
      /^This order earns 140 points, added to your balance on \d{1,2} \w+ \d{4} \(after the return period\)\.$/,
    );
    expect(page.data.points?.spent).toBeNull();
  });

  it("shows the order without its points when the club can't be read", async () => {
    const { signIn } = await newCustomer();
    const number = await placedOrder(signIn);
    const c = await cookie(signIn);
    server.use(http.all(/\/api\/loyalty\//, () => HttpResponse.error()));
    const page = replied<OrderPage>(
      await withLoyaltyTimeout(() => load(orderLoader as Loader, `/account/orders/${number}`, { number }, c)),
    );
    expect(page.data.order.number).toBe(number);
    expect(page.data.points).toBeNull();
  });
});

describe("the club's tiers", () => {
  it("lists every tier with the points it needs, the demo customer's own marked", async () => {
    const c = await cookie(value(await accountGateway().login(DEMO.email, DEMO.password, false)));
    const overview = replied<{ tiers: unknown[] }>(await load(overviewLoader as Loader, "/club", {}, c));
    expect(overview.data.tiers).toEqual([
      expect.objectContaining({ name: "Bronze", needs: "Every member", current: false }),
      expect.objectContaining({ name: "Silver", needs: "600 points earned in 12 months", current: true }),
      expect.objectContaining({ name: "Gold", needs: "1,500 points earned in 12 months", current: false }),
    ]);
  });

  it("leaves the tiers out, and the rest of the overview as it is, when they can't be read", async () => {
    const c = await cookie(value(await accountGateway().login(DEMO.email, DEMO.password, false)));
    server.use(http.get(/\/api\/loyalty\/tiers$/, () => HttpResponse.error()));
    const overview = replied<{ tiers: unknown[]; unavailable: string | null; status: { tier: string } }>(
      await withLoyaltyTimeout(() => load(overviewLoader as Loader, "/club", {}, c)),
    );
    expect(overview.init.status).toBe(200);
    expect(overview.data).toMatchObject({ tiers: [], unavailable: null, status: { tier: "Silver" } });
  });
});
