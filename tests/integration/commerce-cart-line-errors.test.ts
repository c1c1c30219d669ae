// Every cart line error code (product.md §8), produced by the sandbox's own rules and read through
// the cart gateway: increments, ongoing subscriptions, trade-in limits, free gifts, anything else;
// PERMISSION_DENIED on add to cart; and a cart whose items answer comes with errors and partial data.
import { bypass, http, HttpResponse } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearCache } from "../../app/.server/state/cache";
import { addToCart, createCart, getCart, removeCartItem, updateCartItem } from "../../app/.server/commerce/cart";
import { getCustomerCartId } from "../../app/.server/commerce/customer";
import { insertSubscription } from "../../server/sandbox/accounts/subscription-tables";
import { recordTradeIn } from "../../server/sandbox/accounts/trade-in";
import type { Cart } from "~/lib/models/commerce";
import { server } from "../msw/server";
import { newCustomer, sandbox, useSandbox } from "./commerce-customer-sandbox";

useSandbox();
beforeEach(() => clearCache());

const INCREMENTS_SKU = "ASH-STK-TURQUOISE-P20"; // sold in fives
const TRADE_IN_SKU = "ASH-DEV-PRIME-TRADEIN";
const GIFT_SKU = "ASH-ACC-CLEANKIT";

const line = (cart: Cart | null, sku: string) => cart?.items.find((i) => i.product.sku === sku);
const simple = (sku: string, quantity = 1) => ({ kind: "simple" as const, sku, quantity });
const device = (colour: string) => ({
  kind: "configurable" as const,
  parentSku: "ASH-DEV-ONE",
  sku: `ASH-DEV-ONE-${colour}`,
  quantity: 1,
});
const setStock = (sku: string, qty: number) =>
  sandbox.db
    .prepare(
      "UPDATE cataloginventory_stock_item SET qty = ?, is_in_stock = ? WHERE product_id = (SELECT id FROM catalog_product WHERE sku = ?)",
    )
    .run(qty, qty > 0 ? 1 : 0, sku);
const setStatus = (sku: string, status: 1 | 2) =>
  sandbox.db.prepare("UPDATE catalog_product SET status = ? WHERE sku = ?").run(status, sku);
const setGiftLimit = (limit: number) =>
  sandbox.db
    .prepare(
      "UPDATE core_config_data SET value = ? WHERE store_code = 'default' AND path = 'gift_basket_quantity_limitation'",
    )
    .run(JSON.stringify(limit));

describe("quantity increments (ITEM_INCREMENT, ITEM_INCREMENTS)", () => {
  it("flags fewer than one increment, then a quantity that is not a multiple, and clears once it is", async () => {
    const id = await createCart("default");
    const added = await addToCart("default", id, simple(INCREMENTS_SKU, 3));
    expect(added.error).toBeNull();
    const item = line(added.cart, INCREMENTS_SKU)!;
    expect(item.errors).toEqual([
      { code: "ITEM_INCREMENT", message: "This product is sold in multiples of 5. Please choose at least 5." },
    ]);

    const seven = await updateCartItem("default", id, item.id, 7);
    expect(seven.error).toBeNull();
    expect(line(seven.cart, INCREMENTS_SKU)!.errors).toEqual([
      {
        code: "ITEM_INCREMENTS",
        message: "This product is sold in multiples of 5. Please choose 5, 10, 15 and so on.",
      },
    ]);

    const ten = await updateCartItem("default", id, item.id, 10);
    expect(line(ten.cart, INCREMENTS_SKU)).toMatchObject({ quantity: 10, errors: [] });
  });
});

describe("ongoing subscription (ONGOING_SUBSCRIPTION)", () => {
  const SUB = "ASH-STK-RUBY-P20-SUB";
  const subscribe = (uuid: string, status: "active" | "paused" | "cancelled") =>
    insertSubscription(
      sandbox.db,
      { user_uuid: uuid, status, frequency: "4w", next_delivery: null, paused_until: null, source_order: null },
      [{ sku: SUB, qty: 2 }],
    );

  it("flags a subscription product the signed-in customer already subscribes to, and nobody else's", async () => {
    const subscriber = newCustomer("Ada", "Lovelace");
    subscribe(subscriber.uuid, "active");
    const cartId = await getCustomerCartId("default", subscriber.token);
    const { cart, error } = await addToCart("default", cartId, simple(SUB), subscriber.token);
    expect(error).toBeNull();
    expect(line(cart, SUB)!.errors).toEqual([
      {
        code: "ONGOING_SUBSCRIPTION",
        message: "You already have a subscription for this product. You can change it in your account.",
      },
    ]);

    // a cancelled subscription is no obstacle, and a guest has none
    const former = newCustomer("Alan", "Turing");
    subscribe(former.uuid, "cancelled");
    const formerCart = await getCustomerCartId("default", former.token);
    expect(line((await addToCart("default", formerCart, simple(SUB), former.token)).cart, SUB)!.errors).toEqual([]);
    const guestCart = await createCart("default");
    expect(line((await addToCart("default", guestCart, simple(SUB))).cart, SUB)!.errors).toEqual([]);
  });
});

describe("trade-in (PERMISSION_DENIED, TRADEIN_LIMIT)", () => {
  it("refuses the trade-in offer to a guest: it is one per customer, so it needs an account", async () => {
    const id = await createCart("default");
    const { cart, error } = await addToCart("default", id, simple(TRADE_IN_SKU));
    expect(error).toEqual({
      code: "PERMISSION_DENIED",
      message: "Please sign in to trade in your old device: a trade-in is once per customer.",
    });
    expect(cart!.items).toEqual([]);
  });

  it("flags more trade-ins than the customer has left: one per order, none after the first", async () => {
    const customer = newCustomer("Katherine", "Johnson");
    const cartId = await getCustomerCartId("default", customer.token);
    const one = await addToCart("default", cartId, simple(TRADE_IN_SKU), customer.token);
    expect(one.error).toBeNull();
    const item = line(one.cart, TRADE_IN_SKU)!;
    expect(item).toMatchObject({ price: { value: 59 }, errors: [] });

    const two = await updateCartItem("default", cartId, item.id, 2, customer.token);
    const limit = [
      { code: "TRADEIN_LIMIT", message: "A trade-in is 1 device per customer. Please change the quantity to 1." },
    ];
    expect(line(two.cart, TRADE_IN_SKU)!.errors).toEqual(limit);

    await updateCartItem("default", cartId, item.id, 1, customer.token);
    recordTradeIn(sandbox.db, customer.uuid);
    expect(line(await getCart("default", cartId, customer.token), TRADE_IN_SKU)!.errors).toEqual([
      { code: "TRADEIN_LIMIT", message: "You have already used your trade-in. Please remove this offer." },
    ]);
  });
});

describe("free gifts (FREEGIFTS_*)", () => {
  it("flags a gift whose stock ran out (FREEGIFTS_UNAVAILABLE), which the shopper may then remove", async () => {
    const id = await createCart("default");
    await addToCart("default", id, device("BLACK"));
    setStock(GIFT_SKU, 0);
    try {
      const cart = await getCart("default", id);
      const gift = line(cart, GIFT_SKU)!;
      expect(gift.errors).toEqual([
        { code: "FREEGIFTS_UNAVAILABLE", message: "Sorry, this free gift is no longer available." },
      ]);
      // the line says so itself; the cart's note is for a gift that could not be added
      expect(cart.messages).toEqual([]);
      const removed = await removeCartItem("default", id, gift.id);
      expect(removed.error).toBeNull();
      expect(line(removed.cart, GIFT_SKU)).toBeUndefined();
      expect(removed.cart!.messages).toEqual([
        { type: "INFORMATION", text: "Your free Ashless Cleaning Kit is out of stock, so we could not add it." },
      ]);
      expect(line(removed.cart, "ASH-DEV-ONE")!.errors).toEqual([]);
    } finally {
      setStock(GIFT_SKU, 200);
    }
  });

  it("flags a gift whose qualifying product no longer qualifies (FREEGIFTS_NO_SUCH_PARENT) until the cart changes", async () => {
    const id = await createCart("default");
    await addToCart("default", id, device("WHITE"));
    const skus = sandbox.db.prepare("SELECT skus FROM brand_promotion WHERE code = 'FREE-CLEANING-KIT'").pluck().get();
    // the offer is withdrawn from this device while the gift sits in the cart
    sandbox.db.prepare("UPDATE brand_promotion SET skus = '[]' WHERE code = 'FREE-CLEANING-KIT'").run();
    try {
      const cart = await getCart("default", id);
      expect(line(cart, GIFT_SKU)!.errors).toEqual([
        { code: "FREEGIFTS_NO_SUCH_PARENT", message: "This free gift needs its qualifying product in your cart." },
      ]);
      const removed = await removeCartItem("default", id, line(cart, GIFT_SKU)!.id);
      expect(removed.cart!.items.map((i) => i.product.sku)).toEqual(["ASH-DEV-ONE"]);
    } finally {
      sandbox.db.prepare("UPDATE brand_promotion SET skus = ? WHERE code = 'FREE-CLEANING-KIT'").run(skus);
    }
  });

  it("flags a gift whose product was taken out of the catalogue (FREEGIFTS_NO_SUCH_CHILD)", async () => {
    const id = await createCart("default");
    await addToCart("default", id, device("BLACK"));
    setStatus(GIFT_SKU, 2);
    try {
      expect(line(await getCart("default", id), GIFT_SKU)!.errors).toEqual([
        { code: "FREEGIFTS_NO_SUCH_CHILD", message: "Sorry, this free gift could not be found." },
      ]);
    } finally {
      setStatus(GIFT_SKU, 1);
    }
  });

  it("gives no more gifts than the store's gift limit, and flags those over a lowered one (FREEGIFTS_QTY_ERROR)", async () => {
    const id = await createCart("default");
    setGiftLimit(1);
    try {
      await addToCart("default", id, device("BLACK"));
      const capped = await addToCart("default", id, device("WHITE"));
      expect(capped.cart!.items.filter((i) => i.isGift)).toHaveLength(1);
    } finally {
      setGiftLimit(2); // the store's own
    }

    const other = await createCart("default");
    await addToCart("default", other, device("BLACK"));
    const both = await addToCart("default", other, device("WHITE"));
    expect(both.cart!.items.filter((i) => i.isGift)).toHaveLength(2);
    setGiftLimit(1);
    try {
      const gifts = (await getCart("default", other)).items.filter((i) => i.isGift);
      expect(gifts.map((g) => g.errors)).toEqual([
        [],
        [{ code: "FREEGIFTS_QTY_ERROR", message: "You have more free gifts than this offer allows." }],
      ]);
      const fixed = await removeCartItem("default", other, gifts[1].id);
      expect(fixed.cart!.items.filter((i) => i.isGift).map((g) => g.errors)).toEqual([[]]);
    } finally {
      setGiftLimit(2);
    }
  });
});

describe("anything else (UNDEFINED)", () => {
  it("flags a product taken out of the catalogue with the server's own words", async () => {
    const id = await createCart("default");
    await addToCart("default", id, simple("ASH-ACC-CABLE"));
    setStatus("ASH-ACC-CABLE", 2);
    try {
      expect(line(await getCart("default", id), "ASH-ACC-CABLE")!.errors).toEqual([
        { code: "UNDEFINED", message: "This product is no longer available." },
      ]);
    } finally {
      setStatus("ASH-ACC-CABLE", 1);
    }
  });
});

describe("an items answer with errors and partial data", () => {
  beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
  afterAll(() => server.close());

  it("shows the items the error answer holds, leaving out the one that failed", async () => {
    const id = await createCart("default");
    await addToCart("default", id, simple("ASH-ACC-CABLE"));
    await addToCart("default", id, simple("ASH-CON-HOLDER-1"));
    // as Adobe Commerce answers when one line's product cannot be loaded: that item is null
    server.use(
      http.get(/\/graphql/, async ({ request }) => {
        if (!new URL(request.url).searchParams.get("query")?.includes("itemsV2")) return undefined;
        const real = (await (await fetch(bypass(request))).json()) as {
          data: { cart: { itemsV2: { items: unknown[] } } };
        };
        real.data.cart.itemsV2.items[1] = null;
        return HttpResponse.json({
          errors: [
            {
              message: "The product that was requested doesn't exist. Verify the product and try again.",
              path: ["cart", "itemsV2", "items", 1, "product"],
              extensions: { category: "graphql-no-such-entity" },
            },
          ],
          data: real.data,
        });
      }),
    );
    try {
      const cart = await getCart("default", id);
      expect(cart.items.map((i) => i.product.sku)).toEqual(["ASH-ACC-CABLE"]);
      expect(cart.prices.grandTotal.value).toBeGreaterThan(0);
    } finally {
      server.resetHandlers();
    }
  });

  it("still fails when the error answer holds no cart", async () => {
    const id = await createCart("default");
    server.use(
      http.get(/\/graphql/, ({ request }) =>
        new URL(request.url).searchParams.get("query")?.includes("itemsV2")
          ? HttpResponse.json({ errors: [{ message: "Internal server error" }], data: { cart: null } })
          : undefined,
      ),
    );
    try {
      await expect(getCart("default", id)).rejects.toThrow("Internal server error");
    } finally {
      server.resetHandlers();
    }
  });
});

describe("a product's own quantity limit (product.md §9 order_quantity_limit)", () => {
  it("comes with its line before the line goes over it, and only for a product that has one", async () => {
    const id = await createCart("default");
    await addToCart("default", id, simple("ASH-STK-PURPLE-P20", 1));
    const added = await addToCart("default", id, simple("ASH-STK-SILVER-P20", 1));
    expect(line(added.cart, "ASH-STK-PURPLE-P20")).toMatchObject({ quantityLimit: 3, errors: [] });
    expect(line(added.cart, "ASH-STK-SILVER-P20")?.quantityLimit).toBeNull();
  });
});
