// /checkout/confirmation/:orderNumber on the default store view.
import { confirmationPage } from "~/.server/checkout";
import { ConfirmationView } from "~/components/checkout/ConfirmationView";
import { confirmationMeta } from "~/components/checkout/meta";

export const loader = confirmationPage("default").loader;
export const meta = confirmationMeta;

export default function CheckoutConfirmation() {
  return <ConfirmationView />;
}
