// Device test set-up through the sandbox's APIs rather than the pages: a customer registered
// on the platform, a device of the test's own off the sandbox's production line
// (_sandbox/devices), and "the password was reset elsewhere", which ends every sign-in.
// Both flavours share their sandbox's tables, so the unified paths serve every project.
import { expect, type TestInfo } from "@playwright/test";
import { botCheck, sandboxOrigin } from "./subscription-support";

export const PASSWORD = "Ashless-Test-2026";
const HEADERS = { "content-type": "application/json", "x-tenant-code": "ashless-gb" };

async function call(info: TestInfo, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sandboxOrigin(info)}/platform${path}`, {
    method,
    // the calls the unified platform checks carry a token (decision 0048); its test routes need none
    headers: path.startsWith("/_sandbox/") ? HEADERS : { ...HEADERS, ...botCheck(method, path) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A new customer's e-mail (password PASSWORD). */
export async function deviceCustomer(info: TestInfo) {
  const email = `devices-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  await call(info, "POST", "/users", {
    email,
    password: PASSWORD,
    first_name: "Kit",
    last_name: "Moreno",
    date_of_birth: "1991-02-03",
    consents: [{ id: "gdpr-privacy", accepted: true }],
  });
  return email;
}

/** A device made for this test; `faulty` ones the device service fails to process (500). */
export async function newDevice(info: TestInfo, model = "duo", state: "valid" | "faulty" = "valid") {
  return String((await call(info, "POST", "/_sandbox/devices", { model, state })).code);
}

/** The customer resets their password elsewhere: the platform revokes every token of theirs. */
export async function resetPasswordElsewhere(info: TestInfo, email: string) {
  await call(info, "POST", "/users/password/forgot", { email });
  const res = await fetch(`${sandboxOrigin(info)}/platform/_sandbox/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { kind: string; token: string | null }[] };
  const token = messages.find((m) => m.kind === "password-reset")?.token;
  expect(token, "reset token in the outbox").toBeTruthy();
  await call(info, "POST", "/users/password/reset", { token, password: `${PASSWORD}-new` });
}

/** One mutation on the sandbox's commerce service as a guest (no token); its `data`. */
async function guestGraphql(info: TestInfo, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${sandboxOrigin(info)}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", Store: "default" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/**
 * A guest's order of an Ashless One placed on the sandbox's commerce service (cash on delivery,
 * billed to `postcode`), the way the checkout would place it: its number and e-mail.
 */
export async function guestDeviceOrder(info: TestInfo, postcode: string) {
  const email = `device-order-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const cartId = String((await guestGraphql(info, "mutation { createEmptyCart }")).createEmptyCart);
  const address = {
    firstname: "Ada",
    lastname: "Lovelace",
    street: ["10 Downing Street"],
    city: "London",
    postcode,
    country_code: "GB",
    telephone: "+447700900123",
  };
  const placed = await guestGraphql(
    info,
    `mutation ($cartId: String!, $email: String!, $address: CartAddressInput!) {
      addConfigurableProductsToCart(input: { cart_id: $cartId, cart_items: [
        { parent_sku: "ASH-DEV-ONE", data: { sku: "ASH-DEV-ONE-BLACK", quantity: 1 } }] }) { cart { id } }
      setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } }
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
      setShippingMethodsOnCart(input: { cart_id: $cartId,
        shipping_methods: [{ carrier_code: "flatrate", method_code: "tracked" }] }) { cart { id } }
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "cashondelivery" } }) { cart { id } }
      placeOrder(input: { cart_id: $cartId, order_attributes: [{ attribute_code: "age_confirmation", value: "1" }] }) {
        orderV2 { number }
        errors { code message }
      }
    }`,
    { cartId, email, address },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return { number: (placed.placeOrder.orderV2 as { number: string }).number, email };
}

/** The device registered with a guest's order by its external id, as the order's confirmation page does. */
export async function registerWithOrder(info: TestInfo, code: string, orderNumber: string) {
  const { deviceId } = await call(info, "GET", `/api/devices/${code}`);
  await call(info, "POST", "/api/devices/guest", { deviceId, externalId: `order-${orderNumber}` });
}

/** The device as the device service has it now. */
export const deviceOf = (info: TestInfo, code: string) => call(info, "GET", `/api/devices/${code}`);
