// /trial/checkout/shipping on the trial store view.
import { shippingStep } from "~/.server/checkout";
import { ShippingStep } from "~/components/checkout/ShippingStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = shippingStep("trial").loader;
export const action = shippingStep("trial").action;
export const meta = checkoutMeta("address", "trial");

export default function TrialCheckoutShipping() {
  return <ShippingStep />;
}
