// Bundles the Express host (server/start.ts and what it imports from server/ and app/) into
// build/server/start.js, so the production image runs plain `node` on the build alone: no
// TypeScript sources and no tsx at run time (docs/decisions/0004-tsx-runtime.md). Packages
// stay in node_modules, as published. The sandbox is a package too (`@ashless/sandbox`, decision
// 0037), so it is not bundled: the host imports it only in embedded mode (npm start), and the
// production image installs neither it nor its dependencies.
import { build } from "esbuild";

await build({
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  entryPoints: ["server/start.ts"],
  outfile: "build/server/start.js",
});
console.log("build/server/start.js");
