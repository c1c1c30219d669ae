import { money, round2, toUid, type Ctx } from "./context";
import { paymentMethodsFor } from "./checkout-methods";
import type { OrderRow } from "./order-object";
import { orderStatus } from "./orders-customer-status";
import { NO_ORDER_POINTS, orderPoints } from "../loyalty/ledger";
import type { Resolvers } from "./schema";

// CustomerOrder fields beyond the ones orderObject() fills: shipments with tracking, invoices
// (with the brand's download url), credit memos, and the brand's status fields. They resolve on any
// CustomerOrder (guestOrder, placeOrder's orderV2, customer.orders) from the row it carries.

type OrderValue = { __row: OrderRow; items: { id: string }[] };

interface TrackRow {
  carrier_code: string;
  title: string;
  track_number: string;
  track_url: string | null;
}

/** Where the sandbox serves an invoice document (GET with the customer's bearer token). */
export const invoiceUrl = (ctx: Ctx, invoiceNumber: string) =>
  `${ctx.mediaBase.replace(/\/media$/, "")}/invoices/${invoiceNumber}.pdf`;

/**
 * The lines of a shipment or a credit memo (`table`: sales_shipment_item, sales_creditmemo_item;
 * `parent`: its id column) as ShipmentItem / CreditMemoItem fields, quantity aside.
 */
function documentLines(ctx: Ctx, order: OrderValue, table: string, parent: string, id: number) {
  const row = order.__row;
  const items = ctx.db
    .prepare(
      `SELECT d.order_item_id, d.qty, oi.sku, oi.name, oi.price_incl_tax FROM ${table} d
      JOIN sales_order_item oi ON oi.item_id = d.order_item_id WHERE d.${parent} = ? ORDER BY oi.item_id`,
    )
    .all(id) as { order_item_id: number; qty: number; sku: string; name: string; price_incl_tax: number }[];
  return items.map((i) => ({
    qty: i.qty,
    fields: {
      id: toUid(`${id}/${i.order_item_id}`),
      product_name: i.name,
      product_sku: i.sku,
      product_sale_price: money(round2(i.price_incl_tax / (1 + row.tax_rate / 100)), row.order_currency_code),
      order_item: order.items.find((o) => o.id === toUid(i.order_item_id)) ?? null,
    },
  }));
}

function shipments(ctx: Ctx, order: OrderValue) {
  const row = order.__row;
  const rows = ctx.db
    .prepare("SELECT * FROM sales_shipment WHERE order_id = ? ORDER BY entity_id")
    .all(row.entity_id) as { entity_id: number; increment_id: string }[];
  return rows.map((s) => {
    const tracks = ctx.db
      .prepare("SELECT * FROM sales_shipment_track WHERE shipment_id = ? ORDER BY entity_id")
      .all(s.entity_id) as TrackRow[];
    return {
      id: toUid(s.entity_id),
      number: s.increment_id,
      tracking: tracks.map((t) => ({
        title: t.title,
        carrier: t.carrier_code,
        number: t.track_number,
        track_url: t.track_url,
      })),
      items: documentLines(ctx, order, "sales_shipment_item", "shipment_id", s.entity_id).map((l) => ({
        __typename: "ShipmentItem",
        ...l.fields,
        quantity_shipped: l.qty,
      })),
    };
  });
}

function invoices(ctx: Ctx, row: OrderRow) {
  const rows = ctx.db
    .prepare("SELECT * FROM sales_invoice WHERE order_id = ? ORDER BY entity_id")
    .all(row.entity_id) as { entity_id: number; increment_id: string; grand_total: number; tax_amount: number }[];
  const m = (value: number) => money(value, row.order_currency_code);
  const exclTax = (incl: number) => round2(incl / (1 + row.tax_rate / 100));
  return rows.map((i) => ({
    id: toUid(i.entity_id),
    number: i.increment_id,
    url: invoiceUrl(ctx, i.increment_id),
    total: {
      subtotal: m(exclTax(row.subtotal)),
      total_tax: m(i.tax_amount),
      grand_total: m(i.grand_total),
      base_grand_total: m(i.grand_total),
      total_shipping: m(exclTax(row.shipping_amount)),
      taxes: i.tax_amount > 0 ? [{ amount: m(i.tax_amount), title: row.tax_label ?? "Tax", rate: row.tax_rate }] : [],
    },
  }));
}

/** Refunds: CreditMemo with its lines (VAT-inclusive amounts as the order's brand fields) and totals. */
function creditMemos(ctx: Ctx, order: OrderValue) {
  const row = order.__row;
  const m = (value: number) => money(value, row.order_currency_code);
  const exclTax = (incl: number) => round2(incl / (1 + row.tax_rate / 100));
  const memos = ctx.db
    .prepare("SELECT * FROM sales_creditmemo WHERE order_id = ? ORDER BY entity_id")
    .all(row.entity_id) as {
    entity_id: number;
    increment_id: string;
    shipping_amount: number;
    adjustment: number;
    grand_total: number;
    tax_amount: number;
  }[];
  return memos.map((c) => {
    return {
      id: toUid(c.entity_id),
      number: c.increment_id,
      items: documentLines(ctx, order, "sales_creditmemo_item", "creditmemo_id", c.entity_id).map((l) => ({
        __typename: "CreditMemoItem",
        ...l.fields,
        quantity_refunded: l.qty,
      })),
      total: {
        subtotal: m(exclTax(c.grand_total - c.shipping_amount - c.adjustment)),
        total_tax: m(c.tax_amount),
        grand_total: m(c.grand_total),
        base_grand_total: m(c.grand_total),
        total_shipping: m(exclTax(c.shipping_amount)),
        adjustment: m(c.adjustment),
      },
    };
  });
}

/** Methods an unpaid order can still be paid with: the ones captured online. */
/** An unpaid order can be paid by card again, or switched to cash on delivery (not subscriptions). */
export function repaymentMethods(ctx: Ctx, row: OrderRow) {
  if (!orderStatus(ctx.db, row.status).payable) return [];
  const hasSubscription = Boolean(
    ctx.db.prepare("SELECT 1 FROM sales_order_item WHERE order_id = ? AND is_subscription = 1").get(row.entity_id),
  );
  return paymentMethodsFor({ grandTotal: row.grand_total, hasSubscription, isVirtual: false }).map((p) => ({
    code: p.code,
    title: p.title,
    is_deferred: p.orderStatus !== "pending_payment",
  }));
}

/** product.md §3 loyalty_info: what the club's ledger (one database in the sandbox) holds for the order. */
export function loyaltyInfo(ctx: Ctx, row: OrderRow) {
  if (!row.customer_uuid) return null;
  return orderPoints(ctx.db, row.customer_uuid, row.increment_id) ?? NO_ORDER_POINTS;
}

export const customerOrderResolvers: Resolvers<Ctx> = {
  CustomerOrder: {
    loyalty_info: (order: OrderValue, _args, ctx) => loyaltyInfo(ctx, order.__row),
    shipments: (order: OrderValue, _args, ctx) => shipments(ctx, order),
    invoices: (order: OrderValue, _args, ctx) => invoices(ctx, order.__row),
    credit_memos: (order: OrderValue, _args, ctx) => creditMemos(ctx, order),
    status_label: (order: OrderValue, _args, ctx) => orderStatus(ctx.db, order.__row.status).label,
    cancelable: (order: OrderValue, _args, ctx) => orderStatus(ctx.db, order.__row.status).cancelable,
    status_reason: (order: OrderValue) => (order.__row.status_reason ? JSON.parse(order.__row.status_reason) : null),
    available_payment_methods: (order: OrderValue, _args, ctx) => repaymentMethods(ctx, order.__row),
    website_code: (order: OrderValue, _args, ctx) =>
      (
        ctx.db.prepare("SELECT website_code FROM store WHERE code = ?").get(order.__row.store_code) as
          { website_code: string } | undefined
      )?.website_code ?? null,
  },
};
