// The production host's copy of React Router's core (scripts/router-memo.ts, decision 0021)
// must match exactly as the package does, however often the same routes array is matched.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createRequire, Module } from "node:module";
import * as original from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { memoiseMatching, memoiseRouteMatching, memoiseServerRoutes } from "../../scripts/router-memo";

type Router = typeof original;
const file = createRequire(import.meta.url).resolve("@remix-run/router");

/** A module compiled from rewritten source under the package file's own name. */
function compiled<T>(path: string, rewrite: (source: string) => string): T {
  const m = new Module(path) as Module & { _compile(code: string, filename: string): void };
  m.filename = path;
  m.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path);
  m._compile(rewrite(readFileSync(path, "utf8")), path);
  return m.exports as T;
}

const memoised = () => compiled<Router>(file, memoiseRouteMatching);

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

  it("ranks a tree of the same shape as the last one once, and a tree of another shape anew", () => {
    const first = routes();
    const same = routes();
    for (const path of paths) memo.matchRoutes(first, path);
    // every matched route must be the second tree's own
    const own = new Set<object>();
    const walk = (list: ReturnType<typeof routes>) =>
      list.forEach((r) => {
        own.add(r);
        walk((r as { children?: ReturnType<typeof routes> }).children ?? []);
      });
    walk(same);
    for (const path of paths) {
      const matched = memo.matchRoutes(same, path);
      expect(ids(matched)).toEqual(ids(original.matchRoutes(routes(), path)));
      for (const m of matched ?? []) expect(own.has(m.route)).toBe(true);
    }
    // the same ids with one path changed, the children in another order, or a case rule dropped
    const renamed = routes();
    renamed[0].children[4] = { id: "cart", path: "basket" };
    const reordered = routes();
    reordered[0].children.reverse();
    const caseless = routes();
    (caseless[0].children[7].children![3] as { caseSensitive?: boolean }).caseSensitive = false;
    for (const changed of [renamed, reordered, caseless]) {
      memo.matchRoutes(routes(), "/cart");
      for (const path of [...paths, "/basket"]) {
        const fresh = structuredClone(changed);
        expect(ids(memo.matchRoutes(changed, path))).toEqual(ids(original.matchRoutes(fresh, path)));
      }
    }
  });

  it("matches path patterns as the package does", () => {
    for (const pattern of ["/p/:sku", "/shop/*", "/a/:b?/c", { path: "/Case", caseSensitive: true, end: false }])
      for (const path of ["/p/x", "/shop/a/b", "/a/c", "/a/x/c", "/Case/more", "/case"])
        for (let round = 0; round < 2; round++)
          expect(memo.matchPath(pattern, path)).toEqual(original.matchPath(pattern, path));
  });

  it("converts a routes array to data routes once, and fills each caller's id table", () => {
    const a = routes();
    const mapping = (route: { id?: string }) => ({ hasErrorBoundary: route.id === "root" });
    type Table = Parameters<Router["UNSAFE_convertRoutesToDataRoutes"]>[3] & object;
    const first: Table = {};
    const second: Table = {};
    const fresh: Table = {};
    const dataRoutes = memo.UNSAFE_convertRoutesToDataRoutes(a, mapping, undefined, first);
    expect(memo.UNSAFE_convertRoutesToDataRoutes(a, mapping, undefined, second)).toBe(dataRoutes);
    expect(dataRoutes).toEqual(original.UNSAFE_convertRoutesToDataRoutes(routes(), mapping, undefined, fresh));
    expect(Object.keys(second)).toEqual(Object.keys(fresh));
    for (const id of Object.keys(first)) expect(second[id]).toBe(first[id]);
    // another array, or another mapping, is converted anew
    expect(memo.UNSAFE_convertRoutesToDataRoutes(routes(), mapping, undefined, {})).not.toBe(dataRoutes);
    expect(memo.UNSAFE_convertRoutesToDataRoutes(a, () => ({ hasErrorBoundary: false }), undefined, {})).not.toBe(
      dataRoutes,
    );
    // an id already in the caller's table is still refused
    expect(() => memo.UNSAFE_convertRoutesToDataRoutes(a, mapping, undefined, { cart: { id: "cart" } })).toThrow(
      /collision/,
    );
  });

  it("makes the server routes of a route manifest once, while the route modules are the same", () => {
    const routesFile = createRequire(import.meta.url)
      .resolve("@remix-run/react")
      .replace(/index\.js$/, "routes.js");
    type ServerRoutes = (manifest: object, modules: object, future: object, spa: boolean) => unknown[];
    const { createServerRoutes } = compiled<{ createServerRoutes: ServerRoutes }>(routesFile, memoiseServerRoutes);
    const route = (id: string, parentId?: string, path?: string) => ({ id, parentId, path, hasLoader: true });
    const manifest = { root: route("root", undefined, ""), cart: route("cart", "root", "cart") };
    const modules = { root: { default: () => null }, cart: { default: () => null } };
    const future = {};
    const made = createServerRoutes(manifest, { ...modules }, future, false);
    expect(made).toHaveLength(1);
    // the server runtime hands each render a new object holding the same modules
    expect(createServerRoutes(manifest, { ...modules }, future, false)).toBe(made);
    expect(createServerRoutes(manifest, { ...modules, cart: { default: () => null } }, future, false)).not.toBe(made);
    expect(createServerRoutes({ ...manifest }, { ...modules }, future, false)).not.toBe(made);
  });

  it("rewrites the ES module build the browser bundles too (decision 0023)", () => {
    const esm = readFileSync(path.join(path.dirname(file), "router.js"), "utf8");
    const out = memoiseMatching(esm);
    expect(out).toContain("let branches = rankedBranches(routes);");
    expect(out).toContain("function compilePathOnce(path, caseSensitive, end) {");
    expect(out).toContain("rememberBranch(branches, decoded, allowPartial");
  });

  it("fails the build when the package no longer has the text it rewrites", () => {
    expect(() => memoiseRouteMatching("function compilePath(path, caseSensitive, end) {\n")).toThrow(/router-memo/);
    expect(() => memoiseServerRoutes("exports.createServerRoutes = other;\n")).toThrow(/router-memo/);
  });
});
