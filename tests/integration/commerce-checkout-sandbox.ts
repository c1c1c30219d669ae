// Shared set-up for the checkout gateway tests: an in-memory sandbox, and helpers that take a
// cart through the checkout steps the way the storefront's routes do.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, expect } from "vitest";
import { createSandbox } from "../../server/sandbox/index";
import { resetConfigForTests } from "../../app/.server/config";
import { addToCart, createCart } from "../../app/.server/commerce/cart";
import {
  placeOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from "../../app/.server/commerce/checkout";
import type { CheckoutAddress } from "~/lib/models/checkout";
import type { StoreView } from "~/lib/models/commerce";

export const sandbox: { db: Database.Database } = { db: undefined as unknown as Database.Database };

export function useSandbox() {
  let server: Server;
  // put back for the files that run after this one in the same worker (vitest.config.ts)
  const before = process.env.COMMERCE_GRAPHQL_URL;
  beforeAll(async () => {
    const created = createSandbox({ dbFile: ":memory:" });
    sandbox.db = created.db;
    server = await new Promise<Server>((resolve) => {
      const s = created.app.listen(0, "127.0.0.1", () => resolve(s));
    });
    process.env.COMMERCE_GRAPHQL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    resetConfigForTests();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    sandbox.db.close();
    process.env.COMMERCE_GRAPHQL_URL = before;
    resetConfigForTests();
  });
}

export const LONDON: CheckoutAddress = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: ["10 Downing Street", "", ""],
  city: "London",
  postcode: "SW1A 2AA",
  countryCode: "GB",
  region: null,
  telephone: "+447700900123",
};

export const AGE_CONFIRMED = [{ code: "age_confirmation", value: "1" }];

export async function cartWith(store: StoreView, ...lines: [sku: string, quantity: number][]): Promise<string> {
  const id = await createCart(store);
  for (const [sku, quantity] of lines) {
    const { error } = await addToCart(store, id, { kind: "simple", sku, quantity });
    expect(error).toBeNull();
  }
  return id;
}

interface Steps {
  email?: string | null;
  address?: CheckoutAddress;
  method?: [carrier: string, method: string] | null;
  payment?: string | null;
  /** a signed-in customer's cart (who gives no e-mail: pass `email: null`) */
  token?: string;
}

/** Runs the contact, address, delivery and payment steps; each must succeed. */
export async function checkoutSteps(store: StoreView, cartId: string, steps: Steps = {}) {
  const {
    email = "ada@example.com",
    address = LONDON,
    method = ["flatrate", "tracked"],
    payment = "ashless_card",
    token,
  } = steps;
  if (email) expect(await setGuestEmail(store, cartId, email)).toEqual({ error: null });
  expect(await setShippingAddress(store, cartId, address, token)).toEqual({ error: null });
  expect(await setBillingAddress(store, cartId, { sameAsShipping: true }, token)).toEqual({ error: null });
  if (method) expect(await setShippingMethod(store, cartId, ...method, token)).toEqual({ error: null });
  if (payment) expect(await setPaymentMethod(store, cartId, payment, token)).toEqual({ error: null });
}

/** A default-store cart with one pack of sticks, ready to be placed. */
export async function readyCart(sku = "ASH-STK-SILVER-P20", quantity = 1): Promise<string> {
  const id = await cartWith("default", [sku, quantity]);
  await checkoutSteps("default", id);
  return id;
}

export const place = (cartId: string, store: StoreView = "default", attributes = AGE_CONFIRMED) =>
  placeOrder(store, cartId, attributes);

export const ordersOfCart = (cartId: string) =>
  sandbox.db
    .prepare("SELECT o.* FROM sales_order o JOIN quote q ON q.id = o.quote_id WHERE q.masked_id = ?")
    .all(cartId) as {
    increment_id: string;
    status: string;
    grand_total: number;
    is_trial: number;
    payment_method: string;
    shipping_method: string | null;
  }[];

export const stockOf = (sku: string) =>
  (
    sandbox.db
      .prepare(
        "SELECT s.qty FROM cataloginventory_stock_item s JOIN catalog_product p ON p.id = s.product_id WHERE p.sku = ?",
      )
      .get(sku) as { qty: number }
  ).qty;
