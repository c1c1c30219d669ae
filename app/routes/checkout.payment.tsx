// /checkout/payment and /trial/checkout/payment: one module, mounted for both store views
// (app/routes.ts); the URL says which.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { paymentStep, perStoreView } from "~/.server/checkout";
import { PaymentStep } from "~/components/checkout/PaymentStep";
import { checkoutMeta } from "~/components/checkout/meta";
import { storeViewOf } from "~/lib/store-view";

const step = perStoreView(paymentStep);

export const loader = (args: LoaderFunctionArgs) => step(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => step(args.request).action(args);
export const meta: MetaFunction = (args) => checkoutMeta("payment", storeViewOf(args.location.pathname))(args);

export default function CheckoutPayment() {
  return <PaymentStep />;
}
