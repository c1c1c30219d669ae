// The checkout, written once and parameterised by store view: /checkout runs it on the
// default store, /trial/checkout on the trial store with its own cart.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { StoreView } from "~/lib/models/commerce";
import { storeViewOf } from "~/lib/store-view";
import { guard } from "../guard";
import { stepsMissingAttributes } from "./attributes";
import { loadCheckout, redirectTo } from "./context";
import { firstIncompleteStep } from "./steps";

export { contactStep } from "./contact";
export { shippingStep } from "./shipping";
export { deliveryStep } from "./delivery";
export { paymentStep } from "./payment";
export { confirmationPage } from "./confirmation";

/** /checkout itself: straight on to the first step that still needs something. */
export function checkoutEntry(store: StoreView) {
  const loader = guard(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await loadCheckout(request, store, null);
    const eligible = store !== "trial" || ctx.state.isTrialEligible;
    const step = eligible
      ? firstIncompleteStep(ctx.state, stepsMissingAttributes(ctx.attributes, ctx.stored))
      : "contact";
    return redirectTo(ctx.session, `${ctx.base}/${step}`);
  });
  return { loader };
}

/**
 * A checkout page's loader and action, built once per store view; the route module is
 * mounted under both prefixes, and each request runs the pair of the store view its URL
 * names.
 */
export function perStoreView<T>(factory: (store: StoreView) => T) {
  const built: Record<StoreView, T> = { default: factory("default"), trial: factory("trial") };
  return (request: Request): T => built[storeViewOf(request.url)];
}
