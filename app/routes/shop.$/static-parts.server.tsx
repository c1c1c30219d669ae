// The parts of a product page that never change in the browser, drawn on the server as HTML: the
// page's script has no room for them (its 100 KB budget, docs/decisions/0063).
import { renderToStaticMarkup } from "react-dom/server";
import type { Downloads } from "~/lib/models/commerce";
import type { MoneyWriter } from "~/lib/format";
import type { TradeInPanel } from "./route";

/** A downloadable product's files: its links under links_title (a price only when each is bought on its own), then its samples. */
export function downloadsHtml(downloads: Downloads, money: MoneyWriter): string {
  return renderToStaticMarkup(
    <section aria-labelledby="downloads-title">
      <h2 id="downloads-title" className="h3">
        {downloads.title ?? "Downloads"}
      </h2>
      <ul>
        {downloads.links.map((l) => (
          <li key={l.uid}>
            {l.title}
            {downloads.purchasedSeparately && l.price.value > 0 ? ` (${money(l.price)})` : ""}
            {l.sampleUrl ? (
              <>
                {" · "}
                <a href={l.sampleUrl}>
                  Free sample<span className="visually-hidden"> of {l.title}</span>
                </a>
              </>
            ) : null}
          </li>
        ))}
        {downloads.samples.map((s) => (
          <li key={s.url}>
            <a href={s.url}>{s.title}</a> (free)
          </li>
        ))}
      </ul>
      <p className="field__hint">
        A digital product: nothing is posted to you. Once it is paid for, its files are in your account, under{" "}
        <a href="/account/downloads">Your downloads</a>.
      </p>
    </section>,
  );
}

/** The trade-in offer of a device page and, for a signed-in customer, whether they can use it. */
function TradeInBox({ panel, href }: { panel: TradeInPanel; href: string }) {
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

export const tradeInHtml = (panel: TradeInPanel, href: string) =>
  renderToStaticMarkup(<TradeInBox panel={panel} href={href} />);
