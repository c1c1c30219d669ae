import { describe, expect, it } from "vitest";
import { cartIsAvailable, getCart, updateCartItem } from "../../app/.server/commerce/cart";
import {
  getCheckoutState,
  getGuestOrder,
  getOrderAttributes,
  getOrderDeliveryLimits,
  getShippingMethods,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from "../../app/.server/commerce/checkout";
import {
  AGE_CONFIRMED,
  cartWith,
  checkoutSteps,
  LONDON,
  ordersOfCart,
  place,
  sandbox,
  stockOf,
  useSandbox,
} from "./commerce-checkout-sandbox";

// The checkout gateway end to end against the sandbox: steps, methods, addresses and orders.
useSandbox();

const methodKeys = (methods: { carrierCode: string; methodCode: string }[]) =>
  methods.map((m) => `${m.carrierCode}/${m.methodCode}`);

describe("guest checkout", () => {
  it("places an order for a simple product, charging delivery and keeping the order attributes", async () => {
    const stockBefore = stockOf("ASH-STK-AMBER-P20");
    const id = await cartWith("default", ["ASH-STK-AMBER-P20", 2]);
    expect(await getCheckoutState("default", id)).toMatchObject({
      cartId: id,
      email: null,
      isVirtual: false,
      hasSubscription: false,
      shippingAddress: null,
      billingAddress: null,
      selectedShippingMethod: null,
      selectedPaymentMethod: null,
      isTrialEligible: false,
    });

    expect(await setGuestEmail("default", id, "not-an-email")).toEqual({
      error: { code: "UNDEFINED", message: "Invalid email format" },
    });
    await checkoutSteps("default", id, { email: " ada@example.com ", method: null, payment: null });
    const { methods, selected } = await getShippingMethods("default", id);
    // £11 is under the £30 free-delivery threshold: cheapest first, free delivery not offered
    expect(methodKeys(methods)).toEqual(["pickup/store", "flatrate/tracked", "courier/ground"]);
    expect(methods.map((m) => m.amount.value)).toEqual([0, 2.99, 5.99]);
    expect(methods[0]).toMatchObject({ methodTitle: "Ship to store", isPickup: true, available: true });
    expect(methods[2]).toMatchObject({
      methodTitle: "Next-day courier",
      disableForSubscription: true,
      priceExclTax: { value: 4.99 },
    });
    expect(selected).toBeNull();

    expect(await setShippingMethod("default", id, "flatrate", "tracked")).toEqual({ error: null });
    const state = await getCheckoutState("default", id);
    expect(state).toMatchObject({
      email: "ada@example.com",
      shippingAddress: {
        firstname: "Ada",
        lastname: "Lovelace",
        street: ["10 Downing Street", "", ""],
        postcode: "SW1A 2AA",
        countryCode: "GB",
      },
      selectedShippingMethod: {
        carrierCode: "flatrate",
        methodCode: "tracked",
        title: "Tracked delivery",
        amount: { value: 2.99 },
      },
      availablePaymentMethods: [
        { code: "ashless_card", title: "Card" },
        { code: "cashondelivery", title: "Cash on delivery" },
      ],
    });
    expect(state.billingAddress).toEqual(state.shippingAddress);
    expect((await getCart("default", id)).prices).toMatchObject({
      subtotalInclTax: { value: 11 },
      shipping: { value: 2.99 },
      grandTotal: { value: 13.99 },
    });

    expect(await setPaymentMethod("default", id, "ashless_card")).toEqual({ error: null });
    expect((await getCheckoutState("default", id)).selectedPaymentMethod).toBe("ashless_card");
    const placed = await place(id, "default", [
      ...AGE_CONFIRMED,
      { code: "delivery_instructions", value: "Leave it with number 12" },
    ]);
    expect(placed.error).toBeNull();
    const number = placed.order!.orderNumber;
    expect(number).toMatch(/^\d{9}$/);

    expect(ordersOfCart(id)).toMatchObject([
      { increment_id: number, status: "pending_payment", grand_total: 13.99, shipping_method: "flatrate_tracked" },
    ]);
    expect(stockOf("ASH-STK-AMBER-P20")).toBe(stockBefore - 2);
    expect(await cartIsAvailable("default", id)).toBe(false);
    const attributes = sandbox.db
      .prepare(
        "SELECT a.attribute_code, a.value FROM sales_order_attribute a JOIN sales_order o ON o.entity_id = a.order_id WHERE o.increment_id = ? ORDER BY 1",
      )
      .all(number);
    expect(attributes).toEqual([
      { attribute_code: "age_confirmation", value: "1" },
      { attribute_code: "delivery_instructions", value: "Leave it with number 12" },
    ]);

    expect(await getGuestOrder("default", number, "ADA@example.com", "Lovelace", "sw1a2aa")).toMatchObject({
      number,
      status: "pending_payment",
      email: "ada@example.com",
      items: [
        {
          name: "Amber Tobacco Sticks, Pack of 20",
          sku: "ASH-STK-AMBER-P20",
          quantity: 2,
          rowTotal: { value: 11, currency: "GBP" },
          subscription: false,
        },
      ],
      totals: {
        subtotal: { value: 11 },
        shipping: { value: 2.99 },
        discounts: [],
        taxes: [{ label: "VAT", amount: { value: 2.33 } }],
        grandTotal: { value: 13.99 },
      },
      shippingAddress: {
        lastname: "Lovelace",
        street: ["10 Downing Street", "", ""],
        countryCode: "GB",
        postcode: "SW1A 2AA",
      },
      billingAddress: { lastname: "Lovelace" },
      shippingMethod: "Royal Mail - Tracked delivery",
      paymentMethod: { code: "ashless_card", title: "Card" },
    });
  });

  it("orders a subscription carton with free delivery, card only, and never by courier", async () => {
    const id = await cartWith("default", ["ASH-STK-AMBER-C10-SUB", 1]);
    await checkoutSteps("default", id, { method: null, payment: null });
    expect((await getCheckoutState("default", id)).hasSubscription).toBe(true);
    const { methods } = await getShippingMethods("default", id);
    expect(methodKeys(methods)).toEqual([
      "freeshipping/freeshipping",
      "pickup/store",
      "flatrate/tracked",
      "courier/ground",
    ]);
    expect(methods.find((m) => m.carrierCode === "courier")!.disableForSubscription).toBe(true);

    const courier = await setShippingMethod("default", id, "courier", "ground");
    expect(courier.error?.message).toBe(
      "Next-day courier can't deliver subscriptions. Choose another delivery option.",
    );
    expect(await setShippingMethod("default", id, "freeshipping", "freeshipping")).toEqual({ error: null });
    const state = await getCheckoutState("default", id);
    expect(state.availablePaymentMethods.map((p) => p.code)).toEqual(["ashless_card"]);
    expect((await setPaymentMethod("default", id, "cashondelivery")).error?.message).toBe(
      "The requested Payment Method is not available.",
    );
    expect(await setPaymentMethod("default", id, "ashless_card")).toEqual({ error: null });

    const placed = await place(id);
    expect(placed.error).toBeNull();
    const order = await getGuestOrder("default", placed.order!.orderNumber, "ada@example.com", "Lovelace", "SW1A 2AA");
    expect(order).toMatchObject({
      items: [{ sku: "ASH-STK-AMBER-C10-SUB", subscription: true, rowTotal: { value: 46.8 } }],
      totals: { shipping: { value: 0 }, grandTotal: { value: 46.8 } },
    });
  });

  it("offers free delivery from £30 and drops it from the order when the basket falls below", async () => {
    const id = await cartWith("default", ["ASH-STK-TEAK-P20", 7]); // 7 × £4.75 = £33.25
    await checkoutSteps("default", id, { method: ["freeshipping", "freeshipping"], payment: null });
    expect((await getCheckoutState("default", id)).selectedShippingMethod).toMatchObject({
      carrierCode: "freeshipping",
      amount: { value: 0 },
    });

    const cart = await getCart("default", id);
    await updateCartItem("default", id, cart.items[0].id, 2);
    expect(methodKeys((await getShippingMethods("default", id)).methods)).not.toContain("freeshipping/freeshipping");
    expect((await getCheckoutState("default", id)).selectedShippingMethod).toBeNull();
    expect(await setPaymentMethod("default", id, "cashondelivery")).toEqual({ error: null });
    expect((await place(id)).error).toEqual({
      code: "UNABLE_TO_PLACE_ORDER",
      message: "The shipping method is missing. Select the shipping method and try again.",
    });

    expect((await setShippingMethod("default", id, "pickup", "store")).error?.message).toMatch(
      /Choose the store to collect from/,
    );
    const pickup = { ...LONDON, isPickupAddress: true, pickupInformation: { storeId: "MAN-01", storeName: "" } };
    expect(await setShippingAddress("default", id, pickup)).toEqual({ error: null });
    expect(await setShippingMethod("default", id, "pickup", "store")).toEqual({ error: null });
    const placed = await place(id);
    expect(placed.error).toBeNull();
    // nothing to pay by card: cash on delivery orders start as "new"
    expect(ordersOfCart(id)).toMatchObject([{ status: "new", payment_method: "cashondelivery", grand_total: 9.5 }]);
  });
});

describe("addresses", () => {
  it("refuses addresses the shop can't use with the server's own reason", async () => {
    const id = await cartWith("default", ["ASH-STK-SILVER-P20", 1]);
    const refused = async (address: Partial<typeof LONDON>) =>
      (await setShippingAddress("default", id, { ...LONDON, ...address })).error?.message;
    expect(await refused({ postcode: "12345" })).toBe('"12345" is not a valid postcode.');
    expect(await refused({ postcode: "" })).toBe('"Postcode" is required. Enter and try again.');
    expect(await refused({ telephone: "" })).toBe('"Phone Number" is required. Enter and try again.');
    expect(await refused({ street: ["", "", ""] })).toBe('"Street Address" is required. Enter and try again.');
    expect(await refused({ countryCode: "DE", postcode: "10115" })).toBe(
      "We don't deliver to Germany. We deliver to Ireland and United Kingdom.",
    );
    expect(await refused({ countryCode: "XX" })).toBe('Country "XX" is not available.');
    expect(await refused({ region: { region: null, regionCode: null, regionId: 9999 } })).toBe(
      "The region with ID 9999 is not a region of United Kingdom.",
    );
    expect((await setShippingAddress("default", id, { customerAddressId: 3 })).error?.message).toBe(
      "The current customer isn't authorized.",
    );
    expect((await setBillingAddress("default", id, { sameAsShipping: true })).error?.message).toBe(
      'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
    );
    expect((await getCheckoutState("default", id)).shippingAddress).toBeNull();
  });

  it("ships to Ireland (postcode optional, region by name), keeps the chosen delivery and bills anywhere", async () => {
    const id = await cartWith("default", ["ASH-STK-SILVER-P20", 1]);
    await checkoutSteps("default", id, { payment: null });
    const dublin = {
      ...LONDON,
      city: "Dublin",
      postcode: "",
      countryCode: "IE",
      region: { region: "Dublin", regionCode: null, regionId: null },
    };
    expect(await setShippingAddress("default", id, dublin)).toEqual({ error: null });
    expect((await getCheckoutState("default", id)).selectedShippingMethod).toMatchObject({
      carrierCode: "flatrate",
      methodCode: "tracked",
    });
    const berlin = {
      ...LONDON,
      city: "Berlin",
      postcode: "10115",
      countryCode: "DE",
      region: { region: "Berlin", regionCode: null, regionId: null },
    };
    // a region typed by name is matched to one of the country's regions
    expect(await setBillingAddress("default", id, berlin)).toEqual({ error: null });
    const state = await getCheckoutState("default", id);
    expect(state.shippingAddress).toMatchObject({
      countryCode: "IE",
      postcode: null,
      region: { region: "Dublin", regionCode: "IE-D" },
    });
    expect(state.billingAddress).toMatchObject({ countryCode: "DE", region: { region: "Berlin", regionCode: "BE" } });
  });

  it("keeps the pickup store of a ship-to-store address", async () => {
    const id = await cartWith("default", ["ASH-STK-SILVER-P20", 1]);
    const pickup = {
      ...LONDON,
      isPickupAddress: true,
      pickupInformation: { storeId: "LON-01", storeName: "Ashless Covent Garden" },
    };
    expect(await setShippingAddress("default", id, pickup)).toEqual({ error: null });
    expect((await getCheckoutState("default", id)).shippingAddress).toMatchObject({
      isPickupAddress: true,
      pickupInformation: { storeId: "LON-01", storeName: "Ashless Covent Garden" },
    });
    // a pickup address goes with the pickup method only
    expect((await setShippingMethod("default", id, "flatrate", "tracked")).error?.message).toMatch(
      /needs a delivery address/,
    );
    expect(await setShippingMethod("default", id, "pickup", "store")).toEqual({ error: null });
    const unknown = { ...pickup, pickupInformation: { storeId: "NOPE-99", storeName: "Somewhere" } };
    expect((await setShippingAddress("default", id, unknown)).error?.message).toBe(
      'There is no pickup location with the code "NOPE-99".',
    );
  });
});

describe("checkout configuration", () => {
  it("reads the order attributes (raw placements included) and the delivery limits", async () => {
    const attributes = await getOrderAttributes("default");
    expect(attributes.map((a) => [a.code, a.placement])).toEqual([
      ["referral_source", "contactDetails_after"],
      ["delivery_instructions", "shippingAddress_after"],
      ["order_reference", "buttonPlaceOrder_before"],
      ["age_confirmation", "buttonPlaceOrder_before"],
      ["sidebar_note", "sidebar_top"],
    ]);
    expect(attributes.find((a) => a.code === "age_confirmation")).toMatchObject({
      label: "I confirm I am 18 or over",
      inputType: "boolean",
      isRequired: true,
    });
    expect(attributes.find((a) => a.code === "delivery_instructions")).toMatchObject({
      inputType: "textarea",
      isRequired: false,
      maxLength: 250,
    });
    expect(attributes.find((a) => a.code === "referral_source")!.options).toContainEqual({
      value: "friend",
      label: "A friend",
    });
    expect(await getOrderDeliveryLimits("default")).toEqual({
      mode: "allow",
      limits: [
        { id: expect.any(String), countryId: "GB", name: "United Kingdom" },
        { id: expect.any(String), countryId: "IE", name: "Ireland" },
      ],
    });
  });
});
