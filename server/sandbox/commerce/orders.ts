import { storeConfigValue, type Ctx } from "./context";
import { inputError } from "./errors";
import { checkCartOwner, requireCustomer } from "./customer-auth";
import { saveInAddressBook } from "./customer-addresses";
import { computeCart, now, stockNeeds, type CartLine, type CartModel, type QuoteRow } from "./cart-model";
import { addressOf, type AddressRow } from "./checkout-address";
import { paymentMethodsFor, paymentRow } from "./checkout-methods";
import { orderObject, type OrderRow } from "./order-object";
import { checkOrderAttributes } from "./order-attributes";
import { optionLabel, stockOf, type ProductRow } from "./products";
import { isTrialStore, trialProblem } from "./trial";
import type { Resolvers } from "./schema";
import { settleOrderPoints } from "./campaigns";
import { lineLinks, purchaseLinks } from "./downloadable-links";
import { sendToOutbox } from "../accounts/outbox";

// placeOrder as Adobe Commerce 2.4.7 answers it: expected refusals come back in `errors`
// with a PlaceOrderErrorCodes code (not as GraphQL errors), and a placed order in `orderV2`.

type PlaceOrderCode =
  "CART_NOT_FOUND" | "CART_NOT_ACTIVE" | "GUEST_EMAIL_MISSING" | "UNABLE_TO_PLACE_ORDER" | "UNDEFINED";
interface PlaceOrderInput {
  cart_id: string;
  order_attributes?: { attribute_code: string; value?: string | null }[] | null;
}

const refuse = (code: PlaceOrderCode, message: string) => ({ order: null, orderV2: null, errors: [{ code, message }] });
const unable = (message: string) => ({ code: "UNABLE_TO_PLACE_ORDER" as const, message });

/** The first reason this cart cannot become an order, in the order Magento checks. */
function checkoutProblem(
  ctx: Ctx,
  quote: QuoteRow,
  model: CartModel,
): { code: PlaceOrderCode; message: string } | null {
  if (model.lines.length === 0) return unable("Your cart is empty.");
  if (!quote.email) return { code: "GUEST_EMAIL_MISSING", message: "Guest email for cart is missing." };
  for (const line of model.lines) {
    if (line.errors.length) return unable(`${line.product.name}: ${line.errors[0].message}`);
  }
  const blocking = model.messages.find((m) => m.type === "ERROR");
  if (blocking) return unable(blocking.text);
  if (isTrialStore(ctx)) {
    const trial = trialProblem(ctx, quote, model);
    if (trial) return unable(trial);
  }
  if (!model.isVirtual) {
    if (!addressOf(ctx, quote.id, "shipping")) return unable("Please add a delivery address.");
    if (!model.shipping.selected)
      return unable("The shipping method is missing. Select the shipping method and try again.");
  }
  if (!addressOf(ctx, quote.id, "billing")) return unable("Please add a billing address.");
  const payment = paymentRow(ctx, quote.id);
  if (!payment) return unable("Enter a valid payment method and try again.");
  if (!paymentMethodsFor(model).some((p) => p.code === payment.method))
    return unable("The requested Payment Method is not available.");
  return null;
}

/** What the order takes from stock per product, counted across lines (a bundle and a line may share a product); null when short. */
function orderStock(ctx: Ctx, model: CartModel): Map<number, { product: ProductRow; qty: number }> | null {
  const needs = new Map<number, { product: ProductRow; qty: number }>();
  for (const line of model.lines) {
    for (const [product, qty] of stockNeeds(line)) {
      const need = needs.get(product.id) ?? { product, qty: 0 };
      need.qty += qty;
      needs.set(product.id, need);
    }
  }
  for (const { product, qty } of needs.values()) {
    const stock = stockOf(ctx.db, product.id);
    if (!stock.is_in_stock || stock.qty < qty) return null;
  }
  return needs;
}

function lineOptions(ctx: Ctx, line: CartLine): { label: string; value: string }[] {
  if (line.selections.length) {
    return line.selections.map((s) => ({ label: s.option.title, value: `${s.qty} × ${s.product.name}` }));
  }
  if (line.product.type_id === "downloadable" && line.product.links_purchased_separately === 1) {
    const titles = lineLinks(ctx.db, line.product, line.item.id).map((l) => l.title);
    return [{ label: line.product.links_title ?? "Links", value: titles.join(", ") }];
  }
  if (!line.variant) return [];
  const attributes = ctx.db
    .prepare(
      `SELECT a.code, a.label FROM catalog_product_super_attribute s JOIN eav_attribute a ON a.id = s.attribute_id
    WHERE s.product_id = ? ORDER BY s.position`,
    )
    .all(line.product.id) as { code: "color" | "flavor"; label: string }[];
  return attributes.map((a) => ({ label: a.label, value: optionLabel(ctx.db, line.variant![a.code]) ?? "" }));
}

function insert(ctx: Ctx, table: string, row: Record<string, unknown>): number {
  const columns = Object.keys(row);
  return Number(
    ctx.db
      .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`)
      .run(row).lastInsertRowid,
  );
}

function copyAddress(ctx: Ctx, orderId: number, row: AddressRow | undefined) {
  if (!row) return;
  const {
    firstname,
    lastname,
    middlename,
    prefix,
    suffix,
    company,
    street,
    city,
    region,
    region_id,
    postcode,
    country_id,
    telephone,
    vat_id,
    extra,
  } = row;
  insert(ctx, "sales_order_address", {
    order_id: orderId,
    address_type: row.address_type,
    firstname,
    lastname,
    middlename,
    prefix,
    suffix,
    company,
    street,
    city,
    region,
    region_id,
    postcode,
    country_id,
    telephone,
    vat_id,
    extra,
  });
}

/** As Magento's in-store pickup does, the description names the store to collect from. */
function pickupSuffix(ctx: Ctx, quoteId: number, isPickup: boolean): string {
  if (!isPickup) return "";
  const name = (
    JSON.parse(addressOf(ctx, quoteId, "shipping")?.extra ?? "{}") as { pickup_information?: { store_name?: string } }
  ).pickup_information?.store_name;
  return name ? ` (${name})` : "";
}

type Buyer = { email: string; firstname: string; lastname: string; uuid: string | null };

function createOrder(
  ctx: Ctx,
  quote: QuoteRow,
  model: CartModel,
  attributes: [string, string][],
  needs: Map<number, { qty: number }>,
  buyer: Buyer,
): OrderRow {
  const sequence = Number(ctx.db.prepare("INSERT INTO sales_sequence_order DEFAULT VALUES").run().lastInsertRowid);
  const billing = addressOf(ctx, quote.id, "billing")!;
  const rate = model.shipping.selected;
  const payment = paymentMethodsFor(model).find((p) => p.code === paymentRow(ctx, quote.id)!.method)!;
  const orderId = insert(ctx, "sales_order", {
    increment_id: String(sequence).padStart(9, "0"),
    quote_id: quote.id,
    store_code: ctx.store.code,
    customer_id: quote.customer_id,
    customer_uuid: buyer.uuid,
    customer_email: buyer.email,
    customer_firstname: buyer.firstname,
    customer_lastname: buyer.lastname,
    status: payment.orderStatus,
    is_trial: isTrialStore(ctx) && model.lines.some((l) => l.product.after_trial_price !== null) ? 1 : 0,
    shipping_method: rate ? `${rate.carrier_code}_${rate.method_code}` : null,
    shipping_carrier: rate?.carrier_title ?? null,
    shipping_description: rate
      ? `${rate.carrier_title} - ${rate.method_title}${pickupSuffix(ctx, quote.id, rate.is_pickup)}`
      : null,
    shipping_amount: rate?.amount ?? 0,
    subtotal: model.subtotal,
    discount_amount: model.discount,
    discount_label: model.coupon?.label ?? null,
    coupon_code: model.coupon?.code ?? null,
    loyalty_campaign_uuid: model.campaign?.uuid ?? null,
    loyalty_discount_points: model.campaign?.points ?? 0,
    loyalty_discount_amount: model.campaign?.discount ?? 0,
    tax_amount: model.tax,
    tax_label: model.vatLabel,
    tax_rate: storeConfigValue<number>(ctx, "tax/vat_rate") ?? 0,
    grand_total: model.grandTotal,
    order_currency_code: model.currency,
    payment_method: payment.code,
    payment_title: payment.title,
    created_at: now(),
  });
  const orderItemOf = new Map<number, number>();
  for (const line of model.lines) {
    const sold = line.variant ?? line.product;
    orderItemOf.set(
      line.item.id,
      insert(ctx, "sales_order_item", {
        order_id: orderId,
        product_id: line.product.id,
        sku: sold.sku,
        name: line.product.name,
        url_key: line.product.url_key,
        product_type: line.product.type_id,
        qty_ordered: line.item.qty,
        price_incl_tax: line.unit,
        row_total_incl_tax: line.row,
        discount_amount: line.discount,
        is_subscription: sold.subscription || line.product.subscription ? 1 : 0,
        is_gift: line.item.is_gift,
        options: JSON.stringify(lineOptions(ctx, line)),
        gift_parent_item_id:
          line.item.parent_gift_item_id === null ? null : (orderItemOf.get(line.item.parent_gift_item_id) ?? null),
      }),
    );
    purchaseLinks(ctx.db, line.item.id, orderItemOf.get(line.item.id)!);
  }
  copyAddress(ctx, orderId, billing);
  copyAddress(ctx, orderId, model.isVirtual ? undefined : addressOf(ctx, quote.id, "shipping"));
  for (const [code, value] of attributes)
    insert(ctx, "sales_order_attribute", { order_id: orderId, attribute_code: code, value });
  const take = ctx.db.prepare(
    "UPDATE cataloginventory_stock_item SET qty = qty - @qty, is_in_stock = (qty - @qty > 0) WHERE product_id = @id",
  );
  for (const [id, { qty }] of needs) take.run({ id, qty });
  return ctx.db.prepare("SELECT * FROM sales_order WHERE entity_id = ?").get(orderId) as OrderRow;
}

/**
 * The order confirmation Adobe Commerce e-mails, caught in the sandbox's outbox: the number and
 * total, and where to see the order (a customer's account, or the guest's order lookup).
 */
function sendOrderEmail(ctx: Ctx, order: OrderRow, buyer: Buyer) {
  const total = `£${Number(order.grand_total).toFixed(2)}`;
  const number = encodeURIComponent(order.increment_id);
  sendToOutbox(ctx.db, {
    recipient: buyer.email,
    channel: "email",
    kind: "order-confirmation",
    subject: `Your Ashless order ${order.increment_id} (${total}) is confirmed`,
    link: buyer.uuid ? `/account/orders/${number}` : `/order-status?number=${number}`,
    token: null,
    code: null,
  });
}

function place(ctx: Ctx, input: PlaceOrderInput) {
  const quote = ctx.db.prepare("SELECT * FROM quote WHERE masked_id = ?").get(input.cart_id) as QuoteRow | undefined;
  if (!quote || quote.store_code !== ctx.store.code)
    return refuse("CART_NOT_FOUND", `Could not find a cart with ID "${input.cart_id}"`);
  checkCartOwner(ctx, quote.customer_uuid, input.cart_id);
  if (!quote.is_active) return refuse("CART_NOT_ACTIVE", "The cart isn't active.");
  // A customer's order is in their name and e-mail; no guest e-mail is needed.
  const customer = quote.customer_uuid === null ? null : requireCustomer(ctx);
  if (customer) quote.email = customer.email;
  const model = computeCart(ctx, quote);
  const problem = checkoutProblem(ctx, quote, model);
  if (problem) return refuse(problem.code, problem.message);
  const attributes = checkOrderAttributes(ctx, input.order_attributes ?? []);
  if ("error" in attributes) return refuse("UNABLE_TO_PLACE_ORDER", attributes.error);
  const needs = orderStock(ctx, model);
  if (!needs)
    return refuse("UNABLE_TO_PLACE_ORDER", "Not all of your products are available in the requested quantity.");
  const billing = addressOf(ctx, quote.id, "billing")!;
  const buyer: Buyer = customer
    ? { email: customer.email, firstname: customer.firstname, lastname: customer.lastname, uuid: customer.uuid }
    : { email: quote.email!, firstname: billing.firstname, lastname: billing.lastname, uuid: null };
  const order = createOrder(ctx, quote, model, attributes.values, needs, buyer);
  if (customer) saveInAddressBook(ctx, customer.uuid, quote.id);
  settleOrderPoints(
    ctx.db,
    buyer.uuid,
    order.increment_id,
    model.campaign,
    model.lines
      .filter((l) => !l.item.is_gift)
      .map((l) => ({ sku: (l.variant ?? l.product).sku, quantity: l.item.qty })),
  );
  sendOrderEmail(ctx, order, buyer);
  // An ordered cart is closed: a second placement of it is CART_NOT_ACTIVE.
  ctx.db.prepare("UPDATE quote SET is_active = 0, updated_at = ? WHERE id = ?").run(now(), quote.id);
  return {
    order: { order_number: order.increment_id, order_id: order.increment_id },
    orderV2: orderObject(ctx, order),
    errors: [],
  };
}

export const orderMutationResolvers: Resolvers<Ctx> = {
  Mutation: {
    // One SQLite transaction from the is_active check to closing the cart: concurrent
    // placements of one cart are serialised, and only the first finds it active.
    placeOrder: (_root, args: { input?: PlaceOrderInput | null }, ctx) => {
      if (!args.input?.cart_id) throw inputError('Required parameter "cart_id" is missing');
      const input = args.input;
      return ctx.db.transaction(() => place(ctx, input))();
    },
  },
};
