import { campaignLabel } from "./campaigns";
import { BRAND_FIELDS } from "./checkout-address";
import { money, round2, toUid, type Ctx } from "./context";
import { noSuchEntity } from "./errors";
import { statusLabel } from "./orders-customer-status";
import { productById, productObject } from "./products";
import type { Resolvers } from "./schema";

// Stored orders as Adobe Commerce's CustomerOrder, and the guest order lookup.

export interface OrderRow {
  entity_id: number;
  increment_id: string;
  quote_id: number | null;
  store_code: string;
  customer_id: number | null;
  /** the ordering account's uuid; null for guest orders */
  customer_uuid: string | null;
  customer_email: string;
  customer_firstname: string | null;
  customer_lastname: string | null;
  status: string;
  is_trial: number;
  shipping_method: string | null;
  shipping_carrier: string | null;
  shipping_description: string | null;
  shipping_amount: number;
  subtotal: number;
  discount_amount: number;
  discount_label: string | null;
  /** the loyalty campaign's discount (campaigns.ts); 0 without one */
  loyalty_discount_points?: number;
  loyalty_discount_amount?: number;
  coupon_code: string | null;
  tax_amount: number;
  tax_label: string | null;
  tax_rate: number;
  grand_total: number;
  order_currency_code: string;
  payment_method: string;
  payment_title: string;
  /** JSON [{ name, value }]: the payment's details (card brand, last digits) */
  payment_additional_data?: string | null;
  created_at: string;
  status_reason: string | null;
}

export interface OrderItemRow {
  item_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  url_key: string | null;
  product_type: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  discount_amount: number;
  is_subscription: number;
  is_gift: number;
  gift_parent_item_id: number | null;
  qty_shipped: number;
  qty_invoiced: number;
  qty_canceled: number;
  qty_refunded: number;
  options: string;
}

interface OrderAddressRow {
  address_type: "shipping" | "billing";
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  vat_id: string | null;
  /** JSON of the cart address's brand fields */
  extra: string | null;
}

export function orderByNumber(ctx: Ctx, number: string): OrderRow | undefined {
  return ctx.db
    .prepare("SELECT * FROM sales_order WHERE increment_id = ? AND store_code = ?")
    .get(number, ctx.store.code) as OrderRow | undefined;
}

function addressObject(row: OrderAddressRow | undefined) {
  if (!row) return null;
  const extra = JSON.parse(row.extra ?? "{}") as Record<string, unknown>;
  return {
    ...Object.fromEntries(BRAND_FIELDS.map((f) => [f, extra[f] ?? null])),
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: JSON.parse(row.street) as string[],
    city: row.city,
    region: row.region,
    region_id: row.region_id === null ? null : String(row.region_id),
    postcode: row.postcode,
    country_code: row.country_id,
    telephone: row.telephone,
    vat_id: row.vat_id,
  };
}

/** Core OrderTotal amounts exclude VAT (subtotal, shipping, sale prices); brand fields carry the VAT-inclusive ones. */
export function orderObject(ctx: Ctx, order: OrderRow) {
  const m = (value: number) => money(value, order.order_currency_code);
  const exclTax = (incl: number) => round2(incl / (1 + order.tax_rate / 100));
  const items = ctx.db
    .prepare("SELECT * FROM sales_order_item WHERE order_id = ? ORDER BY item_id")
    .all(order.entity_id) as OrderItemRow[];
  const addresses = ctx.db
    .prepare("SELECT * FROM sales_order_address WHERE order_id = ?")
    .all(order.entity_id) as OrderAddressRow[];
  const attributes = ctx.db
    .prepare("SELECT attribute_code, value FROM sales_order_attribute WHERE order_id = ? ORDER BY attribute_code")
    .all(order.entity_id);
  // refunds are the order's credit memos: what each line had refunded, and their sum
  const refundedQty = new Map(
    (
      ctx.db
        .prepare(
          `SELECT ci.order_item_id, SUM(ci.qty) AS qty FROM sales_creditmemo_item ci
        JOIN sales_creditmemo c ON c.entity_id = ci.creditmemo_id WHERE c.order_id = ? GROUP BY ci.order_item_id`,
        )
        .all(order.entity_id) as { order_item_id: number; qty: number }[]
    ).map((r) => [r.order_item_id, r.qty]),
  );
  const refunded = round2(
    (
      ctx.db
        .prepare("SELECT COALESCE(SUM(grand_total), 0) AS total FROM sales_creditmemo WHERE order_id = ?")
        .get(order.entity_id) as { total: number }
    ).total,
  );
  const coupon = order.coupon_code ? { code: order.coupon_code, label: order.discount_label } : null;
  const date = order.created_at.replace("T", " ").slice(0, 19);
  const shippingExclTax = exclTax(order.shipping_amount);
  return {
    // not in the schema: for the customer-order resolvers (shipments, invoices, status fields)
    __row: order,
    id: toUid(order.entity_id),
    number: order.increment_id,
    order_number: order.increment_id,
    increment_id: order.increment_id,
    order_date: date,
    created_at: date,
    status: statusLabel(ctx.db, order.status),
    status_value: order.status,
    store_code: order.store_code,
    email: order.customer_email,
    carrier: order.shipping_carrier,
    shipping_method: order.shipping_description,
    shipping_method_code: order.shipping_method,
    grand_total: order.grand_total,
    applied_coupons: coupon ? [coupon] : [],
    additional_attributes: attributes,
    payment_methods: [
      {
        name: order.payment_title,
        type: order.payment_method,
        additional_data: order.payment_additional_data ? JSON.parse(order.payment_additional_data) : [],
      },
    ],
    shipping_address: addressObject(addresses.find((a) => a.address_type === "shipping")),
    billing_address: addressObject(addresses.find((a) => a.address_type === "billing")),
    items: items.map((i) => ({
      __typename: "OrderItem",
      id: toUid(i.item_id),
      product_name: i.name,
      product_sku: i.sku,
      product_url_key: i.url_key,
      product_type: i.product_type,
      status: "Ordered",
      product_sale_price: m(exclTax(i.price_incl_tax)),
      row_total_including_tax: m(i.row_total_incl_tax),
      product_subscription: i.is_subscription,
      discounts:
        i.discount_amount > 0
          ? [{ amount: m(i.discount_amount), applied_to: "ITEM", label: order.discount_label ?? "Discount", coupon }]
          : [],
      selected_options: JSON.parse(i.options),
      entered_options: [],
      quantity_ordered: i.qty_ordered,
      quantity_shipped: i.qty_shipped,
      quantity_refunded: refundedQty.get(i.item_id) ?? i.qty_refunded,
      quantity_invoiced: i.qty_invoiced,
      quantity_canceled: i.qty_canceled,
      quantity_returned: 0,
      gift_data: {
        is_gift: Boolean(i.is_gift),
        parent_gift_id: i.gift_parent_item_id,
        parent_gift_sku: items.find((p) => p.item_id === i.gift_parent_item_id)?.sku ?? null,
      },
      product: i.product_id === null ? null : productObject(productById(ctx.db, i.product_id)),
    })),
    total: {
      subtotal: m(exclTax(order.subtotal)),
      subtotal_including_tax: m(order.subtotal),
      discounts: [
        ...(order.discount_amount > 0
          ? [
              {
                amount: m(order.discount_amount),
                applied_to: "ITEM",
                label: order.discount_label ?? "Discount",
                coupon,
              },
            ]
          : []),
        ...(order.loyalty_discount_amount
          ? [
              {
                amount: m(order.loyalty_discount_amount),
                applied_to: "ITEM",
                label: campaignLabel(order.loyalty_discount_points ?? 0),
                coupon: null,
              },
            ]
          : []),
      ],
      total_tax: m(order.tax_amount),
      taxes:
        order.tax_amount > 0
          ? [{ amount: m(order.tax_amount), title: order.tax_label ?? "Tax", rate: order.tax_rate }]
          : [],
      grand_total: m(order.grand_total),
      base_grand_total: m(order.grand_total),
      total_refunded: m(refunded),
      total_after_refund: m(round2(order.grand_total - refunded)),
      total_shipping: m(shippingExclTax),
      shipping_handling: {
        total_amount: m(shippingExclTax),
        amount_including_tax: m(order.shipping_amount),
        amount_excluding_tax: m(shippingExclTax),
        taxes: [],
        discounts: [],
      },
    },
  };
}

const normalisedPostcode = (value: string | null) => (value ?? "").replace(/\s+/g, "").toUpperCase();

export const orderResolvers: Resolvers<Ctx> = {
  Query: {
    // 2.4.7 matches the number, the order e-mail and the billing postcode; any mismatch reads as "not found".
    guestOrder: (_root, args: { input: { number: string; email: string; postcode: string } }, ctx) => {
      const { number, email, postcode } = args.input;
      const order = orderByNumber(ctx, number.trim());
      const billing =
        order &&
        (ctx.db
          .prepare("SELECT postcode FROM sales_order_address WHERE order_id = ? AND address_type = 'billing'")
          .get(order.entity_id) as { postcode: string | null } | undefined);
      const matches =
        order &&
        billing &&
        // a customer's order is read signed in (2.4.7: "Please login to view the order.")
        order.customer_id === null &&
        order.customer_uuid === null &&
        order.customer_email.toLowerCase() === email.trim().toLowerCase() &&
        normalisedPostcode(billing.postcode) === normalisedPostcode(postcode);
      if (!matches) throw noSuchEntity("We couldn't locate an order with the information provided.");
      return orderObject(ctx, order);
    },
  },
};
