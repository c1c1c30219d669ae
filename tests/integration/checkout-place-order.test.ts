// The place-order action against the sandbox: one order per idempotency key, and each product.md §8
// error lands on a step that can fix it.
import { beforeEach, describe, expect, it } from "vitest";
import { loadCheckout } from "~/.server/checkout/context";
import { placeOrderAction } from "~/routes/checkout.payment/place-order.server";
import { GUEST_EMAIL_MISSING_MESSAGE } from "~/lib/schemas/checkout";
import { flashOf } from "../support/flash";
import {
  answerMutation,
  cartWith,
  caught,
  checkoutSteps,
  cookiesOf,
  cookieWith,
  justBefore,
  location,
  ordersOfCart,
  replied,
  sandboxDb,
  sentTwice,
  sessionOf,
  shopUnreachableOn,
  SKU,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

let cartId: string;
beforeEach(async () => {
  // a guest cart with every step done (Ada Lovelace, SW1A 2AA, tracked delivery)
  cartId = await cartWith("default", [SKU, 1]);
  await checkoutSteps("default", cartId);
});

const cookieWithKey = (key: string) => cookieWith({ cartId, orderKeys: { [cartId]: { key } } });

// Cash on delivery unless a test is about paying by card (which goes on to the provider's page).
function submit(cookie: string, key: string, paymentMethod = "cashondelivery") {
  const body = new FormData();
  const fields = {
    intent: "place-order",
    idempotencyKey: key,
    paymentMethod,
    attr_age_confirmation: "1",
  };
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const request = new Request("http://shop.test/checkout/payment", { method: "POST", headers: { Cookie: cookie } });
  return hosted(({ request, context }) => placeOrderAction("default", { request, context }, body))({ request });
}

const orderNumbers = () => ordersOfCart(cartId).map((o) => o.increment_id);

describe("place order", () => {
  it("places one order for a double click and sends both to the same confirmation", async () => {
    const cookie = await cookieWithKey("k-double");
    const [a, b] = await Promise.all([submit(cookie, "k-double"), submit(cookie, "k-double")]);
    expect(orderNumbers()).toHaveLength(1);
    const [number] = orderNumbers();
    expect(location(a)).toBe(`/checkout/confirmation/${number}`);
    expect(location(b)).toBe(`/checkout/confirmation/${number}`);

    // Back + resubmit with the cookie the confirmation came with: no second order.
    const after = await sessionOf(a);
    const again = await submit(cookiesOf(a), "k-double");
    expect(location(again)).toBe(`/checkout/confirmation/${number}`);
    expect(orderNumbers()).toEqual([number]);
    expect(after.get("cartId")).toBeUndefined();
    expect(after.get("cartCount")).toBe(0);
    expect(after.get("lastOrder")).toEqual({
      number,
      email: "ada@example.com",
      firstname: "Ada",
      lastname: "Lovelace",
      postcode: "SW1A 2AA",
      // placed without a sign-in: its confirmation offers an account with the order in it
      guest: true,
      store: "default",
    });
  });

  it("sends a card order to the provider's payment page, remembering which payment to ask about", async () => {
    const cookie = await cookieWithKey("k-card");
    const res = await submit(cookie, "k-card", "ashless_card");
    const [number] = orderNumbers();
    expect((res as Response).status).toBe(303);
    expect(location(res)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payment-provider\/sessions\/[\w-]+$/);
    const session = await sessionOf(res);
    expect(session.get("payment")).toMatchObject({ orderNumber: number, store: "default", from: "checkout" });
    expect(session.get("lastOrder")).toMatchObject({ number });
    expect(session.get("cartId")).toBeUndefined();

    // Back from the provider's page: the payment step shows that order, waiting for payment,
    // rather than "your cart is empty"
    const back = new Request("http://shop.test/checkout/payment", { headers: { Cookie: cookiesOf(res) } });
    expect(
      location(
        await caught(
          hosted(({ request, context }) => loadCheckout({ request, context }, "default", "payment"))({ request: back }),
        ),
      ),
    ).toBe(`/checkout/confirmation/${number}`);
  });

  it("answers a retry whose first response was lost with the first order", async () => {
    const cookie = await cookieWithKey("k-retry");
    await submit(cookie, "k-retry");
    const retry = await submit(cookie, "k-retry"); // the browser never got the first Set-Cookie
    expect(orderNumbers()).toHaveLength(1);
    expect(location(retry)).toBe(`/checkout/confirmation/${orderNumbers()[0]}`);
  });

  it("sends GUEST_EMAIL_MISSING back to the contact step", async () => {
    // the e-mail went from the cart after the payment page was checked
    justBefore("placeOrder", () =>
      sandboxDb().prepare("UPDATE quote SET email = NULL WHERE masked_id = ?").run(cartId),
    );
    const r = await submit(await cookieWithKey("k-email"), "k-email");
    expect(location(r)).toBe("/checkout/contact");
    expect((await flashOf(r as Response))?.message).toBe(GUEST_EMAIL_MISSING_MESSAGE);
    expect(orderNumbers()).toEqual([]);
  });

  it("sends CART_NOT_ACTIVE without a known order to the cart", async () => {
    // the same cart is ordered from another tab just before this order reaches the shop
    const other = sentTwice("placeOrder");
    const r = await submit(await cookieWithKey("k-inactive"), "k-inactive");
    expect(other.response?.ok).toBe(true);
    expect(orderNumbers()).toHaveLength(1);
    expect(location(r)).toBe("/cart");
    expect((await flashOf(r as Response))?.message).toMatch(/already been checked out/);
    expect((await sessionOf(r)).get("cartId")).toBeUndefined();
  });

  it("keeps the shopper on the payment step with a message for other failures", async () => {
    answerMutation("placeOrder", {
      placeOrder: { order: null, orderV2: null, errors: [{ code: "UNDEFINED", message: "boom" }] },
    });
    const r = replied<FormResult["data"]>(await submit(await cookieWithKey("k-undef"), "k-undef"));
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""][0]).toMatch(/not placed/);
  });

  it("returns 503 with the submitted values when the shop can't be reached", async () => {
    shopUnreachableOn("placeOrder");
    const r = replied<FormResult["data"]>(await submit(await cookieWithKey("k-down"), "k-down"));
    expect(r.init.status).toBe(503);
    expect(r.data.result.initialValue.paymentMethod).toBe("cashondelivery");
    expect(orderNumbers()).toEqual([]);
  });

  // issue 36, 6: a key is this browser's, not a ticket to whoever posts it
  const expectNothingOf = async (r: unknown, number: string) => {
    expect(location(r)).toBe("/checkout/payment");
    const session = await sessionOf(r);
    expect(session.get("lastOrder")).toBeUndefined();
    expect(JSON.stringify(session.data)).not.toContain(number);
  };

  it("never answers another browser that posts a placed order's key with that order", async () => {
    await submit(await cookieWithKey("k-victim"), "k-victim");
    const [number] = orderNumbers();
    const ownCart = await cartWith("default", [SKU, 1]);
    await checkoutSteps("default", ownCart);
    const fresh = await cookieWith({});
    const withOwnCart = await cookieWith({ cartId: ownCart, orderKeys: { [ownCart]: { key: "k-mine" } } });
    for (const cookie of [fresh, withOwnCart]) await expectNothingOf(await submit(cookie, "k-victim"), number);
    expect(ordersOfCart(ownCart)).toEqual([]);
    expect(orderNumbers()).toEqual([number]);
  });

  it("never lets another browser join an order being placed under the key it posts", async () => {
    const [mine, theirs] = await Promise.all([
      submit(await cookieWithKey("k-race"), "k-race"),
      submit(await cookieWith({}), "k-race"),
    ]);
    const [number] = orderNumbers();
    expect(location(mine)).toBe(`/checkout/confirmation/${number}`);
    await expectNothingOf(theirs, number);
  });

  it("refuses a stale page whose key is not this cart's", async () => {
    const r = await submit(await cookieWithKey("k-current"), "k-old");
    expect(location(r)).toBe("/checkout/payment");
    expect(orderNumbers()).toEqual([]);
  });
});
