// The frame every checkout step page shares: its title and page name (meta), where the
// shopper is in the checkout (progress list), the order summary beside the step, and the way back. The loaders' stepFrame
// (app/.server/checkout/context.ts) gives the data.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OrderSummaryData } from "~/.server/checkout/summary";
import { fromCart, OrderSummary } from "./OrderSummary";
import { pageMeta } from "~/lib/page-names";
import { storeViewOf } from "~/lib/store-view";

/** Title and tracking page name of a checkout page (product.md §2: checkout, free-trial-checkout). */
export function checkoutMeta(title: string): MetaFunction {
  return ({ location }) => {
    const trial = storeViewOf(location.pathname) === "trial";
    return [
      { title: `${trial ? "Free trial checkout" : "Checkout"}: ${title} · Ashless` },
      { name: "robots", content: "noindex" },
      ...pageMeta(trial ? "free-trial-checkout" : "checkout"),
    ];
  };
}

interface StepFrame {
  progress: { step: string; label: string; href: string; current: boolean; reachable: boolean }[];
  back: { href: string; label: string };
  summary: OrderSummaryData;
}

/** Where the shopper is in the checkout; steps they can go back to are links. */
function CheckoutProgress({ frame }: { frame: Pick<StepFrame, "progress"> }) {
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

/**
 * A step's page: where the shopper is, its heading and `notices`, then the step beside the order
 * summary, and the way back. The summary comes first, so on a phone the total is read before the
 * step's button; from 860px it stands on the right. `aside` goes under it (the discount code on
 * the payment step).
 */
export function StepPage({
  frame,
  title,
  className = "checkout",
  notices,
  aside,
  children,
}: {
  frame: StepFrame;
  title: string;
  className?: string;
  notices?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby="step-title">
      <CheckoutProgress frame={frame} />
      <h1 id="step-title">{title}</h1>
      {notices}
      <div className="checkout-columns">
        <div className="checkout-columns__aside">
          <OrderSummary view={fromCart(frame.summary)} />
          {aside}
        </div>
        <div className="checkout-columns__main">{children}</div>
      </div>
      <p className="checkout-back">
        <Link to={frame.back.href}>← {frame.back.label}</Link>
      </p>
    </section>
  );
}
