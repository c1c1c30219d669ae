// The route tree the browser ranks ahead of building its router (app/lib/rank-routes.ts) must
// have the shape of the client routes Remix's browser makes from the same manifest: the same
// ids, paths, index flags and order, so the router's copy (scripts/router-memo.ts) reuses the
// ranking instead of ranking again.
import { defineRoutes } from "@remix-run/dev/dist/config/routes";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { routeTable } from "~/routes";
import { manifestRouteTree, type ManifestRoute } from "~/lib/rank-routes";

// not exported by the package's index: the function RemixBrowser calls
const { createClientRoutes } = createRequire(import.meta.url)("@remix-run/react/dist/routes.js") as {
  createClientRoutes(manifest: unknown, modules: unknown, state: unknown, future: unknown, spa: boolean): unknown[];
};

interface Shaped {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: Shaped[];
}

const shape = (routes: Shaped[]): unknown[] =>
  routes.map((r) => [r.id, r.path ?? null, r.index ?? null, r.caseSensitive === true, shape(r.children ?? [])]);

/** The browser manifest's routes as the Remix plugin writes them: the root, then the table. */
function browserManifest(): Record<string, ManifestRoute & Record<string, unknown>> {
  const flags = { hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false };
  const manifest: Record<string, ManifestRoute & Record<string, unknown>> = {
    root: { id: "root", path: "", module: "/root.js", hasErrorBoundary: true, ...flags },
  };
  for (const route of Object.values(defineRoutes(routeTable))) {
    manifest[route.id] = {
      id: route.id,
      parentId: route.parentId ?? "root",
      path: route.path,
      index: route.index,
      module: `/${route.file}`,
      hasErrorBoundary: false,
      ...flags,
    };
  }
  return manifest;
}

describe("manifestRouteTree", () => {
  it("has the shape of Remix's client routes for the app's route table", () => {
    const manifest = browserManifest();
    const future = { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_singleFetch: true };
    const client = createClientRoutes(manifest, {}, { loaderData: {} }, future, false);
    expect(Object.keys(manifest).length).toBeGreaterThan(50);
    expect(shape(manifestRouteTree(manifest))).toEqual(shape(client as Shaped[]));
  });

  it("keeps the manifest's order among siblings and nests children under their parent", () => {
    const tree = manifestRouteTree({
      root: { id: "root", path: "" },
      b: { id: "b", parentId: "root", path: "b" },
      a: { id: "a", parentId: "root", path: "a" },
      "a-index": { id: "a-index", parentId: "a", index: true },
      c: { id: "c", parentId: "root", path: "c/:id" },
    });
    expect(shape(tree)).toEqual([
      [
        "root",
        "",
        null,
        false,
        [
          ["b", "b", null, false, []],
          ["a", "a", null, false, [["a-index", null, true, false, []]]],
          ["c", "c/:id", null, false, []],
        ],
      ],
    ]);
  });
});
