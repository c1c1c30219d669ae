// /trial/checkout/delivery on the trial store view.
import { deliveryStep } from "~/.server/checkout";
import { DeliveryStep } from "~/components/checkout/DeliveryStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = deliveryStep("trial").loader;
export const action = deliveryStep("trial").action;
export const meta = checkoutMeta("delivery", "trial");

export default function TrialCheckoutDelivery() {
  return <DeliveryStep />;
}
