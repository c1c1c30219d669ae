// server/route-shards.ts: a request handled with a shard of the route table gets the same routes
// as from the whole table, for its path and every parent path (what the partial manifest matches),
// on the shop's own table (app/routes.ts) and on shapes it does not have yet.
import type { ServerBuild } from "@remix-run/node";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { matchRoutes } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { routeShards, shardKey } from "../../server/route-shards";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** A build as Remix's compiler writes it: each route once, with its parent's id; under the root. */
function buildOf(config: RouteConfigEntry[]): ServerBuild {
  const table: Record<string, Entry> = { root: { id: "root", path: "" } };
  const walk = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file;
      table[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      if (entry.children) walk(entry.children, id);
    }
  };
  walk(config, "root");
  return {
    routes: table,
    assets: { routes: table, version: "test", url: "/m.js", entry: { module: "", imports: [] } },
    future: { v3_lazyRouteDiscovery: true },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

/** The nested tree React Router matches, from a build's flat table. */
function treeOf(table: Record<string, Entry>) {
  type Node = Entry & { children?: Node[] };
  const nodes = new Map<string, Node>(Object.values(table).map((r) => [r.id, { ...r }]));
  for (const node of nodes.values())
    if (node.parentId) {
      const parent = nodes.get(node.parentId)!;
      (parent.children ??= []).push(node);
    }
  return [nodes.get("root")!];
}

const idsOf = (table: Record<string, Entry>, path: string) =>
  matchRoutes(treeOf(table) as never, path)?.map((m) => m.route.id) ?? null;

/** Paths each route matches (parameters and splats filled in, optional segments with and without), and their parents. */
function samplesOf(build: ServerBuild): string[] {
  const table = build.routes as Record<string, Entry>;
  const full = (r: Entry): string => `${r.parentId ? full(table[r.parentId]) : ""}/${r.path ?? ""}`;
  const paths = new Set<string>();
  for (const route of Object.values(table)) {
    let variants = [""];
    for (const segment of full(route).split("/").filter(Boolean)) {
      const fill = segment.startsWith(":") ? "v1" : segment === "*" ? "a/b" : segment.replace(/\?$/, "");
      variants = variants.flatMap((v) => (segment.endsWith("?") ? [v, `${v}/${fill}`] : [`${v}/${fill}`]));
    }
    for (const v of variants) paths.add(v || "/");
  }
  const odd = ["/", "/CART", "/Account/Orders/", "/cart/", "//cart", "/cart.data", "/_root.data", "/account.data"];
  return [...paths, ...odd, "/no-such-page", "/no-such/page/deeper", "/%63art", "/caf%C3%A9", "/__manifest"];
}

const parentsOf = (path: string) => {
  const segments = path.split("/").filter(Boolean);
  return ["/", ...segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)];
};

function expectSameMatches(build: ServerBuild) {
  const shards = routeShards(build);
  for (const path of samplesOf(build)) {
    const shard = shards.buildFor(path);
    const page = path.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    for (const matched of new Set([path, ...parentsOf(page)]))
      expect(idsOf(shard.routes as never, matched), `${matched} (page ${path})`).toEqual(
        idsOf(build.routes as never, matched),
      );
    expect(Object.keys(shard.assets.routes)).toEqual(Object.keys(shard.routes));
  }
}

describe("route shards", () => {
  const shop = buildOf(routes);

  it("match every path of the shop's table, and its parents, as the whole table does", () => {
    expectSameMatches(shop);
  });

  it("hold a handful of routes for a page, not the table", () => {
    const shards = routeShards(shop);
    const size = (path: string) => Object.keys(shards.buildFor(path).routes).length;
    const all = Object.keys(shop.routes).length;
    expect(all).toBeGreaterThan(90);
    expect(size("/cart")).toBeLessThan(8);
    expect(size("/cart.data")).toBe(size("/cart"));
    expect(size("/account/orders")).toBeLessThan(40);
    // one shard per first segment, the same object each time
    expect(shards.buildFor("/account/orders")).toBe(shards.buildFor("/account"));
  });

  it("leave the whole table to manifest requests and to segments React Router would decode", () => {
    const shards = routeShards(shop);
    for (const path of ["/__manifest", "/%63art", "/caf%C3%A9", "/café"]) expect(shards.buildFor(path)).toBe(shop);
  });

  it("match tables with shapes the shop has not used yet", () => {
    const shapes: RouteConfigEntry[] = [
      { file: "a", id: "home", index: true },
      { file: "b", id: "lang", path: ":lang", children: [{ file: "c", id: "lang-cart", path: "cart" }] },
      { file: "d", id: "opt", path: "shop?/items", caseSensitive: true },
      { file: "e", id: "layout", children: [{ file: "f", id: "in-layout", path: "about" }] },
      { file: "g", id: "cart", path: "cart" },
      { file: "h", id: "cart-data", path: "cart.data" },
      { file: "i", id: "root-data", path: "_root.data" },
      { file: "j", id: "Upper", path: "Upper/:x", caseSensitive: true },
      { file: "k", id: "splat", path: "*" },
    ];
    expectSameMatches(buildOf(shapes));
  });

  it("are not cut without lazy route discovery, whose partial manifest sends only a page's routes", () => {
    const whole = { ...shop, future: { v3_lazyRouteDiscovery: false } } as unknown as ServerBuild;
    expect(routeShards(whole).buildFor("/cart")).toBe(whole);
  });

  it("key a path by its first segment", () => {
    const keys = new Set(["cart", "account", "cart.data"]);
    expect(shardKey("/Cart/x", keys)).toBe("cart");
    expect(shardKey("/cart.data", keys)).toBe("cart");
    expect(shardKey("/_root.data", keys)).toBe("");
    expect(shardKey("/elsewhere", keys)).toBe("");
    expect(shardKey("/__manifest", keys)).toBeNull();
  });
});
