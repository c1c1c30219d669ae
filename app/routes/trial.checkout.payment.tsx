// /trial/checkout/payment on the trial store view.
import { paymentStep } from "~/.server/checkout";
import { PaymentStep } from "~/components/checkout/PaymentStep";
import { checkoutMeta } from "~/components/checkout/meta";

export const loader = paymentStep("trial").loader;
export const action = paymentStep("trial").action;
export const meta = checkoutMeta("payment", "trial");

export default function TrialCheckoutPayment() {
  return <PaymentStep />;
}
