import type { Ctx } from "./context";
import { addToQuote } from "./cart-add";
import { cartObject } from "./cart";
import { findCart, now, reconcileGifts } from "./cart-model";
import { activeCustomerCart } from "./customer-cart";
import { requireCustomer } from "./customer-auth";
import { CartUserError, lineErrorCode } from "./errors";
import type { OrderItemRow } from "./order-object";
import { ownOrder } from "./orders-customer-actions";
import type { Resolvers } from "./schema";
import { boughtLinks } from "./downloadable-links";

const reorderedLinks = (ctx: Ctx, line: OrderItemRow) =>
  line.product_type === "downloadable" && line.product_id !== null
    ? boughtLinks(ctx.db, line.product_id, line.item_id).map((l) => ({ link_id: l.id }))
    : null;

// 2.4.7's reorderItems: every line of one of the customer's orders goes into their active cart
// (in the store view asked for), each on its own: a line that cannot be added becomes a
// userInputError and the others are still added. Gift lines follow their product's rules
// again; a free trial cannot be ordered again (REORDER_NOT_AVAILABLE).

export const customerReorderResolvers: Resolvers<Ctx> = {
  Mutation: {
    reorderItems: (_root, args: { orderNumber: string }, ctx) =>
      ctx.db.transaction(() => {
        const customer = requireCustomer(ctx);
        const order = ownOrder(ctx, args.orderNumber);
        const quote = activeCustomerCart(ctx, customer);
        const userInputErrors: { message: string; path: string[]; code: string }[] = [];
        if (order.is_trial) {
          userInputErrors.push({
            code: "REORDER_NOT_AVAILABLE",
            message: "Reorders are not allowed.",
            path: ["orderNumber"],
          });
          return { cart: cartObject(ctx, quote), userInputErrors };
        }
        const lines = ctx.db
          .prepare("SELECT * FROM sales_order_item WHERE order_id = ? AND is_gift = 0 ORDER BY item_id")
          .all(order.entity_id) as OrderItemRow[];
        for (const line of lines) {
          const parent =
            line.product_type === "configurable" && line.product_id !== null
              ? (ctx.db.prepare("SELECT sku FROM catalog_product WHERE id = ?").get(line.product_id) as
                  { sku: string } | undefined)
              : undefined;
          try {
            ctx.db.transaction(() =>
              addToQuote(ctx, quote, {
                sku: line.sku,
                quantity: line.qty_ordered,
                parentSku: parent?.sku ?? null,
                // the files a downloadable line bought, chosen again
                downloadableLinks: reorderedLinks(ctx, line),
              }),
            )();
          } catch (error) {
            if (!(error instanceof CartUserError)) throw error;
            // Magento's wording (Sales Reorder): the sku says which line it was
            const message = `Could not add the product with SKU "${line.sku}" to the shopping cart: ${error.message}`;
            userInputErrors.push({ code: lineErrorCode(error), message, path: ["orderNumber"] });
          }
        }
        reconcileGifts(ctx, quote);
        ctx.db.prepare("UPDATE quote SET updated_at = ? WHERE id = ?").run(now(), quote.id);
        return { cart: cartObject(ctx, findCart(ctx, quote.masked_id)), userInputErrors };
      })(),
  },
};
