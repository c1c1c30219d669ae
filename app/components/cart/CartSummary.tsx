import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Cart } from "~/lib/models/commerce";
import type { CartActionResult } from "~/.server/cart/actions";
import { formatMoney } from "~/lib/format";

function CouponForm({ cart, actionResult }: { cart: Cart; actionResult?: CartActionResult }) {
  const apply = useFetcher<CartActionResult>({ key: "apply-coupon" });
  const remove = useFetcher<CartActionResult>({ key: "remove-coupon" });
  const hydrated = useHydrated();
  const result =
    apply.data ?? (actionResult?.ok === false && actionResult.intent === "apply-coupon" ? actionResult : undefined);
  const failed = result && !result.ok ? result : undefined;
  const removeFailed = remove.data && !remove.data.ok ? remove.data : undefined;
  const applied = cart.appliedCoupons[0];
  return (
    <section aria-labelledby="coupon-title" className="coupon">
      <h2 id="coupon-title" className="h3">
        Discount code
      </h2>
      {applied ? (
        <remove.Form method="post">
          <input type="hidden" name="intent" value="remove-coupon" />
          {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
          <p>
            Applied: <strong>{applied.code}</strong>
            {applied.label ? ` — ${applied.label}` : ""}{" "}
            <button type="submit" className="btn btn--ghost btn--small">
              Remove discount code<span className="visually-hidden"> {applied.code}</span>
            </button>
          </p>
          {removeFailed ? <p className="field__error">{removeFailed.message}</p> : null}
        </remove.Form>
      ) : null}
      {cart.canApplyCoupons ? (
        <apply.Form method="post">
          <input type="hidden" name="intent" value="apply-coupon" />
          {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
          <div className="field">
            <label htmlFor="coupon-code">{applied ? "Use a different code" : "Code"}</label>
            <input
              id="coupon-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              defaultValue={failed?.value ?? ""}
              key={failed?.value ?? "empty"}
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? "coupon-error" : undefined}
            />
            {failed ? (
              <p className="field__error" id="coupon-error" role="alert">
                {failed.message}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn--secondary" data-pending={apply.state !== "idle"}>
            Apply code
          </button>
        </apply.Form>
      ) : (
        <p>Discount codes can't be used with this cart.</p>
      )}
    </section>
  );
}

export function CartSummary({ cart, actionResult }: { cart: Cart; actionResult?: CartActionResult }) {
  const p = cart.prices;
  const hasErrors = cart.items.some((i) => i.errors.length > 0);
  return (
    <aside className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatMoney(p.subtotalInclTax)}</dd>
        {p.discounts.map((d) => (
          <div key={d.label}>
            <dt>Discount ({d.label})</dt>
            <dd>−{formatMoney(d.amount)}</dd>
          </div>
        ))}
        {p.shipping ? (
          <>
            <dt>Delivery</dt>
            <dd>{formatMoney(p.shipping)}</dd>
          </>
        ) : null}
        {p.taxes.map((t) => (
          <div key={t.label}>
            <dt>{t.label} (included)</dt>
            <dd>{formatMoney(t.amount)}</dd>
          </div>
        ))}
        <dt className="total">Total</dt>
        <dd className="total">{formatMoney(p.grandTotal)}</dd>
      </dl>
      <CouponForm cart={cart} actionResult={actionResult} />
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
