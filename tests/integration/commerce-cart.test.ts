import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../server/sandbox/index";
import { resetConfigForTests } from "../../app/.server/config";
import { clearCache } from "../../app/.server/state/cache";
import { getProductByUrlKey } from "../../app/.server/commerce/catalog";
import {
  addToCart,
  applyCoupon,
  cartIsAvailable,
  createCart,
  getCart,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from "../../app/.server/commerce/cart";
import type { Cart } from "~/lib/models/commerce";

// The cart gateway end to end against the sandbox: stock, limits, gifts, coupons and store views.
let server: Server;
let db: Database.Database;
let url: string;

beforeAll(async () => {
  const sandbox = createSandbox({ dbFile: ":memory:" });
  db = sandbox.db;
  server = await new Promise<Server>((resolve) => {
    const s = sandbox.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  process.env.COMMERCE_GRAPHQL_URL = url;
  resetConfigForTests();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});
beforeEach(() => clearCache());

const setStock = (sku: string, qty: number) =>
  db
    .prepare(
      "UPDATE cataloginventory_stock_item SET qty = ?, is_in_stock = ? WHERE product_id = (SELECT id FROM catalog_product WHERE sku = ?)",
    )
    .run(qty, qty > 0 ? 1 : 0, sku);
const line = (cart: Cart | null, sku: string) => cart?.items.find((i) => i.product.sku === sku);
const simple = (sku: string, quantity = 1) => ({ kind: "simple" as const, sku, quantity });

describe("cart basics", () => {
  it("creates a cart, adds, updates and removes lines with consistent VAT-inclusive totals", async () => {
    const id = await createCart("default");
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(await cartIsAvailable("default", id)).toBe(true);

    const added = await addToCart("default", id, simple("ASH-STK-AMBER-P20", 2));
    expect(added.error).toBeNull();
    expect(added.cart).toMatchObject({ totalQuantity: 2, isVirtual: false, canApplyCoupons: true, appliedCoupons: [] });
    expect(added.cart!.prices).toMatchObject({
      subtotalInclTax: { value: 11, currency: "GBP" },
      subtotalExclTax: { value: 9.17 },
      grandTotal: { value: 11 },
      taxes: [{ label: "VAT", amount: { value: 1.83, currency: "GBP" } }],
      discounts: [],
      shipping: null,
    });
    const item = line(added.cart, "ASH-STK-AMBER-P20")!;
    expect(item).toMatchObject({
      quantity: 2,
      price: { value: 5.5 },
      rowTotalInclTax: { value: 11 },
      rowTotal: { value: 9.17 },
      isGift: false,
      errors: [],
    });

    // adding the same sku again merges into the line
    const merged = await addToCart("default", id, simple("ASH-STK-AMBER-P20", 1));
    expect(merged.cart!.items).toHaveLength(1);
    expect(line(merged.cart, "ASH-STK-AMBER-P20")!.quantity).toBe(3);

    const updated = await updateCartItem("default", id, item.id, 4);
    expect(updated.error).toBeNull();
    expect(updated.cart!.prices.grandTotal.value).toBe(22);

    const removed = await removeCartItem("default", id, item.id);
    expect(removed).toMatchObject({
      error: null,
      cart: { items: [], totalQuantity: 0, prices: { grandTotal: { value: 0 } } },
    });
  });

  it("treats unknown carts and carts of another store view as unavailable", async () => {
    expect(await cartIsAvailable("default", "0123456789abcdef0123456789abcdef")).toBe(false);
    const id = await createCart("default");
    expect(await cartIsAvailable("trial", id)).toBe(false);
    const result = await addToCart("default", "0123456789abcdef0123456789abcdef", simple("ASH-STK-AMBER-P20"));
    expect(result).toEqual({
      cart: null,
      error: { code: "CART_NOT_FOUND", message: "Your cart has expired. Please add your products again." },
    });
  });

  it("adds a subscription twin as a subscription line", async () => {
    const id = await createCart("default");
    const { cart } = await addToCart("default", id, simple("ASH-STK-TEAK-C10-SUB"));
    expect(line(cart, "ASH-STK-TEAK-C10-SUB")).toMatchObject({ isSubscription: true, price: { value: 46.8 } });
  });
});

describe("add-to-cart refusals", () => {
  it("maps unknown, out-of-stock, too many and other-store products to product.md §8 codes", async () => {
    const id = await createCart("default");
    expect((await addToCart("default", id, simple("NO-SUCH-SKU"))).error).toEqual({
      code: "PRODUCT_NOT_FOUND",
      message: "Sorry, we couldn't find this product. It may no longer be available.",
    });
    expect((await addToCart("default", id, simple("ASH-STK-BRONZE-P20"))).error).toEqual({
      code: "NOT_SALABLE",
      message: "Sorry, this product is out of stock.",
    });
    expect((await addToCart("default", id, simple("ASH-STK-SIENNA-P20", 6))).error?.code).toBe("INSUFFICIENT_STOCK");
    expect((await addToCart("default", id, simple("ASH-TRIAL-ONE"))).error?.code).toBe("PRODUCT_NOT_FOUND");
    const copper = await addToCart("default", id, {
      kind: "configurable",
      parentSku: "ASH-DEV-ONE",
      sku: "ASH-DEV-ONE-COPPER",
      quantity: 1,
    });
    expect(copper.error?.code).toBe("NOT_SALABLE");
    // every refusal left the cart as it was
    expect(copper.cart!.items).toEqual([]);
  });

  it("refuses raising a line above the stock and keeps the old quantity", async () => {
    const id = await createCart("default");
    const { cart } = await addToCart("default", id, simple("ASH-STK-SIENNA-P20", 2));
    const result = await updateCartItem("default", id, line(cart, "ASH-STK-SIENNA-P20")!.id, 9);
    expect(result.error?.code).toBe("INSUFFICIENT_STOCK");
    expect(line(result.cart, "ASH-STK-SIENNA-P20")!.quantity).toBe(2);
  });
});

describe("line errors", () => {
  it("flags a line above the product's order quantity limit (ITEM_QTY) but keeps it", async () => {
    const id = await createCart("default");
    const { cart, error } = await addToCart("default", id, simple("ASH-STK-PURPLE-P20", 4));
    expect(error).toBeNull();
    expect(line(cart, "ASH-STK-PURPLE-P20")).toMatchObject({
      quantity: 4,
      errors: [{ code: "ITEM_QTY", message: "You can buy at most 3 of this product per order." }],
    });
  });

  it("flags a line whose stock ran out after it was added (ITEM_QTY)", async () => {
    const id = await createCart("default");
    await addToCart("default", id, simple("ASH-CON-HOLDER-2", 3));
    setStock("ASH-CON-HOLDER-2", 1);
    expect(line(await getCart("default", id), "ASH-CON-HOLDER-2")!.errors).toEqual([
      { code: "ITEM_QTY", message: "Sorry, we don't have that many in stock. Please choose a smaller quantity." },
    ]);
    setStock("ASH-CON-HOLDER-2", 40);
  });

  it("flags every carton line when the cart holds more cartons than allowed (CARTONS_LIMIT), with tier prices applied", async () => {
    const id = await createCart("default");
    const first = await addToCart("default", id, simple("ASH-STK-AMBER-C10", 6));
    expect(line(first.cart, "ASH-STK-AMBER-C10")).toMatchObject({
      price: { value: 49 },
      rowTotalInclTax: { value: 294 },
      errors: [],
    });
    const { cart } = await addToCart("default", id, simple("ASH-STK-SILVER-C10", 5));
    for (const sku of ["ASH-STK-AMBER-C10", "ASH-STK-SILVER-C10"]) {
      expect(line(cart, sku)!.errors).toEqual([
        { code: "CARTONS_LIMIT", message: "You can buy up to 10 cartons per order; your cart has 11." },
      ]);
    }
  });
});

describe("configurable, bundle and free gift", () => {
  it("adds a device colour with a free cleaning kit that follows the device line", async () => {
    const id = await createCart("default");
    const { cart, error } = await addToCart("default", id, {
      kind: "configurable",
      parentSku: "ASH-DEV-ONE",
      sku: "ASH-DEV-ONE-BLACK",
      quantity: 1,
    });
    expect(error).toBeNull();
    const device = line(cart, "ASH-DEV-ONE")!;
    expect(device).toMatchObject({
      variantSku: "ASH-DEV-ONE-BLACK",
      options: [{ label: "Colour", value: "Midnight Black" }],
      price: { value: 39 },
    });
    expect(line(cart, "ASH-ACC-CLEANKIT")).toMatchObject({
      isGift: true,
      quantity: 1,
      price: { value: 0 },
      rowTotalInclTax: { value: 0 },
    });
    expect(cart!.prices.grandTotal.value).toBe(39);

    const gift = line(cart, "ASH-ACC-CLEANKIT")!;
    expect((await removeCartItem("default", id, gift.id)).error?.code).toBe("GIFT_ERROR");
    const after = await removeCartItem("default", id, device.id);
    expect(after.cart!.items).toEqual([]);
  });

  it("adds a bundle with its chosen options and refuses one missing a required group", async () => {
    const bundle = (await getProductByUrlKey("default", "ashless-one-starter-kit"))!;
    const [device, sticks] = bundle.bundleOptions;
    const white = device.choices.find((c) => c.sku === "ASH-DEV-ONE-WHITE")!;
    const teak = sticks.choices.find((c) => c.sku === "ASH-STK-TEAK-P20")!;
    const id = await createCart("default");
    const missing = await addToCart("default", id, {
      kind: "bundle",
      sku: bundle.sku,
      quantity: 1,
      options: [{ optionId: device.optionId, valueIds: [white.id], quantity: 1 }],
    });
    expect(missing.error).toEqual({ code: "UNDEFINED", message: 'Please choose an option for "Choose your sticks".' });

    const { cart, error } = await addToCart("default", id, {
      kind: "bundle",
      sku: bundle.sku,
      quantity: 1,
      options: [
        { optionId: device.optionId, valueIds: [white.id], quantity: 1 },
        { optionId: sticks.optionId, valueIds: [teak.id], quantity: 5 },
      ],
    });
    expect(error).toBeNull();
    expect(line(cart, "ASH-BND-STARTER")).toMatchObject({
      price: { value: 62.75 },
      options: [
        { label: "Choose your device", value: "1 × Ashless One Heating Device, Pearl White" },
        { label: "Choose your sticks", value: "5 × Teak Sticks, Pack of 20" },
      ],
    });
  });
});

describe("coupons", () => {
  it("applies WELCOME10, refuses an expired code with the server's message and keeps the cart", async () => {
    const id = await createCart("default");
    await addToCart("default", id, simple("ASH-CON-CLEAN-150", 2));
    const applied = await applyCoupon("default", id, "welcome10");
    expect(applied.error).toBeNull();
    expect(applied.cart).toMatchObject({
      appliedCoupons: [{ code: "WELCOME10", label: "Welcome 10% off" }],
      prices: {
        subtotalInclTax: { value: 30 },
        grandTotal: { value: 27 },
        discounts: [{ label: "Welcome 10% off", amount: { value: 3 }, couponCode: "WELCOME10" }],
      },
    });
    expect(applied.cart!.prices.taxes[0].amount.value).toBe(4.5);

    const expired = await applyCoupon("default", id, "SUMMER2025");
    expect(expired.error).toEqual({ code: "COUPON_INVALID", message: 'The coupon code "SUMMER2025" has expired.' });
    // product.md §7: the previous coupon was removed first; the cart comes back as it now is
    expect(expired.cart).toMatchObject({ appliedCoupons: [], prices: { grandTotal: { value: 30 } } });

    expect((await applyCoupon("default", id, "NOPE")).error?.message).toBe('The coupon code "NOPE" is not valid.');
    await applyCoupon("default", id, "WELCOME10");
    expect((await removeCoupon("default", id)).cart!.appliedCoupons).toEqual([]);
  });

  it("keeps coupons away from free-trial carts, which show what is due after the trial", async () => {
    const id = await createCart("trial");
    const { cart, error } = await addToCart("trial", id, simple("ASH-TRIAL-ONE"));
    expect(error).toBeNull();
    expect(cart).toMatchObject({
      isTrialEligible: true,
      canApplyCoupons: false,
      prices: { grandTotal: { value: 0 } },
      totalAfterTrial: { totalInclTax: { value: 39 }, tax: { value: 6.5 }, total: { value: 32.5 } },
    });
    expect((await applyCoupon("trial", id, "WELCOME10")).error?.message).toBe(
      "Coupon codes cannot be used together with a free trial.",
    );
  });
});

describe("GraphQL over HTTP", () => {
  it("answers errors the Adobe Commerce way: HTTP 200, category in extensions", async () => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Store: "default" },
      body: JSON.stringify({
        query:
          'mutation { addSimpleProductsToCart(input: {cart_id: "missing", cart_items: [{data: {sku: "X", quantity: 1}}]}) { cart { id } } }',
      }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toEqual({ addSimpleProductsToCart: null });
    expect(body.errors[0]).toMatchObject({
      message: 'Could not find a cart with ID "missing"',
      extensions: { category: "graphql-no-such-entity" },
    });

    const unknownStore = await fetch(`${url}?query=${encodeURIComponent("{ storeConfig { store_code } }")}`, {
      headers: { Store: "nowhere" },
    });
    expect((await unknownStore.json()).errors[0]).toMatchObject({
      message: "Requested store is not found",
      extensions: { category: "graphql-input" },
    });

    const mutationOverGet = await fetch(`${url}?query=${encodeURIComponent("mutation { createEmptyCart }")}`);
    expect((await mutationOverGet.json()).errors[0].message).toBe("Mutation requests allowed only for POST requests");
  });
});

describe("grouped and downloadable products", () => {
  it("adds a grouped product's chosen items as lines of their own, all or none, never the group itself", async () => {
    const set = (await getProductByUrlKey("default", "ashless-care-set"))!;
    expect(set.groupedItems.map((i) => [i.sku, i.quantity, i.inStock])).toEqual([
      ["ASH-ACC-CLEANKIT", 1, true],
      ["ASH-CON-CLEAN-30", 2, true],
      ["ASH-CON-HOLDER-1", 1, true],
      ["ASH-ACC-CASE", 1, false],
    ]);
    const id = await createCart("default");
    // the out-of-stock case refuses the whole add: nothing of it reaches the cart
    const refused = await addToCart("default", id, {
      kind: "grouped",
      items: [
        { sku: "ASH-ACC-CLEANKIT", quantity: 1 },
        { sku: "ASH-ACC-CASE", quantity: 1 },
      ],
    });
    expect(refused.error?.code).toBe("NOT_SALABLE");
    expect(refused.cart!.items).toEqual([]);

    const { cart, error } = await addToCart("default", id, {
      kind: "grouped",
      items: [
        { sku: "ASH-ACC-CLEANKIT", quantity: 1 },
        { sku: "ASH-CON-CLEAN-30", quantity: 2 },
      ],
    });
    expect(error).toBeNull();
    expect(cart!.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      ["ASH-ACC-CLEANKIT", 1],
      ["ASH-CON-CLEAN-30", 2],
    ]);
    expect(cart!.prices.grandTotal.value).toBe(14.5);

    const group = await addToCart("default", id, simple("ASH-GRP-CARE-SET"));
    expect(group.error).toEqual({ code: "UNDEFINED", message: "Please specify the quantity of product(s)." });
  });

  it("adds a downloadable guide to a cart that then ships nothing", async () => {
    const guide = (await getProductByUrlKey("default", "ashless-flavour-guide"))!;
    expect(guide).toMatchObject({ typeId: "downloadable", price: { final: { value: 2.99 } } });
    const id = await createCart("default");
    const { cart, error } = await addToCart("default", id, simple(guide.sku));
    expect(error).toBeNull();
    expect(line(cart, guide.sku)).toMatchObject({ quantity: 1, price: { value: 2.99 } });
    expect(cart!.isVirtual).toBe(true);
    const mixed = await addToCart("default", id, simple("ASH-ACC-CABLE"));
    expect(mixed.cart!.isVirtual).toBe(false);
  });
});
