// /checkout and /trial/checkout: the checkout steps render inside this layout (mounted for
// both store views in app/routes.ts; each step is a folder beside this one, and what they share
// is in app/.server/checkout and app/components/checkout).
import { Outlet } from "@remix-run/react";
import type { HeaderHandle } from "~/components/layout/Header";

/**
 * The steps keep the shopper on the task: the header shows the logo and the way back to the cart
 * only (or to the free trial, under /trial/checkout). A step's error is the root's error page in
 * that same header, which keeps this way back (issue 41, 4).
 */
export const handle: HeaderHandle = { header: "checkout" };

export default function CheckoutLayout() {
  return (
    <div className="checkout-layout">
      <Outlet />
    </div>
  );
}
