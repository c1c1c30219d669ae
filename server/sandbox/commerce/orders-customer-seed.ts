import type Database from "better-sqlite3";
import { round2 } from "./context";
import {
  DELIVERIES,
  DEMO_ADDRESS,
  DEMO_CARD,
  DEMO_CUSTOMER,
  DEMO_ORDERS,
  type DemoOrder,
} from "./seed/customer-orders-data";

// The demo customer's order history: orders in the customer's name (by uuid only: the platform
// creates the account row, possibly after this seed runs), with shipments, tracking and
// invoices as the warehouse would have added them, credit memos for refunds, and the checkout's
// order attributes. Runs after seedCheckout (order 000000100).

const VAT_RATE = 20;
const PAYMENT_TITLES = { ashless_card: "Card", cashondelivery: "Cash on delivery" };

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  type_id: string;
  parent_id: number | null;
  price: number;
  special_price: number | null;
  color: number | null;
  subscription: number;
}

function insert(db: Database.Database, table: string, row: Record<string, unknown>): number {
  const columns = Object.keys(row);
  return Number(
    db
      .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`)
      .run(row).lastInsertRowid,
  );
}

function product(db: Database.Database, sku: string): ProductRow {
  const row = db.prepare("SELECT * FROM catalog_product WHERE sku = ?").get(sku) as ProductRow | undefined;
  if (!row) throw new Error(`Demo order: unknown sku ${sku}`);
  return row;
}

function seedOrder(db: Database.Database, o: DemoOrder) {
  const coupon = o.coupon
    ? (db.prepare("SELECT * FROM salesrule_coupon WHERE code = ?").get(o.coupon) as {
        code: string;
        label: string;
        discount_percent: number;
      })
    : null;
  const lines = o.lines.map(([sku, qty, gift]) => {
    const sold = product(db, sku);
    const parent = sold.parent_id
      ? (db.prepare("SELECT * FROM catalog_product WHERE id = ?").get(sold.parent_id) as ProductRow)
      : null;
    const unit = gift ? 0 : (sold.special_price ?? sold.price);
    const row = round2(unit * qty);
    const colour =
      parent && sold.color
        ? (db.prepare("SELECT label FROM eav_attribute_option WHERE id = ?").get(sold.color) as { label: string }).label
        : null;
    return {
      sold,
      parent,
      qty,
      gift: Boolean(gift),
      unit,
      row,
      discount: round2((row * (coupon?.discount_percent ?? 0)) / 100),
      colour,
    };
  });
  const subtotal = round2(lines.reduce((n, l) => n + l.row, 0));
  const discount = round2(lines.reduce((n, l) => n + l.discount, 0));
  const delivery = DELIVERIES[o.delivery];
  const grandTotal = round2(subtotal - discount + delivery.amount);
  const tax = round2(grandTotal - grandTotal / (1 + VAT_RATE / 100));

  db.prepare("INSERT INTO sales_sequence_order (sequence_value) VALUES (?)").run(Number(o.number));
  const orderId = insert(db, "sales_order", {
    increment_id: o.number,
    store_code: "default",
    customer_uuid: DEMO_CUSTOMER.uuid,
    customer_email: DEMO_CUSTOMER.email,
    customer_firstname: DEMO_CUSTOMER.firstname,
    customer_lastname: DEMO_CUSTOMER.lastname,
    status: o.status,
    shipping_method: delivery.code,
    shipping_carrier: delivery.carrier,
    shipping_description: delivery.description,
    shipping_amount: delivery.amount,
    subtotal,
    discount_amount: discount,
    discount_label: coupon?.label ?? null,
    coupon_code: coupon?.code ?? null,
    tax_amount: tax,
    tax_label: "VAT",
    tax_rate: VAT_RATE,
    grand_total: grandTotal,
    order_currency_code: "GBP",
    payment_method: o.payment,
    payment_title: PAYMENT_TITLES[o.payment],
    payment_additional_data:
      o.payment === "ashless_card"
        ? JSON.stringify(Object.entries(DEMO_CARD).map(([name, value]) => ({ name, value })))
        : null,
    created_at: o.createdAt,
    updated_at: o.createdAt,
    status_reason: o.cancelReason
      ? JSON.stringify({ reason_code: "customer_request", reason_message: o.cancelReason })
      : null,
  });
  const itemIds: number[] = [];
  lines.forEach((l, i) => {
    const shipped = o.shipped === "all" || (o.shipped === "first" && i === 0) ? l.qty : 0;
    itemIds.push(
      insert(db, "sales_order_item", {
        order_id: orderId,
        product_id: (l.parent ?? l.sold).id,
        sku: l.sold.sku,
        name: (l.parent ?? l.sold).name,
        url_key: (l.parent ?? l.sold).url_key,
        product_type: (l.parent ?? l.sold).type_id,
        qty_ordered: l.qty,
        price_incl_tax: l.unit,
        row_total_incl_tax: l.row,
        discount_amount: l.discount,
        is_subscription: l.sold.subscription,
        is_gift: l.gift ? 1 : 0,
        gift_parent_item_id: l.gift ? itemIds[i - 1] : null,
        options: JSON.stringify(l.colour ? [{ label: "Colour", value: l.colour }] : []),
        qty_shipped: shipped,
        qty_invoiced: o.invoiced ? l.qty : 0,
        qty_canceled: o.status === "canceled" ? l.qty : 0,
      }),
    );
  });
  for (const type of ["billing", "shipping"]) {
    const a = DEMO_ADDRESS;
    insert(db, "sales_order_address", {
      order_id: orderId,
      address_type: type,
      firstname: a.firstname,
      lastname: a.lastname,
      street: JSON.stringify(a.street),
      city: a.city,
      region: a.region,
      postcode: a.postcode,
      country_id: a.country_id,
      telephone: a.telephone,
    });
  }
  if (o.invoiced)
    insert(db, "sales_invoice", {
      order_id: orderId,
      increment_id: o.number,
      grand_total: grandTotal,
      tax_amount: tax,
      created_at: o.createdAt,
    });
  for (const [code, value] of Object.entries(o.attributes ?? {}))
    insert(db, "sales_order_attribute", { order_id: orderId, attribute_code: code, value });
  if (o.refunded) seedCreditMemo(db, o, orderId, lines, itemIds);
  if (o.shipped && o.trackingNumber) {
    const shipmentId = insert(db, "sales_shipment", {
      order_id: orderId,
      increment_id: o.number,
      created_at: o.createdAt,
    });
    lines.forEach((l, i) => {
      if (o.shipped === "all" || i === 0)
        insert(db, "sales_shipment_item", { shipment_id: shipmentId, order_item_id: itemIds[i], qty: l.qty });
    });
    const t = delivery.track;
    insert(db, "sales_shipment_track", {
      shipment_id: shipmentId,
      carrier_code: t.carrier,
      title: t.title,
      track_number: o.trackingNumber,
      track_url: `${t.url}${o.trackingNumber}`,
    });
  }
}

/** A refund of some lines (their share of the discount deducted), VAT included as the order's. */
function seedCreditMemo(
  db: Database.Database,
  o: DemoOrder,
  orderId: number,
  lines: { sold: ProductRow; qty: number; row: number; discount: number }[],
  itemIds: number[],
) {
  const refunded = (o.refunded ?? []).map(([sku, qty]) => {
    const i = lines.findIndex((l) => l.sold.sku === sku);
    if (i < 0 || qty > lines[i].qty) throw new Error(`Demo order ${o.number}: cannot refund ${qty} of ${sku}`);
    const l = lines[i];
    return { itemId: itemIds[i], qty, amount: round2(((l.row - l.discount) * qty) / l.qty) };
  });
  const grandTotal = round2(refunded.reduce((n, r) => n + r.amount, 0));
  const memoId = insert(db, "sales_creditmemo", {
    order_id: orderId,
    increment_id: o.number,
    grand_total: grandTotal,
    tax_amount: round2(grandTotal - grandTotal / (1 + VAT_RATE / 100)),
    created_at: o.createdAt,
  });
  for (const r of refunded)
    insert(db, "sales_creditmemo_item", {
      creditmemo_id: memoId,
      order_item_id: r.itemId,
      qty: r.qty,
      row_total_incl_tax: r.amount,
    });
}

export function seedCustomerOrders(db: Database.Database) {
  for (const order of DEMO_ORDERS) seedOrder(db, order);
}
