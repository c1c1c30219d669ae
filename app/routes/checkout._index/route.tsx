// /checkout and /trial/checkout → the first step that still needs something.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { stepsMissingAttributes } from "~/.server/checkout/attributes";
import { loadCheckout, redirectTo } from "~/.server/checkout/context";
import { firstIncompleteStep } from "~/.server/checkout/steps";
import { guard } from "~/.server/responses/guard";
import { storeViewOf } from "~/lib/store-view";

export const loader = guard(async ({ request, context }: LoaderFunctionArgs) => {
  const store = storeViewOf(request.url);
  const ctx = await loadCheckout({ request, context }, store, null);
  const eligible = store !== "trial" || ctx.state.isTrialEligible;
  const step = eligible
    ? firstIncompleteStep(ctx.state, stepsMissingAttributes(ctx.attributes, ctx.stored))
    : "contact";
  return redirectTo(ctx.session, `${ctx.base}/${step}`);
});

// The loader always redirects; a component keeps this a page route for client navigation.
export default function CheckoutIndex() {
  return null;
}
