// /checkout/shipping and /trial/checkout/shipping: one module, mounted for both store views
// (app/routes.ts); the URL says which. Step 2: the delivery and billing addresses (loader and
// action: shipping.server.ts; the page: ShippingStep.tsx).
import { ShippingStep } from "./ShippingStep";
import { checkoutMeta } from "~/components/checkout/CheckoutFrame";

export { action, loader } from "./shipping.server";
export const meta = checkoutMeta("address");

export default function CheckoutShipping() {
  return <ShippingStep />;
}
