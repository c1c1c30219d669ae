// The cart's cross-selling suggestions and minimum order amount (product.md §3, §7): the sandbox's
// rules (accessories once a device is in the cart; an ERROR message below the store's minimum)
// read through the cart gateway.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearCache } from "../../app/.server/state/cache";
import { addToCart, applyCoupon, createCart, getCart, getCrossSell } from "../../app/.server/commerce/cart";
import { sandbox, useSandbox } from "./commerce-customer-sandbox";

useSandbox();
beforeEach(() => clearCache());

const PACK = "ASH-STK-AMBER-P20";
const simple = (sku: string, quantity = 1) => ({ kind: "simple" as const, sku, quantity });
const device = { kind: "configurable" as const, parentSku: "ASH-DEV-ONE", sku: "ASH-DEV-ONE-BLACK", quantity: 1 };

const setConfig = (path: string, value: unknown) =>
  sandbox.db
    .prepare("INSERT OR REPLACE INTO core_config_data (store_code, path, value) VALUES ('default', ?, ?)")
    .run(path, JSON.stringify(value));

describe("cross-selling suggestions (xselling_popup)", () => {
  // the seed's value
  afterEach(() => setConfig("brand/xselling_popup_enabled", true));

  it("suggests nothing for a cart without a device", async () => {
    const id = await createCart("default");
    await addToCart("default", id, simple(PACK));
    expect(await getCrossSell("default", id)).toBeNull();
  });

  it("suggests accessories once a device is in the cart, without the ones the cart holds", async () => {
    const id = await createCart("default");
    const added = await addToCart("default", id, device);
    expect(added.error).toBeNull();
    const held = added.cart!.items.map((i) => i.product.sku);
    expect(held).toContain("ASH-ACC-CLEANKIT"); // the device's free gift
    const popup = await getCrossSell("default", id);
    expect(popup?.title).toBe("Complete your kit");
    expect(popup!.products.length).toBeGreaterThan(0);
    expect(popup!.products.length).toBeLessThanOrEqual(3);
    for (const p of popup!.products) {
      expect(held).not.toContain(p.sku);
      expect(p.categories.map((c) => c.urlPath)).toContain("accessories");
      expect(p.stockStatus).toBe("IN_STOCK");
    }
    // one taken is no longer suggested
    const first = popup!.products[0]!.sku;
    await addToCart("default", id, simple(first));
    expect((await getCrossSell("default", id))?.products.map((p) => p.sku) ?? []).not.toContain(first);
  });

  it("is off when the store switches it off", async () => {
    const id = await createCart("default");
    await addToCart("default", id, device);
    setConfig("brand/xselling_popup_enabled", false);
    expect(await getCrossSell("default", id)).toBeNull();
  });
});

describe("minimum order amount (minimum_payable_amount)", () => {
  afterEach(() => setConfig("sales/minimum_order_amount", 0));

  it("has no minimum in the seed: nothing said", async () => {
    const id = await createCart("default");
    const cart = (await addToCart("default", id, simple(PACK))).cart!;
    expect(cart.minimumPayable).toBeNull();
    expect(cart.messages.filter((m) => m.type === "ERROR")).toEqual([]);
  });

  it("says an ERROR while the cart is below the store's minimum, and none once it reaches it", async () => {
    setConfig("sales/minimum_order_amount", 20);
    const id = await createCart("default");
    const one = (await addToCart("default", id, simple(PACK))).cart!;
    expect(one.minimumPayable).toEqual({ value: 20, currency: "GBP" });
    expect(one.prices.grandTotal.value).toBeLessThan(20);
    expect(one.messages).toContainEqual({
      type: "ERROR",
      text: expect.stringMatching(/^The minimum order is £20\.00/),
    });
    const item = one.items.find((i) => i.product.sku === PACK)!;
    await addToCart("default", id, simple(PACK, 4));
    const enough = await getCart("default", id);
    expect(enough.items.find((i) => i.id === item.id)!.quantity).toBe(5);
    expect(enough.prices.grandTotal.value).toBeGreaterThanOrEqual(20);
    expect(enough.messages.filter((m) => m.type === "ERROR")).toEqual([]);
  });
});

describe("a refused discount code (product.md §8)", () => {
  it("comes back with the cart's messages beside the server's error", async () => {
    const id = await createCart("default");
    await addToCart("default", id, simple(PACK, 31)); // over the store's 30 items
    const refused = await applyCoupon("default", id, "NOPE");
    expect(refused.error?.message).toBe('The coupon code "NOPE" is not valid.');
    expect(refused.messages).toEqual([
      { type: "ERROR", text: "An order can hold at most 30 items; your cart has 31." },
    ]);
  });
});
