// /account/downloads/:key: a bought file, fetched on the server with the customer's token (the
// upstream URL answers 401 to a browser) and passed on, never cached (decision 0071). A file that
// is not this customer's, not ready, not a PDF, or unreachable just now sends the shopper back to
// their downloads with a message: a bare error is no use without scripting either.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { STORE } from "~/.server/account/gateways";
import { expireSession, requireUser } from "~/.server/auth/require-user";
import { isSessionExpired } from "~/.server/auth/session-expiry";
import { getDownloadFile } from "~/.server/commerce/downloads";
import { redirectWithFlash } from "~/.server/forms/form";
import { UpstreamUnavailableError } from "~/.server/http/errors";

const SAFE_NAME = /^[\w.-]{1,100}\.pdf$/i;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context.session);
  const key = params.key ?? "";
  const back = (message: string) =>
    redirectWithFlash(context.session, "/account/downloads", { kind: "error", message });
  let file;
  try {
    file = /^[\w-]{1,64}$/.test(key) ? await getDownloadFile(STORE, user.commerceToken, key) : null;
  } catch (error) {
    if (isSessionExpired(error)) return expireSession(request, user.session);
    if (error instanceof UpstreamUnavailableError)
      return back("We couldn't fetch your file just now. Please try again in a moment.");
    throw error;
  }
  if (!file || !/^application\/pdf\b/i.test(file.contentType))
    return back("That file isn't available to download. Please contact us and we'll send you a copy.");
  const filename = SAFE_NAME.test(file.filename) ? file.filename : `download-${key}.pdf`;
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
