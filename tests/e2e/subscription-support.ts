// A customer with a subscription of their own, set up the way it happens for real but
// through the APIs rather than the pages: registered on the sandbox platform, then an order
// of a subscription product placed on the sandbox commerce service with their commerce token
// (by card, the only way to pay for a subscription), which the platform turns into a subscription.
import { expect, type TestInfo } from "@playwright/test";
import { botCheckToken } from "../../app/.server/platform/bot-check";

export const PASSWORD = "Ashless-Test-2026";
const TENANT = "ashless-gb";

const legacy = (info: TestInfo) => info.project.name.startsWith("legacy");
/** The sandbox the project's storefront uses (the legacy storefront has its own, one port up). */
export const sandboxOrigin = (info: TestInfo) =>
  `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4110) + (legacy(info) ? 1 : 0)}`;

/**
 * The bot-check token the unified sandbox wants on a call of its list (decision 0048), under this
 * run's key (playwright.config.ts puts it in the environment the workers inherit).
 */
export function botCheck(method: string, path: string): Record<string, string> {
  const secret = process.env.BOT_CHECK_SECRET;
  if (!secret) throw new Error("BOT_CHECK_SECRET is not set: playwright.config.ts sets it for the run");
  return { "x-captcha-token": botCheckToken(method, path, { secret }) };
}

async function json(res: Response) {
  const text = await res.text();
  expect(res.ok, `${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function graphql(origin: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const body = await json(
    await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", Store: "default", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    }),
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as Record<string, Record<string, unknown>>;
}

export const ADDRESS = {
  firstname: "Sam",
  lastname: "Taylor",
  street: ["High Street", "12"],
  city: "Leeds",
  postcode: "LS1 4AB",
  country_code: "GB",
  telephone: "+447700900456",
};

/** Places the customer's ready cart (the age confirmation ticked) and returns the order's number. */
export async function placeOrderOf(origin: string, token: string, cartId: string): Promise<string> {
  const placed = await graphql(
    origin,
    token,
    `
      mutation ($cartId: String!) {
        placeOrder(
          input: { cart_id: $cartId, order_attributes: [{ attribute_code: "age_confirmation", value: "1" }] }
        ) {
          orderV2 {
            number
          }
          errors {
            code
            message
          }
        }
      }
    `,
    { cartId },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return (placed.placeOrder.orderV2 as { number: string }).number;
}

/** A new customer (e-mail, password, a commerce token) with one active subscription of `lines`. */
export async function subscriber(info: TestInfo, lines: [sku: string, qty: number][]) {
  const origin = sandboxOrigin(info);
  const email = `subs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const grant = await json(
    await fetch(`${origin}/platform/users`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant-code": TENANT, ...botCheck("POST", "/users") },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        first_name: "Sam",
        last_name: "Taylor",
        date_of_birth: "1990-04-12",
        consents: [{ id: "gdpr-privacy", accepted: true }],
      }),
    }),
  );
  const token = (grant.tokens as { commerce: string }).commerce;
  const cartId = (await graphql(origin, token, "{ customerCart { id } }")).customerCart.id as string;
  await graphql(
    origin,
    token,
    `
      mutation ($cartId: String!, $items: [SimpleProductCartItemInput!]!) {
        addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: $items }) {
          cart {
            id
          }
        }
      }
    `,
    { cartId, items: lines.map(([sku, quantity]) => ({ data: { sku, quantity } })) },
  );
  await graphql(
    origin,
    token,
    `
      mutation ($cartId: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
          cart {
            id
          }
        }
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {
          cart {
            id
          }
        }
      }
    `,
    { cartId, address: ADDRESS },
  );
  await graphql(
    origin,
    token,
    `
      mutation ($cartId: String!) {
        setShippingMethodsOnCart(
          input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "tracked" }] }
        ) {
          cart {
            id
          }
        }
        setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "ashless_card" } }) {
          cart {
            id
          }
        }
      }
    `,
    { cartId },
  );
  const number = await placeOrderOf(origin, token, cartId);
  const user = grant.user as { uuid: string };
  return {
    email,
    token,
    orderNumber: number,
    // the unified platform's (the legacy project's sandbox would want its own wire)
    platform: { origin, uuid: user.uuid, identity: (grant.tokens as { identity: string }).identity },
  };
}

type PlatformUser = Awaited<ReturnType<typeof subscriber>>["platform"];
const platformCall = (who: PlatformUser, method: string, path: string, body?: unknown) =>
  fetch(`${who.origin}/platform${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-tenant-code": TENANT,
      Authorization: `Bearer ${who.identity}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Another address in the customer's book, added through the unified platform: its id. */
export async function addAddress(who: PlatformUser, street: [name: string, number: string], postcode: string) {
  const added = await json(
    await platformCall(who, "POST", `/users/${who.uuid}/addresses`, {
      first_name: "Sam",
      last_name: "Taylor",
      street: { name: street[0], number: street[1] },
      city: "Leeds",
      postcode,
      country_code: "GB",
      phone: "+447700900456",
    }),
  );
  return String(added.id);
}

/** The address taken out of the book through the platform, as another device of theirs would. */
export async function deleteAddress(who: PlatformUser, id: string) {
  const res = await platformCall(who, "DELETE", `/users/${who.uuid}/addresses/${id}`);
  expect(res.ok, `${res.status}`).toBe(true);
}
