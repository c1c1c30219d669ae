import type { TradeInPanel } from "~/.server/trade-in-panel";

/** The trade-in offer of a device page and, for a signed-in customer, whether they can use it. */
export function TradeInBox({ panel, href }: { panel: TradeInPanel; href: string }) {
  const { state, offer } = panel;
  return (
    <section aria-labelledby="trade-in-title" className="notice notice--info trade-in">
      <h2 id="trade-in-title" className="h3">
        Trade in your old device
      </h2>
      {offer ? <p>Hand in an old heating device of any brand and get {offer.credit} off this one.</p> : null}
      {state === "signed-out" ? (
        <p>
          <a href={`/login?redirectTo=${encodeURIComponent(href)}`}>Sign in to check whether you can trade in</a>.
        </p>
      ) : state === "eligible" ? (
        <p className="trade-in__status">
          <strong>You are eligible for trade-in.</strong> Hand your old device to the courier when this one is
          delivered.
        </p>
      ) : (
        <p className="trade-in__status">
          <strong>You are not eligible for trade-in</strong> with this account. There is one trade-in per customer.
        </p>
      )}
      {offer ? (
        <details>
          <summary>Trade-in terms</summary>
          <p>{offer.terms}</p>
        </details>
      ) : null}
    </section>
  );
}
