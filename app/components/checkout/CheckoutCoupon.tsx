// The cart's discount-code form, posted to the payment step (which reuses the cart's
// coupon action), so a code can still be applied or removed at the last step.
import { Form, useNavigation } from "@remix-run/react";
import type { CartActionResult } from "~/.server/cart/actions";

export function CheckoutCoupon({
  applied,
  canApply,
  result,
}: {
  applied: { code: string; label: string | null }[];
  canApply: boolean;
  result?: CartActionResult;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failed = result && !result.ok ? result : undefined;
  const current = applied[0];
  return (
    <section aria-labelledby="coupon-title" className="coupon">
      <h2 id="coupon-title" className="h3">
        Discount code
      </h2>
      {current ? (
        <Form method="post">
          <input type="hidden" name="intent" value="remove-coupon" />
          <p>
            Applied: <strong>{current.code}</strong>
            {current.label ? ` — ${current.label}` : ""}{" "}
            <button type="submit" className="btn btn--ghost btn--small" data-pending={busy("remove-coupon")}>
              Remove discount code<span className="visually-hidden"> {current.code}</span>
            </button>
          </p>
          {failed?.intent === "remove-coupon" ? <p className="field__error">{failed.message}</p> : null}
        </Form>
      ) : null}
      {canApply ? (
        <Form method="post">
          <input type="hidden" name="intent" value="apply-coupon" />
          <div className="field">
            <label htmlFor="coupon-code">{current ? "Use a different code" : "Code"}</label>
            {failed?.intent === "apply-coupon" ? (
              <p className="field__error" id="coupon-error">
                {failed.message}
              </p>
            ) : null}
            <input
              id="coupon-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={failed?.value ?? ""}
              key={failed?.value ?? "empty"}
              aria-invalid={failed?.intent === "apply-coupon" ? true : undefined}
              aria-describedby={failed?.intent === "apply-coupon" ? "coupon-error" : undefined}
            />
          </div>
          <button type="submit" className="btn btn--secondary" data-pending={busy("apply-coupon")}>
            Apply code
          </button>
        </Form>
      ) : (
        <p>Discount codes can't be used with this order.</p>
      )}
    </section>
  );
}
