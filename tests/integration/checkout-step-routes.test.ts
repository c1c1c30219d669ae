// Step loaders and actions against the sandbox: the step guard, kept input on an outage, and
// what each step offers.
import { afterEach, describe, expect, it } from "vitest";
import { clearCache } from "~/.server/state/cache";
import { loader as checkoutEntry } from "~/routes/checkout._index/route";
import * as contactStep from "~/routes/checkout.contact/contact.server";
import * as deliveryStep from "~/routes/checkout.delivery/delivery.server";
import * as shippingStep from "~/routes/checkout.shipping/shipping.server";
import { getCheckoutState, setGuestEmail } from "~/.server/commerce/checkout";
import { addToCart } from "~/.server/commerce/cart";
import { getCustomerCartId } from "~/.server/commerce/customer";
import { migratePickup } from "../../server/sandbox/commerce/pickup";
import {
  args,
  browserRequest,
  caught,
  cartAddressRow,
  cartWith,
  checkoutSteps,
  cookieWith,
  location,
  newCustomer,
  replied,
  sandboxDb,
  signedInCookie,
  shopUnreachableOn,
  SKU,
  useRoutesSandbox,
  type FormResult,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const TRIAL_KIT = "ASH-TRIAL-ONE";
/** The session cookie an answer sets, for the shopper's next request. */
const sessionCookieOf = (r: unknown) => {
  const header = r instanceof Response ? r.headers.get("set-cookie") : null;
  return header ? header.split(";")[0] : null;
};
const request = async (path: string, cart: { cartId?: string; trialCartId?: string }, form?: Record<string, string>) =>
  browserRequest(path, { cookie: await cookieWith(cart), form });

describe("step guard", () => {
  it("sends /checkout to the first incomplete step", async () => {
    const cartId = await cartWith("default", [SKU, 1]);
    expect(await setGuestEmail("default", cartId, "a@example.com")).toEqual({ error: null });
    const r = await caught(hosted(checkoutEntry)(args(await request("/checkout", { cartId }))));
    expect(location(r)).toBe("/checkout/shipping");
  });
  it("sends a later step back to the earliest incomplete one", async () => {
    const cartId = await cartWith("default", [SKU, 1]);
    const r = await caught(hosted(shippingStep.loader)(args(await request("/checkout/shipping", { cartId }))));
    expect(location(r)).toBe("/checkout/contact");
  });
  it("sends an empty cart to the cart page", async () => {
    const r = await caught(hosted(contactStep.loader)(args(await request("/checkout/contact", {}))));
    expect(location(r)).toBe("/cart");
  });
  it("keeps an ineligible trial shopper on the contact step, with the reason", async () => {
    const trialCartId = await cartWith("trial", [TRIAL_KIT, 1]);
    // this address has had its free trial already (README: demo data)
    expect(await setGuestEmail("trial", trialCartId, "used-trial@example.com")).toEqual({ error: null });
    const r = await caught(
      hosted(shippingStep.loader)(args(await request("/trial/checkout/shipping", { trialCartId }))),
    );
    expect(location(r)).toBe("/trial/checkout/contact");
    const contact = replied<{ blocked: string | null }>(
      await hosted(contactStep.loader)(args(await request("/trial/checkout/contact", { trialCartId }))),
    );
    expect(contact.data.blocked).toMatch(/limited to one per customer/);
  });
  it("a signed-in customer's free trial is the platform's to allow (product.md §7): one had under an old e-mail still counts", async () => {
    const { signIn } = await newCustomer();
    // the customer's trial order, placed before they changed their e-mail: the cart's own flag
    // (by the cart's e-mail) would let them have another
    sandboxDb()
      .prepare(
        `INSERT INTO sales_order (increment_id, store_code, customer_email, customer_uuid, status, is_trial, subtotal,
           tax_amount, grand_total, order_currency_code, payment_method, payment_title, created_at)
         VALUES (?, 'trial', 'their-old-address@example.com', ?, 'complete', 1, 0, 0, 0, 'GBP', 'free', 'Free', ?)`,
      )
      .run(`T-${Date.now()}`, signIn.userUuid, new Date().toISOString());
    const trialCartId = await getCustomerCartId("trial", signIn.commerceToken);
    expect(
      (await addToCart("trial", trialCartId, { kind: "simple", sku: TRIAL_KIT, quantity: 1 }, signIn.commerceToken))
        .error,
    ).toBeNull();
    expect((await getCheckoutState("trial", trialCartId, signIn.commerceToken)).isTrialEligible).toBe(true);
    const cookie = await signedInCookie(signIn);
    const r = await caught(hosted(shippingStep.loader)(args(browserRequest("/trial/checkout/shipping", { cookie }))));
    expect(location(r)).toBe("/trial/checkout/contact");
    const contact = replied<{ blocked: string | null }>(
      await hosted(contactStep.loader)(args(browserRequest("/trial/checkout/contact", { cookie }))),
    );
    expect(contact.data.blocked).toMatch(/limited to one per customer/);
  });
  it("sends an empty trial cart to /trial", async () => {
    const r = await caught(hosted(contactStep.loader)(args(await request("/trial/checkout/contact", {}))));
    expect(location(r)).toBe("/trial");
  });
});

describe("contact action", () => {
  const post = async (cartId: string, email: string) =>
    hosted(contactStep.action)(args(await request("/checkout/contact", { cartId }, { intent: "contact", email })));
  const emailOf = async (cartId: string) => (await getCheckoutState("default", cartId)).email;

  it("answers 400 with the message and the typed values", async () => {
    const cartId = await cartWith("default", [SKU, 1]);
    const r = replied<FormResult["data"]>(await post(cartId, "nope"));
    expect(r.init.status).toBe(400);
    expect(r.data.intent).toBe("contact");
    expect(r.data.result.error.email[0]).toMatch(/correct format/);
    expect(r.data.result.initialValue.email).toBe("nope");
    expect(await emailOf(cartId)).toBeNull();
  });
  it("answers 503 with the typed values when the shop can't be reached", async () => {
    const cartId = await cartWith("default", [SKU, 1]);
    shopUnreachableOn("setGuestEmailOnCart");
    const r = replied<FormResult["data"]>(await post(cartId, "ada@example.com"));
    expect(r.init.status).toBe(503);
    expect(r.data.result.initialValue.email).toBe("ada@example.com");
    expect(r.data.result.error[""][0]).toMatch(/can't reach the shop/);
    expect(await emailOf(cartId)).toBeNull();
  });
  it("saves the e-mail and moves on to shipping", async () => {
    const cartId = await cartWith("default", [SKU, 1]);
    const r = await post(cartId, "ada@example.com");
    expect(await emailOf(cartId)).toBe("ada@example.com");
    expect(location(r)).toBe("/checkout/shipping");
  });
});

describe("delivery step", () => {
  type Delivery = {
    methods: { value: string }[];
    stores: { id: string; name: string; address: string }[];
    defaults: { method: string };
    shippingAddress: { telephone: string | null } | null;
  };
  const load = async (cartId: string) =>
    replied<Delivery>(await hosted(deliveryStep.loader)(args(await request("/checkout/delivery", { cartId }))));

  it("offers available methods cheapest first, without subscription-disabled ones for a subscription cart", async () => {
    const cartId = await cartWith("default", [`${SKU}-SUB`, 1]);
    await checkoutSteps("default", cartId, { method: ["flatrate", "tracked"], payment: null });
    const r = await load(cartId);
    // the sandbox lists tracked (2.99), the courier (5.99, not for subscriptions), then the store (0)
    expect(r.data.methods.map((x) => x.value)).toEqual(["pickup|store", "flatrate|tracked"]);
    expect(r.data.defaults.method).toBe("flatrate|tracked");
  });

  it("shows the delivery address's phone number as people write it (stored as +44…)", async () => {
    const cartId = await cartWith("default", [SKU, 1]);
    await checkoutSteps("default", cartId, { method: null, payment: null });
    expect((await load(cartId)).data.shippingAddress?.telephone).toBe("07700 900123");
  });

  describe("ship to store", () => {
    const post = async (cartId: string, fields: Record<string, string>) =>
      hosted(deliveryStep.action)(
        args(await request("/checkout/delivery", { cartId }, { intent: "delivery", ...fields })),
      );
    async function addressedCart() {
      const cartId = await cartWith("default", [SKU, 1]);
      await checkoutSteps("default", cartId, { method: null, payment: null });
      return cartId;
    }
    afterEach(() => migratePickup(sandboxDb())); // puts back the seeded stores

    it("is offered with the stores to collect from, and hidden when there are none", async () => {
      const cartId = await addressedCart();
      const r = await load(cartId);
      expect(r.data.methods.map((m) => m.value)).toContain("pickup|store");
      expect(r.data.stores.map((s) => s.id)).toEqual(["LON-01", "MAN-01", "EDI-01"]);
      expect(r.data.stores[0]).toEqual({
        id: "LON-01",
        name: "Ashless Covent Garden",
        address: "12 Long Acre, London, WC2E 9LH",
      });
      sandboxDb().exec("DELETE FROM inventory_pickup_location");
      clearCache(); // the store list is cached for every shopper
      const none = await load(cartId);
      expect(none.data.methods.map((m) => m.value)).not.toContain("pickup|store");
      expect(none.data.methods.length).toBeGreaterThan(0);
    });

    it("asks which store, keeping the choice of method", async () => {
      const cartId = await addressedCart();
      const r = replied<FormResult["data"]>(await post(cartId, { method: "pickup|store" }));
      expect(r.init.status).toBe(400);
      expect(r.data.result.error.pickupStore).toEqual(["Choose the store you'd like to collect from."]);
      expect(r.data.result.initialValue.method).toBe("pickup|store");
      const state = await getCheckoutState("default", cartId);
      expect(state.selectedShippingMethod).toBeNull();
      expect(state.shippingAddress?.isPickupAddress).toBeFalsy();
    });

    it("sends the order to the store's address for the shopper to collect, then sets the method", async () => {
      const cartId = await addressedCart();
      const r = await post(cartId, { method: "pickup|store", pickupStore: "LON-01" });
      expect(location(r)).toBe("/checkout/payment");
      const state = await getCheckoutState("default", cartId);
      // as Adobe Commerce's in-store pickup does: the store's address, the shopper's name and phone
      expect(state.shippingAddress).toMatchObject({
        firstname: "Ada",
        lastname: "Lovelace",
        telephone: "+447700900123",
        street: ["12 Long Acre", "", ""],
        city: "London",
        postcode: "WC2E 9LH",
        countryCode: "GB",
        isPickupAddress: true,
        pickupInformation: { storeId: "LON-01", storeName: "Ashless Covent Garden" },
      });
      // the shopper's own address stays the billing address
      expect(state.billingAddress).toMatchObject({ street: ["10 Downing Street", "", ""], postcode: "SW1A 2AA" });
      expect(cartAddressRow(cartId, "shipping")?.save_in_address_book).toBe(0);
      expect(state.selectedShippingMethod).toMatchObject({ carrierCode: "pickup", methodCode: "store" });
    });

    it("puts the shopper's own address back for home delivery, and the address step shows it meanwhile", async () => {
      const cartId = await addressedCart();
      const first = await post(cartId, { method: "pickup|store", pickupStore: "MAN-01" });
      expect(location(first)).toBe("/checkout/payment");
      const cookie = sessionCookieOf(first) ?? (await cookieWith({ cartId }));
      expect((await getCheckoutState("default", cartId)).shippingAddress?.postcode).toBe("M4 3AH");
      // back at the address step, the form holds the shopper's address, not the store's
      const shipping = replied<{ defaults: { shipping: Record<string, unknown>; sameAsShipping?: string } }>(
        await hosted(shippingStep.loader)(args(browserRequest("/checkout/shipping", { cookie }))),
      );
      expect(shipping.data.defaults.shipping).toMatchObject({ city: "London", postcode: "SW1A 2AA" });
      expect(shipping.data.defaults.sameAsShipping).toBe("on");
      // home delivery chosen again: the address is the shopper's once more
      const back = await hosted(deliveryStep.action)(
        args(
          browserRequest("/checkout/delivery", { cookie, form: { intent: "delivery", method: "flatrate|tracked" } }),
        ),
      );
      expect(location(back)).toBe("/checkout/payment");
      const state = await getCheckoutState("default", cartId);
      expect(state.shippingAddress).toMatchObject({ street: ["10 Downing Street", "", ""], postcode: "SW1A 2AA" });
      expect(state.shippingAddress?.isPickupAddress).toBeFalsy();
    });
  });
});
