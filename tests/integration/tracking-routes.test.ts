// /go, the tracking redirect: the click reaches the content service's POST /api/v1/track from
// the server, and only the shop's own pages are redirected to.
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/go/route";
import { trackedHref } from "~/lib/track-link";
import { browserRequest, caught, location, sandboxDb, useRoutesSandbox } from "./routes-sandbox";
import { hosted } from "../support/session";

useRoutesSandbox();

const go = async (query: string) =>
  (await caught(hosted(loader)({ request: browserRequest(`/go?${query}`), params: {} }))) as Response;
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

/** The first event recorded after `before`: that click. */
const expectClickSince = (before: number, contentId: string, metadata: Record<string, string>) =>
  expect(events().slice(before)[0]).toMatchObject({ type: "click", content_id: contentId, payload: { metadata } });

const beacon = async (body: string, type = "application/x-www-form-urlencoded;charset=UTF-8") =>
  (await caught(
    hosted(action)({
      request: new Request("http://shop.test/go", { method: "POST", body, headers: { "Content-Type": type } }),
      params: {},
    }),
  )) as Response;

describe("tracking beacon (with JavaScript)", () => {
  it("records the click the link's own query names, and answers 204", async () => {
    const before = events().length;
    const href = trackedHref({ event: "list_click", list: "menu-navigation", to: "/shop/devices" });
    const r = await beacon(href.split("?")[1]);
    expect(r.status).toBe(204);
    expectClickSince(before, "/shop/devices", {
      eventType: "list_click",
      list: "menu-navigation",
      target: "/shop/devices",
    });
  });

  it("refuses what is not one of our clicks, recording nothing", async () => {
    const before = events().length;
    expect(status(await beacon("event=list_click&to=https%3A%2F%2Fevil.example%2F"))).toBe(400);
    expect(status(await beacon("event=page_view&to=%2Fshop"))).toBe(400);
    expect(status(await beacon('{"event":"list_click"}', "application/json"))).toBe(415);
    expect(status(await beacon(`event=list_click&to=%2Fshop&list=${"x".repeat(5000)}`))).toBe(413);
    expect(events().length).toBe(before);
  });
});

describe("tracking redirect", () => {
  it("records a faq_click and sends the shopper to the answer", async () => {
    const before = events().length;
    const href = trackedHref({ event: "faq_click", list: "search-results", to: "/faq#faq-orders", id: "faq-orders-0" });
    const r = await go(href.split("?")[1]);
    expect(r.status).toBe(303);
    expect(location(r)).toBe("/faq#faq-orders");
    expect(r.headers.get("Cache-Control")).toMatch(/no-store/);
    expectClickSince(before, "faq-orders-0", {
      eventType: "faq_click",
      list: "search-results",
      target: "/faq#faq-orders",
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

  it("never redirects to another site through dot-segments (issue 36, 1)", async () => {
    for (const to of ["/.//evil.example/x", "/%2e%2e//evil.example", "/a/..//evil.example"]) {
      const r = await go(`event=list_click&list=menu&to=${encodeURIComponent(to)}`);
      expect(status(r), to).toBe(400);
      expect(location(r), to).toBeNull();
    }
    // as the prober sent it, unencoded in the query
    const raw = await go("event=list_click&list=menu&to=/.//evil.example/x");
    expect(status(raw)).toBe(400);
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
