import { describe, expect, it } from "vitest";
import { deliveryNote, limitNote } from "~/routes/cart/summary-notes.server";
import { moneyFormat, writerFor } from "~/.server/commerce/money";
import type { Cart, StoreConfig } from "~/lib/models/commerce";
import type { StoreFacts } from "~/lib/models/store-facts";

const gbp = (value: number) => ({ value, currency: "GBP" });
const money = writerFor({ GBP: moneyFormat("en-GB", "GBP", "£") });

function cart(subtotal: number, discounts: number[] = [], over: Partial<Cart> = {}): Cart {
  return {
    isVirtual: false,
    items: [
      { quantity: 3, isGift: false },
      { quantity: 1, isGift: true },
    ],
    prices: {
      subtotalInclTax: gbp(subtotal),
      discounts: discounts.map((d, i) => ({ label: `D${i}`, amount: gbp(d), couponCode: null })),
    },
    ...over,
  } as unknown as Cart;
}

const facts = (freeFrom: number | null) =>
  ({ delivery: { methods: [], freeFrom: freeFrom === null ? null : gbp(freeFrom) } }) as unknown as StoreFacts;

describe("the cart's delivery note", () => {
  it("says how much more gets free delivery, counting discounts as the store does", () => {
    expect(deliveryNote(cart(16.5), facts(30), money)).toBe(
      "Free delivery on orders of £30 or more: add £13.50 more to get it.",
    );
    expect(deliveryNote(cart(16.5, [1.65]), facts(30), money)).toBe(
      "Free delivery on orders of £30 or more: add £15.15 more to get it.",
    );
  });

  it("says the order gets it from the threshold on", () => {
    expect(deliveryNote(cart(30), facts(30), money)).toBe(
      "Free delivery on orders of £30 or more: your order gets it.",
    );
    expect(deliveryNote(cart(33, [2.5]), facts(29.5), money)).toBe(
      "Free delivery on orders of £29.50 or more: your order gets it.",
    );
    expect(deliveryNote(cart(33, [3.01]), facts(30), money)).toBe(
      "Free delivery on orders of £30 or more: add £0.01 more to get it.",
    );
  });

  it("says nothing without free delivery, without facts, or with nothing to deliver", () => {
    expect(deliveryNote(cart(10), facts(null), money)).toBeNull();
    expect(deliveryNote(cart(10), null, money)).toBeNull();
    expect(deliveryNote(cart(10, [], { isVirtual: true }), facts(30), money)).toBeNull();
    expect(deliveryNote(cart(0, [], { items: [] }), facts(30), money)).toBeNull();
    expect(deliveryNote(null, facts(30), money)).toBeNull();
  });
});

describe("the cart's limit note", () => {
  const config = (orderLimitValue: number | null, cartonsLimitValue: number | null) =>
    ({ orderLimitValue, cartonsLimitValue }) as StoreConfig;

  it("states the limits and counts every item but the free gifts", () => {
    expect(limitNote(cart(1), config(30, 10))).toBe(
      "An order holds up to 30 items, 10 cartons at most. Your cart has 3 items.",
    );
    expect(limitNote(null, config(null, 10))).toBe("An order holds 10 cartons at most. Your cart has 0 items.");
    expect(limitNote(cart(1), config(null, null))).toBeNull();
  });

  it("adds the free-gift limit once the cart holds a gift", () => {
    const gifts = { ...config(30, null), giftBasketQuantityLimitation: 1 } as StoreConfig;
    expect(limitNote(cart(1), gifts)).toBe(
      "An order holds up to 30 items. Your cart has 3 items. Free gifts: 1 per order.",
    );
    const noGift = cart(1, [], { items: [{ quantity: 2, isGift: false }] } as Partial<Cart>);
    expect(limitNote(noGift, gifts)).toBe("An order holds up to 30 items. Your cart has 2 items.");
  });
});
