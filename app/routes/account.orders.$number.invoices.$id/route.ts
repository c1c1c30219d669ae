// /account/orders/:number/invoices/:id: the invoice PDF, fetched on the server with the
// customer's token and passed on (account/customer-pdf.ts); anything else sends the shopper back
// to the order with a message.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerPdf } from "~/.server/account/customer-pdf";
import { customerApi, STORE } from "~/.server/account/gateways";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const number = params.number ?? "";
  return customerPdf(
    { request, context },
    {
      load: (user) => customerApi().getInvoiceDocument(STORE, user.commerceToken, number, params.id ?? ""),
      back: `/account/orders/${encodeURIComponent(number)}`,
      unavailable: "We couldn't fetch your invoice just now. Please try again in a moment.",
      missing: "That invoice isn't available online. Please contact us and we'll send you a copy.",
      filename: `invoice-${number.replace(/\W/g, "")}.pdf`,
      disposition: "inline",
    },
  );
}
