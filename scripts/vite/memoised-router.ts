import type { Plugin } from "vite";
import { memoiseMatching } from "../router-memo";

// The browser's copy of React Router's core keeps its ranked route branches, path patterns and
// matched branches, as the server's does (scripts/router-memo.ts, decision 0021): building the
// router matched the whole route table twice and the hydrating render a third time, each time
// flattening and ranking it again (decision 0023). The build fails if the package's text moved.
const ROUTER = /[\\/]@remix-run[\\/]router[\\/]dist[\\/]router\.js$/;

export function memoisedRouterInBrowser(): Plugin {
  let memoised = false;
  return {
    name: "ashless:memoised-router-in-browser",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    transform(code, id) {
      if (!ROUTER.test(id)) return null;
      memoised = true;
      return { code: memoiseMatching(code), map: null };
    },
    buildEnd(error) {
      if (!error && !memoised) this.error("memoised-router: @remix-run/router's dist/router.js was not bundled");
    },
  };
}
