import { Link } from "@remix-run/react";
import type { StepFrame } from "~/.server/checkout/frame";

/** Where the shopper is in the checkout; steps they can go back to are links. */
export function CheckoutProgress({ frame }: { frame: Pick<StepFrame, "progress"> }) {
  return (
    <nav aria-label="Checkout steps" className="checkout-progress">
      <ol>
        {frame.progress.map((p, i) => (
          <li key={p.step} className={p.current ? "is-current" : undefined}>
            {p.current ? (
              <span aria-current="step">
                <span className="visually-hidden">
                  Step {i + 1} of {frame.progress.length}:{" "}
                </span>
                {p.label}
              </span>
            ) : p.reachable ? (
              <Link to={p.href}>{p.label}</Link>
            ) : (
              <span>{p.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function BackLink({ frame }: { frame: Pick<StepFrame, "back"> }) {
  return (
    <p className="checkout-back">
      <Link to={frame.back.href}>← {frame.back.label}</Link>
    </p>
  );
}
