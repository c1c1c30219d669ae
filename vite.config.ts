import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { compileEagerly } from "./scripts/vite/compile-eagerly";
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
    !process.env.VITEST && compileEagerly(),
    !process.env.VITEST && pageChunks(),
    !process.env.VITEST && remix(remixConfig),
    !process.env.VITEST && precompress("build/client/assets"),
  ],
  build: { assetsInlineLimit: 0 },
  server: { port: Number(process.env.PORT ?? 3000) },
});
