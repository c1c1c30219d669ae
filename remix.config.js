// Remix plugin options; vite.config.ts passes them on. The route table is app/routes.ts.
// Every v3 future flag is on, so the move to React Router 7 stays a codemod
// (docs/decisions/0033-react-router-7.md).
export default {
  appDirectory: "app",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};
