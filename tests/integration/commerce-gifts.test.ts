import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox } from "../../server/sandbox/index";
import { resetConfigForTests } from "../../app/.server/config";
import { clearCache } from "../../app/.server/state/cache";
import { getProductByUrlKey } from "../../app/.server/commerce/catalog";
import {
  addGifts,
  addToCart,
  createCart,
  getCart,
  removeCartItem,
  updateCartItem,
} from "../../app/.server/commerce/cart";
import { chooseGifts } from "../../app/.server/commerce/gift-choice";
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
        description: "The box of 5 cleaning-stick packs comes with up to two free accessories of your choice.",
        hint: "Add the box of 5 cleaning-stick packs to your cart, then choose your gifts in the cart.",
        label: "Free gift",
        limitQty: 2,
        eligible: false,
        potentiallyEligible: true,
        skus: [BOX],
      },
    ]);
    expect(product.freeGifts).toEqual({
      allowedQty: 2,
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
      allowedQty: 2,
      chosen: 0,
      lines: [],
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
    expect(line(result.cart, BOX)!.giftChoice).toMatchObject({
      chosen: 1,
      lines: [{ id: line(result.cart, "ASH-ACC-CABLE")!.id, sku: "ASH-ACC-CABLE", quantity: 1 }],
    });
  });

  it("refuses gifts beyond allowed_qty, one that is not eligible, one that is not the product's, one without its parent", async () => {
    const { id, parent } = await cartWithBox();
    // addProductsToCart adds what it can and says why it refused the rest, per item
    const tooMany = (await addGifts("default", id, parent, [
      { sku: "ASH-ACC-CABLE", quantity: 2 },
      { sku: "ASH-CON-HOLDER-1", quantity: 1 },
    ]))!;
    expect(tooMany.error).toMatchObject({
      code: "GIFT_ERROR",
      message: 'You can choose 2 free gifts with "Ashless Cleaning Sticks, Box of 5 Packs".',
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

  it("keeps to the store's two free gifts per cart", async () => {
    const { id, parent } = await cartWithBox();
    // a device brings its fixed cleaning kit: one of the two gifts the cart may hold
    await addToCart("default", id, {
      kind: "configurable",
      parentSku: "ASH-DEV-ONE",
      sku: "ASH-DEV-ONE-BLACK",
      quantity: 1,
    });
    const refused = (await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 2 }]))!;
    expect(refused.error).toMatchObject({ code: "GIFT_ERROR", message: "An order may hold 2 free gifts at most." });
    const one = (await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 1 }]))!;
    expect(one.error).toBeNull();
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

describe("changing the chosen gifts (swap, quantities)", () => {
  const gifts = (cart: Cart | null | undefined) =>
    (cart?.items ?? []).filter((i) => i.isGift).map((i) => [i.product.sku, i.quantity]);
  const choiceOf = async (id: string) => line(await getCart("default", id), BOX)!.giftChoice!;

  it("swaps a chosen gift for another: its own line taken out, the other added with the gift marks", async () => {
    const { id, parent } = await cartWithBox();
    await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 1 }]);
    const wanted = new Map([
      ["ASH-ACC-CABLE", 0],
      ["ASH-CON-HOLDER-1", 1],
    ]);
    const swapped = (await chooseGifts("default", id, parent, (await choiceOf(id)).lines, wanted))!;
    expect(swapped.error).toBeNull();
    expect(gifts(swapped.cart)).toEqual([["ASH-CON-HOLDER-1", 1]]);
    expect(line(swapped.cart, "ASH-CON-HOLDER-1")).toMatchObject({ parentGiftId: parent.lineId, price: { value: 0 } });
  });

  it("sets each gift's quantity within allowed_qty, up and down; nothing to change is null", async () => {
    const { id, parent } = await cartWithBox();
    const two = (await chooseGifts("default", id, parent, [], new Map([["ASH-ACC-CABLE", 2]])))!;
    expect(gifts(two.cart)).toEqual([["ASH-ACC-CABLE", 2]]);
    const lines = (await choiceOf(id)).lines;
    const split = (await chooseGifts(
      "default",
      id,
      parent,
      lines,
      new Map([
        ["ASH-ACC-CABLE", 1],
        ["ASH-CON-HOLDER-1", 1],
      ]),
    ))!;
    expect(split.error).toBeNull();
    expect(gifts(split.cart)).toEqual([
      ["ASH-ACC-CABLE", 1],
      ["ASH-CON-HOLDER-1", 1],
    ]);
    const same = new Map([
      ["ASH-ACC-CABLE", 1],
      ["ASH-CON-HOLDER-1", 1],
    ]);
    expect(await chooseGifts("default", id, parent, (await choiceOf(id)).lines, same)).toBeNull();
  });

  it("puts a gift back when the one swapped in is refused (it ran out meanwhile)", async () => {
    const { id, parent } = await cartWithBox();
    await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 1 }]);
    const wanted = new Map([
      ["ASH-ACC-CABLE", 0],
      ["ASH-ACC-CASE", 1], // out of stock
    ]);
    const refused = (await chooseGifts("default", id, parent, (await choiceOf(id)).lines, wanted))!;
    expect(refused.error).toMatchObject({
      code: "GIFT_ERROR",
      message: '"Ashless Travel Case" cannot be chosen: Out of stock at the moment.',
    });
    expect(gifts(refused.cart)).toEqual([["ASH-ACC-CABLE", 1]]);
  });

  it("lets a chosen gift be lessened or taken out, never raised, and a fixed gift neither", async () => {
    const { id, parent } = await cartWithBox();
    const { cart } = (await addGifts("default", id, parent, [{ sku: "ASH-ACC-CABLE", quantity: 1 }]))!;
    const cable = line(cart, "ASH-ACC-CABLE")!;
    const raised = await updateCartItem("default", id, cable.id, 2);
    expect(raised.error).toMatchObject({ code: "GIFT_ERROR" });
    const out = await removeCartItem("default", id, cable.id);
    expect(out.error).toBeNull();
    expect(gifts(out.cart)).toEqual([]);

    const withKit = await addToCart("default", id, {
      kind: "configurable",
      parentSku: "ASH-DEV-ONE",
      sku: "ASH-DEV-ONE-BLACK",
      quantity: 1,
    });
    const kit = line(withKit.cart, "ASH-ACC-CLEANKIT")!;
    expect((await removeCartItem("default", id, kit.id)).error).toMatchObject({ code: "GIFT_ERROR" });
    expect((await updateCartItem("default", id, kit.id, 0)).error).toMatchObject({ code: "GIFT_ERROR" });
  });
});
