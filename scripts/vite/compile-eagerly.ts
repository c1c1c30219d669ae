import type { Plugin } from "vite";

// Every browser chunk starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
// Chromium 136 and later): V8 compiles the whole file while it streams it in, on a background
// thread, instead of compiling each function lazily on the main thread the first time it runs.
// Hydrating the product page called some 700 functions for the first time, and compiling them
// was 40 % of that one long task (decision 0023). Browsers without the hint ignore a comment.
const HINT = "//# allFunctionsCalledOnLoad\n";

export function compileEagerly(): Plugin {
  return {
    name: "ashless:compile-eagerly",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && !file.code.startsWith(HINT)) file.code = HINT + file.code;
      }
    },
  };
}
