// The gzipped JavaScript each route sends (the route manifest, entry, root, parent layouts and
// the route, with their static imports), from the build's own asset manifest: the number the
// budgets are about, for every route, without a browser. Read by `npm run js-weight` and the budget test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

export interface RouteWeight {
  route: string;
  bytes: number;
  /** how many script files that is (each one a request and a compile on a phone) */
  files: number;
  /** decision 0019: the route's pages ship no scripts, or only some of them do */
  scripts: "all" | "none" | "some";
}

/** The gzipped size of a file the build serves, by its URL path (`/assets/…`). */
export function gzippedBuildFile(url: string, root = process.cwd()): number {
  return gzipSync(readFileSync(path.join(root, "build/client", url))).length;
}

export async function routeWeights(root = process.cwd()): Promise<RouteWeight[]> {
  const build = (await import(path.resolve(root, "build/server/index.js"))) as ServerBuild;
  const { assets, routes } = build;
  const gz = new Map<string, number>();
  const size = (url: string) => {
    if (!gz.has(url)) gz.set(url, gzippedBuildFile(url, root));
    return gz.get(url)!;
  };
  return Object.keys(routes)
    .filter((id) => id !== "root" && routes[id]?.module.default)
    .map((id) => {
      // lazy route discovery is on: the page carries the matched routes' manifest, and the
      // browser asks for others as links appear, so the whole manifest's file is never loaded
      const files = new Set([assets.entry.module, ...assets.entry.imports]);
      for (let r: string | undefined = id; r; r = routes[r]?.parentId) {
        const route = assets.routes[r];
        files.add(route.module);
        for (const i of route.imports ?? []) files.add(i);
      }
      const rule = (routes[id]?.module.handle as { scripts?: unknown } | undefined)?.scripts;
      const scripts = rule === false ? "none" : typeof rule === "function" ? "some" : "all";
      const bytes = scripts === "none" ? 0 : [...files].reduce((sum, f) => sum + size(f), 0);
      return {
        route: id.replace(/^routes\//, ""),
        bytes,
        files: scripts === "none" ? 0 : files.size,
        scripts,
      } as const;
    })
    .sort((a, b) => b.bytes - a.bytes);
}
