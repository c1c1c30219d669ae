// /trial/checkout → the first step that still needs something.
import { checkoutEntry } from "~/.server/checkout";

export const loader = checkoutEntry("trial").loader;

// The loader always redirects; a component keeps this a page route for client navigation.
export default function TrialCheckoutIndex() {
  return null;
}
