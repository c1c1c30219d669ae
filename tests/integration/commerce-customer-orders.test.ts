import { describe, expect, it } from "vitest";
import { commerceRequest } from "../../app/.server/commerce/client";
import { TypedDocumentString } from "../../app/.server/commerce/generated/operations";
import {
  cancelOrder,
  getCustomerOrderDetails,
  getInvoiceDocument,
  getCustomerOrders,
  getCustomerOrdersCount,
  getCustomerOrdersStatuses,
  reorder,
  updatePaymentMethod,
} from "../../app/.server/commerce/customer";
import { getCart } from "../../app/.server/commerce/cart";
import type { OrderSortField } from "~/lib/models/customer";
import { orderAttributeLines, paymentDetailLines } from "../../app/.server/account/order-details";
import { demoCustomer, newCustomer, useSandbox } from "./commerce-customer-sandbox";

// The demo customer's seeded order history (server/sandbox/commerce/seed/customer-orders-data.ts)
// through the gateway: paging, sorting, the status filter, details with tracking and invoices,
// cancelling and paying. Tests run in order: later ones see earlier cancellations and payments.
useSandbox();

const list = (
  token: string,
  page: number,
  sort: OrderSortField = "CREATED_AT",
  direction: "ASC" | "DESC" = "DESC",
  status: string | null = null,
) => getCustomerOrders("default", token, { page, pageSize: 10, sort, direction, status });

describe("the demo customer's orders", () => {
  it("pages ten at a time, newest first, and sorts by number", async () => {
    const { token } = demoCustomer();
    expect(await getCustomerOrdersCount("default", token)).toBe(14);
    const first = await list(token, 1);
    expect(first).toMatchObject({ totalCount: 14, currentPage: 1, totalPages: 2 });
    expect(first.orders).toHaveLength(10);
    expect(first.orders[0]).toMatchObject({
      number: "000000114",
      date: "2026-11-20T15:25:00.000Z",
      status: "new",
      statusLabel: "Received",
      itemCount: 3,
      cancelable: true,
      payable: false,
      grandTotal: { value: 23.89, currency: "GBP" },
    });
    const second = await list(token, 2);
    expect(second.orders.map((o) => o.number)).toEqual(["000000104", "000000103", "000000102", "000000101"]);
    expect((await list(token, 1, "NUMBER", "ASC")).orders[0].number).toBe("000000101");
    expect((await list(token, 3)).orders).toEqual([]);
  });

  it("filters by status and lists the statuses the orders are in", async () => {
    const { token } = demoCustomer();
    const complete = await list(token, 1, "CREATED_AT", "DESC", "complete");
    expect(complete.orders.map((o) => o.number)).toEqual(["000000106", "000000104", "000000102", "000000101"]);
    expect(complete.totalPages).toBe(1);
    expect((await list(token, 1, "CREATED_AT", "DESC", "pending_payment")).orders).toMatchObject([
      { number: "000000113", payable: true, cancelable: true },
    ]);
    expect((await list(token, 1, "CREATED_AT", "DESC", "payment_failed")).orders).toMatchObject([
      { number: "000000108", payable: true, cancelable: false },
    ]);
    expect(await getCustomerOrdersStatuses("default", token)).toEqual([
      { value: "pending_payment", label: "Awaiting payment" },
      { value: "canceled", label: "Cancelled" },
      { value: "complete", label: "Complete" },
      { value: "delivered", label: "Delivered" },
      { value: "payment_failed", label: "Payment failed" },
      { value: "processing", label: "Processing" },
      { value: "new", label: "Received" },
      { value: "shipped", label: "Shipped" },
    ]);
  });

  it("shows an order's items, gifts, options, tracking and invoice", async () => {
    const { token } = demoCustomer();
    const order = await getCustomerOrderDetails("default", token, "000000102");
    expect(order).toMatchObject({
      number: "000000102",
      status: "complete",
      statusLabel: "Complete",
      cancelable: false,
      payable: false,
      availablePaymentMethods: [],
      shippingMethod: "DPD - Next-day courier",
      paymentMethod: { code: "ashless_card", title: "Card" },
      items: [
        {
          sku: "ASH-DEV-DUO-SLATE",
          name: "Ashless Duo Heating Device",
          quantity: 1,
          quantityShipped: 1,
          isGift: false,
          options: [{ label: "Colour", value: "Slate Grey" }],
        },
        { sku: "ASH-ACC-CLEANKIT", quantity: 1, isGift: true, rowTotal: { value: 0 } },
        { sku: "ASH-STK-TEAK-P20", quantity: 4, quantityShipped: 4, rowTotal: { value: 19 } },
      ],
      shipments: [
        {
          tracking: [
            {
              carrier: "DPD Next Day",
              number: "15501234567890",
              url: "https://track.dpd.co.uk/parcels/15501234567890",
            },
          ],
        },
      ],
      totals: { subtotal: { value: 78 }, shipping: { value: 5.99 }, grandTotal: { value: 83.99 } },
    });
    expect(order!.invoices).toHaveLength(1);
    const invoice = await getInvoiceDocument("default", token, "000000102", order!.invoices[0].id);
    expect(invoice).toMatchObject({ contentType: "application/pdf", filename: "invoice-000000102.pdf" });
    const text = Buffer.from(invoice!.body).toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain("(Total paid) Tj");
    expect(text).toContain("(\xa383.99) Tj");
    expect(await getInvoiceDocument("default", token, "000000102", "not-an-invoice")).toBeNull();
    // the document itself needs the owner's token
    const url = order!.invoices[0].url!;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${newCustomer().token}` } })).status).toBe(404);

    const split = await getCustomerOrderDetails("default", token, "000000110");
    expect(split!.items.map((i) => [i.sku, i.quantityShipped])).toEqual([
      ["ASH-STK-AMBER-C10", 2],
      ["ASH-DEV-PRIME-GRAPHITE", 0],
    ]);
  });

  it("reads a refund, the card paid with and the checkout's order attributes (000000109)", async () => {
    const { token } = demoCustomer();
    const order = (await getCustomerOrderDetails("default", token, "000000109"))!;
    const kit = order.items.find((i) => i.sku === "ASH-CON-CLEAN-150")!;
    expect(order.items.map((i) => [i.sku, i.quantityRefunded])).toEqual([
      ["ASH-STK-SIENNA-C10", 0],
      ["ASH-CON-CLEAN-150", 1],
    ]);
    // summed from the credit memo's rows: the returned line, VAT included
    expect(order.refund).toEqual({
      totalRefunded: kit.rowTotal,
      totalAfterRefund: {
        value: Math.round((order.totals.grandTotal.value - kit.rowTotal.value) * 100) / 100,
        currency: "GBP",
      },
    });
    expect(order.paymentDetails).toEqual([
      { name: "cc_type", value: "Visa" },
      { name: "cc_last_4", value: "4242" },
    ]);
    expect(paymentDetailLines(order.paymentDetails)).toEqual([
      { label: "Card type", value: "Visa" },
      { label: "Card number ending", value: "4242" },
    ]);
    expect(order.attributes).toEqual([
      { code: "delivery_instructions", value: "Leave it with the neighbour at number 12" },
      { code: "order_reference", value: "HOME-0914" },
      { code: "referral_source", value: "friend" },
    ]);
    // labelled and ordered as the checkout shows them (getOrderAttributes)
    expect(await orderAttributeLines(order)).toEqual([
      { label: "How did you hear about us?", value: "A friend" },
      { label: "Delivery instructions", value: "Leave it with the neighbour at number 12" },
      { label: "Your reference", value: "HOME-0914" },
    ]);
    // the credit memo itself, as 2.4.7's CustomerOrder.credit_memos
    const memos = await commerceRequest(
      new TypedDocumentString<
        {
          customer: {
            orders: {
              items: {
                total: { total_refunded: { value: number } };
                credit_memos: {
                  number: string;
                  items: { product_sku: string; quantity_refunded: number; order_item: { product_sku: string } }[];
                  total: { grand_total: { value: number }; adjustment: { value: number } };
                }[];
              }[];
            };
          };
        },
        Record<string, never>
      >(
        `{ customer { orders(filter: { number: { eq: "000000109" } }) { items { total { total_refunded { value } }
          credit_memos { number items { product_sku quantity_refunded order_item { product_sku } }
          total { grand_total { value } adjustment { value } } } } } } }`,
      ),
      {},
      { token },
    );
    const [raw] = memos.customer.orders.items;
    expect(raw.credit_memos).toEqual([
      {
        number: "000000109",
        items: [
          { product_sku: "ASH-CON-CLEAN-150", quantity_refunded: 1, order_item: { product_sku: "ASH-CON-CLEAN-150" } },
        ],
        total: { grand_total: { value: kit.rowTotal.value }, adjustment: { value: 0 } },
      },
    ]);
    expect(raw.total.total_refunded.value).toBe(kit.rowTotal.value);

    // nothing refunded, paid on delivery, no attributes
    const cash = (await getCustomerOrderDetails("default", token, "000000107"))!;
    expect(cash).toMatchObject({ refund: null, paymentDetails: [], attributes: [] });
    expect(cash.items.every((i) => i.quantityRefunded === 0)).toBe(true);
    expect(await orderAttributeLines(cash)).toEqual([]);
  });

  it("answers ORDER_NOT_FOUND (null) for unknown orders and other customers' orders", async () => {
    expect(await getCustomerOrderDetails("default", demoCustomer().token, "000000999")).toBeNull();
    const stranger = newCustomer();
    expect(await getCustomerOrderDetails("default", stranger.token, "000000101")).toBeNull();
    expect(await getCustomerOrdersCount("default", stranger.token)).toBe(0);
    expect(await cancelOrder("default", stranger.token, "000000114", "Not mine")).toBe(false);
    expect(await updatePaymentMethod("default", stranger.token, "000000113", "ashless_card")).toBe(false);
  });
});

describe("cancelling and paying", () => {
  it("cancels a cancelable order once, and never a completed one", async () => {
    const { token } = demoCustomer();
    expect(await cancelOrder("default", token, "000000101", "Changed my mind")).toBe(false);
    expect(await cancelOrder("default", token, "000000114", "Changed my mind")).toBe(true);
    expect(await getCustomerOrderDetails("default", token, "000000114")).toMatchObject({
      status: "canceled",
      statusLabel: "Cancelled",
      cancelable: false,
      items: [{ quantityCanceled: 2 }, { quantityCanceled: 1 }],
    });
    expect(await cancelOrder("default", token, "000000114", "Changed my mind")).toBe(false);
  });

  it("changes how an unpaid order is paid: a card keeps it waiting for the provider, cash on delivery settles it", async () => {
    const { token } = demoCustomer();
    const unpaid = await getCustomerOrderDetails("default", token, "000000113");
    expect(unpaid).toMatchObject({
      status: "pending_payment",
      payable: true,
      availablePaymentMethods: [
        { code: "ashless_card", title: "Card" },
        { code: "cashondelivery", title: "Cash on delivery" },
      ],
    });
    expect(await updatePaymentMethod("default", token, "000000113", "banktransfer")).toBe(false);
    // by card: still awaiting the payment the provider's page takes (generate-token)
    expect(await updatePaymentMethod("default", token, "000000113", "ashless_card")).toBe(true);
    expect(await getCustomerOrderDetails("default", token, "000000113")).toMatchObject({
      status: "pending_payment",
      payable: true,
    });
    expect(await updatePaymentMethod("default", token, "000000113", "cashondelivery")).toBe(true);
    expect(await getCustomerOrderDetails("default", token, "000000113")).toMatchObject({
      status: "new",
      payable: false,
      availablePaymentMethods: [],
      paymentMethod: { code: "cashondelivery" },
    });
    expect(await updatePaymentMethod("default", token, "000000113", "ashless_card")).toBe(false);
    expect(await updatePaymentMethod("default", token, "000000101", "ashless_card")).toBe(false);
  });

  it("implements 2.4.7's cancelOrder by order id", async () => {
    const { token } = demoCustomer();
    const cancel = (orderId: string) =>
      commerceRequest(
        new TypedDocumentString<
          { cancelOrder: { error: string | null; order: { number: string; status: string } | null } },
          { id: string }
        >(
          `mutation cancelOrder($id: ID!) { cancelOrder(input: { order_id: $id, reason: "Too slow" }) { error order { number status } } }`,
        ),
        { id: orderId },
        { token },
      );
    const idOf = async (number: string) =>
      (
        await commerceRequest(
          new TypedDocumentString<{ customer: { orders: { items: { id: string }[] } } }, { n: string }>(
            `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { id } } } }`,
          ),
          { n: number },
          { token },
        )
      ).customer.orders.items[0].id;
    expect((await cancel(await idOf("000000112"))).cancelOrder).toEqual({
      error: null,
      order: { number: "000000112", status: "Cancelled" },
    });
    expect((await cancel(await idOf("000000101"))).cancelOrder).toEqual({
      error: "Order already closed, complete, cancelled or on hold",
      order: { number: "000000101", status: "Complete" },
    });
  });
});

describe("reorder (2.4.7 reorderItems)", () => {
  it("puts every line of the order into the customer's cart: configurable variants too, gifts by the rules", async () => {
    const { token } = demoCustomer();
    const result = await reorder("default", token, "000000102");
    expect(result).toMatchObject({ errors: [] });
    const cart = await getCart("default", result!.cartId, token);
    const lines = cart.items.map((i) => [i.variantSku ?? i.product.sku, i.quantity, i.isGift]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ["ASH-DEV-DUO-SLATE", 1, false],
        ["ASH-STK-TEAK-P20", 4, false],
      ]),
    );
    expect(result!.totalQuantity).toBe(cart.totalQuantity);
  });

  it("adds what it can and names each line it could not add, with product.md §8's code", async () => {
    const { token } = demoCustomer();
    const before = await getCart("default", (await reorder("default", token, "000000114"))!.cartId, token);
    const result = await reorder("default", token, "000000106"); // Bronze cartons: out of stock
    expect(result!.errors).toEqual([
      {
        code: "NOT_SALABLE",
        sku: "ASH-STK-BRONZE-C10",
        message:
          'Could not add the product with SKU "ASH-STK-BRONZE-C10" to the shopping cart: Product that you are trying to add is not available.',
      },
    ]);
    expect((await getCart("default", result!.cartId, token)).totalQuantity).toBe(before.totalQuantity);
  });

  it("answers null for an order that is not the customer's", async () => {
    expect(await reorder("default", newCustomer().token, "000000101")).toBeNull();
    expect(await reorder("default", demoCustomer().token, "999999999")).toBeNull();
  });
});
