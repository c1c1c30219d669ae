import { fromUid, type Ctx } from "./context";
import { requireCustomer } from "./customer-auth";
import { authorizationError, inputError, noSuchEntity } from "./errors";
import { now } from "./cart-model";
import { orderByNumber, orderObject, type OrderItemRow, type OrderRow } from "./order-object";
import { customerOrderRows } from "./orders-customer";
import { repaymentMethods } from "./orders-customer-object";
import { orderStatus } from "./orders-customer-status";
import type { Resolvers } from "./schema";

// What a customer may do with an order: cancel it (2.4.7's cancelOrder, and the brand's
// cancelorder by number answering true/false) and pay an unpaid one (updatePaymentMethod).

const atomically = <T>(ctx: Ctx, fn: () => T): T => ctx.db.transaction(fn)();

const orderNotFound = (number: string) => noSuchEntity(`We couldn't find order "${number}".`, "ORDER_NOT_FOUND");

/** The signed-in customer's order with this number, from any store view of the website. */
export function ownOrder(ctx: Ctx, number: string): OrderRow {
  const customer = requireCustomer(ctx);
  const row = customerOrderRows(ctx, customer.uuid, { scope: "WEBSITE", filter: { number: { eq: number.trim() } } })[0];
  if (!row) throw orderNotFound(number);
  return row;
}

/**
 * Cancels the order: what was not shipped is canceled and goes back to stock (bundles excepted:
 * the order keeps no record of their selections), and the reason is kept with the status.
 */
function cancel(ctx: Ctx, order: OrderRow, reason: string) {
  const items = ctx.db
    .prepare("SELECT * FROM sales_order_item WHERE order_id = ?")
    .all(order.entity_id) as (OrderItemRow & { qty_ordered: number })[];
  for (const item of items) {
    const qty = item.qty_ordered - item.qty_shipped - item.qty_canceled;
    if (qty <= 0) continue;
    ctx.db
      .prepare("UPDATE sales_order_item SET qty_canceled = qty_canceled + ? WHERE item_id = ?")
      .run(qty, item.item_id);
    if (item.product_type === "bundle") continue;
    ctx.db
      .prepare(
        `UPDATE cataloginventory_stock_item SET qty = qty + @qty, is_in_stock = 1
      WHERE product_id = (SELECT id FROM catalog_product WHERE sku = @sku)`,
      )
      .run({ qty, sku: item.sku });
  }
  const statusReason = JSON.stringify({ reason_code: "customer_request", reason_message: reason.trim() || null });
  ctx.db
    .prepare("UPDATE sales_order SET status = 'canceled', status_reason = ?, updated_at = ? WHERE entity_id = ?")
    .run(statusReason, now(), order.entity_id);
  return ctx.db.prepare("SELECT * FROM sales_order WHERE entity_id = ?").get(order.entity_id) as OrderRow;
}

/** 2.4.7 takes the order's entity id; the encoded CustomerOrder.id is accepted too. */
function orderById(ctx: Ctx, orderId: string): OrderRow | undefined {
  const id = /^\d+$/.test(orderId) ? orderId : fromUid(orderId);
  return /^\d+$/.test(id)
    ? (ctx.db.prepare("SELECT * FROM sales_order WHERE entity_id = ?").get(Number(id)) as OrderRow | undefined)
    : undefined;
}

export const customerOrderActionResolvers: Resolvers<Ctx> = {
  Mutation: {
    cancelOrder: (_root, args: { input: { order_id: string; reason: string } }, ctx) =>
      atomically(ctx, () => {
        const customer = requireCustomer(ctx);
        const { order_id, reason } = args.input;
        if (!order_id?.trim()) throw inputError('Required parameter "order_id" is missing or empty.');
        if (!reason?.trim()) throw inputError('Required parameter "reason" is missing or empty.');
        const order = orderById(ctx, order_id.trim());
        if (!order)
          return {
            error: "The entity that was requested doesn't exist. Verify the entity and try again.",
            order: null,
          };
        if (order.customer_uuid !== customer.uuid)
          throw authorizationError("Current user is not authorized to cancel this order");
        if (!orderStatus(ctx.db, order.status).cancelable)
          return { error: "Order already closed, complete, cancelled or on hold", order: orderObject(ctx, order) };
        return { error: null, order: orderObject(ctx, cancel(ctx, order, reason)) };
      }),
    // Brand: a guest order placed with this customer's e-mail becomes theirs (Luma's
    // OrderCustomerDelegate, when an account is created from the order's confirmation). Once:
    // a customer's order, or another e-mail's, is not there to attach (false).
    assignGuestOrderToCustomer: (_root, args: { order_number: string }, ctx) =>
      atomically(ctx, () => {
        const customer = requireCustomer(ctx);
        const order = orderByNumber(ctx, args.order_number.trim());
        if (!order || order.customer_uuid !== null) return false;
        if (order.customer_email.toLowerCase() !== customer.email.toLowerCase()) return false;
        ctx.db
          .prepare(
            "UPDATE sales_order SET customer_uuid = ?, customer_firstname = COALESCE(customer_firstname, ?), customer_lastname = COALESCE(customer_lastname, ?) WHERE entity_id = ?",
          )
          .run(customer.uuid, customer.firstname, customer.lastname, order.entity_id);
        return true;
      }),
    // Brand: true when the order is now cancelled, false when its status does not allow it.
    cancelorder: (_root, args: { order_number: string; reason?: string | null }, ctx) =>
      atomically(ctx, () => {
        const order = ownOrder(ctx, args.order_number);
        if (!orderStatus(ctx.db, order.status).cancelable) return false;
        cancel(ctx, order, args.reason ?? "");
        return true;
      }),
    // Brand: changes how an unpaid order is paid. A card order keeps waiting for its payment
    // (the provider settles it, see sandbox/payments); cash on delivery needs nothing now.
    updatePaymentMethod: (_root, args: { order_id: string; method_code: string }, ctx) =>
      atomically(ctx, () => {
        const order = ownOrder(ctx, args.order_id);
        if (!orderStatus(ctx.db, order.status).payable)
          throw inputError(`Order ${order.increment_id} has nothing left to pay.`);
        const method = repaymentMethods(ctx, order).find((m) => m.code === args.method_code);
        if (!method) throw inputError("The requested Payment Method is not available.");
        const status = method.is_deferred ? "new" : order.status;
        ctx.db
          .prepare(
            "UPDATE sales_order SET status = ?, payment_method = ?, payment_title = ?, updated_at = ? WHERE entity_id = ?",
          )
          .run(status, method.code, method.title, now(), order.entity_id);
        return { success: true };
      }),
  },
};
