// Remix plugin options; vite.config.ts passes them on and adds the route table
// from app/routes.ts.
export default {
  appDirectory: "app",
  ignoredRouteFiles: ["**/*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
  },
};
