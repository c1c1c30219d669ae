// The place-order action against a fake gateway: one order per idempotency key, and each
// SPEC §8 error lands on a step that can fix it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutState } from "~/lib/models/checkout";
import type { Cart } from "~/lib/models/commerce";

const gateway = vi.hoisted(() => ({
  getCheckoutState: vi.fn(),
  getOrderAttributes: vi.fn(),
  setPaymentMethod: vi.fn(),
  placeOrder: vi.fn(),
}));
const cartApi = vi.hoisted(() => ({ getCart: vi.fn(), cartIsAvailable: vi.fn(), createCart: vi.fn() }));
vi.mock("~/.server/commerce/checkout", () => gateway);
vi.mock("~/.server/commerce/cart", () => cartApi);

const { placeOrderAction } = await import("~/.server/checkout/place-order");
const { commitSession, getSession } = await import("~/.server/session");
const { UpstreamUnavailableError } = await import("~/.server/http/errors");

const money = (value: number) => ({ value, currency: "GBP" });
const address = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: ["A", "1", ""] as [string, string, string],
  city: "London",
  postcode: "SW1A 2AA",
  countryCode: "GB",
  region: null,
  telephone: "+447700900123",
};
const state: CheckoutState = {
  cartId: "cart-1",
  email: "ada@example.com",
  isVirtual: false,
  hasSubscription: false,
  shippingAddress: address,
  billingAddress: address,
  selectedShippingMethod: { carrierCode: "t", methodCode: "t", title: "Tracked", amount: money(2.99) },
  availablePaymentMethods: [{ code: "ashless_card", title: "Card" }],
  selectedPaymentMethod: null,
  isTrialEligible: true,
};
const cart = { id: "cart-1", items: [{ errors: [] }], totalQuantity: 1 } as unknown as Cart;

async function cookieWith(key: string) {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("cartId", "cart-1");
  session.set("orderKeys", { "cart-1": { key } });
  return commitSession(session);
}

function post(cookie: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const request = new Request("http://shop.test/checkout/payment", { method: "POST", headers: { Cookie: cookie } });
  return { request, body };
}

async function submit(cookie: string, fields: Record<string, string>) {
  const { request, body } = post(cookie, fields);
  return placeOrderAction("default", { request, context: {} }, body);
}

const location = (r: unknown) => (r instanceof Response ? r.headers.get("Location") : null);

beforeEach(() => {
  vi.clearAllMocks();
  cartApi.getCart.mockResolvedValue(cart);
  cartApi.cartIsAvailable.mockResolvedValue(true);
  gateway.getCheckoutState.mockResolvedValue(state);
  gateway.getOrderAttributes.mockResolvedValue([]);
  gateway.setPaymentMethod.mockResolvedValue({ error: null });
});

describe("place order", () => {
  it("places one order for a double click and sends both to the same confirmation", async () => {
    gateway.placeOrder.mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { order: { orderNumber: "100001" }, error: null };
    });
    const cookie = await cookieWith("k-double");
    const fields = { intent: "place-order", idempotencyKey: "k-double", paymentMethod: "ashless_card" };
    const [a, b] = await Promise.all([submit(cookie, fields), submit(cookie, fields)]);
    expect(gateway.placeOrder).toHaveBeenCalledTimes(1);
    expect(location(a)).toBe("/checkout/confirmation/100001");
    expect(location(b)).toBe("/checkout/confirmation/100001");

    // Back + resubmit with the cookie the confirmation came with: no second order.
    const after = (a as Response).headers.get("Set-Cookie")!.split(";")[0];
    const again = await submit(after, fields);
    expect(location(again)).toBe("/checkout/confirmation/100001");
    expect(gateway.placeOrder).toHaveBeenCalledTimes(1);
    const session = await getSession(new Request("http://shop.test/", { headers: { Cookie: after } }));
    expect(session.get("cartId")).toBeUndefined();
    expect(session.get("cartCount")).toBe(0);
    expect(session.get("lastOrder")).toEqual({
      number: "100001",
      email: "ada@example.com",
      lastname: "Lovelace",
      postcode: "SW1A 2AA",
    });
  });

  it("answers a retry whose first response was lost with the first order", async () => {
    gateway.placeOrder.mockResolvedValue({ order: { orderNumber: "100002" }, error: null });
    const cookie = await cookieWith("k-retry");
    const fields = { intent: "place-order", idempotencyKey: "k-retry", paymentMethod: "ashless_card" };
    await submit(cookie, fields);
    const retry = await submit(cookie, fields); // the browser never got the first Set-Cookie
    expect(location(retry)).toBe("/checkout/confirmation/100002");
    expect(gateway.placeOrder).toHaveBeenCalledTimes(1);
  });

  it("sends GUEST_EMAIL_MISSING back to the contact step", async () => {
    gateway.placeOrder.mockResolvedValue({ order: null, error: { code: "GUEST_EMAIL_MISSING", message: "no email" } });
    const r = await submit(await cookieWith("k-email"), { idempotencyKey: "k-email", paymentMethod: "ashless_card" });
    expect(location(r)).toBe("/checkout/contact");
  });

  it("sends CART_NOT_ACTIVE without a known order to the cart", async () => {
    gateway.placeOrder.mockResolvedValue({ order: null, error: { code: "CART_NOT_ACTIVE", message: "inactive" } });
    const r = await submit(await cookieWith("k-inactive"), {
      idempotencyKey: "k-inactive",
      paymentMethod: "ashless_card",
    });
    expect(location(r)).toBe("/cart");
  });

  it("keeps the shopper on the payment step with a message for other failures", async () => {
    gateway.placeOrder.mockResolvedValue({ order: null, error: { code: "UNDEFINED", message: "boom" } });
    const r = (await submit(await cookieWith("k-undef"), {
      idempotencyKey: "k-undef",
      paymentMethod: "ashless_card",
    })) as unknown as {
      data: { intent: string; result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(r.init.status).toBe(400);
    expect(r.data.result.error[""][0]).toMatch(/not placed/);
  });

  it("returns 503 with the submitted values when the shop can't be reached", async () => {
    gateway.placeOrder.mockRejectedValue(new UpstreamUnavailableError("commerce", "timeout"));
    const r = (await submit(await cookieWith("k-down"), {
      idempotencyKey: "k-down",
      paymentMethod: "ashless_card",
    })) as unknown as {
      data: { intent: string; result: { initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(r.init.status).toBe(503);
    expect(r.data.result.initialValue.paymentMethod).toBe("ashless_card");
  });

  it("refuses a stale page whose key is not this cart's", async () => {
    const r = await submit(await cookieWith("k-current"), { idempotencyKey: "k-old", paymentMethod: "ashless_card" });
    expect(location(r)).toBe("/checkout/payment");
    expect(gateway.placeOrder).not.toHaveBeenCalled();
  });
});
