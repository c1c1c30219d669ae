import crypto from "node:crypto";
import type { AccountUser } from "../accounts/store";
import type { Ctx } from "./context";
import { cartObject } from "./cart";
import { copyItemLinks, itemLinkIds } from "./downloadable-links";
import { findCart, itemsOf, now, reconcileGifts, selectionsOf, type QuoteItemRow, type QuoteRow } from "./cart-model";
import { cartMutationResolvers } from "./cart-mutations";
import { currentCustomer, requireCustomer } from "./customer-auth";
import { authorizationError, inputError, noSuchEntity } from "./errors";
import type { Resolvers } from "./schema";

// Customer carts: one active cart per customer and store view (customerCart, createEmptyCart
// with a token), and mergeCarts, which moves a guest cart's lines into it after login.

const atomically = <T>(ctx: Ctx, fn: () => T): T => ctx.db.transaction(fn)();

/** The customer's active cart on this store view, created when there is none. */
export function activeCustomerCart(ctx: Ctx, customer: AccountUser): QuoteRow {
  const find = () =>
    ctx.db
      .prepare(
        "SELECT * FROM quote WHERE customer_uuid = ? AND store_code = ? AND is_active = 1 ORDER BY id DESC LIMIT 1",
      )
      .get(customer.uuid, ctx.store.code) as QuoteRow | undefined;
  const existing = find();
  if (existing) return existing;
  ctx.db
    .prepare(
      "INSERT INTO quote (masked_id, store_code, customer_uuid, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(crypto.randomBytes(16).toString("hex"), ctx.store.code, customer.uuid, customer.email, now(), now());
  return find()!;
}

const signature = (db: Ctx["db"], item: QuoteItemRow) =>
  [
    item.product_id,
    item.variant_id ?? "",
    ...selectionsOf(db, item.id)
      .map((s) => `${s.selection.id}x${s.qty}`)
      .sort(),
    ...itemLinkIds(db, item.id).map((id) => `link${id}`),
  ].join(",");

/**
 * Quote::merge: each guest line is added to the same line of the customer's cart (quantities
 * summed) or copied as a new line. Nothing is refused here: stock, per-product and carton
 * limits are checked again on the merged cart and show as line errors. Free gifts follow
 * their parents afterwards; a guest coupon is kept when the customer's cart has none.
 */
function mergeInto(ctx: Ctx, source: QuoteRow, destination: QuoteRow) {
  const { db } = ctx;
  const targets = new Map(
    itemsOf(db, destination.id)
      .filter((i) => !i.is_gift)
      .map((i) => [signature(db, i), i]),
  );
  for (const item of itemsOf(db, source.id).filter((i) => !i.is_gift)) {
    const target = targets.get(signature(db, item));
    if (target) {
      target.qty += item.qty;
      db.prepare(
        "UPDATE quote_item SET qty = ?, has_registration_consent = MAX(has_registration_consent, ?), updated_at = ? WHERE id = ?",
      ).run(target.qty, item.has_registration_consent, now(), target.id);
      continue;
    }
    const id = Number(
      db
        .prepare(
          `INSERT INTO quote_item (quote_id, product_id, variant_id, qty, has_registration_consent, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(destination.id, item.product_id, item.variant_id, item.qty, item.has_registration_consent, now(), now())
        .lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO quote_item_bundle_selection (item_id, option_id, selection_id, qty)
      SELECT ?, option_id, selection_id, qty FROM quote_item_bundle_selection WHERE item_id = ?`,
    ).run(id, item.id);
    copyItemLinks(db, item.id, id);
  }
  if (!destination.coupon_code && source.coupon_code)
    db.prepare("UPDATE quote SET coupon_code = ? WHERE id = ?").run(source.coupon_code, destination.id);
  reconcileGifts(ctx, destination);
  db.prepare("UPDATE quote SET updated_at = ? WHERE id = ?").run(now(), destination.id);
  db.prepare("UPDATE quote SET is_active = 0, updated_at = ? WHERE id = ?").run(now(), source.id);
}

const createEmptyCart = cartMutationResolvers.Mutation.createEmptyCart;

export const customerCartResolvers: Resolvers<Ctx> = {
  Query: {
    customerCart: (_root, _args, ctx) =>
      atomically(ctx, () => cartObject(ctx, activeCustomerCart(ctx, requireCustomer(ctx)))),
  },
  Mutation: {
    // With a token Magento answers the customer's cart id instead of creating a guest cart.
    createEmptyCart: (root, args, ctx, info) =>
      ctx.token
        ? atomically(ctx, () => activeCustomerCart(ctx, requireCustomer(ctx)).masked_id)
        : createEmptyCart(root, args, ctx, info),
    createGuestCart: (root, args, ctx, info) => {
      if (currentCustomer(ctx)) throw inputError("Use `Query.customerCart` for logged in customer.");
      return cartMutationResolvers.Mutation.createGuestCart(root, args, ctx, info);
    },
    mergeCarts: (_root, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx) =>
      atomically(ctx, () => {
        if (!args.source_cart_id) throw inputError('Required parameter "source_cart_id" is missing');
        const customer = requireCustomer(ctx);
        const source = ctx.db.prepare("SELECT * FROM quote WHERE masked_id = ?").get(args.source_cart_id) as
          QuoteRow | undefined;
        if (!source || source.store_code !== ctx.store.code)
          throw noSuchEntity(`Could not find a cart with ID "${args.source_cart_id}"`);
        // The source is read as a guest's: a customer cart (this customer's or not) cannot be merged away.
        if (source.customer_uuid !== null)
          throw authorizationError(`The current user cannot perform operations on cart "${args.source_cart_id}"`);
        if (!source.is_active) throw noSuchEntity("The cart isn't active.");
        // findCart lets a customer use their own carts only.
        const destination = args.destination_cart_id
          ? findCart(ctx, args.destination_cart_id)
          : activeCustomerCart(ctx, customer);
        mergeInto(ctx, source, destination);
        return cartObject(ctx, findCart(ctx, destination.masked_id));
      }),
  },
};
