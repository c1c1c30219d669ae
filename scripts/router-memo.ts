// The production host's copy of React Router's matching core (decision 0021). `@remix-run/router`
// flattens, ranks and compiles the whole route table on every match, and a rendered page is
// matched four or five times (server match, data query, render, and once per parent path for
// the lazy-discovery manifest): about 15 % of the storefront's CPU. This rewrites two spots of
// its CommonJS build, without changing what any match returns:
// - the ranked branches are kept per routes array (a WeakMap, so a per-render array goes with
//   its render). On the server no route array changes after it is built: routes are patched
//   only in the browser, which never loads this copy. A new array of the same shape as the last
//   one ranked (the same ids, paths, index flags, case rules and order: the browser's client
//   routes, then the data routes made from them) gets that one's branches with its own route
//   objects, and that one's matched branches (decision 0023, addendum of 2026-11-27);
// - each compiled path pattern is kept (a regular expression without the g flag holds no
//   state, and the parameter list is only read), at most 2,000 patterns;
// - which ranked branch each path matched is kept per branches array (at most 2,000 paths), so
//   a match tries one branch instead of scanning the table; the match is made again from it;
// - the data routes made from a routes array by `convertRoutesToDataRoutes`, as the package
//   exports it to React Router's static router, are kept per array (the route objects and the
//   id table the caller passes in get the same entries as a fresh conversion would give).
// `@remix-run/react`'s `createServerRoutes`, called on every server render, gets the same
// treatment (memoiseServerRoutes): its routes are kept per route manifest, so each render hands
// the static router the same array and every match after the first finds its ranked branches.
// The build fails if the text to rewrite is not found, so an update of a package is noticed.

const BRANCHES = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
`;

const RANKED = `  let branches = rankedBranches(routes);
`;

const MEMO = `
// Added by the Ashless build (scripts/router-memo.ts, decision 0021): the ranked branches of a
// routes array and each compiled path pattern are computed once.
const rankedBranchesByRoutes = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesByRoutes.get(routes);
  if (!branches) {
    let byId = new Map();
    let shape = routeShape(routes, byId);
    if (shape !== null && lastRanked && lastRanked.shape === shape) branches = sameShapeBranches(lastRanked.branches, byId);
    else {
      branches = flattenRoutes(routes);
      rankRouteBranches(branches);
    }
    rankedBranchesByRoutes.set(routes, branches);
    lastRanked = shape === null ? null : { shape, branches };
  }
  return branches;
}
// A tree of other route objects with the same ids and the same paths, index flags, case rules
// and order as the last one ranked (Remix's browser matches its client routes, then the router
// the data routes made from them) has the same branches in the same order: they are made from
// the last ones, each route replaced by the one of the same id, and the branches the last ones
// matched are known for them too.
let lastRanked = null;
function routeShape(routes, byId) {
  let shape = "";
  let walk = (list) => {
    for (let route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) return false;
      byId.set(route.id, route);
      let index = route.index === true ? 2 : route.index ? 1 : 0;
      shape += JSON.stringify([route.id, route.path == null ? null : route.path, index, route.caseSensitive === true]);
      if (route.children && route.children.length > 0) {
        shape += "[";
        if (!walk(route.children)) return false;
        shape += "]";
      }
    }
    return true;
  };
  return walk(routes) ? shape : null;
}
function sameShapeBranches(last, byId) {
  let made = new Map();
  let branches = last.map((branch) => ({
    path: branch.path,
    score: branch.score,
    routesMeta: branch.routesMeta.map((meta) => {
      let copy = made.get(meta);
      if (!copy) made.set(meta, (copy = { ...meta, route: byId.get(meta.route.id) }));
      return copy;
    }),
  }));
  let known = branchByPath.get(last);
  if (known) branchByPath.set(branches, new Map(known));
  return branches;
}
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  if (caseSensitive === void 0) caseSensitive = false;
  if (end === void 0) end = true;
  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= 2000) compiledPaths.clear();
    compiled = compilePathOnce(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

const COMPILE = "function compilePath(path, caseSensitive, end) {\n";

const SCAN = `  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
`;

const SCAN_KNOWN = `  let decoded = decodePath(pathname);
  let known = knownBranch(branches, decoded, allowPartial);
  if (known !== undefined) return known < 0 ? null : matchRouteBranch(branches[known], decoded, allowPartial);
  let i = 0;
  for (; matches == null && i < branches.length; ++i) {
`;

const SCANNED = `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}
`;

const SCANNED_KEPT = `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  rememberBranch(branches, decoded, allowPartial, matches == null ? -1 : i - 1);
  return matches;
}
`;

const BRANCH_MEMO = `
// Added by the Ashless build (scripts/router-memo.ts): which ranked branch a path matched
// (-1: none), per branches array, at most 2,000 paths each. The match itself is made again
// from that branch, so every call gets new match objects, as from the package.
const branchByPath = new WeakMap();
function knownBranch(branches, pathname, allowPartial) {
  let known = branchByPath.get(branches);
  return known && known.get((allowPartial ? "1" : "0") + pathname);
}
function rememberBranch(branches, pathname, allowPartial, index) {
  let known = branchByPath.get(branches);
  if (!known) branchByPath.set(branches, (known = new Map()));
  if (known.size >= 2000) known.clear();
  known.set((allowPartial ? "1" : "0") + pathname, index);
}
`;

const CONVERT_EXPORT = "exports.UNSAFE_convertRoutesToDataRoutes = convertRoutesToDataRoutes;\n";

const CONVERT_MEMO = `exports.UNSAFE_convertRoutesToDataRoutes = convertRoutesToDataRoutesOnce;
// Added by the Ashless build (scripts/router-memo.ts): a top-level conversion is kept per
// routes array and mapping; the caller's id table gets the kept entries.
const dataRoutesByRoutes = new WeakMap();
function convertRoutesToDataRoutesOnce(routes, mapRouteProperties, parentPath, manifest) {
  if (parentPath !== undefined && parentPath.length > 0) return convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest);
  if (manifest === undefined) manifest = {};
  let kept = dataRoutesByRoutes.get(routes);
  if (!kept || kept.mapRouteProperties !== mapRouteProperties) {
    let table = {};
    kept = { mapRouteProperties, table, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, table) };
    dataRoutesByRoutes.set(routes, kept);
  }
  for (let id in kept.table) {
    invariant(!manifest[id], "Found a route id collision on id \\"" + id + "\\".  Route " + "id's must be globally unique within Data Router usages");
    manifest[id] = kept.table[id];
  }
  return kept.dataRoutes;
}
`;

const SERVER_ROUTES_EXPORT = "exports.createServerRoutes = createServerRoutes;\n";

const SERVER_ROUTES_MEMO = `exports.createServerRoutes = createServerRoutesOnce;
// Added by the Ashless build (scripts/router-memo.ts): the server routes of a route manifest
// are made once per manifest, route modules, future flags and SPA mode. The server runtime
// hands each render a new object of route modules, so the modules are compared one by one.
const serverRoutesByManifest = new WeakMap();
function sameModules(a, b) {
  let keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (let key of keys) if (a[key] !== b[key]) return false;
  return true;
}
function createServerRoutesOnce(manifest, routeModules, future, isSpaMode, ...rest) {
  if (rest.length > 0) return createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
  let kept = serverRoutesByManifest.get(manifest);
  if (!kept || kept.future !== future || kept.isSpaMode !== isSpaMode || !sameModules(kept.routeModules, routeModules)) {
    kept = { routeModules, future, isSpaMode, routes: createServerRoutes(manifest, routeModules, future, isSpaMode) };
    serverRoutesByManifest.set(manifest, kept);
  }
  return kept.routes;
}
`;

function replaceOnce(source: string, find: string, by: string): string {
  const at = source.indexOf(find);
  if (at < 0 || source.indexOf(find, at + 1) >= 0)
    throw new Error(
      `router-memo: expected exactly one ${JSON.stringify(find.trim().split("\n")[0])} in @remix-run/router`,
    );
  return source.slice(0, at) + by + source.slice(at + find.length);
}

/** Either build of `@remix-run/router` (CommonJS or ES module) with its ranked branches, path
 * patterns and matched branches memoised. The browser's copy gets this (decision 0023): with
 * lazy route discovery off, no route array changes there after the router is built. */
export function memoiseMatching(source: string): string {
  let out = replaceOnce(source, BRANCHES, RANKED);
  out = replaceOnce(out, COMPILE, MEMO + "function compilePathOnce(path, caseSensitive, end) {\n");
  out = replaceOnce(out, SCAN, SCAN_KNOWN);
  return replaceOnce(out, SCANNED, SCANNED_KEPT + BRANCH_MEMO);
}

/** `@remix-run/router`'s dist/router.cjs.js with its route branches and path patterns memoised. */
export function memoiseRouteMatching(source: string): string {
  return replaceOnce(memoiseMatching(source), CONVERT_EXPORT, CONVERT_MEMO);
}

/** `@remix-run/react`'s dist/routes.js with `createServerRoutes` kept per route manifest. */
export function memoiseServerRoutes(source: string): string {
  return replaceOnce(source, SERVER_ROUTES_EXPORT, SERVER_ROUTES_MEMO);
}
