import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox } from "../../server/sandbox/index";
import { resetConfigForTests } from "../../app/.server/config";
import { clearCache } from "../../app/.server/state/cache";
import { getProductByUrlKey } from "../../app/.server/commerce/catalog";
import { addGifts, addToCart, createCart, getCart, removeCartItem } from "../../app/.server/commerce/cart";
import type { Cart } from "~/lib/models/commerce";

// Offers and the gifts a shopper chooses (product.md §3, §7, §8), the gateway against the sandbox.
let server: Server;
let db: Database.Database;

beforeAll(async () => {
  const sandbox = createSandbox({ dbFile: ":memory:" });
  db = sandbox.db;
  server = await new Promise<Server>((resolve) => {
    const s = sandbox.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  process.env.COMMERCE_GRAPHQL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  resetConfigForTests();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});
beforeEach(() => clearCache());

const BOX = "ASH-CON-CLEAN-150";
const line = (cart: Cart | null | undefined, sku: string) => cart?.items.find((i) => i.product.sku === sku);
const simple = (sku: string, quantity = 1) => ({ kind: "simple" as const, sku, quantity });

/** A fresh guest cart holding the box of cleaning sticks (whose gift is chosen) and its line. */
async function cartWithBox() {
  const id = await createCart("default");
  const { cart } = await addToCart("default", id, simple(BOX));
  const parent = line(cart, BOX)!;
  return { id, parent: { sku: BOX, lineId: parent.lineId } };
}

describe("offers", () => {
  it("reads an offer's hint, label and limit; without a cart it is only potentially eligible", async () => {
    const product = (await getProductByUrlKey("default", "ashless-cleaning-sticks-box-5-packs"))!;
    expect(product.promotionalOffers).toEqual([
      {
        code: "CLEAN-BOX-GIFT",
        type: "free_gift_flexible",
        title: "Choose a free accessory",
        description: "The box of 5 cleaning-stick packs comes with one free accessory of your choice.",
        hint: "Add the box of 5 cleaning-stick packs to your cart, then choose your gift in the cart.",
        label: "Free gift",
        limitQty: 1,
        eligible: false,
        potentiallyEligible: true,
        skus: [BOX],
      },
    ]);
    expect(product.freeGifts).toEqual({
      allowedQty: 1,
      products: [
        { sku: "ASH-CON-HOLDER-1", name: expect.any(String), eligible: true, description: null },
        { sku: "ASH-ACC-CABLE", name: "Ashless USB-C Charging Cable", eligible: true, description: null },
        {
          sku: "ASH-ACC-CASE",
          name: "Ashless Travel Case",
          eligible: false,
          description: "Out of stock at the moment.",
        },
      ],
    });
  });

  it("weighs a cart line's offers against that cart: a multi-buy applies from its first price tier", async () => {
    const id = await createCart("default");
    const one = await addToCart("default", id, simple("ASH-STK-AMBER-C10"));
    expect(line(one.cart, "ASH-STK-AMBER-C10")!.offers[0]).toMatchObject({
      code: "CARTONS-3-FOR-LESS",
      eligible: false,
      potentiallyEligible: true,
      hint: "Add 3 cartons of the same flavour to your cart.",
    });
    const three = await addToCart("default", id, simple("ASH-STK-AMBER-C10", 2));
    expect(line(three.cart, "ASH-STK-AMBER-C10")!.offers[0]).toMatchObject({
      eligible: true,
      potentiallyEligible: false,
    });
  });
});

describe("choosing a free gift", () => {
  it("offers the box's gifts in the cart and adds the chosen one as a free line of it", async () => {
    const { id, parent } = await cartWithBox();
    const cart = await getCart("default", id);
    expect(line(cart, BOX)!.giftChoice).toMatchObject({
      allowedQty: 1,
      chosen: 0,
      products: [
        { sku: "ASH-CON-HOLDER-1", eligible: true },
        { sku: "ASH-ACC-CABLE", eligible: true },
        { sku: "ASH-ACC-CASE", eligible: false, description: "Out of stock at the moment." },
      ],
    });
    expect(line(cart, BOX)!.offers[0]).toMatchObject({ eligible: true });

    const result = (await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 1 }]))!;
    expect(result.error).toBeNull();
    expect(line(result.cart, "ASH-ACC-CABLE")).toMatchObject({
      isGift: true,
      parentGiftId: parent.lineId,
      price: { value: 0 },
    });
    expect(line(result.cart, BOX)!.giftChoice).toMatchObject({ chosen: 1 });
  });

  it("refuses gifts beyond allowed_qty, one that is not eligible, one that is not the product's, one without its parent", async () => {
    const { id, parent } = await cartWithBox();
    // addProductsToCart adds what it can and says why it refused the rest, per item
    const tooMany = (await addGifts("default", id, parent, [
      { sku: "ASH-ACC-CABLE", quantity: 1 },
      { sku: "ASH-CON-HOLDER-1", quantity: 1 },
    ]))!;
    expect(tooMany.error).toMatchObject({
      code: "GIFT_ERROR",
      message: 'You can choose 1 free gift with "Ashless Cleaning Sticks, Box of 5 Packs".',
    });
    expect(tooMany.cart!.items.filter((i) => i.isGift).map((i) => i.product.sku)).toEqual(["ASH-ACC-CABLE"]);

    const outOfStock = (await addGifts("default", id, parent, [{ sku: "ASH-ACC-CASE", quantity: 1 }]))!;
    expect(outOfStock.error).toMatchObject({
      code: "GIFT_ERROR",
      message: '"Ashless Travel Case" cannot be chosen: Out of stock at the moment.',
    });
    const stranger = (await addGifts("default", id, parent, [{ sku: "ASH-STK-AMBER-P20", quantity: 1 }]))!;
    expect(stranger.error?.code).toBe("GIFT_ERROR");
    const noParent = (await addGifts("default", id, { sku: BOX, lineId: 999999 }, [
      { sku: "ASH-ACC-CABLE", quantity: 1 },
    ]))!;
    expect(noParent.error).toMatchObject({ message: "The product this gift comes with is not in your cart." });
  });

  it("keeps to the store's one free gift per cart", async () => {
    const { id, parent } = await cartWithBox();
    // a device brings its fixed cleaning kit, the one gift the cart may hold
    await addToCart("default", id, {
      kind: "configurable",
      parentSku: "ASH-DEV-ONE",
      sku: "ASH-DEV-ONE-BLACK",
      quantity: 1,
    });
    const refused = (await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 1 }]))!;
    expect(refused.error).toMatchObject({ code: "GIFT_ERROR", message: "An order may hold 1 free gift at most." });
  });

  it("ignores entries of quantity 0 or less, and sends nothing when none remain", async () => {
    const { id, parent } = await cartWithBox();
    const fetch = vi.spyOn(globalThis, "fetch");
    try {
      expect(
        await addGifts("default", id, parent, [
          { sku: "ASH-ACC-CABLE", quantity: 0 },
          { sku: "ASH-CON-HOLDER-1", quantity: -1 },
        ]),
      ).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
    const some = (await addGifts("default", id, parent, [
      { sku: "ASH-ACC-CABLE", quantity: 0 },
      { sku: "ASH-CON-HOLDER-1", quantity: 1 },
    ]))!;
    expect(some.error).toBeNull();
    expect(some.cart!.items.filter((i) => i.isGift).map((i) => i.product.sku)).toEqual(["ASH-CON-HOLDER-1"]);
  });

  it("takes the chosen gift out with its parent", async () => {
    const { id, parent } = await cartWithBox();
    const { cart } = (await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 1 }]))!;
    const after = await removeCartItem("default", id, line(cart, BOX)!.id);
    expect(after.cart!.items).toEqual([]);
  });
});
