// /checkout/delivery and /trial/checkout/delivery: one module, mounted for both store views
// (app/routes.ts); the URL says which.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { deliveryStep, perStoreView } from "~/.server/checkout";
import { DeliveryStep } from "~/components/checkout/DeliveryStep";
import { checkoutMeta } from "~/components/checkout/meta";
import { storeViewOf } from "~/lib/store-view";

const step = perStoreView(deliveryStep);

export const loader = (args: LoaderFunctionArgs) => step(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => step(args.request).action(args);
export const meta: MetaFunction = (args) => checkoutMeta("delivery", storeViewOf(args.location.pathname))(args);

export default function CheckoutDelivery() {
  return <DeliveryStep />;
}
