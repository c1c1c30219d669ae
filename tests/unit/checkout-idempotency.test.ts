import { describe, expect, it } from "vitest";
import { createSession } from "@remix-run/node";
import type { AppSession } from "~/.server/session/session";
import { ensureOrderKey, placedInSession, recordPlacement, type Placement } from "~/.server/checkout/idempotency";
import { orderKind } from "~/routes/checkout.confirmation.$orderNumber/confirmation.server";
import { visibleMethods } from "~/routes/checkout.delivery/delivery.server";
import { defaultPaymentMethod } from "~/routes/checkout.payment/payment.server";

const placement = (n: string, cartId = "cart-1"): Placement => ({
  orderNumber: n,
  cartId,
  email: "a@example.com",
  firstname: "Ada",
  lastname: "L",
  postcode: "SW1A 2AA",
});
const session = () => createSession({}) as unknown as AppSession;

describe("order keys in the session", () => {
  it("issues one key per cart and keeps it until the order is placed", () => {
    const s = session();
    const key = ensureOrderKey(s, "cart-1");
    expect(ensureOrderKey(s, "cart-1")).toBe(key);
    expect(ensureOrderKey(s, "cart-2")).not.toBe(key);
  });
  it("finds a placed order by its key (back + resubmit) and keeps the cookie small", () => {
    const s = session();
    const key = ensureOrderKey(s, "cart-1");
    expect(placedInSession(s, key)).toBeUndefined();
    recordPlacement(s, key, placement("100002"));
    expect(placedInSession(s, key)).toEqual({ cartId: "cart-1", orderNumber: "100002" });
    for (const n of [3, 4, 5]) recordPlacement(s, ensureOrderKey(s, `cart-${n}`), placement(`10000${n}`, `cart-${n}`));
    expect(Object.keys(s.get("orderKeys") ?? {}).length).toBeLessThanOrEqual(3);
  });
});

describe("choices", () => {
  const money = (value: number) => ({ value, currency: "GBP" });
  const m = (code: string, amount: number, over = {}) => ({
    carrierCode: code,
    carrierTitle: code,
    methodCode: code,
    methodTitle: code,
    description: null,
    amount: money(amount),
    priceInclTax: money(amount),
    priceExclTax: money(amount),
    available: true,
    disableForSubscription: false,
    ...over,
  });
  it("sorts shipping methods cheapest first and hides unavailable ones", () => {
    const list = visibleMethods(
      [m("express", 5.99), m("free", 0), m("gone", 1, { available: false }), m("tracked", 2.99)],
      false,
      true,
    );
    expect(list.map((x) => x.carrierCode)).toEqual(["free", "tracked", "express"]);
  });
  it("offers ship-to-store only when there is a store to collect from", () => {
    const methods = [m("pickup", 0, { isPickup: true }), m("tracked", 2.99)];
    expect(visibleMethods(methods, false, false).map((x) => x.carrierCode)).toEqual(["tracked"]);
    expect(visibleMethods(methods, false, true).map((x) => x.carrierCode)).toEqual(["pickup", "tracked"]);
  });
  it("hides methods disabled for subscriptions when the cart has one", () => {
    const methods = [m("store", 0, { disableForSubscription: true }), m("tracked", 2.99)];
    expect(visibleMethods(methods, true, true).map((x) => x.carrierCode)).toEqual(["tracked"]);
    expect(visibleMethods(methods, false, true)).toHaveLength(2);
  });
  it("defaults the payment method to the chosen one, else the card code, else the first", () => {
    const methods = [
      { code: "paypal", title: "PayPal" },
      { code: "card", title: "Card" },
    ];
    expect(defaultPaymentMethod({ availablePaymentMethods: methods, selectedPaymentMethod: "paypal" }, "card")).toBe(
      "paypal",
    );
    expect(defaultPaymentMethod({ availablePaymentMethods: methods, selectedPaymentMethod: null }, "card")).toBe(
      "card",
    );
    expect(defaultPaymentMethod({ availablePaymentMethods: [methods[0]], selectedPaymentMethod: null }, "card")).toBe(
      "paypal",
    );
  });
  it("words zero-value and subscription orders", () => {
    const item = (subscription: boolean) => ({ name: "x", sku: "x", quantity: 1, rowTotal: money(0), subscription });
    expect(orderKind({ paymentMethod: { code: "free", title: "" }, items: [item(false)] }, "free")).toEqual({
      zeroValue: true,
      subscription: false,
    });
    expect(orderKind({ paymentMethod: { code: "card", title: "" }, items: [item(true)] }, "free")).toEqual({
      zeroValue: false,
      subscription: true,
    });
  });
});
