// Step loaders and actions against a fake gateway: the step guard, kept input on an
// outage, and what each step offers.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutState } from "~/lib/models/checkout";
import type { Cart } from "~/lib/models/commerce";

const gateway = vi.hoisted(() => ({
  getCheckoutState: vi.fn(),
  getOrderAttributes: vi.fn(),
  setGuestEmail: vi.fn(),
  getShippingMethods: vi.fn(),
  getPickupStores: vi.fn(),
  setShippingAddress: vi.fn(),
  setShippingMethod: vi.fn(),
}));
const cartApi = vi.hoisted(() => ({ getCart: vi.fn(), cartIsAvailable: vi.fn(), createCart: vi.fn() }));
vi.mock("~/.server/commerce/checkout", () => gateway);
vi.mock("~/.server/commerce/cart", () => cartApi);

const { contactStep, deliveryStep, shippingStep, checkoutEntry } = await import("~/.server/checkout");
const { commitSession, getSession } = await import("~/.server/session");
const { UpstreamUnavailableError } = await import("~/.server/http/errors");

const money = (value: number) => ({ value, currency: "GBP" });
const empty: CheckoutState = {
  cartId: "cart-1",
  email: null,
  isVirtual: false,
  hasSubscription: false,
  shippingAddress: null,
  billingAddress: null,
  selectedShippingMethod: null,
  availablePaymentMethods: [],
  selectedPaymentMethod: null,
  isTrialEligible: true,
};
const address = {
  firstname: "A",
  lastname: "B",
  street: ["S", "1", ""] as [string, string, string],
  city: "C",
  postcode: "P",
  countryCode: "GB",
  region: null,
  telephone: "+447700900123",
};

async function request(path: string, init: RequestInit & { cartId?: string | null; trial?: boolean } = {}) {
  const session = await getSession(new Request("http://shop.test/"));
  if (init.cartId !== null) session.set(init.trial ? "trialCartId" : "cartId", init.cartId ?? "cart-1");
  return new Request(`http://shop.test${path}`, { ...init, headers: { Cookie: await commitSession(session) } });
}
const args = (request: Request) => ({ request, params: {}, context: {} });
async function caught(p: Promise<unknown>) {
  try {
    return await p;
  } catch (thrown) {
    return thrown;
  }
}
const location = (r: unknown) => (r instanceof Response ? r.headers.get("Location") : null);

beforeEach(() => {
  vi.clearAllMocks();
  cartApi.getCart.mockResolvedValue({ id: "cart-1", items: [{ errors: [] }], totalQuantity: 1 } as unknown as Cart);
  cartApi.cartIsAvailable.mockResolvedValue(true);
  gateway.getCheckoutState.mockResolvedValue(empty);
  gateway.getOrderAttributes.mockResolvedValue([]);
});

describe("step guard", () => {
  it("sends /checkout to the first incomplete step", async () => {
    gateway.getCheckoutState.mockResolvedValue({ ...empty, email: "a@example.com" });
    const r = await caught(checkoutEntry("default").loader(args(await request("/checkout"))));
    expect(location(r)).toBe("/checkout/shipping");
  });
  it("sends a later step back to the earliest incomplete one", async () => {
    const r = await caught(shippingStep("default").loader(args(await request("/checkout/shipping"))));
    expect(location(r)).toBe("/checkout/contact");
  });
  it("sends an empty cart to the cart page", async () => {
    const r = await caught(contactStep("default").loader(args(await request("/checkout/contact", { cartId: null }))));
    expect(location(r)).toBe("/cart");
  });
  it("keeps an ineligible trial shopper on the contact step, with the reason", async () => {
    gateway.getCheckoutState.mockResolvedValue({ ...empty, email: "a@example.com", isTrialEligible: false });
    const r = await caught(
      shippingStep("trial").loader(args(await request("/trial/checkout/shipping", { trial: true }))),
    );
    expect(location(r)).toBe("/trial/checkout/contact");
    const contact = (await contactStep("trial").loader(
      args(await request("/trial/checkout/contact", { trial: true })),
    )) as unknown as {
      data: { blocked: string | null };
    };
    expect(contact.data.blocked).toMatch(/limited to one per customer/);
  });
  it("sends an empty trial basket to /trial", async () => {
    const r = await caught(
      contactStep("trial").loader(args(await request("/trial/checkout/contact", { cartId: null }))),
    );
    expect(location(r)).toBe("/trial");
  });
});

describe("contact action", () => {
  const post = async (body: Record<string, string>) =>
    request("/checkout/contact", { method: "POST", body: new URLSearchParams({ intent: "contact", ...body }) });

  it("answers 400 with the message and the typed values", async () => {
    const r = (await contactStep("default").action(args(await post({ email: "nope" })))) as unknown as {
      data: { intent: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(r.init.status).toBe(400);
    expect(r.data.intent).toBe("contact");
    expect(r.data.result.error.email[0]).toMatch(/correct format/);
    expect(r.data.result.initialValue.email).toBe("nope");
    expect(gateway.setGuestEmail).not.toHaveBeenCalled();
  });
  it("answers 503 with the typed values when the shop can't be reached", async () => {
    gateway.setGuestEmail.mockRejectedValue(new UpstreamUnavailableError("commerce", "timeout"));
    const r = (await contactStep("default").action(args(await post({ email: "ada@example.com" })))) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(r.init.status).toBe(503);
    expect(r.data.result.initialValue.email).toBe("ada@example.com");
    expect(r.data.result.error[""][0]).toMatch(/can't reach the shop/);
  });
  it("saves the e-mail and moves on to shipping", async () => {
    gateway.setGuestEmail.mockResolvedValue({ error: null });
    const r = await contactStep("default").action(args(await post({ email: "ada@example.com" })));
    expect(gateway.setGuestEmail).toHaveBeenCalledWith("default", "cart-1", "ada@example.com");
    expect(location(r)).toBe("/checkout/shipping");
  });
});

describe("delivery step", () => {
  it("offers available methods cheapest first, without subscription-disabled ones for a subscription cart", async () => {
    gateway.getCheckoutState.mockResolvedValue({
      ...empty,
      email: "a@example.com",
      shippingAddress: address,
      billingAddress: address,
      hasSubscription: true,
    });
    const m = (code: string, amount: number, disableForSubscription = false) => ({
      carrierCode: code,
      carrierTitle: code,
      methodCode: code,
      methodTitle: code,
      description: null,
      amount: money(amount),
      priceInclTax: money(amount),
      priceExclTax: money(amount),
      available: true,
      disableForSubscription,
    });
    gateway.getShippingMethods.mockResolvedValue({
      methods: [m("express", 5.99), m("store", 0, true), m("tracked", 2.99)],
      selected: { carrierCode: "tracked", methodCode: "tracked" },
    });
    const r = (await deliveryStep("default").loader(args(await request("/checkout/delivery")))) as unknown as {
      data: { methods: { value: string }[]; defaults: { method: string } };
    };
    expect(r.data.methods.map((x) => x.value)).toEqual(["tracked|tracked", "express|express"]);
    expect(r.data.defaults.method).toBe("tracked|tracked");
  });

  describe("ship to store", () => {
    const pickup = {
      carrierCode: "pickup",
      carrierTitle: "Ashless stores",
      methodCode: "store",
      methodTitle: "Ship to store",
      description: null,
      amount: money(0),
      priceInclTax: money(0),
      priceExclTax: money(0),
      available: true,
      disableForSubscription: false,
      isPickup: true,
    };
    const stores = [{ id: "LON-01", name: "Ashless Covent Garden", address: "12 Long Acre, London, WC2E 9LH" }];
    const post = async (fields: Record<string, string>) =>
      request("/checkout/delivery", { method: "POST", body: new URLSearchParams({ intent: "delivery", ...fields }) });

    beforeEach(() => {
      gateway.getCheckoutState.mockResolvedValue({
        ...empty,
        email: "a@example.com",
        shippingAddress: address,
        billingAddress: address,
      });
      gateway.getShippingMethods.mockResolvedValue({ methods: [pickup], selected: null });
      gateway.getPickupStores.mockResolvedValue(stores);
      gateway.setShippingAddress.mockResolvedValue({ error: null });
      gateway.setShippingMethod.mockResolvedValue({ error: null });
    });

    it("is offered with the stores to collect from, and hidden when there are none", async () => {
      const r = (await deliveryStep("default").loader(args(await request("/checkout/delivery")))) as unknown as {
        data: { methods: unknown[]; stores: unknown[] };
      };
      expect(r.data.methods).toHaveLength(1);
      expect(r.data.stores).toEqual(stores);
      gateway.getPickupStores.mockResolvedValue([]);
      const none = (await deliveryStep("default").loader(args(await request("/checkout/delivery")))) as unknown as {
        data: { methods: unknown[] };
      };
      expect(none.data.methods).toHaveLength(0);
    });

    it("asks which store, keeping the choice of method", async () => {
      const r = (await deliveryStep("default").action(args(await post({ method: "pickup|store" })))) as unknown as {
        init: { status: number };
        data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      };
      expect(r.init.status).toBe(400);
      expect(r.data.result.error.pickupStore).toEqual(["Choose the store you'd like to collect from."]);
      expect(r.data.result.initialValue.method).toBe("pickup|store");
      expect(gateway.setShippingMethod).not.toHaveBeenCalled();
    });

    it("marks the shopper's address for collection from the store, then sets the method", async () => {
      const r = await deliveryStep("default").action(
        args(await post({ method: "pickup|store", pickupStore: "LON-01" })),
      );
      expect(location(r)).toBe("/checkout/payment");
      expect(gateway.setShippingAddress).toHaveBeenCalledWith(
        "default",
        "cart-1",
        expect.objectContaining({
          firstname: "A",
          isPickupAddress: true,
          pickupInformation: { storeId: "LON-01", storeName: "Ashless Covent Garden" },
          saveInAddressBook: false,
        }),
        undefined,
      );
      expect(gateway.setShippingMethod).toHaveBeenCalledWith("default", "cart-1", "pickup", "store", undefined);
    });
  });
});
