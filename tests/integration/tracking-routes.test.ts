// /go, the tracking redirect: the click reaches the content service's POST /api/v1/track from
// the server, and only the shop's own pages are redirected to.
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/go";
import { trackedHref } from "~/lib/track-link";
import { browserRequest, caught, location, sandboxDb, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

const go = async (query: string) =>
  (await caught(loader({ request: browserRequest(`/go?${query}`), params: {}, context: {} }))) as Response;
/** The status of a redirect, or of the 4xx the loader threw (`data(...)`). */
const status = (r: unknown) => (r instanceof Response ? r.status : (r as { init: { status: number } }).init.status);
const events = () =>
  (
    sandboxDb().prepare("SELECT type, content_id, payload FROM content_track_events ORDER BY id").all() as {
      type: string;
      content_id: string;
      payload: string;
    }[]
  ).map((e) => ({ ...e, payload: JSON.parse(e.payload) }));

describe("tracking redirect", () => {
  it("records a faq_click and sends the shopper to the answer", async () => {
    const before = events().length;
    const href = trackedHref({ event: "faq_click", list: "search-results", to: "/faq#faq-orders", id: "faq-orders-0" });
    const r = await go(href.split("?")[1]);
    expect(r.status).toBe(303);
    expect(location(r)).toBe("/faq#faq-orders");
    expect(r.headers.get("Cache-Control")).toMatch(/no-store/);
    const [event] = events().slice(before);
    expect(event).toMatchObject({
      type: "click",
      content_id: "faq-orders-0",
      payload: { metadata: { eventType: "faq_click", list: "search-results", target: "/faq#faq-orders" } },
    });
  });

  it("refuses targets off the site and unknown events, recording nothing", async () => {
    const before = events().length;
    for (const to of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", ""]) {
      const r = await go(new URLSearchParams({ event: "list_click", list: "menu-navigation", to }).toString());
      expect(status(r), to).toBe(400);
    }
    expect(status(await go("event=page_view&to=/shop"))).toBe(400);
    expect(events().length).toBe(before);
  });

  it("leaves links off the site untracked rather than sending them through the redirect", () => {
    expect(trackedHref({ event: "list_click", list: "menu-navigation", to: "https://example.com/" })).toBe(
      "https://example.com/",
    );
    expect(trackedHref({ event: "list_click", list: "menu-navigation", to: "/shop/devices" })).toBe(
      "/go?event=list_click&list=menu-navigation&to=%2Fshop%2Fdevices",
    );
  });
});
