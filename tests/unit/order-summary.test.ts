// The summary of a placed order (the confirmation's and the order pages'): its lines as
// fromOrder makes them. An order that ships nothing (downloadable files only) has no delivery
// line; an order with a delivery has one, even free.
import { describe, expect, it } from "vitest";
import { fromOrder } from "~/components/checkout/OrderSummary";
import type { ConfirmedOrder } from "~/lib/models/checkout";

const gbp = (value: number) => ({ value, currency: "GBP" });
const ADDRESS = {
  firstname: "Sam",
  lastname: "Taylor",
  street: ["1 High Street"],
  city: "Leeds",
  postcode: "LS1 4AB",
  countryCode: "GB",
  telephone: "0113 496 0000",
} as unknown as NonNullable<ConfirmedOrder["shippingAddress"]>;
const order = (over: Partial<ConfirmedOrder>): ConfirmedOrder => ({
  number: "000000301",
  orderDate: "2026-11-30",
  status: "pending",
  email: "sam@example.com",
  items: [
    { name: "Ashless Tasting Cards", sku: "ASH-DL-TASTING", quantity: 1, rowTotal: gbp(2.99), subscription: false },
  ],
  totals: { subtotal: gbp(2.99), shipping: gbp(0), discounts: [], taxes: [], grandTotal: gbp(2.99) },
  shippingAddress: null,
  billingAddress: ADDRESS,
  shippingMethod: null,
  paymentMethod: { code: "ashless_card", title: "Card" },
  ...over,
});
const labels = (o: ConfirmedOrder) => fromOrder(o).lines.map((l) => l.label);

describe("a placed order's summary", () => {
  it("has no delivery line when the order ships nothing", () => {
    expect(labels(order({}))).toEqual(["Subtotal"]);
  });

  it("has its delivery line, free or not, when the order is delivered", () => {
    expect(labels(order({ shippingAddress: ADDRESS, shippingMethod: "Standard" }))).toEqual([
      "Subtotal",
      "Delivery (Standard)",
    ]);
    const charged = order({ shippingAddress: ADDRESS, totals: { ...order({}).totals, shipping: gbp(3.95) } });
    expect(labels(charged)).toEqual(["Subtotal", "Delivery"]);
  });
});
