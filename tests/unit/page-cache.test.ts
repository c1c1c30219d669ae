import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHED_COPY_TASKS, pageCache, type CachedCopyTask } from "../../server/page-cache";
import { captureLogs } from "../support/logs";
import { onlyTrackingCookies } from "../../server/storefront";

let base = "";
let close: () => void;
let renders = 0;
let clock = 1_000_000;
/** what the content page's impression stands for: counted by the render, repeated by each copy */
let impressions = 0;
const register = (res: express.Response, task: CachedCopyTask) =>
  (res.locals[CACHED_COPY_TASKS] as ((t: CachedCopyTask) => void) | undefined)?.(task);
/** a public page, as the host marks it (shared-cache.ts): its policy names its script's hash */
const PAGE_CSP = "script-src 'self' 'sha256-abc'";
const shareable = (res: express.Response) =>
  res.set({ "Cache-Control": "public, max-age=0, s-maxage=60", "Content-Security-Policy": PAGE_CSP, Vary: "Cookie" });

beforeAll(async () => {
  const app = express();
  // every answer carries a per-request policy, replaced on a public page by the page's own
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${Math.random()}'`);
    next();
  });
  app.use(pageCache({ ttlMs: 10_000, now: () => clock }));
  app.get("/page", (_req, res) => {
    renders++;
    shareable(res).type("html").send(`<p>render ${renders}</p><script>go()</script>`);
  });
  app.get("/unmarked", (_req, res) => {
    renders++;
    res.type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/personal", (_req, res) => {
    renders++;
    res.setHeader("Set-Cookie", "session=x");
    res.type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/private", (_req, res) => {
    renders++;
    res.setHeader("Cache-Control", "no-store");
    res.type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/counted", (_req, res) => {
    impressions++;
    register(res, () => impressions++);
    shareable(res).type("html").send("<p>a content page</p>");
  });
  app.get("/failing-task", (_req, res) => {
    register(res, () => Promise.reject(new Error("content service down")));
    register(res, () => {
      throw new Error("broken at once");
    });
    shareable(res).type("html").send("<p>tracked badly</p>");
  });
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("page cache for visitors without cookies", () => {
  it("renders once, then serves the same page again with the page's own policy and cache headers", async () => {
    const first = await get("/page");
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const again = await get("/page");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get("content-security-policy")).toBe(PAGE_CSP);
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(again.headers.get("vary")).toMatch(/accept-encoding.*cookie|cookie.*accept-encoding/i);
  });

  it("keeps only what a shared cache may keep: a page marked public", async () => {
    const a = await (await get("/unmarked")).text();
    const b = await get("/unmarked");
    expect(b.headers.get("x-page-cache")).toBe("miss");
    expect(await b.text()).not.toBe(a);
  });

  it("sends a copy compressed once, as gzip, to a browser that takes gzip", async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http
          .get(`${base}/page`, { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject),
      );
    await raw("gzip");
    const zipped = await raw("gzip, deflate, br");
    expect(zipped.headers["x-page-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    const page = zlib.gunzipSync(zipped.body).toString("utf8");
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(page).toBe(plain.body.toString("utf8"));
  });

  it("renders again once the page is older than its time", async () => {
    const before = await (await get("/page")).text();
    clock += 10_001;
    const after = await get("/page");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).not.toContain(/render (\d+)/.exec(before)![0]);
  });

  it("never answers a visitor with cookies from the cache, nor keeps personal or no-store pages", async () => {
    await get("/page");
    const withCookie = await get("/page", { Cookie: "ashless=abc" });
    expect(withCookie.headers.get("x-page-cache")).toBeNull();
    for (const path of ["/personal", "/private"]) {
      const a = await (await get(path)).text();
      const b = await (await get(path)).text();
      expect(a).not.toBe(b);
    }
  });
});

describe("page cache: what a cached copy repeats (the content page's impression)", () => {
  const settle = () => new Promise((r) => setTimeout(r, 20));

  it("runs the render's tasks again for each copy, after the copy is sent", async () => {
    const before = impressions;
    expect((await get("/counted")).headers.get("x-page-cache")).toBe("miss");
    expect(impressions).toBe(before + 1); // the render counted itself
    for (let i = 0; i < 3; i++) expect((await get("/counted")).headers.get("x-page-cache")).toBe("hit");
    await settle();
    expect(impressions).toBe(before + 4);
    // a visitor with cookies is rendered, and counted by the render alone
    await get("/counted", { Cookie: "ashless=abc" });
    await settle();
    expect(impressions).toBe(before + 5);
  });

  it("swallows and logs a task's failure: the copy is served all the same", async () => {
    const logs = captureLogs();
    try {
      await get("/failing-task");
      const copy = await get("/failing-task");
      expect(copy.status).toBe(200);
      expect(await copy.text()).toBe("<p>tracked badly</p>");
      await settle();
      expect(logs.matching(/\[page-cache\] a cached copy's task failed/)).toMatchObject([{ level: "warn" }]);
    } finally {
      logs.restore();
    }
  });

  it("never waits for a task, and keeps at most maxTasksInFlight running", async () => {
    const app = express();
    app.use(pageCache({ ttlMs: 10_000, maxTasksInFlight: 2 }));
    let started = 0;
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => (release = resolve));
    app.get("/slow", (_req, res) => {
      register(res, () => (started++, pending));
      shareable(res).type("html").send("<p>slow to track</p>");
    });
    const server = app.listen(0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;
    const logs = captureLogs();
    try {
      await fetch(url);
      // each copy answers at once although its task has not finished
      for (let i = 0; i < 4; i++) expect((await fetch(url)).headers.get("x-page-cache")).toBe("hit");
      await settle();
      expect(started).toBe(2); // two running, two dropped
      release();
      await settle();
      await fetch(url);
      await settle();
      expect(started).toBe(3); // room again once they finished
    } finally {
      logs.restore();
      server.close();
    }
  });
});

describe("page cache: one render when a page's time is up", () => {
  let url = "";
  let stop = () => {};
  let now = 5_000_000;
  let renders = 0;
  let status = 200;
  const held: (() => void)[] = [];
  const releaseAll = () => held.splice(0).forEach((release) => release());

  beforeAll(async () => {
    const app = express();
    app.use(pageCache({ ttlMs: 10_000, staleMs: 60_000, collapseWaitMs: 2_000, now: () => now }));
    app.get("/held", (_req, res) => {
      const n = ++renders;
      held.push(() => void shareable(res).status(status).type("html").send(`<p>render ${n}</p>`));
    });
    const server = app.listen(0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/held`;
    stop = () => server.close();
  });
  afterAll(() => stop());

  const settle = () => new Promise((r) => setTimeout(r, 30));
  const answer = async (response: Promise<Response>) => {
    const r = await response;
    return `${r.headers.get("x-page-cache")} ${r.status} ${await r.text()}`;
  };

  it("collapses the requests for a page with no copy into one render", async () => {
    const first = answer(fetch(url));
    await settle();
    const others = [answer(fetch(url)), answer(fetch(url))];
    await settle();
    expect(renders).toBe(1);
    releaseAll();
    expect(await first).toBe("miss 200 <p>render 1</p>");
    expect(await Promise.all(others)).toEqual(["hit 200 <p>render 1</p>", "hit 200 <p>render 1</p>"]);
  });

  it("serves the previous copy while one request renders the page anew", async () => {
    now += 10_001;
    const refresher = answer(fetch(url));
    await settle();
    expect(await answer(fetch(url))).toBe("stale 200 <p>render 1</p>");
    expect(renders).toBe(2);
    releaseAll();
    expect(await refresher).toBe("miss 200 <p>render 2</p>");
    expect(await answer(fetch(url))).toBe("hit 200 <p>render 2</p>");
  });

  it("serves no copy older than its time and staleMs, and lets the waiting render when the render kept nothing", async () => {
    now += 10_000 + 60_001;
    status = 503;
    const first = answer(fetch(url));
    await settle();
    const waiting = answer(fetch(url));
    await settle();
    expect(renders).toBe(3);
    releaseAll();
    expect(await first).toBe("miss 503 <p>render 3</p>");
    await settle();
    // the render in flight kept no copy: the waiting request renders the page itself
    expect(renders).toBe(4);
    status = 200;
    releaseAll();
    expect(await waiting).toBe("miss 200 <p>render 4</p>");
  });
});

describe("page cache: visitors whose only cookies are the analytics choice and ids (decision 0057)", () => {
  it("serves them a copy, hands its task their own cookies, and never renders for them", async () => {
    const app = express();
    app.use(pageCache({ ttlMs: 10_000, servesCookies: onlyTrackingCookies }));
    let rendered = 0;
    const seen: (string | null)[] = [];
    app.get("/tracked", (_req, res) => {
      rendered++;
      register(res, (copy) => void seen.push(copy.cookie));
      shareable(res).type("html").send("<p>a content page</p>");
    });
    const server = app.listen(0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tracked`;
    const get = (cookie?: string) => fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
    const ids =
      "ashless-visitor=7d1e0c52-5d0a-4c1e-9d3b-2f6a1e8b9c01; ashless-visit=1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d";
    try {
      // a tracked visitor before any copy exists: rendered, not kept for the others
      expect((await get(`ashless-consent=analytics; ${ids}`)).headers.get("x-page-cache")).toBeNull();
      expect((await get()).headers.get("x-page-cache")).toBe("miss");
      expect((await get(`ashless-consent=analytics; ${ids}`)).headers.get("x-page-cache")).toBe("hit");
      expect((await get("ashless-consent=none")).headers.get("x-page-cache")).toBe("hit");
      // a choice of analytics without its ids yet: rendered, so the page sets them
      expect((await get("ashless-consent=analytics")).headers.get("x-page-cache")).toBeNull();
      // any other cookie (the session) is another visitor's page
      expect((await get(`ashless=sealed; ${ids}`)).headers.get("x-page-cache")).toBeNull();
      await new Promise((r) => setTimeout(r, 20));
      expect(rendered).toBe(4);
      expect(seen).toEqual([`ashless-consent=analytics; ${ids}`, "ashless-consent=none"]);
    } finally {
      server.close();
    }
  });

  it("knows the tracking cookies by name, plain or __Host-", () => {
    expect(onlyTrackingCookies("__Host-ashless-consent=none")).toBe(true);
    expect(onlyTrackingCookies("ashless-consent=analytics; ashless-visitor=a")).toBe(false);
    expect(onlyTrackingCookies("ab-page-faq=x; ashless-consent=none")).toBe(false);
  });
});
