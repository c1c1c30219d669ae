// /trial/checkout/contact on the trial store view.
import { contactStep } from "~/.server/checkout";
import { ContactStep } from "~/components/checkout/ContactStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = contactStep("trial").loader;
export const action = contactStep("trial").action;
export const meta = checkoutMeta("contact details", "trial");

export default function TrialCheckoutContact() {
  return <ContactStep />;
}
