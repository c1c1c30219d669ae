// The bundled host's first import (build/server/preload.js, scripts/bundle-server.ts): before
// any package loads React Router's core, the build's copy with memoised route matching
// (build/server/remix-router.cjs, scripts/router-memo.ts, decision 0021) takes its place in
// Node's module cache, so every package that requires `@remix-run/router` shares that copy.
// `@remix-run/react`'s routes module is replaced the same way by remix-react-routes.cjs (its
// server routes kept per route manifest), compiled under the package file's own name so that
// its relative requires still find their neighbours.
// Run from the source tree (npm run dev, tests), there is no such copy and this does nothing.
import { existsSync, readFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const copy = fileURLToPath(new URL("./remix-router.cjs", import.meta.url));
if (existsSync(copy)) {
  const require = createRequire(import.meta.url);
  const original = require.resolve("@remix-run/router");
  if (require.cache[original]) throw new Error("@remix-run/router was loaded before server/preload");
  require(copy);
  require.cache[original] = require.cache[copy];

  const routesCopy = fileURLToPath(new URL("./remix-react-routes.cjs", import.meta.url));
  const routes = path.join(path.dirname(require.resolve("@remix-run/react")), "routes.js");
  if (require.cache[routes]) throw new Error("@remix-run/react was loaded before server/preload");
  const compiled = new Module(routes) as Module & { _compile(code: string, filename: string): void };
  compiled.filename = routes;
  compiled.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(routes),
  );
  compiled._compile(readFileSync(routesCopy, "utf8"), routes);
  compiled.loaded = true;
  require.cache[routes] = compiled;
}
