import type { Plugin } from "vite";

// The browser build runs Preact's React-compatible layer instead of React and React DOM: the
// server still renders with React, and the browser hydrates that HTML with a runtime a fifth of
// the size. Only the client build of `vite build` is aliased; the server bundle and `vite dev`
// keep React (decision 0018).
const TO_PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

export function preactInBrowser(): Plugin {
  return {
    name: "ashless:preact-in-browser",
    apply: "build",
    enforce: "pre",
    config: (_, env) => ({
      define: { __PREACT_IN_BROWSER__: JSON.stringify(!env.isSsrBuild) },
    }),
    async resolveId(source, importer, options) {
      if (options?.ssr) return null;
      const target = TO_PREACT[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
