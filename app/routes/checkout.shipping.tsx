// /checkout/shipping and /trial/checkout/shipping: one module, mounted for both store views
// (app/routes.ts); the URL says which.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { shippingStep, perStoreView } from "~/.server/checkout";
import { ShippingStep } from "~/components/checkout/ShippingStep";
import { checkoutMeta } from "~/components/checkout/meta";
import { storeViewOf } from "~/lib/store-view";

const step = perStoreView(shippingStep);

export const loader = (args: LoaderFunctionArgs) => step(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => step(args.request).action(args);
export const meta: MetaFunction = (args) => checkoutMeta("address", storeViewOf(args.location.pathname))(args);

export default function CheckoutShipping() {
  return <ShippingStep />;
}
