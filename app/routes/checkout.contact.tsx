// /checkout/contact on the default store view.
import { contactStep } from "~/.server/checkout";
import { ContactStep } from "~/components/checkout/ContactStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = contactStep("default").loader;
export const action = contactStep("default").action;
export const meta = checkoutMeta("contact details", "default");

export default function CheckoutContact() {
  return <ContactStep />;
}
