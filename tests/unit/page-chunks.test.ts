import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ConfigEnv, UserConfig } from "vite";
import { pageChunks } from "../../scripts/vite/page-chunks";

type Apply = (config: unknown, env: ConfigEnv) => boolean;
type ManualChunks = (
  id: string,
  meta: { getModuleInfo: (id: string) => { importedIds: string[] } | null; getModuleIds: () => Iterable<string> },
) => string | undefined;

const app = (p: string) => path.resolve("app", p);
const lib = (p: string) => path.resolve("node_modules", p);

// a small module graph: the browser entry, the root and two routes
const GRAPH: Record<string, string[]> = {
  [app("entry.client.tsx")]: [lib("react-dom/client.js"), app("lib/page-scripts.ts")],
  [app("root.tsx")]: [app("components/layout/Header.tsx"), lib("@remix-run/react/dist/esm/index.js")],
  [app("components/layout/Header.tsx")]: [app("lib/format.ts")],
  [app("routes/cart/route.tsx")]: [
    app("components/forms/SubmitButton.tsx"),
    app("components/cart/CouponForm.tsx"),
    app("lib/use-money.ts"),
  ],
  [app("lib/use-money.ts")]: [app("lib/money-text.ts")],
  [app("routes/shop.$/route.tsx")]: [app("components/product/Listing.tsx"), lib("some-chart/index.js")],
  [app("components/forms/SubmitButton.tsx")]: [app("lib/flash.ts"), app("lib/format.ts")],
};

function chunkOf() {
  const plugin = pageChunks();
  const config = (plugin.config as () => UserConfig)();
  const output = config.build!.rollupOptions!.output as { manualChunks: ManualChunks };
  const ids = new Set([...Object.keys(GRAPH), ...Object.values(GRAPH).flat()]);
  const meta = { getModuleInfo: (id: string) => ({ importedIds: GRAPH[id] ?? [] }), getModuleIds: () => ids };
  return (id: string) => output.manualChunks(id, meta);
}

describe("pageChunks", () => {
  it("puts what the entry and the root import in two files, and the form kit in a third", () => {
    const chunk = chunkOf();
    expect(chunk(lib("react-dom/client.js"))).toBe("framework");
    expect(chunk(lib("@remix-run/react/dist/esm/index.js"))).toBe("framework");
    expect(chunk(app("lib/page-scripts.ts"))).toBe("shell");
    expect(chunk(app("components/layout/Header.tsx"))).toBe("shell");
    // the root needs it too: it stays with the shell rather than the kit
    expect(chunk(app("lib/format.ts"))).toBe("shell");
    expect(chunk(app("components/forms/SubmitButton.tsx"))).toBe("kit");
    expect(chunk(app("lib/flash.ts"))).toBe("kit");
  });

  it("puts the money writer in the shell, though the root does not import it", () => {
    const chunk = chunkOf();
    expect(chunk(app("lib/use-money.ts"))).toBe("shell");
    expect(chunk(app("lib/money-text.ts"))).toBe("shell");
    expect(chunk(app("components/cart/CouponForm.tsx"))).toBeUndefined();
  });

  it("leaves the entries, and what only some routes use, to Rollup", () => {
    const chunk = chunkOf();
    expect(chunk(app("root.tsx"))).toBeUndefined();
    expect(chunk(app("entry.client.tsx"))).toBeUndefined();
    expect(chunk(app("routes/cart/route.tsx"))).toBeUndefined();
    expect(chunk(app("components/cart/CouponForm.tsx"))).toBeUndefined();
    expect(chunk(app("components/product/Listing.tsx"))).toBeUndefined();
    expect(chunk(lib("some-chart/index.js"))).toBeUndefined();
  });

  it("applies to the browser's build only", () => {
    const apply = pageChunks().apply as Apply;
    expect(apply({}, { command: "build", mode: "production", isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: "build", mode: "production", isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: "serve", mode: "development" })).toBe(false);
  });
});
