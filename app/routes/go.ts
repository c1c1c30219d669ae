// /go: records a click (SPEC §3 list_click, faq_click) on the server, then redirects to a
// page of the shop. Nothing but same-site paths is ever redirected to (decision 0016).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clientError } from "~/.server/form";
import { recordClick } from "~/.server/tracking";
import { noStore } from "~/.server/no-store";
import { safeRedirect } from "~/lib/safe-redirect";
import { TRACK_EVENTS, type TrackEventType } from "~/lib/track-link";

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const q = new URL(request.url).searchParams;
  const to = safeRedirect(q.get("to"), "");
  if (!to) return clientError(400, "That link does not lead to a page of this shop.");
  const event = q.get("event") ?? "";
  if (!(TRACK_EVENTS as readonly string[]).includes(event)) return clientError(400, "That link is not one of ours.");
  const list = (q.get("list") ?? "").slice(0, 64);
  const id = (q.get("id") ?? "").slice(0, 128) || undefined;
  await recordClick({ event: event as TrackEventType, list, to, id });
  const headers = noStore();
  headers.set("X-Robots-Tag", "noindex");
  return redirect(to, { status: 303, headers });
};
