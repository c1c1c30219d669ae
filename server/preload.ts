// The bundled host's first import (build/server/preload.js, scripts/bundle-server.ts): before
// any package loads React Router's core, the build's copy with memoised route matching
// (build/server/remix-router.cjs, scripts/router-memo.ts, decision 0021) takes its place in
// Node's module cache, so every package that requires `@remix-run/router` shares that copy.
// Run from the source tree (npm run dev, tests), there is no such copy and this does nothing.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const copy = fileURLToPath(new URL("./remix-router.cjs", import.meta.url));
if (existsSync(copy)) {
  const require = createRequire(import.meta.url);
  const original = require.resolve("@remix-run/router");
  if (require.cache[original]) throw new Error("@remix-run/router was loaded before server/preload");
  require(copy);
  require.cache[original] = require.cache[copy];
}
