// /checkout/shipping and /trial/checkout/shipping: one module, mounted for both store views
// (app/routes.ts); the URL says which. Step 2: the delivery and billing addresses (loader and
// action: shipping.server.ts; the page: ShippingStep.tsx).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { perStoreView } from "~/.server/checkout/context";
import { shippingStep } from "./shipping.server";
import { ShippingStep } from "./ShippingStep";
import { checkoutMeta } from "~/components/checkout/CheckoutFrame";
import { storeViewOf } from "~/lib/store-view";

const step = perStoreView(shippingStep);

export const loader = (args: LoaderFunctionArgs) => step(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => step(args.request).action(args);
export const meta: MetaFunction = (args) => checkoutMeta("address", storeViewOf(args.location.pathname))(args);

export default function CheckoutShipping() {
  return <ShippingStep />;
}
