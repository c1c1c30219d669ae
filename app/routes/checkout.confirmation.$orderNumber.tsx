// /checkout/confirmation/:orderNumber and the trial store's: one module, mounted twice.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { confirmationPage, perStoreView } from "~/.server/checkout";
import { ConfirmationView } from "~/components/checkout/ConfirmationView";
import { confirmationMeta } from "~/components/checkout/meta";

const page = perStoreView(confirmationPage);

export const loader = (args: LoaderFunctionArgs) => page(args.request).loader(args);
export const action = (args: ActionFunctionArgs) => page(args.request).action(args);
export const meta = confirmationMeta;

export default function CheckoutConfirmation() {
  return <ConfirmationView />;
}
