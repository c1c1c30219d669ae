import { safeRedirect } from "./safe-redirect";

/** product.md §3 tracking event types: recorded through the /go redirect, without JavaScript. */
export const TRACK_EVENTS = ["list_click", "faq_click"] as const;
export type TrackEventType = (typeof TRACK_EVENTS)[number];

export interface TrackedClick {
  event: TrackEventType;
  /** where the link sits, e.g. "menu-navigation", "search-results" */
  list: string;
  /** the same-site path the shopper is going to */
  to: string;
  /** the content the link shows, when it has an id */
  id?: string;
}

/**
 * The link through the tracking redirect (/go), or the plain link when it leads off the site:
 * the redirect only ever sends shoppers to the shop's own pages.
 */
export function trackedHref(click: TrackedClick): string {
  if (!safeRedirect(click.to, "")) return click.to;
  const p = new URLSearchParams({ event: click.event, list: click.list, to: click.to });
  if (click.id) p.set("id", click.id);
  return `/go?${p}`;
}

/**
 * The click a tracking link records, read back from its /go address (or from a beacon's body),
 * or null when it is not one of ours: an unknown event, or a target off the site.
 */
export function readTrackedClick(params: URLSearchParams): TrackedClick | null {
  const to = safeRedirect(params.get("to"), "");
  const event = params.get("event") ?? "";
  if (!to || !(TRACK_EVENTS as readonly string[]).includes(event)) return null;
  const list = (params.get("list") ?? "").slice(0, 64);
  const id = (params.get("id") ?? "").slice(0, 128) || undefined;
  return { event: event as TrackEventType, list, to, ...(id ? { id } : {}) };
}
