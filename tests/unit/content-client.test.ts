import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import {
  clearContentCache,
  fetchEntries,
  getContentForm,
  getContentPage,
  getFooter,
  getNavigation,
  getProductMapping,
  getSymbol,
  submitForm,
  trackEvent,
} from "~/.server/content";
import type { RenderBlock } from "~/lib/content";
import { FLUSH_MS, flushImpressions, queueImpression } from "~/.server/content/impressions";
import { CONTENT_URL, contentHandlers } from "../msw/content";
import { useMsw } from "../msw/server";
import { el } from "../../server/sandbox/content/seed/helpers";

const server = useMsw();
let service: ReturnType<typeof contentHandlers>;

beforeEach(() => {
  clearContentCache();
  service = contentHandlers();
  server.use(...service.handlers);
});

afterEach(() => {
  process.env.CONTENT_API_KEY = "test-key";
  resetConfigForTests();
});

/** Every block of a page, depth first. */
function flat(blocks: RenderBlock[]): RenderBlock[] {
  return blocks.flatMap((b) => [
    b,
    ...flat(
      b.type === "section"
        ? b.children
        : b.type === "columns"
          ? b.columns.flatMap((c) => c.blocks)
          : b.type === "symbol"
            ? b.blocks
            : b.type === "tabs"
              ? b.tabs.flatMap((t) => t.blocks)
              : [],
    ),
  ]);
}

describe("content client: product.md §8 messages", () => {
  it("throws 'Missing API key' before calling when no key is configured", async () => {
    process.env.CONTENT_API_KEY = "";
    resetConfigForTests();
    await expect(getContentPage("/faq")).rejects.toThrow("Missing API key");
    expect(service.calls).toEqual({});
  });

  it("throws 'Invalid apiVersion: expected v3' for any other version", async () => {
    await expect(fetchEntries("page", { apiVersion: "v2" })).rejects.toThrow("Invalid apiVersion: expected v3");
  });

  it("throws 'Error fetching data.' when the answer has no results list", async () => {
    server.use(http.get(`${CONTENT_URL}/api/v3/content/:model`, () => HttpResponse.json({ items: [] })));
    await expect(getNavigation()).rejects.toThrow("Error fetching data.");
  });

  it("throws 'Could not fetch symbol content' for a missing symbol", async () => {
    await expect(getSymbol("no-such-symbol")).rejects.toThrow("Could not fetch symbol content");
  });
});

describe("content pages", () => {
  it("returns the page at a url with sanitised HTML and resolved symbols", async () => {
    const page = await getContentPage("/faq/");
    expect(page).toMatchObject({ id: "page-faq", url: "/faq", title: "Frequently asked questions" });
    const blocks = flat(page!.blocks);
    const json = JSON.stringify(page);
    expect(json).not.toMatch(/<script|onerror/i);
    expect(blocks.find((b) => b.type === "accordion")).toMatchObject({ id: "faq-general", oneAtATime: true });
    // the promo-banner symbol was fetched separately and its blocks inlined
    expect(blocks.some((b) => b.type === "button" && b.href === "/shop/devices")).toBe(true);
    expect(service.calls.symbol).toBe(1);
  });

  it("keeps the form recipient on the server", async () => {
    const page = await getContentPage("/faq");
    expect(JSON.stringify(page)).not.toContain("support@ashless.example");
    const form = await getContentForm("/faq", "faq-contact-form");
    expect(form).toMatchObject({ name: "faq-contact", recipient: "support@ashless.example" });
    expect(form!.block.fields.map((f) => f.name)).toEqual(["name", "email", "message"]);
  });

  it("returns null for a url nobody published", async () => {
    await expect(getContentPage("/no-such-page")).resolves.toBeNull();
  });

  it("caches pages for 5 minutes (one upstream call for repeated reads)", async () => {
    await getContentPage("/");
    await getContentPage("/");
    await Promise.all([getContentPage("/faq"), getContentPage("/faq")]);
    expect(service.calls.page).toBe(2);
    clearContentCache();
    await getContentPage("/");
    expect(service.calls.page).toBe(3);
  });

  it("drops blocks it cannot trust or read instead of failing the page", async () => {
    const entries = [
      {
        id: "p",
        model: "page",
        name: "P",
        data: {
          url: "/x",
          title: "X",
          blocks: [
            el("evil", "Core:Button", { text: "Click", link: "javascript:alert(1)" }),
            el("odd", "Some:Unknown", {}),
            el("broken", "Image", { altText: "no src" }),
            el("ok", "Text", { text: "<p>fine</p>" }),
          ],
        },
      },
    ];
    const custom = contentHandlers(entries);
    server.use(...custom.handlers);
    const page = await getContentPage("/x");
    expect(page!.blocks).toEqual([{ type: "text", id: "ok", html: "<p>fine</p>" }]);
  });
});

describe("site content", () => {
  it("reads the main navigation with its product teaser", async () => {
    const nav = await getNavigation();
    expect(nav!.links.map((l) => `${l.label} ${l.href}`)).toEqual([
      "Shop /shop",
      "Sticks /shop/sticks",
      "Devices /shop/devices",
      "Bundles /shop/bundles",
      "Accessories /shop/accessories",
      "FAQ /faq",
      "Stores /stores",
    ]);
    expect(nav!.teaser).toMatchObject({
      name: "Ashless One",
      link: { href: "/shop/devices" },
      image: { alt: expect.stringMatching(/\w/) },
    });
  });

  it("reads footer groups with link variants", async () => {
    const groups = await getFooter();
    expect(groups.map((g) => g.title)).toEqual(["Shop", "Help"]);
    expect(groups[1].links.find((l) => l.label === "Contact us")?.variant).toBe("arrow");
  });

  it("builds the sku → pdpLink mapping and caches it", async () => {
    const mapping = await getProductMapping();
    expect(mapping["ASH-DEV-ONE"]).toBe("/shop/devices/ashless-one-device");
    await getProductMapping();
    expect(service.calls["product-mapping"]).toBe(1);
  });
});

describe("tracking and forms", () => {
  it("posts tracking events and reports failure as false", async () => {
    await expect(trackEvent({ type: "impression", contentId: "page-faq" })).resolves.toBe(true);
    expect(service.tracked[0]).toEqual({
      events: [{ type: "impression", contentId: "page-faq", ownerId: "test-key" }],
    });
    server.use(http.post(`${CONTENT_URL}/api/v1/track`, () => new HttpResponse(null, { status: 500 })));
    await expect(trackEvent({ type: "click", contentId: "x" })).resolves.toBe(false);
  });

  it("sends the impressions of half a second in one POST, and a full batch at once", async () => {
    const page = (n: number) => ({ type: "impression" as const, contentId: `page-${n}` });
    for (let n = 0; n < 3; n++) queueImpression(page(n));
    expect(service.tracked).toHaveLength(0);
    await new Promise((r) => setTimeout(r, FLUSH_MS + 100));
    expect(service.tracked).toHaveLength(1);
    const batches = service.tracked as { events: { contentId: string }[] }[];
    expect(batches[0].events.map((e) => e.contentId)).toEqual(["page-0", "page-1", "page-2"]);
    for (let n = 0; n < 200; n++) queueImpression(page(n));
    await expect.poll(() => service.tracked.length).toBe(2);
    expect(batches[1].events).toHaveLength(200);
    await flushImpressions(); // nothing left waiting
    expect(service.tracked).toHaveLength(2);
  });

  it("the app's shutdown sends the impressions still waiting for their batch", async () => {
    const { shutdown } = await import("~/entry.server");
    queueImpression({ type: "impression", contentId: "last-page" });
    expect(service.tracked).toHaveLength(0);
    await shutdown();
    const batches = service.tracked as { events: { contentId: string }[] }[];
    expect(batches.map((b) => b.events.map((e) => e.contentId))).toEqual([["last-page"]]);
  });

  it("submits forms with key, recipient and name in the query", async () => {
    await submitForm({ recipient: "a@b.example", name: "contact", data: { name: "Ann" } });
    const [s] = service.submissions;
    expect(Object.fromEntries(s.query)).toEqual({ apiKey: "test-key", recipient: "a@b.example", name: "contact" });
    expect(s.body).toEqual({ name: "Ann" });
  });
});
