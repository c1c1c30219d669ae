// /checkout/payment on the default store view.
import { paymentStep } from "~/.server/checkout";
import { PaymentStep } from "~/components/checkout/PaymentStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = paymentStep("default").loader;
export const action = paymentStep("default").action;
export const meta = checkoutMeta("payment", "default");

export default function CheckoutPayment() {
  return <PaymentStep />;
}
