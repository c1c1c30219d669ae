// The customer checkout against the sandbox: the customer's cart, saved addresses by id, new
// addresses saved to the address book or not, and a session the shop no longer accepts.
import { parseWithZod } from "@conform-to/zod";
import { beforeEach, describe, expect, it } from "vitest";
import * as shippingStep from "~/routes/checkout.shipping/shipping.server";
import { addToCart } from "~/.server/commerce/cart";
import { getCheckoutState, setGuestEmail } from "~/.server/commerce/checkout";
import { getCustomerCartId } from "~/.server/commerce/customer";
import { accountGateway } from "~/.server/platform";
import { addressStepSchema } from "~/lib/schemas/checkout";
import type { SignIn } from "~/lib/models/account";
import { addAddress, type NewAddress } from "../../server/sandbox/accounts/store";
import {
  args,
  browserRequest,
  caught,
  cartAddressRow,
  cartWith,
  cookieWith,
  forgetCalls,
  location,
  newCustomer,
  operationCalls,
  replied,
  sandboxDb,
  sessionOf,
  SKU,
  upstreamCalls,
  useRoutesSandbox,
} from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const address = (street: [string, string], city: string, postcode: string, isDefault: 0 | 1): NewAddress => ({
  firstname: "Alex",
  lastname: "Morgan",
  company: null,
  street_name: street[0],
  street_number: street[1],
  street_additional: null,
  city,
  postcode,
  country_code: "GB",
  region: null,
  region_code: null,
  region_id: null,
  telephone: "+447700900123",
  is_default_billing: isDefault,
  is_default_shipping: isDefault,
});
const newAddress = {
  "shipping.firstname": "Alex",
  "shipping.lastname": "Morgan",
  "shipping.line1": "5 Station Road",
  "shipping.city": "York",
  "shipping.postcode": "YO1 7HH",
  "shipping.countryCode": "GB",
  "shipping.telephone": "07700 900123",
};

// A registered customer with two saved addresses and one pack in their cart; the cookie still
// names an old guest cart.
let signIn: SignIn;
let customerCart: string;
let baker: number;
let leeds: number;
beforeEach(async () => {
  ({ signIn } = await newCustomer());
  baker = addAddress(sandboxDb(), signIn.userUuid, address(["Baker Street", "221B"], "London", "NW1 6XE", 1));
  leeds = addAddress(sandboxDb(), signIn.userUuid, address(["High Street", "1"], "Leeds", "LS1 1AA", 0));
  customerCart = await getCustomerCartId("default", signIn.commerceToken);
  const added = await addToCart(
    "default",
    customerCart,
    { kind: "simple", sku: SKU, quantity: 1 },
    signIn.commerceToken,
  );
  expect(added.error).toBeNull();
});

async function cookie(signedIn = true, cartId = "old-cart") {
  const { userUuid, identityToken, sessionToken, commerceToken } = signIn;
  return cookieWith(signedIn ? { cartId, userUuid, identityToken, sessionToken, commerceToken } : { cartId });
}
const post = async (fields: Record<string, string>, signedIn = true, cartId?: string) =>
  caught(
    hosted(shippingStep.action)(
      args(
        browserRequest("/checkout/shipping", {
          cookie: await cookie(signedIn, cartId),
          form: { intent: "shipping", ...fields },
        }),
      ),
    ),
  );
const cartState = () => getCheckoutState("default", customerCart, signIn.commerceToken);

describe("customer address step", () => {
  it("works on the customer's cart and preselects the default delivery address", async () => {
    const loaded = replied<{
      defaults: Record<string, unknown>;
      addressBook: { addresses: { id: string; label: string }[] };
    }>(await hosted(shippingStep.loader)(args(browserRequest("/checkout/shipping", { cookie: await cookie() }))));
    expect((await sessionOf(loaded)).get("cartId")).toBe(customerCart);
    expect(loaded.data.defaults.shippingChoice).toBe(String(baker));
    expect(loaded.data.addressBook.addresses.map((a) => a.label)).toEqual([
      "Alex Morgan, 221B Baker Street, London, NW1 6XE, United Kingdom",
      "Alex Morgan, 1 High Street, Leeds, LS1 1AA, United Kingdom",
    ]);
  });

  it("a saved address goes to the cart by its id, with the commerce token", async () => {
    const r = await post({ shippingChoice: String(leeds), sameAsShipping: "on" });
    expect(location(r)).toBe("/checkout/delivery");
    const [shipping] = await operationCalls("setShippingAddressesOnCart");
    expect(shipping.variables).toMatchObject({ cartId: customerCart, shippingAddress: { customer_address_id: leeds } });
    expect(shipping.authorization).toBe(`Bearer ${signIn.commerceToken}`);
    const [billing] = await operationCalls("setBillingAddressOnCart");
    expect(billing.variables).toMatchObject({ cartId: customerCart, billingAddress: { same_as_shipping: true } });
    expect(billing.authorization).toBe(`Bearer ${signIn.commerceToken}`);
    const state = await cartState();
    expect(state.shippingAddress?.city).toBe("Leeds");
    expect(state.billingAddress?.city).toBe("Leeds");
  });

  it("a new address is saved to the address book only when the box is ticked", async () => {
    await post({ shippingChoice: "new", ...newAddress, saveShipping: "on", sameAsShipping: "on" });
    const state = await cartState();
    expect(state.shippingAddress).toMatchObject({ street: ["Station Road", "5", ""], city: "York" });
    expect(cartAddressRow(customerCart, "shipping")?.save_in_address_book).toBe(1);
    await post({ shippingChoice: "new", ...newAddress, sameAsShipping: "on" });
    expect(cartAddressRow(customerCart, "shipping")).toMatchObject({ city: "York", save_in_address_book: 0 });
  });

  it("billing can be another saved address", async () => {
    await post({ shippingChoice: String(baker), billingChoice: String(leeds) });
    const state = await cartState();
    expect(state.shippingAddress?.city).toBe("London");
    expect(state.billingAddress?.city).toBe("Leeds");
    const [billing] = await operationCalls("setBillingAddressOnCart");
    expect(billing.variables.billingAddress).toEqual({ customer_address_id: leeds });
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
    expect(Object.keys(errors({ shippingChoice: "new", sameAsShipping: "on" }))).toContain("shipping.line1");
  });

  it("a guest's address step is unchanged: typed addresses, no address book", async () => {
    const guestCart = await cartWith("default", [SKU, 1]);
    expect(await setGuestEmail("default", guestCart, "alex@example.com")).toEqual({ error: null });
    forgetCalls();
    const r = await post({ ...newAddress, sameAsShipping: "on" }, false, guestCart);
    expect(location(r)).toBe("/checkout/delivery");
    const operations = (await upstreamCalls("commerce")).map((c) => c.operation);
    expect(operations).not.toContain("getCustomerCartId");
    expect(operations).not.toContain("getCustomerAddresses");
    const [shipping] = await operationCalls("setShippingAddressesOnCart");
    expect(shipping.variables.cartId).toBe(guestCart);
    expect(shipping.variables.shippingAddress).toHaveProperty("address.city", "York");
    expect(shipping.variables.shippingAddress).not.toHaveProperty("address.save_in_address_book");
    expect((await getCheckoutState("default", guestCart)).shippingAddress?.city).toBe("York");
  });

  it("a token the shop refuses ends the session: sign in again and come back", async () => {
    // signed out on another device: the platform ends the commerce token too
    await accountGateway().logout(signIn);
    const r = await post({ shippingChoice: String(baker) });
    expect(location(r)).toBe(`/login?redirectTo=${encodeURIComponent("/checkout/shipping")}`);
    expect((await sessionOf(r)).get("commerceToken")).toBeUndefined();
  });
});
