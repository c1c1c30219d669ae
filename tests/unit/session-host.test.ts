// The host reads the session once per request and commits it once, when it changed
// (server/storefront.ts, decision 0038): real HTTP through the page cache and the Remix adapter,
// on a build made by hand whose loaders and actions use `context.session`.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "../../server/page-cache";
import { storefrontHandler } from "../../server/storefront";
import { testBuild } from "../support/remix-build";

let base = "";
let server: Server;
/** what the root loader showed, per request */
const shown: (string | null)[] = [];

const session = (context: AppLoadContext) => context.session;

const build = testBuild(
  {
    loader: ({ context }) => {
      shown.push(session(context).takeFlash()?.message ?? null);
      return { count: session(context).get("cartCount") ?? 0 };
    },
  },
  {
    "routes/home": { path: "home", loader: () => ({ home: true }) },
    "routes/cart": {
      path: "cart",
      loader: ({ context }) => {
        // a read that finds what the cookie holds changes nothing
        session(context).set("cartCount", session(context).get("cartCount") ?? 0);
        return null;
      },
      action: ({ context }) => {
        session(context).set("cartId", "cart-1");
        session(context).set("cartCount", 1);
        session(context).flash({ kind: "success", message: "Added to your cart." });
        return redirect("/cart", 303);
      },
    },
    "routes/visit": {
      path: "visit",
      loader: ({ context }) => {
        session(context).set("cartCount", 5);
        return { visited: true };
      },
    },
    "routes/thrown": {
      path: "thrown",
      action: ({ context }) => {
        session(context).set("cartCount", 7);
        throw redirect("/cart", 303);
      },
    },
    "routes/refused": {
      path: "refused",
      action: ({ context }) => {
        session(context).set("cartCount", 9);
        return data({ error: "no" }, { status: 400 });
      },
    },
  },
);

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "nonce";
    res.locals.hashedPolicy = () => "script-src 'none'";
    next();
  });
  app.use(pageCache({ ttlMs: 60_000 }));
  app.all("*", storefrontHandler(build, "production", { shared: true }));
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const post = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: "intent=add",
  });
const pairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const sessionCookies = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith("ashless="));
const flashCookies = (response: Response) =>
  response.headers.getSetCookie().filter((c) => c.startsWith("ashless-flash="));

describe("the session, once per request", () => {
  it("a page that changes nothing sets no cookie, and the page cache keeps it", async () => {
    const first = await get("/home");
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    // a shared cache may keep it too (shared-cache.ts), with the page's own policy
    expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=/);
    expect(first.headers.get("Content-Security-Policy")).toBe("script-src 'none'");
    await first.text();
    const second = await get("/home");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    await second.text();
  });

  it("a page whose loader changed the session sets exactly one cookie, and the page cache never keeps it", async () => {
    for (const _ of [1, 2]) {
      const response = await get("/visit");
      expect(sessionCookies(response)).toHaveLength(1);
      expect(response.headers.getSetCookie()).toHaveLength(1);
      expect(response.headers.get("X-Page-Cache")).toBe("miss");
      await response.text();
    }
  });

  it("an action's redirect carries the session and the flash, each once; the flash is shown once, then cleared", async () => {
    const added = await post("/cart");
    expect(added.status).toBe(303);
    expect(sessionCookies(added)).toHaveLength(1);
    expect(flashCookies(added)).toHaveLength(1);
    const cookie = pairs(added);

    shown.length = 0;
    const page = await get("/cart", cookie);
    expect(shown).toEqual(["Added to your cart."]);
    // the loader set what the session held: only the flash cookie changes, to clear it
    expect(sessionCookies(page)).toEqual([]);
    expect(flashCookies(page)).toHaveLength(1);
    expect(flashCookies(page)[0]).toMatch(/Max-Age=0/);
    await page.text();

    const sessionOnly = cookie
      .split("; ")
      .filter((c) => c.startsWith("ashless="))
      .join("; ");
    const again = await get("/cart", sessionOnly);
    expect(shown).toEqual(["Added to your cart.", null]);
    expect(again.headers.getSetCookie()).toEqual([]);
    await again.text();
  });

  it("a redirect thrown from an action carries the cookie", async () => {
    const response = await post("/thrown");
    expect(response.status).toBe(303);
    expect(sessionCookies(response)).toHaveLength(1);
  });

  it("a refused form's answer carries it too", async () => {
    const response = await post("/refused");
    expect(response.status).toBe(400);
    expect(sessionCookies(response)).toHaveLength(1);
    await response.text();
  });

  it("single fetch's .data answers carry it: an action's redirect and a loader's change", async () => {
    const action = await post("/cart.data");
    expect(action.status).toBe(202);
    expect(sessionCookies(action)).toHaveLength(1);
    expect(flashCookies(action)).toHaveLength(1);
    await action.text();

    const loaders = await get("/visit.data");
    expect(loaders.status).toBe(200);
    expect(sessionCookies(loaders)).toHaveLength(1);
    await loaders.text();

    const unchanged = await get("/home.data");
    expect(unchanged.headers.getSetCookie()).toEqual([]);
    await unchanged.text();
  });
});
