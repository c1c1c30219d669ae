// /checkout/shipping on the default store view.
import { shippingStep } from "~/.server/checkout";
import { ShippingStep } from "~/components/checkout/ShippingStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = shippingStep("default").loader;
export const action = shippingStep("default").action;
export const meta = checkoutMeta("address", "default");

export default function CheckoutShipping() {
  return <ShippingStep />;
}
