// /checkout and /trial/checkout: the checkout steps render inside this layout (mounted for
// both store views in app/routes.ts; each step is a folder beside this one, and what they share
// is in app/.server/checkout and app/components/checkout).
import { Outlet } from "@remix-run/react";

export default function CheckoutLayout() {
  return (
    <div className="checkout-layout">
      <Outlet />
    </div>
  );
}
