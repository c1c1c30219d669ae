import { describe, expect, it } from "vitest";
import { commerceRequest, CommerceError } from "../../app/.server/commerce/client";
import { TypedDocumentString } from "../../app/.server/commerce/generated/operations";
import { CustomerSessionExpiredError } from "../../app/.server/commerce/customer";
import { getCart } from "../../app/.server/commerce/cart";
import {
  getWishlist,
  moveWishlistItemToCart,
  removeFromWishlist,
  saveToWishlist,
} from "../../app/.server/commerce/wishlist";
import { expiredToken, newCustomer, useSandbox, type TestCustomer } from "./commerce-customer-sandbox";

// The wishlist (product.md §8) end to end: the sandbox's WishlistGraphQl subset as Magento 2.4.7
// answers it (its own codes: NOT_SALABLE, an unknown item as an input error…), and the gateway,
// which turns those into the shop's three wishlist errors: OUT_OF_STOCK, NOT_FOUND, UNDEFINED.
useSandbox();

const raw = <T = Record<string, unknown>>(c: TestCustomer, query: string, variables: Record<string, unknown> = {}) =>
  commerceRequest(new TypedDocumentString<T, Record<string, unknown>>(query), variables, {
    store: "default",
    token: c.token,
    method: "POST",
  });

const listId = async (c: TestCustomer) => (await getWishlist("default", c.token)).id;

const CASE = "ASH-ACC-CASE"; // seeded out of stock
const CABLE = "ASH-ACC-CABLE";

describe("the sandbox's wishlist, as Magento answers it", () => {
  it("gives each customer one wish list, made on first read, and refuses a guest", async () => {
    const c = newCustomer();
    const data = await raw<{ customer: { wishlists: { id: string; items_count: number }[] } }>(
      c,
      "{ customer { wishlists { id items_count items_v2 { items { id } page_info { current_page total_pages } } } } }",
    );
    expect(data.customer.wishlists).toHaveLength(1);
    expect(data.customer.wishlists[0]).toMatchObject({ items_count: 0, items_v2: { items: [] } });
    const again = await raw<{ customer: { wishlists: { id: string }[] } }>(c, "{ customer { wishlists { id } } }");
    expect(again.customer.wishlists[0].id).toBe(data.customer.wishlists[0].id);
    await expect(
      commerceRequest(new TypedDocumentString("{ customer { wishlists { id } } }"), {}, { store: "default" }),
    ).rejects.toThrow(/isn't authorized/);
  });

  it("adds with user_errors for an unknown sku, and moves items to the cart with Magento's codes", async () => {
    const c = newCustomer();
    const { customer } = await raw<{ customer: { wishlists: { id: string }[] } }>(
      c,
      "{ customer { wishlists { id } } }",
    );
    const wishlistId = customer.wishlists[0].id;
    const added = await raw<{
      addProductsToWishlist: {
        wishlist: { items_count: number; items_v2: { items: { id: string; product: { sku: string } }[] } };
        user_errors: { code: string; message: string }[];
      };
    }>(
      c,
      `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
        wishlist { items_count items_v2 { items { id quantity added_at product { sku } } } } user_errors { code message } } }`,
      {
        id: wishlistId,
        items: [
          { sku: CASE, quantity: 1 },
          { sku: "NO-SUCH-SKU", quantity: 1 },
          { sku: CABLE, quantity: 1 },
        ],
      },
    );
    expect(added.addProductsToWishlist.user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
    ]);
    const items = added.addProductsToWishlist.wishlist.items_v2.items;
    expect(items.map((i) => i.product.sku)).toEqual([CASE, CABLE]);
    const [caseItem, cableItem] = items.map((i) => i.id);

    const toCart = `mutation ($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
      status wishlist { items_count } add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`;
    type ToCart = {
      addWishlistItemsToCart: {
        status: boolean;
        wishlist: { items_count: number };
        add_wishlist_items_to_cart_user_errors: Record<string, string>[];
      };
    };
    const out = await raw<ToCart>(c, toCart, { id: wishlistId, ids: [caseItem] });
    expect(out.addWishlistItemsToCart).toEqual({
      status: false,
      wishlist: { items_count: 2 },
      add_wishlist_items_to_cart_user_errors: [
        {
          code: "NOT_SALABLE",
          message: "Product that you are trying to add is not available.",
          wishlistId,
          wishlistItemId: caseItem,
        },
      ],
    });
    const moved = await raw<ToCart>(c, toCart, { id: wishlistId, ids: [cableItem] });
    expect(moved.addWishlistItemsToCart).toMatchObject({
      status: true,
      wishlist: { items_count: 1 },
      add_wishlist_items_to_cart_user_errors: [],
    });
    // an item no longer in the list is refused as a whole, as Magento does
    await expect(raw(c, toCart, { id: wishlistId, ids: [cableItem] })).rejects.toThrow(
      `The wishlist item ids "${cableItem}" were not found.`,
    );
    // someone else's list
    await expect(raw(newCustomer(), toCart, { id: wishlistId, ids: [caseItem] })).rejects.toThrow(
      "The wishlist was not found.",
    );
    const removed = await raw<{
      removeProductsFromWishlist: { wishlist: { items_count: number }; user_errors: unknown[] };
    }>(
      c,
      `mutation ($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
        wishlist { items_count } user_errors { code message } } }`,
      { id: wishlistId, ids: [caseItem] },
    );
    expect(removed.removeProductsFromWishlist).toEqual({ wishlist: { items_count: 0 }, user_errors: [] });
  });
});

describe("the wishlist gateway", () => {
  it("saves, lists with what the page shows, and removes", async () => {
    const c = newCustomer();
    expect(await getWishlist("default", c.token)).toMatchObject({ itemsCount: 0, items: [] });
    expect(await saveToWishlist("default", c.token, await listId(c), { sku: CABLE })).toEqual({ ok: true });
    expect(await saveToWishlist("default", c.token, await listId(c), { sku: "NO-SUCH-SKU" })).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND" },
    });
    const list = await getWishlist("default", c.token);
    expect(list.itemsCount).toBe(1);
    expect(list.items[0]).toMatchObject({
      sku: CABLE,
      name: "Ashless USB-C Charging Cable",
      inStock: true,
      price: { final: { currency: "GBP" } },
    });
    expect(list.items[0].href).toMatch(/ashless-usb-c-charging-cable|ASH-ACC-CABLE/);
    expect(list.items[0].image.url).toMatch(/^http/);
    expect(await removeFromWishlist("default", c.token, await listId(c), list.items[0].id)).toBe(true);
    expect(await removeFromWishlist("default", c.token, await listId(c), list.items[0].id)).toBe(false);
    expect((await getWishlist("default", c.token)).items).toEqual([]);
  });

  it("moves an item to the customer's cart, and it leaves the wishlist", async () => {
    const c = newCustomer();
    await saveToWishlist("default", c.token, await listId(c), { sku: CABLE });
    const [item] = (await getWishlist("default", c.token)).items;
    const moved = await moveWishlistItemToCart("default", c.token, await listId(c), item.id);
    expect(moved).toMatchObject({ ok: true, totalQuantity: 1 });
    if (!moved.ok) return;
    const cart = await getCart("default", moved.cartId, c.token);
    expect(cart.items.map((i) => i.product.sku)).toEqual([CABLE]);
    expect((await getWishlist("default", c.token)).items).toEqual([]);
  });

  it("OUT_OF_STOCK: an out-of-stock product stays in the wishlist", async () => {
    const c = newCustomer();
    await saveToWishlist("default", c.token, await listId(c), { sku: CASE });
    const [item] = (await getWishlist("default", c.token)).items;
    expect(item.inStock).toBe(false);
    expect(await moveWishlistItemToCart("default", c.token, await listId(c), item.id)).toEqual({
      ok: false,
      error: { code: "OUT_OF_STOCK", message: expect.stringMatching(/out of stock/) },
    });
    expect((await getWishlist("default", c.token)).items.map((i) => i.id)).toEqual([item.id]);
  });

  it("NOT_FOUND: an item that is no longer in the wishlist", async () => {
    const c = newCustomer();
    await saveToWishlist("default", c.token, await listId(c), { sku: CABLE });
    const [item] = (await getWishlist("default", c.token)).items;
    await removeFromWishlist("default", c.token, await listId(c), item.id);
    expect(await moveWishlistItemToCart("default", c.token, await listId(c), item.id)).toEqual({
      ok: false,
      error: { code: "NOT_FOUND", message: "This item is no longer in your wishlist." },
    });
    // nor is another customer's item theirs to move
    const other = newCustomer();
    await saveToWishlist("default", other.token, await listId(other), { sku: CABLE });
    const [theirs] = (await getWishlist("default", other.token)).items;
    expect(await moveWishlistItemToCart("default", c.token, await listId(c), theirs.id)).toMatchObject({
      ok: false,
      error: { code: "NOT_FOUND" },
    });
  });

  it("UNDEFINED: a device saved without its colour cannot go to the cart as it is", async () => {
    const c = newCustomer();
    // Magento keeps a configurable product saved without a chosen variant; the cart then asks
    // for the options (an UNDEFINED cart error)
    await saveToWishlist("default", c.token, await listId(c), { sku: "ASH-DEV-ONE" });
    const [item] = (await getWishlist("default", c.token)).items;
    expect(await moveWishlistItemToCart("default", c.token, await listId(c), item.id)).toEqual({
      ok: false,
      error: { code: "UNDEFINED", message: expect.stringMatching(/couldn't add/) },
    });
    expect((await getWishlist("default", c.token)).items).toHaveLength(1);
    // with its colour it goes
    await saveToWishlist("default", c.token, await listId(c), { sku: "ASH-DEV-ONE-BLACK", parentSku: "ASH-DEV-ONE" });
    const chosen = (await getWishlist("default", c.token)).items.find((i) => i.variantSku === "ASH-DEV-ONE-BLACK")!;
    expect(chosen).toMatchObject({ sku: "ASH-DEV-ONE", inStock: true });
    expect(await moveWishlistItemToCart("default", c.token, await listId(c), chosen.id)).toMatchObject({ ok: true });
  });

  it("an expired token signs the customer out", async () => {
    const c = newCustomer();
    await expect(getWishlist("default", expiredToken(c))).rejects.toBeInstanceOf(CustomerSessionExpiredError);
    await expect(saveToWishlist("default", expiredToken(c), "1", { sku: CABLE })).rejects.toBeInstanceOf(CommerceError);
  });
});
