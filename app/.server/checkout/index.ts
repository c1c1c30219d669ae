// The checkout, written once and parameterised by store view: /checkout runs it on the
// default store, /trial/checkout on the trial store with its own cart.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { StoreView } from "~/lib/models/commerce";
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
