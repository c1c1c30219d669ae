// Bundles the Express host (server/start.ts and what it imports from server/ and app/) into
// build/server/start.js, so the production image runs plain `node` on the build alone: no
// TypeScript sources and no tsx at run time (docs/decisions/0004-tsx-runtime.md). Packages
// stay in node_modules. The sandbox is not bundled: it runs from the source tree (npm start).
// build/server/preload.js, start.js's first import, puts the build's copy of React Router's
// core with memoised route matching (remix-router.cjs, scripts/router-memo.ts, decision 0021)
// in place of the package's before anything loads it, and `@remix-run/react`'s server routes
// kept per route manifest (remix-react-routes.cjs).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { memoiseRouteMatching, memoiseServerRoutes } from "./router-memo";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
} as const;

await build({ ...common, entryPoints: ["server/preload.ts"], outfile: "build/server/preload.js" });
await build({
  ...common,
  entryPoints: ["server/start.ts"],
  outfile: "build/server/start.js",
  external: ["./sandbox/index"],
  // evaluated before every other import of the bundle (ES modules run in the order imported)
  banner: { js: 'import "./preload.js";' },
});
const resolve = createRequire(import.meta.url).resolve;
const router = resolve("@remix-run/router");
writeFileSync("build/server/remix-router.cjs", memoiseRouteMatching(readFileSync(router, "utf8")));
const serverRoutes = path.join(path.dirname(resolve("@remix-run/react")), "routes.js");
writeFileSync("build/server/remix-react-routes.cjs", memoiseServerRoutes(readFileSync(serverRoutes, "utf8")));
console.log("build/server/start.js");
