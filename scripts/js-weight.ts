// Usage: npm run build && tsx scripts/js-weight.ts
// The gzipped JavaScript each route sends (entry, root, parent layouts and the route, with
// their static imports), from the build's own asset manifest: the number the DESIGN §5
// budget is about, per route, without a browser.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";

const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const { assets, routes } = build;
const gz = new Map<string, number>();
const size = (url: string) => {
  if (!gz.has(url)) gz.set(url, gzipSync(readFileSync(path.join("build/client", url))).length);
  return gz.get(url)!;
};

const rows = Object.keys(routes)
  .filter((id) => id !== "root")
  .map((id) => {
    const files = new Set([assets.entry.module, ...assets.entry.imports]);
    for (let r: string | undefined = id; r; r = routes[r]?.parentId) {
      const route = assets.routes[r];
      files.add(route.module);
      for (const i of route.imports ?? []) files.add(i);
    }
    const bytes = [...files].reduce((sum, f) => sum + size(f), 0);
    // decision 0019: a route may ship no scripts, or only for some of its pages
    const rule = (routes[id]?.module.handle as { scripts?: unknown } | undefined)?.scripts;
    const note =
      rule === false ? "  (ships none)" : typeof rule === "function" ? "  (some of its pages ship none)" : "";
    return { route: id.replace(/^routes\//, "") + note, kb: rule === false ? 0 : Math.round(bytes / 102.4) / 10 };
  })
  .sort((a, b) => b.kb - a.kb);

for (const { route, kb } of rows) console.log(`${kb.toFixed(1).padStart(6)} KB  ${route}`);
