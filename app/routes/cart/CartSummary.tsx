import { Link } from "@remix-run/react";
import type { Cart } from "~/lib/models/commerce";
import { CouponForm } from "~/components/cart/CouponForm";
import { PointsOffers } from "./PointsOffers";
import type { CartClub } from "./route";
import { useMoney } from "~/lib/use-money";

export function CartSummary({
  cart,
  club = null,
  limits = null,
  delivery = null,
}: {
  cart: Cart;
  club?: CartClub | null;
  /** the store's order limits and the cart's count, in words */
  limits?: string | null;
  /** free delivery's threshold and how far the cart is from it */
  delivery?: string | null;
}) {
  const money = useMoney();
  const p = cart.prices;
  // a line's error, or one about the whole cart (an order over the store's limit)
  const hasErrors = cart.items.some((i) => i.errors.length > 0) || cart.messages.some((m) => m.type === "ERROR");
  return (
    <aside className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>{money(p.subtotalInclTax)}</dd>
        {p.discounts.map((d) => (
          <div key={d.label}>
            <dt>Discount ({d.label})</dt>
            <dd>−{money(d.amount)}</dd>
          </div>
        ))}
        {p.shipping || !cart.isVirtual ? (
          <>
            <dt>Delivery</dt>
            <dd>{!p.shipping ? "Chosen at checkout" : p.shipping.value === 0 ? "Free" : money(p.shipping)}</dd>
          </>
        ) : null}
        {p.taxes.map((t) => (
          <div key={t.label}>
            <dt>{t.label} (included)</dt>
            <dd>{money(t.amount)}</dd>
          </div>
        ))}
        <dt className="total">Total</dt>
        <dd className="total">{money(p.grandTotal)}</dd>
      </dl>
      {delivery ? (
        <p className="summary__note">
          {delivery} <Link to="/delivery">Delivery options and prices</Link>
        </p>
      ) : null}
      {limits ? <p className="summary__note">{limits}</p> : null}
      {cart.subscriptionAmount ? (
        <p className="summary__note">
          Your subscription: {money(cart.subscriptionAmount)} each delivery, until you change or cancel it.
        </p>
      ) : null}
      <CouponForm
        applied={cart.appliedCoupons}
        canApply={cart.canApplyCoupons}
        cannotApply="Discount codes can't be used with this cart."
      />
      {club ? <PointsOffers club={club} /> : null}
      {hasErrors ? (
        <p className="notice notice--error">Please fix the problems marked in your cart before checking out.</p>
      ) : (
        <Link to="/checkout" className="btn btn--primary btn--large">
          Checkout
        </Link>
      )}
    </aside>
  );
}
