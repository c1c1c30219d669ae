import type { LoaderFunctionArgs } from "@remix-run/node";
import { expireSession, requireUser, type SignedIn } from "~/.server/auth/require-user";
import { isSessionExpired } from "~/.server/auth/session-expiry";
import { redirectWithFlash } from "~/.server/forms/form";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import type { InvoiceDocument } from "~/lib/models/customer";

const SAFE_NAME = /^[\w.-]{1,100}\.pdf$/i;

/**
 * A PDF commerce keeps for the signed-in customer (an invoice, a bought file), fetched on the
 * server with their token (the upstream URL answers 401 to a browser) and passed on, never cached.
 * One that is not theirs, not a PDF, or unreachable just now sends the shopper back to `back`
 * with a message: a bare error is no use without scripting either. A refused token signs them out.
 */
export async function customerPdf(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  options: {
    load: (user: SignedIn) => Promise<InvoiceDocument | null>;
    back: string;
    /** said when the file can't be fetched just now */
    unavailable: string;
    /** said when there is no such PDF for this customer */
    missing: string;
    filename: string;
    disposition: "inline" | "attachment";
  },
): Promise<Response> {
  const user = requireUser(request, context.session);
  const back = (message: string) => redirectWithFlash(context.session, options.back, { kind: "error", message });
  let file: InvoiceDocument | null;
  try {
    file = await options.load(user);
  } catch (error) {
    if (isSessionExpired(error)) return expireSession(request, user.session);
    if (error instanceof UpstreamUnavailableError) return back(options.unavailable);
    throw error;
  }
  // Only a PDF is passed on: anything else from upstream must not render as a page of this shop.
  if (!file || !/^application\/pdf\b/i.test(file.contentType)) return back(options.missing);
  const filename = SAFE_NAME.test(file.filename) ? file.filename : options.filename;
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${options.disposition}; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
