// /account/orders/:number/export: getCustomerExportedOrderDetails (decision 0045), the order's
// details as a CSV file for the customer's records, built from the order-details read: the
// order, a row per item (with what was refunded), the totals with any refund, payment, the
// details given at checkout and the addresses. Only the owner gets it (404 otherwise); never cached.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerApi, STORE } from "~/.server/account/gateways";
import { orderAttributeLines, paymentDetailLines } from "~/.server/account/order-details";
import { formatDate } from "~/.server/account/format";
import { expireSession, requireUser } from "~/.server/auth/require-user";
import { isSessionExpired } from "~/.server/auth/session-expiry";
import { addressLines } from "~/lib/address";
import { shownAddress } from "~/.server/addresses/display";
import type { OrderDetails } from "~/lib/models/customer";

type Cell = string | number;

/** RFC 4180 quoting; text that a spreadsheet would run as a formula is prefixed with ' */
function cell(value: Cell): string {
  if (typeof value === "number") return value.toFixed(2);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function orderRows(order: OrderDetails, extra: { attributes: { label: string; value: string }[] }): Cell[][] {
  const t = order.totals;
  const line = (section: string, description: string): Cell[] => [section, description, "", "", "", ""];
  const total = (description: string, value: number): Cell[] => ["Total", description, "", "", "", value];
  return [
    ["Section", "Description", "Product code", "Quantity", "Refunded", `Amount (${t.grandTotal.currency})`],
    line("Order", `Order number ${order.number}`),
    line("Order", `Placed on ${formatDate(order.orderDate, true)}`),
    line("Order", `Status: ${order.statusLabel}`),
    ...order.items.map((i): Cell[] => [
      "Item",
      [i.name, ...i.options.map((o) => `${o.label}: ${o.value}`), i.isGift ? "free gift" : ""]
        .filter(Boolean)
        .join(", "),
      i.sku,
      String(i.quantity),
      String(i.quantityRefunded),
      i.rowTotal.value,
    ]),
    total("Subtotal", t.subtotal.value),
    ...t.discounts.map((d) => total(`Discount (${d.label})`, -Math.abs(d.amount.value))),
    total(`Delivery${order.shippingMethod ? ` (${order.shippingMethod})` : ""}`, t.shipping.value),
    ...t.taxes.map((x) => total(`${x.label} (included)`, x.amount.value)),
    total("Total", t.grandTotal.value),
    ...(order.refund
      ? [
          total("Refunded", -order.refund.totalRefunded.value),
          total("Total after refund", order.refund.totalAfterRefund.value),
        ]
      : []),
    line("Payment", order.paymentMethod?.title ?? "Not chosen yet"),
    ...paymentDetailLines(order.paymentDetails).map((d) => line("Payment", `${d.label}: ${d.value}`)),
    ...extra.attributes.map((a) => line("Checkout", `${a.label}: ${a.value}`)),
    ...(order.shippingAddress ? [line("Delivery address", addressLines(order.shippingAddress).join(", "))] : []),
    ...(order.billingAddress ? [line("Billing address", addressLines(order.billingAddress).join(", "))] : []),
  ];
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context.session);
  const number = params.number ?? "";
  let order: OrderDetails | null;
  let attributes: { label: string; value: string }[] = [];
  try {
    order = await customerApi().getCustomerOrderDetails(STORE, user.commerceToken, number);
    if (order) {
      attributes = await orderAttributeLines(order);
      // the addresses as the order's page shows them: the country named by the store
      order = {
        ...order,
        shippingAddress: await shownAddress(STORE, order.shippingAddress),
        billingAddress: await shownAddress(STORE, order.billingAddress),
      };
    }
  } catch (error) {
    if (isSessionExpired(error)) return expireSession(request, user.session);
    throw error;
  }
  if (!order)
    return new Response("We couldn't find this order in your account.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  // a byte-order mark, so spreadsheets read the file as UTF-8
  const csv = `\uFEFF${orderRows(order, { attributes })
    .map((r) => r.map(cell).join(","))
    .join("\r\n")}\r\n`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="order-${order.number.replace(/[^\w-]/g, "")}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
