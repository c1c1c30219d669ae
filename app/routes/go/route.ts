// /go: records a click (product.md §3 list_click, faq_click) on the server, then redirects to a
// page of the shop. Nothing but same-site paths is ever redirected to (decision 0016).
// With JavaScript the same click arrives as a beacon (POST /go, answered 204) and the shopper
// goes straight to the page; without it, the link itself goes through here.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clientError, readForm } from "~/.server/forms/form";
import { recordClick, type Visitor } from "~/routes/go/tracking.server";
import { currentUser } from "~/.server/auth/require-user";
import { trackingIds } from "~/.server/tracking/visitor";
import { noStore } from "~/.server/responses/no-store";
import { safeRedirect } from "~/lib/safe-redirect";
import { readTrackedClick } from "~/lib/track-link";

/** The click's visitor, from the request's cookies and session (decision 0057). */
const visitor = (request: Request, context: AppLoadContext): Visitor => ({
  ids: trackingIds(request.headers.get("Cookie")),
  signedIn: currentUser(context.session) !== null,
});

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const q = new URL(request.url).searchParams;
  if (!safeRedirect(q.get("to"), "")) return clientError(400, "That link does not lead to a page of this shop.");
  const click = readTrackedClick(q);
  if (!click) return clientError(400, "That link is not one of ours.");
  const who = visitor(request, context);
  await recordClick(click, who);
  const headers = noStore();
  headers.set("X-Robots-Tag", "noindex");
  for (const cookie of who.ids.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(click.to, { status: 303, headers });
};

/**
 * navigator.sendBeacon's POST: the link's own query as a form body; 204, nothing to show. This
 * is a resource route, so its refusals are short texts rather than the shop's error page.
 */
export const action = async ({ request, context }: ActionFunctionArgs) => {
  let form: FormData;
  try {
    form = await readForm(request, 2048);
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status === 413) return refuse(413, "That was too much to send for a click.");
    if (status === 415 || status === 400) return refuse(status, "That was not a click we can read.");
    throw thrown;
  }
  const click = readTrackedClick(new URLSearchParams([...form].map(([k, v]) => [k, String(v)])));
  if (!click) return refuse(400, "That click is not one of ours.");
  const who = visitor(request, context);
  await recordClick(click, who);
  const headers = noStore();
  for (const cookie of who.ids.setCookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 204, headers });
};

const refuse = (status: number, text: string) =>
  new Response(text, { status, headers: noStore({ "Content-Type": "text/plain; charset=utf-8" }) });
