// /account/orders/:number/invoices/:id: the invoice PDF, fetched on the server with the
// customer's token (upstream invoice URLs answer 401 to a browser) and passed on, never cached.
// An invoice that is not this customer's, not a PDF, or unreachable just now sends the shopper
// back to the order with a message, since a bare error is no use without scripting either.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerApi, STORE } from "~/.server/account/gateways";
import { expireSession, requireUser } from "~/.server/auth/require-user";
import { isSessionExpired } from "~/.server/auth/session-expiry";
import { redirectWithFlash } from "~/.server/forms/form";
import { UpstreamUnavailableError } from "~/.server/http/errors";

const SAFE_NAME = /^[\w.-]{1,100}\.pdf$/i;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context.session);
  const number = params.number ?? "";
  const back = (message: string) =>
    redirectWithFlash(context.session, `/account/orders/${encodeURIComponent(number)}`, { kind: "error", message });
  let invoice;
  try {
    invoice = await customerApi().getInvoiceDocument(STORE, user.commerceToken, number, params.id ?? "");
  } catch (error) {
    if (isSessionExpired(error)) return expireSession(request, user.session);
    if (error instanceof UpstreamUnavailableError)
      return back("We couldn't fetch your invoice just now. Please try again in a moment.");
    throw error;
  }
  // Only a PDF is passed on: anything else from upstream must not render as a page of this shop.
  if (!invoice || !/^application\/pdf\b/i.test(invoice.contentType))
    return back("That invoice isn't available online. Please contact us and we'll send you a copy.");
  const filename = SAFE_NAME.test(invoice.filename) ? invoice.filename : `invoice-${number.replace(/\W/g, "")}.pdf`;
  return new Response(new Uint8Array(invoice.body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
