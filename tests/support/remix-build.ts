// A Remix server build made by hand, for the host's tests (server/remix-handler.ts,
// server/storefront.ts): routes whose loaders and actions are given, a document "render" that
// writes a line of HTML without React, single fetch on as in the shop, and the entry module's
// openSession, as app/entry.server.tsx exports it.
import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { openSession } from "~/.server/session/request-session";

type Fn = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

export interface TestRoute {
  path: string;
  loader?: Fn;
  action?: Fn;
  /** a resource route: no component, its Response goes out as it is */
  resource?: boolean;
}

const Page = () => null;

export function testBuild(root: { loader?: Fn }, routes: Record<string, TestRoute>): ServerBuild {
  const manifest: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: { default: Page, ...root } as never },
  };
  for (const [id, route] of Object.entries(routes))
    manifest[id] = {
      id,
      parentId: "root",
      path: route.path,
      module: { ...(route.resource ? {} : { default: Page }), loader: route.loader, action: route.action } as never,
    };
  return {
    mode: "production",
    entry: {
      module: {
        default: (_request, status, headers) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response("<!doctype html><p>a page</p>", { status, headers });
        },
        openSession,
      } as ServerBuild["entry"]["module"],
    },
    routes: manifest,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" } as never,
    publicPath: "/assets/",
    assetsBuildDirectory: "build/client/assets",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      unstable_optimizeDeps: false,
      v3_routeConfig: true,
    } as never,
    isSpaMode: false,
  };
}
