import { index, type RouteConfig } from "@remix-run/route-config";

// the shop's Remix options turn v3_routeConfig on: the one route, as the shop names its routes
export default [index("routes/_index.tsx")] satisfies RouteConfig;
