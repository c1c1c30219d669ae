import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "../../server/page-cache";

let base = "";
let close: () => void;
let renders = 0;
let clock = 1_000_000;
let nonceSeq = 0;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${String(++nonceSeq).padStart(4, "0")}xyz`;
    next();
  });
  app.use(pageCache({ ttlMs: 10_000, now: () => clock }));
  app.get("/page", (_req, res) => {
    renders++;
    res.type("html").send(`<p>render ${renders}</p><script nonce="${res.locals.cspNonce}"></script>`);
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
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("page cache for visitors without cookies", () => {
  it("renders once, then serves the page again with each request's own nonce", async () => {
    const first = await get("/page");
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const again = await get("/page");
    const againBody = await again.text();
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(againBody.replace(/nonce\d+xyz/, "N")).toBe(firstBody.replace(/nonce\d+xyz/, "N"));
    expect(againBody).not.toBe(firstBody);
    const nonces = [firstBody, againBody].map((b) => /nonce="([^"]+)"/.exec(b)![1]);
    expect(new Set(nonces).size).toBe(2);
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
