import { trackEvent } from "../../.server/content/client";
import type { TrackedClick } from "~/lib/track-link";
import { userAttributes, type TrackingIds } from "~/.server/tracking/visitor";

/** Who clicked: the ids their analytics choice allows (decision 0057), and whether signed in. */
export interface Visitor {
  ids: TrackingIds;
  signedIn: boolean;
}

/** product.md §9: an event dispatch resolves after 500 ms, whether or not the service has answered. */
export const DISPATCH_MS = 500;

/**
 * A click sent to the content service's POST /api/v1/track from the server (no third-party
 * script). It never fails the shopper's navigation: trackEvent logs its own failures, and a
 * slow service is left to finish on its own after 500 ms.
 */
export async function recordClick(click: TrackedClick, who: Visitor): Promise<void> {
  const sent = trackEvent({
    type: "click",
    contentId: click.id ?? click.to,
    metadata: { eventType: click.event, list: click.list, target: click.to },
    ...(who.ids.visitorId ? { visitorId: who.ids.visitorId } : {}),
    ...(who.ids.sessionId ? { sessionId: who.ids.sessionId } : {}),
    // the list is where the link sits: a page type when it is a page's own (search results)
    userAttributes: userAttributes(click.list, who.signedIn),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([sent, new Promise((resolve) => (timer = setTimeout(resolve, DISPATCH_MS)))]);
  clearTimeout(timer);
}
