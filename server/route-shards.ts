// A request is handled by Remix with a build that holds only the routes its path can match
// (decision 0060). React Router flattens, ranks and compiles the whole route table on every match,
// and a page makes four (Remix's server match, its data query, the render's routes and the
// partial manifest sent to the browser): with about a hundred routes that was a sixth of a
// personal page's CPU (issue 41, item 7). The table is not changed, only cut per request: a route
// whose path begins with a fixed segment (`/account/...`) can match only a path beginning with
// that segment, so a path beginning with `cart` is matched against the routes beginning with
// `cart`, those beginning with a parameter or a splat, and those with no segment of their own
// (the root, layouts, the home page). Every route that could match is kept and the kept routes
// keep their order, so React Router picks the same route as it would from the whole table, for
// the path and for each of its parents (which the partial manifest also matches).
import type { ServerBuild } from "@remix-run/node";

type Route = { id: string; parentId?: string; path?: string };

/** The fixed first segment (lower case) of each route's full path; absent when it begins with a parameter, a splat or nothing. */
function fixedFirstSegments(routes: Record<string, Route | undefined>): Map<string, string> {
  const fullPath = (route: Route): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return `${parent ? fullPath(parent) : ""}/${route.path ?? ""}`;
  };
  const fixed = new Map<string, string>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const first = fullPath(route).split("/").find(Boolean);
    if (first && !first.startsWith(":") && !first.includes("*") && !first.endsWith("?"))
      fixed.set(route.id, first.toLowerCase());
  }
  return fixed;
}

/**
 * The shard a path is served from: its first segment, lower case (`""` for the home page, and for
 * every path no route's fixed segment names); null when the whole table must serve it: Remix's
 * manifest requests (they ask for other paths' routes), a base name, a segment React Router would
 * decode differently.
 */
export function shardKey(pathname: string, fixedKeys: ReadonlySet<string>): string | null {
  if (pathname === "/__manifest") return null;
  const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const first = path.split("/").find(Boolean) ?? "";
  // React Router decodes each segment and matches case-insensitively: only plain ASCII is cut here
  if (!/^[\x21-\x7e]*$/.test(first) || first.includes("%")) return null;
  const key = fixedKeys.has(first.toLowerCase()) ? first.toLowerCase() : "";
  // a `.data` request is first matched as sent (`/cart.data`): a route named so must be in its shard
  const sent = (pathname.split("/").find(Boolean) ?? "").toLowerCase();
  return fixedKeys.has(sent) && sent !== key && sent !== dataOf(key) ? null : key;
}

/** The first segment of the `.data` request of a page whose first segment is `key` */
const dataOf = (key: string) => `${key || "_root"}.data`;

/** The build's routes for one shard: those without a fixed first segment, and those whose fixed first segment is the key. */
function shardOf(build: ServerBuild, fixed: Map<string, string>, key: string): ServerBuild {
  const keeps = (id: string) => {
    const segment = fixed.get(id);
    return segment === undefined || segment === key || segment === dataOf(key);
  };
  const pick = <T>(table: Record<string, T>) =>
    Object.fromEntries(Object.entries(table).filter(([id]) => keeps(id))) as Record<string, T>;
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

export interface RouteShards {
  /** the build to hand to Remix for this path: the whole build, or a shard of it */
  buildFor(pathname: string): ServerBuild;
}

/** Shards of `build`, made when first asked for; the whole build when it can't be cut safely. */
export function routeShards(build: ServerBuild): RouteShards {
  // the partial manifest (lazy route discovery) is what lets the browser receive a shard's
  // routes only; without it every page carries the whole table, so nothing is cut
  const cuttable = build.future.v3_lazyRouteDiscovery && !build.isSpaMode && (build.basename ?? "/") === "/";
  const fixed = fixedFirstSegments(build.routes);
  const fixedKeys = new Set(fixed.values());
  const shards = new Map<string, ServerBuild>();
  return {
    buildFor(pathname) {
      const key = cuttable ? shardKey(pathname, fixedKeys) : null;
      if (key === null) return build;
      let shard = shards.get(key);
      if (!shard) shards.set(key, (shard = shardOf(build, fixed, key)));
      return shard;
    },
  };
}
