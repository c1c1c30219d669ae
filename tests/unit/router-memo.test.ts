// The production host's copy of React Router's core (scripts/router-memo.ts, decision 0021)
// must match exactly as the package does, however often the same routes array is matched.
import { readFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import * as original from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { memoiseRouteMatching } from "../../scripts/router-memo";

type Router = typeof original;
const file = createRequire(import.meta.url).resolve("@remix-run/router");

function memoised(): Router {
  const m = new Module(file) as Module & { _compile(code: string, filename: string): void };
  m.filename = file;
  m._compile(memoiseRouteMatching(readFileSync(file, "utf8")), file);
  return m.exports as Router;
}

// the shapes of app/routes.ts: index routes, a splat, parameters, nested layouts under the
// same paths twice (checkout, trial/checkout), pathless children and a catch-all
const routes = () => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "shop", path: "shop" },
      { id: "shop-splat", path: "shop/*" },
      { id: "sku", path: "p/:sku" },
      { id: "cart", path: "cart" },
      ...["checkout", "trial/checkout"].map((base) => ({
        id: base,
        path: base,
        children: [
          { id: `${base}-index`, index: true },
          { id: `${base}-contact`, path: "contact" },
          { id: `${base}-confirmation`, path: "confirmation/:orderNumber" },
          { id: `${base}-age`, path: "age-verification/status" },
        ],
      })),
      {
        id: "account",
        path: "account",
        children: [
          { id: "account-index", index: true },
          { id: "invoice", path: "orders/:number/invoices/:id" },
          { id: "optional", path: "maybe/:a?/b" },
          { id: "Case", path: "Case", caseSensitive: true },
        ],
      },
      { id: "verify", path: "account/verify-email" },
      { id: "content", path: "*" },
    ],
  },
];

const paths = [
  "/",
  "/shop",
  "/shop/",
  "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20",
  "/p/ABC%2F12",
  "/cart",
  "/CART",
  "/checkout",
  "/checkout/contact",
  "/trial/checkout/contact",
  "/checkout/confirmation/000123",
  "/checkout/age-verification/status",
  "/account",
  "/account/orders/7/invoices/9",
  "/account/maybe/b",
  "/account/maybe/x/b",
  "/account/Case",
  "/account/case",
  "/account/verify-email",
  "/about/us",
  "/nowhere/at/all",
  "/base/cart",
];

const ids = (matches: ReturnType<Router["matchRoutes"]>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));

describe("memoised route matching", () => {
  const memo = memoised();

  it("answers as the package does, the first time and again on the same routes", () => {
    const a = routes();
    const b = routes();
    for (let round = 0; round < 3; round++)
      for (const path of paths) {
        expect(ids(memo.matchRoutes(a, path))).toEqual(ids(original.matchRoutes(b, path)));
        expect(ids(memo.matchRoutes(a, path, "/base"))).toEqual(ids(original.matchRoutes(b, path, "/base")));
      }
  });

  it("returns the route objects of the array it was given", () => {
    const first = routes();
    const second = routes();
    expect(memo.matchRoutes(first, "/checkout/contact")?.at(-1)?.route).toBe(first[0].children[5].children?.[1]);
    expect(memo.matchRoutes(second, "/checkout/contact")?.at(-1)?.route).toBe(second[0].children[5].children?.[1]);
  });

  it("matches path patterns as the package does", () => {
    for (const pattern of ["/p/:sku", "/shop/*", "/a/:b?/c", { path: "/Case", caseSensitive: true, end: false }])
      for (const path of ["/p/x", "/shop/a/b", "/a/c", "/a/x/c", "/Case/more", "/case"])
        for (let round = 0; round < 2; round++)
          expect(memo.matchPath(pattern, path)).toEqual(original.matchPath(pattern, path));
  });

  it("fails the build when the package no longer has the text it rewrites", () => {
    expect(() => memoiseRouteMatching("function compilePath(path, caseSensitive, end) {\n")).toThrow(/router-memo/);
  });
});
