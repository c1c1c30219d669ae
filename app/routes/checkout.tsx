// /checkout: the checkout steps render inside this layout. Steps, loaders and actions are
// shared with the trial checkout (app/.server/checkout, app/components/checkout).
import { Outlet } from "@remix-run/react";

export default function CheckoutLayout() {
  return (
    <div className="checkout-layout">
      <Outlet />
    </div>
  );
}
