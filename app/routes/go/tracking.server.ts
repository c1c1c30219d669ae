import { trackEvent } from "../../.server/content/client";
import type { TrackedClick } from "~/lib/track-link";

/** product.md §9: an event dispatch resolves after 500 ms, whether or not the service has answered. */
export const DISPATCH_MS = 500;

/**
 * A click sent to the content service's POST /api/v1/track from the server (no third-party
 * script). It never fails the shopper's navigation: trackEvent logs its own failures, and a
 * slow service is left to finish on its own after 500 ms.
 */
export async function recordClick(click: TrackedClick): Promise<void> {
  const sent = trackEvent({
    type: "click",
    contentId: click.id ?? click.to,
    metadata: { eventType: click.event, list: click.list, target: click.to },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([sent, new Promise((resolve) => (timer = setTimeout(resolve, DISPATCH_MS)))]);
  clearTimeout(timer);
}
