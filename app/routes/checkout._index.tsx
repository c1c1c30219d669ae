// /checkout and /trial/checkout → the first step that still needs something.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkoutEntry, perStoreView } from "~/.server/checkout";

const entry = perStoreView(checkoutEntry);

export const loader = (args: LoaderFunctionArgs) => entry(args.request).loader(args);

// The loader always redirects; a component keeps this a page route for client navigation.
export default function CheckoutIndex() {
  return null;
}
