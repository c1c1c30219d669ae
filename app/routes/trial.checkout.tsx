// /trial/checkout: the checkout steps render inside this layout. Steps, loaders and actions are
// shared with the default store's checkout (app/.server/checkout, app/components/checkout).
import { Outlet } from "@remix-run/react";

export default function TrialCheckoutLayout() {
  return (
    <div className="checkout-layout">
      <Outlet />
    </div>
  );
}
