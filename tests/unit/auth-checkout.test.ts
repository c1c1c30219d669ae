// The customer checkout against fake gateways: the customer's cart, saved addresses by id,
// new addresses saved to the address book or not, and an expired session.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutState } from "~/lib/models/checkout";

const checkout = vi.hoisted(() => ({
  getCheckoutState: vi.fn(),
  getOrderAttributes: vi.fn(),
  getOrderDeliveryLimits: vi.fn(),
  setShippingAddress: vi.fn(),
  setBillingAddress: vi.fn(),
}));
const customer = vi.hoisted(() => ({
  getCustomerCartId: vi.fn(),
  getCustomerAddresses: vi.fn(),
  getCustomerOrderDetails: vi.fn(),
  isSessionExpired: (e: unknown) => e instanceof Error && e.name === "CustomerSessionExpiredError",
}));
const cartApi = vi.hoisted(() => ({ getCart: vi.fn(), cartIsAvailable: vi.fn(), createCart: vi.fn() }));
const catalog = vi.hoisted(() => ({ getStoreConfig: vi.fn(), getCountries: vi.fn() }));
vi.mock("~/.server/commerce/checkout", () => checkout);
vi.mock("~/.server/commerce/customer", () => customer);
vi.mock("~/.server/commerce/cart", () => cartApi);
vi.mock("~/.server/commerce/catalog", () => catalog);

const { shippingStep } = await import("~/.server/checkout");
const { commitSession, getSession } = await import("~/.server/session");
const { addressStepSchema } = await import("~/lib/schemas/checkout");
const { parseWithZod } = await import("@conform-to/zod");

const saved = [
  {
    id: 7,
    firstname: "Alex",
    lastname: "Morgan",
    company: null,
    street: ["Baker Street", "221B", ""],
    city: "London",
    postcode: "NW1 6XE",
    countryCode: "GB",
    region: null,
    telephone: "+447700900123",
    isDefaultShipping: true,
    isDefaultBilling: true,
  },
  {
    id: 9,
    firstname: "Alex",
    lastname: "Morgan",
    company: null,
    street: ["High Street", "1", ""],
    city: "Leeds",
    postcode: "LS1 1AA",
    countryCode: "GB",
    region: null,
    telephone: "+447700900123",
    isDefaultShipping: false,
    isDefaultBilling: false,
  },
];
const state: CheckoutState = {
  cartId: "customer-cart",
  email: "alex@example.com",
  isVirtual: false,
  hasSubscription: false,
  shippingAddress: null,
  billingAddress: null,
  selectedShippingMethod: null,
  availablePaymentMethods: [],
  selectedPaymentMethod: null,
  isTrialEligible: true,
};
const newAddress = {
  "shipping.firstname": "Alex",
  "shipping.lastname": "Morgan",
  "shipping.street1": "Station Road",
  "shipping.street2": "5",
  "shipping.city": "York",
  "shipping.postcode": "YO1 7HH",
  "shipping.countryCode": "GB",
  "shipping.telephone": "07700 900123",
};

async function post(fields: Record<string, string>, signedIn = true) {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("cartId", "old-cart");
  if (signedIn) {
    for (const [k, v] of Object.entries({
      userUuid: "u",
      identityToken: "i",
      sessionToken: "s",
      commerceToken: "co-tok",
    }))
      session.set(k as "userUuid", v);
  }
  return new Request("http://shop.test/checkout/shipping", {
    method: "POST",
    body: new URLSearchParams({ intent: "shipping", ...fields }),
    headers: { Cookie: (await commitSession(session)).split(";")[0] },
  });
}
const act = async (request: Request) => {
  try {
    return await shippingStep("default").action({ request, params: {}, context: {} });
  } catch (thrown) {
    return thrown;
  }
};
const location = (r: unknown) => (r instanceof Response ? r.headers.get("Location") : null);

beforeEach(() => {
  vi.clearAllMocks();
  customer.getCustomerCartId.mockResolvedValue("customer-cart");
  customer.getCustomerAddresses.mockResolvedValue(saved);
  cartApi.getCart.mockImplementation(async (_s: string, id: string) => ({
    id,
    items: [{ errors: [] }],
    totalQuantity: 1,
  }));
  checkout.getCheckoutState.mockResolvedValue(state);
  checkout.getOrderAttributes.mockResolvedValue([]);
  checkout.getOrderDeliveryLimits.mockResolvedValue({ mode: "allow", limits: [] });
  checkout.setShippingAddress.mockResolvedValue({ error: null });
  checkout.setBillingAddress.mockResolvedValue({ error: null });
  catalog.getStoreConfig.mockResolvedValue({
    postcodeValidationEnabled: false,
    postcodeIsRequired: true,
    postcodeMinLength: null,
    postcodeMaxLength: null,
    postcodeValidateRegex: null,
    allowEmptyFirstname: false,
  });
  catalog.getCountries.mockResolvedValue([{ id: "GB", iso3: "GBR", name: "United Kingdom", regions: [] }]);
});

describe("customer address step", () => {
  it("works on the customer's cart and preselects the default delivery address", async () => {
    const request = await post({});
    const loaded = (await shippingStep("default").loader({
      request: new Request(request.url, { headers: request.headers }),
      params: {},
      context: {},
    })) as unknown as {
      data: { defaults: Record<string, unknown>; addressBook: { addresses: { id: string; label: string }[] } };
    };
    expect(cartApi.getCart).toHaveBeenCalledWith("default", "customer-cart", "co-tok");
    expect(loaded.data.defaults.shippingChoice).toBe("7");
    expect(loaded.data.addressBook.addresses.map((a) => a.label)).toEqual([
      "Alex Morgan, 221B Baker Street, London, NW1 6XE, United Kingdom",
      "Alex Morgan, 1 High Street, Leeds, LS1 1AA, United Kingdom",
    ]);
  });

  it("a saved address goes to the cart by its id, with the commerce token", async () => {
    const r = await act(await post({ shippingChoice: "9", sameAsShipping: "on" }));
    expect(location(r)).toBe("/checkout/delivery");
    expect(checkout.setShippingAddress).toHaveBeenCalledWith(
      "default",
      "customer-cart",
      { customerAddressId: 9 },
      "co-tok",
    );
    expect(checkout.setBillingAddress).toHaveBeenCalledWith(
      "default",
      "customer-cart",
      { sameAsShipping: true },
      "co-tok",
    );
  });

  it("a new address is saved to the address book only when the box is ticked", async () => {
    await act(await post({ shippingChoice: "new", ...newAddress, saveShipping: "on", sameAsShipping: "on" }));
    expect(checkout.setShippingAddress.mock.calls[0][2]).toMatchObject({
      street: ["Station Road", "5", ""],
      city: "York",
      saveInAddressBook: true,
    });
    await act(await post({ shippingChoice: "new", ...newAddress, sameAsShipping: "on" }));
    expect(checkout.setShippingAddress.mock.calls[1][2]).toMatchObject({ city: "York", saveInAddressBook: false });
  });

  it("billing can be another saved address", async () => {
    await act(await post({ shippingChoice: "7", billingChoice: "9" }));
    expect(checkout.setBillingAddress).toHaveBeenCalledWith(
      "default",
      "customer-cart",
      { customerAddressId: 9 },
      "co-tok",
    );
  });

  it("an unknown saved address is refused, and the new-address fields are only checked for a new address", () => {
    const opts = {
      rules: {
        postcodeValidationEnabled: false,
        postcodeIsRequired: false,
        postcodeMinLength: null,
        postcodeMaxLength: null,
        postcodeValidateRegex: null,
        allowEmptyFirstname: false,
      },
      shippingCountries: [{ id: "GB", name: "United Kingdom", regions: [] }],
      billingCountries: [{ id: "GB", name: "United Kingdom", regions: [] }],
      needsShipping: true,
      attributes: [],
    };
    const book = { addresses: [{ id: "7", label: "x", isDefaultShipping: true, isDefaultBilling: true }] };
    const errors = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return parseWithZod(form, { schema: addressStepSchema(opts, book) }).reply().error ?? {};
    };
    expect(errors({ shippingChoice: "7", sameAsShipping: "on" })).toEqual({});
    expect(errors({ shippingChoice: "8", sameAsShipping: "on" })).toEqual({
      shippingChoice: ["Choose a delivery address."],
    });
    expect(Object.keys(errors({ shippingChoice: "new", sameAsShipping: "on" }))).toContain("shipping.street1");
  });

  it("a guest's address step is unchanged: typed addresses, no address book", async () => {
    customer.getCustomerCartId.mockClear();
    await act(await post({ ...newAddress, sameAsShipping: "on" }, false));
    expect(customer.getCustomerCartId).not.toHaveBeenCalled();
    expect(customer.getCustomerAddresses).not.toHaveBeenCalled();
    expect(checkout.setShippingAddress.mock.calls[0][2]).not.toHaveProperty("saveInAddressBook");
    expect(checkout.setShippingAddress.mock.calls[0][1]).toBe("old-cart");
  });

  it("a token the shop refuses ends the session: sign in again and come back", async () => {
    customer.getCustomerCartId.mockRejectedValue(
      Object.assign(new Error("expired"), { name: "CustomerSessionExpiredError" }),
    );
    const r = await act(await post({ shippingChoice: "7" }));
    expect(location(r)).toBe(`/login?redirectTo=${encodeURIComponent("/checkout/shipping")}`);
    const session = await getSession(
      new Request("http://x/", { headers: { Cookie: (r as Response).headers.get("Set-Cookie")!.split(";")[0] } }),
    );
    expect(session.get("commerceToken")).toBeUndefined();
  });
});
