import crypto from "node:crypto";
import type Database from "better-sqlite3";
import type { AccountUser } from "../accounts/store";
import type { Ctx } from "./context";
import { addToQuote } from "./cart-add";
import { now, reconcileGifts } from "./cart-model";
import { activeCustomerCart } from "./customer-cart";
import { requireCustomer } from "./customer-auth";
import { CartUserError, inputError, lineErrorCode } from "./errors";
import { productById, productBySku, productObject, type ProductRow } from "./products";
import type { Resolvers } from "./schema";

// 2.4.7's WishlistGraphQl for one wish list per customer (Magento Open Source): Customer.wishlists
// (the list is made on first read), wishlist_v2, addProductsToWishlist, removeProductsFromWishlist
// and addWishlistItemsToCart. An item keeps what was asked for (the sku, a configurable's parent
// sku) and goes to the cart the way Magento's AddToCart resolver sends it: one item at a time
// through the cart's own rules, so its errors are the cart's (PRODUCT_NOT_FOUND, NOT_SALABLE,
// INSUFFICIENT_STOCK, else UNDEFINED); an item that went in leaves the list, one that did not stays.

interface WishlistRow {
  wishlist_id: number;
  customer_uuid: string;
  sharing_code: string;
  updated_at: string;
}

interface ItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  /** the product the customer saw: a configurable's parent, or the product itself */
  product_id: number;
  /** the sku asked for: a configurable's variant when `parent_sku` is set */
  sku: string;
  parent_sku: string | null;
  qty: number;
  added_at: string;
}

export function migrateWishlists(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS wishlist (
      wishlist_id INTEGER PRIMARY KEY, customer_uuid TEXT UNIQUE NOT NULL, sharing_code TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS wishlist_item (
      wishlist_item_id INTEGER PRIMARY KEY,
      wishlist_id INTEGER NOT NULL REFERENCES wishlist(wishlist_id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL REFERENCES catalog_product(id) ON DELETE CASCADE,
      sku TEXT NOT NULL, parent_sku TEXT, qty REAL NOT NULL, added_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS wishlist_item_list ON wishlist_item(wishlist_id);
  `);
}

const atomically = <T>(ctx: Ctx, fn: () => T): T => ctx.db.transaction(fn)();

/** The customer's wish list, made when they have none (as Customer.wishlists does). */
function ownWishlist(ctx: Ctx, customer: AccountUser): WishlistRow {
  const find = () =>
    ctx.db.prepare("SELECT * FROM wishlist WHERE customer_uuid = ?").get(customer.uuid) as WishlistRow | undefined;
  const existing = find();
  if (existing) return existing;
  ctx.db
    .prepare("INSERT INTO wishlist (customer_uuid, sharing_code, updated_at) VALUES (?, ?, ?)")
    .run(customer.uuid, crypto.randomBytes(16).toString("hex"), now());
  return find()!;
}

/** The wish list `id`, when it is the signed-in customer's ("The wishlist was not found." otherwise). */
function wishlistById(ctx: Ctx, id: string): WishlistRow {
  const own = ownWishlist(ctx, requireCustomer(ctx));
  if (!id) throw inputError('"wishlistId" value should be specified');
  if (String(own.wishlist_id) !== String(id).trim()) throw inputError("The wishlist was not found.");
  return own;
}

const itemsOf = (db: Database.Database, wishlistId: number) =>
  db
    .prepare("SELECT * FROM wishlist_item WHERE wishlist_id = ? ORDER BY wishlist_item_id")
    .all(wishlistId) as ItemRow[];

const touch = (ctx: Ctx, list: WishlistRow) =>
  ctx.db.prepare("UPDATE wishlist SET updated_at = ? WHERE wishlist_id = ?").run(now(), list.wishlist_id);

function itemObject(ctx: Ctx, row: ItemRow) {
  const product = productById(ctx.db, row.product_id);
  const base = {
    id: String(row.wishlist_item_id),
    quantity: row.qty,
    description: null,
    added_at: row.added_at,
    product: productObject(product),
  };
  if (product.type_id === "configurable") {
    const variant = row.parent_sku ? productBySku(ctx, row.sku) : undefined;
    return {
      ...base,
      __typename: "ConfigurableWishlistItem",
      configured_variant: variant ? productObject(variant) : null,
    };
  }
  return { ...base, __typename: product.type_id === "bundle" ? "BundleWishlistItem" : "SimpleWishlistItem" };
}

function wishlistObject(ctx: Ctx, list: WishlistRow) {
  const fresh = ctx.db.prepare("SELECT * FROM wishlist WHERE wishlist_id = ?").get(list.wishlist_id) as WishlistRow;
  const items = itemsOf(ctx.db, list.wishlist_id);
  return {
    id: String(fresh.wishlist_id),
    items_count: items.length,
    sharing_code: fresh.sharing_code,
    updated_at: fresh.updated_at,
    __items: items,
  };
}
type WishlistObject = ReturnType<typeof wishlistObject>;

interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
}

type UserError = { code: "PRODUCT_NOT_FOUND" | "UNDEFINED"; message: string };

/** The product an item is saved under (a configurable's parent when one is named), or the error Magento gives. */
function savedProduct(ctx: Ctx, input: WishlistItemInput): ProductRow | UserError {
  const notFound = (sku: string): UserError => ({
    code: "PRODUCT_NOT_FOUND",
    message: `Could not find a product with SKU "${sku}"`,
  });
  if (!(input.quantity > 0))
    return { code: "UNDEFINED", message: "The quantity of a wish list item should be greater than 0" };
  const product = productBySku(ctx, input.sku);
  if (!product) return notFound(input.sku);
  if (!input.parent_sku) return product;
  const parent = productBySku(ctx, input.parent_sku);
  if (!parent || parent.type_id !== "configurable" || product.parent_id !== parent.id)
    return notFound(input.parent_sku);
  return parent;
}

function addItems(ctx: Ctx, list: WishlistRow, inputs: WishlistItemInput[]): UserError[] {
  const errors: UserError[] = [];
  for (const input of inputs) {
    const product = savedProduct(ctx, input);
    if (!("id" in product)) {
      errors.push(product);
      continue;
    }
    const parentSku = input.parent_sku || null;
    // the same product with the same choice again: Magento adds to the item's quantity
    const same = itemsOf(ctx.db, list.wishlist_id).find(
      (i) => i.product_id === product.id && i.sku === input.sku && i.parent_sku === parentSku,
    );
    if (same) {
      ctx.db
        .prepare("UPDATE wishlist_item SET qty = ? WHERE wishlist_item_id = ?")
        .run(same.qty + input.quantity, same.wishlist_item_id);
    } else {
      ctx.db
        .prepare(
          "INSERT INTO wishlist_item (wishlist_id, product_id, sku, parent_sku, qty, added_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(list.wishlist_id, product.id, input.sku, parentSku, input.quantity, now());
    }
  }
  touch(ctx, list);
  return errors;
}

/** addWishlistItemsToCart: as Magento's Wishlist\AddToCart resolver (see the file's head). */
function addItemsToCart(ctx: Ctx, list: WishlistRow, ids: string[] | null | undefined) {
  const all = itemsOf(ctx.db, list.wishlist_id);
  const wanted = ids?.length ? all.filter((i) => ids.includes(String(i.wishlist_item_id))) : all;
  if (ids?.length) {
    const unknown = ids.filter((id) => !all.some((i) => String(i.wishlist_item_id) === id));
    if (unknown.length) throw inputError(`The wishlist item ids "${unknown.join(",")}" were not found.`);
  }
  const quote = activeCustomerCart(ctx, requireCustomer(ctx));
  const errors: { code: string; message: string; wishlistId: string; wishlistItemId: string }[] = [];
  for (const item of wanted) {
    try {
      ctx.db.transaction(() =>
        addToQuote(ctx, quote, { sku: item.sku, quantity: item.qty, parentSku: item.parent_sku }),
      )();
      ctx.db.prepare("DELETE FROM wishlist_item WHERE wishlist_item_id = ?").run(item.wishlist_item_id);
    } catch (error) {
      if (!(error instanceof CartUserError)) throw error;
      errors.push({
        code: lineErrorCode(error),
        message: error.message,
        wishlistId: String(list.wishlist_id),
        wishlistItemId: String(item.wishlist_item_id),
      });
    }
  }
  if (errors.length < wanted.length) {
    reconcileGifts(ctx, quote);
    ctx.db.prepare("UPDATE quote SET updated_at = ? WHERE id = ?").run(now(), quote.id);
    touch(ctx, list);
  }
  return {
    wishlist: wishlistObject(ctx, list),
    status: errors.length === 0,
    add_wishlist_items_to_cart_user_errors: errors,
  };
}

export const wishlistResolvers: Resolvers<Ctx> = {
  Customer: {
    wishlists: (_customer, _args, ctx) =>
      atomically(ctx, () => [wishlistObject(ctx, ownWishlist(ctx, requireCustomer(ctx)))]),
    wishlist_v2: (_customer, args: { id: string }, ctx) =>
      atomically(ctx, () => {
        const own = ownWishlist(ctx, requireCustomer(ctx));
        return String(own.wishlist_id) === String(args.id).trim() ? wishlistObject(ctx, own) : null;
      }),
  },
  Wishlist: {
    items_v2: (list: WishlistObject, args: { currentPage?: number | null; pageSize?: number | null }, ctx) => {
      const currentPage = args.currentPage ?? 1;
      const pageSize = args.pageSize ?? 20;
      if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
      if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");
      const rows = list.__items;
      return {
        items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((row) => itemObject(ctx, row)),
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(rows.length / pageSize) },
      };
    },
  },
  Mutation: {
    addProductsToWishlist: (_root, args: { wishlistId: string; wishlistItems: WishlistItemInput[] }, ctx) =>
      atomically(ctx, () => {
        const list = wishlistById(ctx, args.wishlistId);
        const user_errors = addItems(ctx, list, args.wishlistItems);
        return { wishlist: wishlistObject(ctx, list), user_errors };
      }),
    removeProductsFromWishlist: (_root, args: { wishlistId: string; wishlistItemsIds: string[] }, ctx) =>
      atomically(ctx, () => {
        const list = wishlistById(ctx, args.wishlistId);
        const user_errors: UserError[] = [];
        for (const id of args.wishlistItemsIds) {
          const gone = ctx.db
            .prepare("DELETE FROM wishlist_item WHERE wishlist_id = ? AND wishlist_item_id = ?")
            .run(list.wishlist_id, id).changes;
          if (!gone)
            user_errors.push({ code: "UNDEFINED", message: `Could not find a wish list item with ID "${id}"` });
        }
        touch(ctx, list);
        return { wishlist: wishlistObject(ctx, list), user_errors };
      }),
    addWishlistItemsToCart: (_root, args: { wishlistId: string; wishlistItemIds?: string[] | null }, ctx) =>
      atomically(ctx, () => addItemsToCart(ctx, wishlistById(ctx, args.wishlistId), args.wishlistItemIds)),
  },
};
