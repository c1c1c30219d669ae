// /account/coupons (product.md §7: the customer's coupons, external coupon providers): the page's
// loader and action against the whole sandbox (unified flavour; both flavours are in
// platform-coupons.test.ts). Each test is a new customer.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { SignIn } from "~/lib/models/account";
import { addToCart, getCart } from "~/.server/commerce/cart";
import { getCustomerCartId } from "~/.server/commerce/customer";
import { readFlash } from "~/.server/session/flash";
import { action, loader } from "~/routes/account.coupons/route";
import { COUPON_TEXTS } from "~/routes/account.coupons/coupons.server";
import { requestProviderCoupon } from "../../server/sandbox/accounts/coupons";
import { addEntry } from "../../server/sandbox/loyalty/ledger";
import { redeem } from "../../server/sandbox/loyalty/rewards";
import { hosted } from "../support/session";
import { server } from "../msw/server";
import {
  browserRequest,
  caught,
  cookieWith,
  cookiesOf,
  location,
  newCustomer,
  replied,
  sandboxDb,
  SKU,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";

useRoutesSandbox();

const PAGE = "/account/coupons";
let signIn: SignIn;
let cartId: string | undefined;
beforeEach(async () => {
  ({ signIn } = await newCustomer());
  cartId = undefined;
});

const cookie = () => {
  const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
  return cookieWith({ userUuid, identityToken, sessionToken, commerceToken, ...(cartId ? { cartId } : {}) });
};
const userRow = (uuid: string) => sandboxDb().prepare("SELECT * FROM accounts_users WHERE uuid = ?").get(uuid) as never;
const user = () => userRow(signIn.userUuid);

interface Page {
  coupons: { code: string; used: boolean; sourceName: string }[];
  providers: { code: string; name: string }[] | null;
  providersError: string | null;
}
const open = async () => {
  const answer = (await caught(
    hosted(loader)({ request: browserRequest(PAGE, { cookie: await cookie() }), params: {} }),
  )) as {
    data: Page;
    init: { status: number };
  };
  return { page: answer.data, status: answer.init?.status ?? 200 };
};
const post = async (form: Record<string, string>) =>
  caught(hosted(action)({ request: browserRequest(PAGE, { cookie: await cookie(), form }), params: {} }));
const refused = async (form: Record<string, string>) => replied<FormResult["data"]>(await post(form));

describe("your coupons page", () => {
  it("sends a signed-out shopper to sign in first", async () => {
    const answer = await caught(hosted(loader)({ request: browserRequest(PAGE), params: {} }));
    expect(location(answer)).toBe(`/login?redirectTo=${encodeURIComponent(PAGE)}`);
  });

  it("lists the customer's coupons (none at first) and the partners' offers", async () => {
    const empty = await open();
    expect(empty.status).toBe(200);
    expect(empty.page.coupons).toEqual([]);
    expect(empty.page.providers?.map((p) => p.name)).toEqual(["City Rides", "Green Kitchen"]);
    const issued = requestProviderCoupon(sandboxDb(), user(), "green-kitchen");
    expect((await open()).page.coupons).toEqual([expect.objectContaining({ code: issued.code, used: false })]);
  });

  it("still shows the customer's coupons when the partners' list fails, saying so (503)", async () => {
    server.use(http.get(/\/api\/coupon-providers$/, () => HttpResponse.json({ message: "down" }, { status: 500 })));
    const issued = requestProviderCoupon(sandboxDb(), user(), "green-kitchen");
    const { page, status } = await open();
    expect(status).toBe(503);
    expect(page.coupons.map((c) => c.code)).toEqual([issued.code]);
    expect(page.providers).toBeNull();
    expect(page.providersError).toBe("We couldn't load our partners' offers.");
    expect(COUPON_TEXTS.providersFailed).toBe("We couldn't load our partners' offers.");
  });
});

describe("a partner's code", () => {
  it("is issued and said, then listed among the customer's coupons", async () => {
    const answer = await post({ intent: "get-coupon", provider: "city-rides" });
    expect(location(answer)).toBe(PAGE);
    const [coupon] = (await open()).page.coupons;
    expect(coupon).toMatchObject({ code: expect.stringMatching(/^RIDE-/), sourceName: "City Rides" });
    expect(await readFlash(cookiesOf(answer))).toEqual({
      kind: "success",
      message: `Your City Rides code is ${coupon.code}. It is in your coupons below.`,
    });
  });

  it("is refused beside the partner in the platform's words", async () => {
    const held = requestProviderCoupon(sandboxDb(), user(), "city-rides");
    const answer = await refused({ intent: "get-coupon", provider: "city-rides" });
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({
      provider: [`City Rides gives one code per member, and you already have yours: ${held.code}.`],
    });
    expect(answer.data.result.initialValue).toMatchObject({ provider: "city-rides" });
  });

  it("is refused with the default words when the platform gives none, or fails", async () => {
    server.use(
      http.post(/\/api\/coupon-providers\/green-kitchen\/coupons$/, () => new HttpResponse(null, { status: 422 })),
    );
    const quiet = await refused({ intent: "get-coupon", provider: "green-kitchen" });
    expect(quiet.data.result.error).toEqual({
      provider: ["We couldn't get a code from this partner. Please try again."],
    });
    server.use(
      http.post(/\/api\/coupon-providers\/green-kitchen\/coupons$/, () => new HttpResponse(null, { status: 502 })),
    );
    const down = await refused({ intent: "get-coupon", provider: "green-kitchen" });
    expect(down.init.status).toBe(503);
    expect(down.data.result.error).toEqual({ provider: [COUPON_TEXTS.requestFailed] });
    expect((await open()).page.coupons).toEqual([]);
  });
});

describe("use in your cart", () => {
  const fillCart = async () => {
    cartId = await getCustomerCartId("default", signIn.commerceToken);
    expect(
      (await addToCart("default", cartId, { kind: "simple", sku: SKU, quantity: 2 }, signIn.commerceToken)).error,
    ).toBeNull();
  };

  it("applies the coupon to the customer's cart through the cart's own code, and says so", async () => {
    await fillCart();
    const { code } = requestProviderCoupon(sandboxDb(), user(), "city-rides");
    const answer = await post({ intent: "apply-coupon", code });
    expect(location(answer)).toBe(PAGE);
    expect(await readFlash(cookiesOf(answer))).toEqual({ kind: "success", message: `Discount code ${code} applied.` });
    const cart = await getCart("default", cartId!, signIn.commerceToken);
    expect(cart.appliedCoupons.map((c) => c.code)).toEqual([code]);
  });

  it("takes a club voucher's fixed £5 off the goods", async () => {
    await fillCart();
    addEntry(sandboxDb(), signIn.userUuid, { event: "adjustment", type: "earned", points: 500 });
    const { redemption } = redeem(sandboxDb(), signIn.userUuid, "voucher-5", 1, null);
    expect(location(await post({ intent: "apply-coupon", code: redemption.coupon! }))).toBe(PAGE);
    const cart = await getCart("default", cartId!, signIn.commerceToken);
    expect(cart.prices.discounts).toEqual([
      expect.objectContaining({ couponCode: redemption.coupon, amount: { value: 5, currency: "GBP" } }),
    ]);
  });

  it("refuses another customer's code, and a code an order has used", async () => {
    await fillCart();
    const { signIn: other } = await newCustomer();
    const theirs = requestProviderCoupon(sandboxDb(), userRow(other.userUuid), "green-kitchen");
    expect((await refused({ intent: "apply-coupon", code: theirs.code })).data.result.error).toEqual({
      code: [`The coupon code "${theirs.code}" is not valid.`],
    });
    const mine = requestProviderCoupon(sandboxDb(), user(), "green-kitchen");
    sandboxDb()
      .prepare(
        `INSERT INTO sales_order (increment_id, store_code, customer_uuid, customer_email, status, subtotal, tax_amount,
          grand_total, order_currency_code, payment_method, payment_title, created_at, coupon_code)
         VALUES (?, 'default', ?, 'someone@example.com', 'processing', 10, 2, 12, 'GBP', 'ashless_card', 'Card', ?, ?)`,
      )
      .run(`U${Date.now()}`.slice(0, 9), signIn.userUuid, new Date().toISOString(), mine.code);
    expect((await refused({ intent: "apply-coupon", code: mine.code })).data.result.error).toEqual({
      code: [`The coupon code "${mine.code}" has already been used.`],
    });
    // the page offers it no more
    expect((await open()).page.coupons.find((c) => c.code === mine.code)).toMatchObject({ used: true });
  });

  it("says the cart's refusal beside the coupon, in the cart's words", async () => {
    const { code } = requestProviderCoupon(sandboxDb(), user(), "green-kitchen");
    cartId = await getCustomerCartId("default", signIn.commerceToken);
    const empty = await refused({ intent: "apply-coupon", code });
    expect(empty.init.status).toBe(400);
    expect(empty.data.result.error).toEqual({ code: ["Cart does not contain products."] });
    expect(empty.data.result.initialValue).toMatchObject({ code });
  });
});
