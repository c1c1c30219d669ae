// The hello-world Remix app npm run bench compares the shop with: the same installed packages
// and Remix options, one route, built to .data/hello.
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "../../remix.config.js";

export default defineConfig({
  root: path.dirname(new URL(import.meta.url).pathname),
  logLevel: "warn",
  build: { emptyOutDir: true },
  plugins: [remix({ future: remixConfig.future, appDirectory: "app", buildDirectory: path.resolve(".data/hello") })],
});
