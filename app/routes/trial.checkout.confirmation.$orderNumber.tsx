// /trial/checkout/confirmation/:orderNumber on the trial store view.
import { confirmationPage } from "~/.server/checkout";
import { ConfirmationView } from "~/components/checkout/ConfirmationView";
import { confirmationMeta } from "~/components/checkout/meta";

export const loader = confirmationPage("trial").loader;
export const meta = confirmationMeta;

export default function TrialCheckoutConfirmation() {
  return <ConfirmationView />;
}
