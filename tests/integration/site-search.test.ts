// /search against the whole sandbox: products from commerce and FAQs, articles and pages from
// the content service's search, tabs and paging in the URL, and what happens when the content
// search fails.
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { siteSearch } from "~/routes/search/search.server";
import { highlightParts, searchContent } from "~/.server/content/search";
import { upsertEntry } from "../../server/sandbox/content/store";
import { server } from "../msw/server";
import { caught, sandboxDb, upstreamCalls, useRoutesSandbox } from "./routes-sandbox";
import { loader as blogLoader } from "~/routes/blog._index/route";
import { loader as articleLoader } from "~/routes/blog.$slug/route";
import { hosted } from "../support/session";

useRoutesSandbox();

const found = async (q: string, tab: Parameters<typeof siteSearch>[1] = "all", page = 1) => {
  const r = await siteSearch(q, tab, page);
  if (r.state !== "results") throw new Error(r.state);
  return r;
};
const text = (parts: { text: string }[]) => parts.map((p) => p.text).join("");
const hits = (parts: { text: string; hit: boolean }[]) => parts.filter((p) => p.hit).map((p) => p.text);

describe("site search", () => {
  it("finds the delivery FAQ, with the matched words highlighted, and counts each kind", async () => {
    let asked = new URLSearchParams();
    const spy = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/api/search")) asked = url.searchParams;
    };
    server.events.on("request:start", spy);
    const r = await found("delivery").finally(() => server.events.removeListener("request:start", spy));
    const faq = r.content!.hits.find((h) => h.type === "faq")!;
    expect(faq).toMatchObject({ type: "faq", url: "/faq#faq-orders" });
    expect(text(faq.title)).toBe("When will my order arrive?");
    // the FAQ's promises are filled from the store configuration, as on the page (issue 40)
    expect(text(faq.excerpt)).toBe("Tracked delivery (£2.99): 2–3 working days. Next-day courier…");
    expect(hits(faq.excerpt)).toEqual(["delivery"]);
    expect(r.content!.counts).toEqual({ faq: 3, article: 0, page: 6 });
    expect(r.products.total).toBe(0);
    expect(asked.get("q")).toBe("delivery");
    expect(asked.get("per_page")).toBe("5");
    expect(asked.get("highlight")).toBe("true");
    expect(asked.get("lang")).toBe("en-GB");
  });

  it("shows a few products on all results and pages through them on the products tab", async () => {
    const all = await found("sticks");
    expect(all.products.total).toBe(20);
    expect(all.products.items).toHaveLength(4);
    const first = await found("sticks", "products", 1);
    const second = await found("sticks", "products", 2);
    expect(first.products.items).toHaveLength(12);
    expect(second.products).toMatchObject({ page: 2, totalPages: 2 });
    expect(second.products.items).toHaveLength(8);
    const skus = new Set([...first.products.items, ...second.products.items].map((p) => p.sku));
    expect(skus.size).toBe(20);
    expect(second.products.items[0].href).toMatch(/^\/shop\//);
  });

  it("a content tab asks for that kind only, a page at a time", async () => {
    for (let i = 1; i <= 12; i++)
      upsertEntry(sandboxDb(), {
        id: `article-test-${i}`,
        model: "article",
        name: `Article ${i}`,
        data: { url: `/blog/test-${i}`, title: `Quitting smoke, week ${i}`, description: "A diary of giving up." },
      });
    const page1 = await found("quitting", "article", 1);
    const page2 = await found("quitting", "article", 2);
    expect(page1.content).toMatchObject({ total: 12, page: 1, totalPages: 2, counts: { article: 12 } });
    expect(page1.content!.hits).toHaveLength(10);
    expect(page2.content!.hits).toHaveLength(2);
    expect(page2.content!.hits.every((h) => h.type === "article")).toBe(true);
    expect(hits(page1.content!.hits[0].title)).toEqual(["Quitting"]);
    // The products tab does not page the content.
    expect((await found("quitting", "products", 2)).products.items).toEqual([]);
  });

  it("refuses an over-long query beside the field, and an empty one asks nothing", async () => {
    expect(await siteSearch("x".repeat(101), "all", 1)).toMatchObject({
      state: "invalid",
      error: "Enter at most 100 characters",
    });
    expect(await siteSearch("   ", "all", 1)).toMatchObject({ state: "empty" });
    expect(await upstreamCalls()).toEqual([]);
  });

  it("still shows products when the content search is down", async () => {
    server.use(http.get(/\/content\/api\/search/, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const r = await found("amber");
    expect(r.content).toBeNull();
    expect(r.products.total).toBe(3);
  }, 20_000);
});

describe("content search answers", () => {
  it("turn <mark> highlights into text parts and drop any other markup", () => {
    expect(highlightParts("a <mark>b&amp;c</mark> <b>d</b>&lt;e")).toEqual([
      { text: "a ", hit: false },
      { text: "b&c", hit: true },
      { text: " d<e", hit: false },
    ]);
  });

  it("drop results that would lead off the site", async () => {
    server.use(
      http.get(/\/content\/api\/search/, () =>
        HttpResponse.json({
          results: [
            { id: "a", type: "page", title: "Off", url: "https://evil.example/", excerpt: "" },
            { id: "b", type: "page", title: "Off too", url: "//evil.example/", excerpt: "" },
            { id: "c", type: "faq", title: "Fine", url: "/faq", excerpt: "ok" },
          ],
          total: 3,
          counts: { page: 2, faq: 1 },
          page: 1,
          total_pages: 1,
        }),
      ),
    );
    const r = await searchContent("x", { page: 1, perPage: 10 });
    expect(r.hits.map((h) => h.id)).toEqual(["c"]);
    expect(r.counts).toEqual({ faq: 1, article: 0, page: 2 });
  });
});

describe("blog", () => {
  it("lists the seeded articles newest first, shows one, and 404s an unknown one", async () => {
    const list = await blogLoader();
    // (the articles an earlier test added have no date)
    expect(list.articles.filter((a) => a.date).map((a) => [a.url, a.dateLabel])).toEqual([
      ["/blog/caring-for-your-device", "12 November 2026"],
      ["/blog/first-week-without-smoke", "2 October 2026"],
    ]);
    const one = await hosted(articleLoader)({
      request: new Request("http://shop.test/blog/caring-for-your-device"),
      params: { slug: "caring-for-your-device" },
    });
    expect(one.page.title).toBe("Caring for your device");
    expect(JSON.stringify(one.page.blocks)).toContain("Clean the heating blade");
    const missing = await caught(
      hosted(articleLoader)({ request: new Request("http://shop.test/blog/nope"), params: { slug: "nope" } }),
    );
    expect((missing as { init: { status: number } }).init.status).toBe(404);
    // and the search finds articles on their tab
    const r = await found("warranty", "article");
    expect(r.content!.hits.map((h) => h.url)).toEqual(["/blog/caring-for-your-device"]);
  });
});
