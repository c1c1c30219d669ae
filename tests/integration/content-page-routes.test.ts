// Content pages (issue 12, content item 4; tracking item 5): the page loader chooses the A/B
// variation and keeps it through a cookie, sends the impression from the server, and opens
// preview and edit modes only to tokens that allow them.
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/content-page/route";
import { args, browserRequest, caught, cookiesOf, replied, sandboxDb, useRoutesSandbox } from "./routes-sandbox";
import type { ContentPageData } from "~/.server/content/page-route";
import { hosted } from "../support/session";

useRoutesSandbox();

const load = async (path: string, cookie?: string) =>
  replied<ContentPageData>(await caught(hosted(loader)(args(browserRequest(path, { cookie })))));
const impressions = () =>
  (
    sandboxDb().prepare("SELECT payload FROM content_track_events WHERE type = 'impression' ORDER BY id").all() as {
      payload: string;
    }[]
  ).map((e) => JSON.parse(e.payload) as { contentId: string; variationId: string; metadata: { pageName: string } });

async function until<T>(read: () => T, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 40; i++) {
    const v = read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  return read();
}

describe("content page: A/B variations and impressions", () => {
  it("draws a variation, keeps it through the page's cookie, and tracks each impression with it", async () => {
    const before = impressions().length;
    const first = await load("/faq");
    expect(first.data.mode).toBe("live");
    const cookie = cookiesOf(first);
    expect(cookie).toMatch(/^ab-page-faq=/);
    const shown = first.data.page.variationId;
    for (let i = 0; i < 5; i++) {
      const again = await load("/faq", cookie);
      expect(again.data.page.variationId).toBe(shown);
      expect(cookiesOf(again)).toBe(""); // nothing new to set
    }
    // (other files' impressions may still be arriving from their batches: this page's are counted)
    const faq = () =>
      impressions()
        .slice(before)
        .filter((e) => e.contentId === "page-faq");
    const seen = await until(faq, (l) => l.length >= 6);
    expect(seen).toHaveLength(6);
    expect(seen[seen.length - 1]).toMatchObject({
      contentId: "page-faq",
      variationId: shown ?? "page-faq",
      metadata: { pageName: "faq-page" },
    });
  });

  it("hands the page cache the impression a cached copy repeats (server/page-cache.ts)", async () => {
    const tasks: ((copy: { cookie: string | null }) => unknown)[] = [];
    const context = { onCachedCopy: (task: (typeof tasks)[number]) => tasks.push(task) };
    const before = impressions().length;
    const page = replied<ContentPageData>(await caught(hosted(loader)({ ...args(browserRequest("/help")), context })));
    expect(page.data.page.url).toBe("/help");
    expect(tasks).toHaveLength(1);
    await until(impressions, (l) => l.length >= before + 1); // the render's own
    await tasks[0]({ cookie: null });
    await tasks[0]({ cookie: null }); // two copies served
    const seen = await until(impressions, (l) => l.length >= before + 3);
    expect(seen.slice(before).map((e) => [e.contentId, e.metadata.pageName])).toEqual([
      ["page-help", "other"],
      ["page-help", "other"],
      ["page-help", "other"],
    ]);
  });

  it("hands /help's own breakpoints to the page (its entry's meta; product.md §3)", async () => {
    const page = replied<ContentPageData>(await caught(hosted(loader)(args(browserRequest("/help")))));
    expect(page.data.page.breakpoints).toEqual({ small: 720, medium: 991, large: 1200 });
  });

  it("opens drafts to a preview token and edit mode only with editCode, never cached or counted", async () => {
    const drafts = () => impressions().filter((e) => e.contentId === "page-summer-draft");
    expect((await load("/summer")).init.status).toBe(404);
    const preview = await load("/summer?preview=preview-demo-token");
    expect(preview.data.mode).toBe("preview");
    expect(preview.data.customCode).toBeNull();
    expect(new Headers(preview.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect((await load("/summer?preview=wrong")).init.status).toBe(403);
    expect((await load("/summer?edit=preview-demo-token")).init.status).toBe(403);
    const edit = await load("/summer?edit=editor-demo-token");
    expect(edit.data.mode).toBe("edit");
    expect(edit.data.customCode?.js).toContain("summer countdown");
    await new Promise((r) => setTimeout(r, 100));
    expect(drafts()).toHaveLength(0);
  });
});
