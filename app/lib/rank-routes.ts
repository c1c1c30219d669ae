import { matchRoutes } from "@remix-run/react";

/** A route of Remix's browser manifest, as far as matching goes. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export interface RouteShape {
  id: string;
  index?: boolean;
  path?: string;
  children?: RouteShape[];
}

/** The manifest's routes in the tree Remix's browser makes of them (`createClientRoutes`): each
 * route's id, index flag and path, the children of a route in the manifest's order. */
export function manifestRouteTree(routes: Record<string, ManifestRoute>): RouteShape[] {
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    const parent = route.parentId || "";
    const list = byParent.get(parent);
    if (list) list.push(route);
    else byParent.set(parent, [route]);
  }
  const tree = (parent: string): RouteShape[] =>
    (byParent.get(parent) ?? []).map((route) => {
      const node: RouteShape = { id: route.id, index: route.index, path: route.path };
      const children = tree(route.id);
      if (children.length > 0) node.children = children;
      return node;
    });
  return tree("");
}

/** Ranks the page's route table and matches the page's address, in a task before the one that
 * builds the router (decision 0023). The browser's copy of the router keeps the ranked branches
 * of the last table it ranked and gives them to the next table of the same shape
 * (scripts/router-memo.ts), so the router's task is left with copying them. */
export function rankRoutesAhead() {
  const manifest = window.__remixManifest?.routes;
  if (!manifest) return;
  matchRoutes(
    manifestRouteTree(manifest) as Parameters<typeof matchRoutes>[0],
    window.location,
    window.__remixContext?.basename,
  );
}
