// /checkout/contact and /trial/checkout/contact: one module, mounted for both store views
// (app/routes.ts); the URL says which.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { contactStep, perStoreView } from "~/.server/checkout";
import { ContactStep } from "~/components/checkout/ContactStep";
import { checkoutMeta } from "~/components/checkout/meta";
import { storeViewOf } from "~/lib/store-view";

const step = perStoreView(contactStep);

export const loader = (args: LoaderFunctionArgs) => step(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => step(args.request).action(args);
export const meta: MetaFunction = (args) => checkoutMeta("contact details", storeViewOf(args.location.pathname))(args);

export default function CheckoutContact() {
  return <ContactStep />;
}
