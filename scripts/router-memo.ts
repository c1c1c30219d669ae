// The production host's copy of React Router's matching core (decision 0021). `@remix-run/router`
// flattens, ranks and compiles the whole route table on every match, and a rendered page is
// matched four or five times (server match, data query, render, and once per parent path for
// the lazy-discovery manifest): about 15 % of the storefront's CPU. This rewrites two spots of
// its CommonJS build, without changing what any match returns:
// - the ranked branches are kept per routes array (a WeakMap, so a per-render array goes with
//   its render). On the server no route array changes after it is built: routes are patched
//   only in the browser, which never loads this copy;
// - each compiled path pattern is kept (a regular expression without the g flag holds no
//   state, and the parameter list is only read), at most 2,000 patterns.
// The build fails if the text to rewrite is not found, so an update of the package is noticed.

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
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesByRoutes.set(routes, branches);
  }
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

function replaceOnce(source: string, find: string, by: string): string {
  const at = source.indexOf(find);
  if (at < 0 || source.indexOf(find, at + 1) >= 0)
    throw new Error(
      `router-memo: expected exactly one ${JSON.stringify(find.trim().split("\n")[0])} in @remix-run/router`,
    );
  return source.slice(0, at) + by + source.slice(at + find.length);
}

/** `@remix-run/router`'s dist/router.cjs.js with its route branches and path patterns memoised. */
export function memoiseRouteMatching(source: string): string {
  let out = replaceOnce(source, BRANCHES, RANKED);
  out = replaceOnce(out, COMPILE, MEMO + "function compilePathOnce(path, caseSensitive, end) {\n");
  return out;
}
