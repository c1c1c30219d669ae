// Which store view a URL belongs to: the checkout modules are mounted twice (app/routes.ts),
// under /checkout for the default store and under /trial/checkout for the trial store.
import type { StoreView } from "./models/commerce";

const TRIAL = "/trial";

/** The store view of a path or URL. */
export function storeViewOf(url: string | URL): StoreView {
  const path = typeof url === "string" && url.startsWith("/") ? url : new URL(url).pathname;
  return path === TRIAL || path.startsWith(`${TRIAL}/`) ? "trial" : "default";
}
