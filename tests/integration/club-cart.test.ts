// The club in the cart, against the whole sandbox: each line's points (a line whose lookup
// fails is kept, without points), "Use N points for £X off" applied and removed through the
// cart page's action (commerce applyCampaignToCart / removeCampaignFromCart), the discount in
// the cart's totals, and the order that spends the points and shows the discount.
import { http, HttpResponse, passthrough } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { setCacheClock } from "~/.server/state/cache";
import { addToCart, getCart, removeCartItem } from "~/.server/commerce/cart";
import { placeOrder } from "~/.server/commerce/checkout";
import { getCustomerCartId, getCustomerOrderDetails } from "~/.server/commerce/customer";
import type { CartClub } from "~/.server/club/cart";
import type { SignIn } from "~/lib/models/account";
import type { Cart } from "~/lib/models/commerce";
import { action as cartAction, loader as cartLoader } from "~/routes/cart/route";
import { CAMPAIGNS } from "../../server/sandbox/loyalty/catalogue";
import { addEntry } from "../../server/sandbox/loyalty/ledger";
import { server } from "../msw/server";
import { AGE_CONFIRMED, checkoutSteps } from "./commerce-checkout-sandbox";
import {
  args,
  browserRequest,
  caught,
  cookieWith,
  location,
  newCustomer,
  replied,
  sandboxDb,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const PACK = "ASH-STK-SILVER-P20";
const CARTON = "ASH-STK-SILVER-C10";
const [FIVE_POUNDS, TEN_POUNDS] = CAMPAIGNS;

let signIn: SignIn;
let cartId: string;
beforeEach(async () => {
  ({ signIn } = await newCustomer());
  cartId = await getCustomerCartId("default", signIn.commerceToken);
  for (const [sku, quantity] of [
    [PACK, 2],
    [CARTON, 1],
  ] as const)
    expect(
      (await addToCart("default", cartId, { kind: "simple", sku, quantity }, signIn.commerceToken)).error,
    ).toBeNull();
});

const cookie = () => {
  const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
  return cookieWith({ cartId, userUuid, identityToken, sessionToken, commerceToken });
};
const give = (points: number) =>
  addEntry(sandboxDb(), signIn.userUuid, { event: "adjustment", type: "earned", points });
const loadCart = async () =>
  replied<{ cart: Cart; club: CartClub | null }>(
    await caught(hosted(cartLoader)(args(browserRequest("/cart", { cookie: await cookie() })))),
  ).data;
const post = async (form: Record<string, string>) =>
  caught(hosted(cartAction)(args(browserRequest("/cart", { cookie: await cookie(), form }))));
const lineOf = (cart: Cart, sku: string) => cart.items.find((i) => i.product.sku === sku)!;
const customerCart = () => getCart("default", cartId, signIn.commerceToken);

describe("points in the cart", () => {
  it("shows what each line earns, multiplied by its quantity", async () => {
    const { cart, club } = await loadCart();
    expect(club?.linePoints).toEqual({
      [lineOf(cart, PACK).id]: "20 points",
      [lineOf(cart, CARTON).id]: "120 points",
    });
  });

  it("keeps a line whose points lookup fails, without points", async () => {
    // short, so the failing lookup gives up soon; long enough for the other on a busy machine
    process.env.LOYALTY_TIMEOUT_MS = "1500";
    resetConfigForTests();
    server.use(
      http.get(/\/earning-rule\/order/, ({ request }) =>
        new URL(request.url).searchParams.get("sku") === CARTON ? HttpResponse.error() : passthrough(),
      ),
    );
    try {
      const { cart, club } = await loadCart();
      expect(cart.items).toHaveLength(2);
      expect(club?.linePoints).toEqual({ [lineOf(cart, PACK).id]: "20 points" });
    } finally {
      delete process.env.LOYALTY_TIMEOUT_MS;
      resetConfigForTests();
    }
  });

  it("says the balance from the club's points call, whatever the customer's status read says (decision 0061)", async () => {
    give(600);
    server.use(http.get(/\/api\/loyalty\/consumers\/[^/]+$/, () => HttpResponse.error()));
    expect((await loadCart()).club?.balance).toBe("600 points");
  });

  it("offers a guest nothing of the club", async () => {
    const guest = replied<{ club: unknown }>(
      await caught(hosted(cartLoader)(args(browserRequest("/cart", { cookie: await cookieWith({ cartId: "x" }) })))),
    );
    expect(guest.data.club).toBeNull();
  });
});

// decision 0077: the cart is the page a shopper sees again after every change; what it reads
// that is not theirs to change from one view to the next is asked once in a while, not each time
describe("the cart shown again", () => {
  const asked = (pattern: RegExp) => {
    const seen: string[] = [];
    server.use(
      http.all(pattern, ({ request }) => {
        seen.push(new URL(request.url).search);
        return passthrough();
      }),
    );
    return seen;
  };

  it("asks what a line earns once per product and quantity, and again once the quantity changes", async () => {
    const rules = asked(/\/earning-rule\/order/);
    const first = await loadCart();
    expect(rules).toHaveLength(2);
    expect((await loadCart()).club?.linePoints).toEqual(first.club?.linePoints);
    expect(rules).toHaveLength(2);
    const pack = lineOf(first.cart, PACK);
    expect(location(await post({ intent: "update", itemId: pack.id, quantity: "3" }))).toBe("/cart");
    const again = await loadCart();
    expect(again.club?.linePoints[pack.id]).toBe("30 points");
    // the pack at its new quantity, asked once; the carton's answer kept
    expect(rules).toHaveLength(3);
    expect(rules[2]).toContain(`sku=${PACK}`);
  });

  it("keeps the balance and the offers until the shopper changes anything, or for 30 seconds", async () => {
    const reads = asked(/\/api\/loyalty\/consumers\/[^/]+\/(points|campaigns)$/);
    expect((await loadCart()).club?.balance).toBe("0 points");
    // points earned outside the shop (a purchase in a store) show within the 30 seconds
    give(600);
    expect((await loadCart()).club?.balance).toBe("0 points");
    expect(reads).toHaveLength(2);
    let now = Date.now();
    setCacheClock(() => now);
    try {
      now += 31_000;
      expect((await loadCart()).club?.balance).toBe("600 points");
      expect(reads).toHaveLength(4);
      give(500);
      // any change of the shopper's, here a quantity, and the cart asks again
      const { cart } = await loadCart();
      expect(location(await post({ intent: "update", itemId: lineOf(cart, PACK).id, quantity: "3" }))).toBe("/cart");
      const after = await loadCart();
      expect(after.club?.balance).toBe("1,100 points");
      expect(after.club?.offers.map((o) => o.uuid)).toContain(TEN_POUNDS.uuid);
      expect(reads).toHaveLength(6);
    } finally {
      setCacheClock(() => Date.now());
    }
  });

  it("asks the store's suggestions once for the cart as it is, and again once it changes", async () => {
    const suggestions = () => sent.filter((s) => s.includes("xselling_popup")).length;
    const sent = asked(/\/graphql/);
    await loadCart();
    await loadCart();
    expect(suggestions()).toBe(1);
    const { cart } = await loadCart();
    expect(location(await post({ intent: "remove", itemId: lineOf(cart, PACK).id }))).toBe("/cart");
    await loadCart();
    expect(suggestions()).toBe(2);
  });
});

describe("points for money", () => {
  it("offers what the balance covers, applies it to the totals, and removes it", async () => {
    give(600);
    const before = await customerCart();
    expect((await loadCart()).club?.offers).toEqual([
      { uuid: FIVE_POUNDS.uuid, label: "Use 500 points for £5.00 off" },
    ]);

    expect(location(await post({ intent: "apply-campaign", campaign: FIVE_POUNDS.uuid }))).toBe("/cart");
    const applied = (await customerCart())!;
    expect(applied.appliedCampaign).toEqual({
      uuid: FIVE_POUNDS.uuid,
      points: 500,
      amount: { value: 5, currency: "GBP" },
    });
    expect(applied.prices.discounts).toContainEqual({
      label: "500 club points",
      amount: { value: 5, currency: "GBP" },
      couponCode: null,
    });
    expect(applied.prices.grandTotal.value).toBeCloseTo(before!.prices.grandTotal.value - 5, 2);
    const club = (await loadCart()).club;
    expect(club).toMatchObject({ applied: { label: "500 points for £5.00 off" }, offers: [] });

    expect(location(await post({ intent: "remove-campaign" }))).toBe("/cart");
    expect((await customerCart())?.appliedCampaign).toBeNull();
  });

  it("offers nothing worth more than the goods", async () => {
    give(2500);
    const labels = async () => (await loadCart()).club?.offers.map((o) => o.label);
    expect(await labels()).toEqual([
      "Use 500 points for £5.00 off",
      "Use 1,000 points for £10.00 off",
      "Use 2,000 points for £20.00 off",
    ]);
    const cart = (await customerCart())!;
    await removeCartItem("default", cartId, lineOf(cart, CARTON).id, signIn.commerceToken);
    // two packs: £11.00 of goods
    expect(await labels()).toEqual(["Use 500 points for £5.00 off", "Use 1,000 points for £10.00 off"]);
  });

  it("refuses an offer the points don't cover, at the top of the form", async () => {
    give(600);
    const refused = replied<FormResult["data"]>(await post({ intent: "apply-campaign", campaign: TEN_POUNDS.uuid }));
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({ "": ["You don't have enough points for this offer."] });
    const bad = replied<FormResult["data"]>(await post({ intent: "apply-campaign", campaign: "<script>" }));
    expect(bad.data.result.error).toEqual({ campaign: ["Choose a points offer."] });
    expect((await customerCart())?.appliedCampaign).toBeNull();
  });

  it("spends the points when the order is placed, credits the order's own, and shows the discount on the order", async () => {
    give(600);
    await post({ intent: "apply-campaign", campaign: FIVE_POUNDS.uuid });
    const token = signIn.commerceToken;
    await checkoutSteps("default", cartId, { email: null, token });
    const placed = await placeOrder("default", cartId, AGE_CONFIRMED, token);
    expect(placed.error).toBeNull();
    const number = placed.order?.orderNumber;
    expect(number).toMatch(/^\d{9}$/);
    const ledger = sandboxDb()
      .prepare("SELECT event, points, available_at > ? AS pending FROM loyalty_ledger WHERE user_uuid = ? ORDER BY id")
      .all(new Date().toISOString(), signIn.userUuid);
    expect(ledger).toEqual([
      { event: "adjustment", points: 600, pending: 0 },
      { event: "order_discount", points: -500, pending: 0 },
      { event: "order", points: 140, pending: 1 },
    ]);
    const order = await getCustomerOrderDetails("default", signIn.commerceToken, number!);
    expect(order?.totals.discounts).toContainEqual({ label: "500 club points", amount: { value: 5, currency: "GBP" } });
    // product.md §3 loyalty_info: what the order earned (pending for the return period) and spent
    expect(order?.loyaltyInfo).toMatchObject({ pointsEarned: 140, pointsPending: true, pointsSpent: 500 });
    const days = (Date.parse(order!.loyaltyInfo!.pointsAvailableAt!) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
  });
});
