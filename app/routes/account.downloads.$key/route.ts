// /account/downloads/:key: a bought file, fetched on the server with the customer's token and
// passed on (account/customer-pdf.ts; decision 0071); one that is not theirs or not paid for yet
// sends the shopper back to their downloads with a message.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerPdf } from "~/.server/account/customer-pdf";
import { STORE } from "~/.server/account/gateways";
import { getDownloadFile } from "~/.server/commerce/downloads";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  return customerPdf(
    { request, context },
    {
      load: async (user) => (/^[\w-]{1,64}$/.test(key) ? getDownloadFile(STORE, user.commerceToken, key) : null),
      back: "/account/downloads",
      unavailable: "We couldn't fetch your file just now. Please try again in a moment.",
      missing: "That file isn't available to download. Please contact us and we'll send you a copy.",
      filename: `download-${key}.pdf`,
      disposition: "attachment",
    },
  );
}
