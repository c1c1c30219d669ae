import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { routeTable } from "./app/routes";
import { preactInBrowser } from "./scripts/vite/preact-in-browser";
import { compileEagerly } from "./scripts/vite/compile-eagerly";
import { memoisedRouterInBrowser } from "./scripts/vite/memoised-router";
import { pageChunks } from "./scripts/vite/page-chunks";
import { precompress } from "./scripts/vite/precompress";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [
    !process.env.VITEST && !process.env.ASHLESS_REACT_IN_BROWSER && preactInBrowser(),
    !process.env.VITEST && compileEagerly(),
    !process.env.VITEST && memoisedRouterInBrowser(),
    !process.env.VITEST && pageChunks(),
    !process.env.VITEST &&
      remix({
        ...remixConfig,
        routes: (defineRoutes) => defineRoutes(routeTable),
      }),
    !process.env.VITEST && precompress("build/client/assets"),
  ],
  build: { assetsInlineLimit: 0 },
  server: { port: Number(process.env.PORT ?? 3000) },
});
