// /checkout/delivery on the default store view.
import { deliveryStep } from "~/.server/checkout";
import { DeliveryStep } from "~/components/checkout/DeliveryStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = deliveryStep("default").loader;
export const action = deliveryStep("default").action;
export const meta = checkoutMeta("delivery", "default");

export default function CheckoutDelivery() {
  return <DeliveryStep />;
}
