// The parts of a product page that never change in the browser, drawn on the server as HTML: the
// page's script has no room for them (its 100 KB budget, docs/decisions/0063).
import { renderToStaticMarkup } from "react-dom/server";
import type { Downloads } from "~/lib/models/commerce";
import type { MoneyWriter } from "~/lib/format";
import type { TradeInPanel } from "./route";

/** Where a digital product's files go once bought. */
const deliveryHint = (
  <p className="field__hint">
    A digital product: nothing is posted to you. Once it is paid for, its files are in your account, under{" "}
    <a href="/account/downloads">Your downloads</a>.
  </p>
);

/** A link's free sample. */
const sampleAnchor = (l: { title: string; sampleUrl: string }) => (
  <a href={l.sampleUrl}>
    Free sample<span className="visually-hidden"> of {l.title}</span>
  </a>
);

/**
 * A downloadable product's files: its links under links_title, then its samples. A product whose
 * files are bought one by one lists them in its add-to-cart form instead (linkChoiceHtml): here,
 * only its samples and where the files go.
 */
export function downloadsHtml(downloads: Downloads): string {
  const separately = downloads.purchasedSeparately;
  return renderToStaticMarkup(
    <section aria-labelledby="downloads-title">
      <h2 id="downloads-title" className="h3">
        {separately ? "Downloads" : (downloads.title ?? "Downloads")}
      </h2>
      <ul>
        {separately
          ? null
          : downloads.links.map((l) => (
              <li key={l.uid}>
                {l.title}
                {l.sampleUrl ? <> · {sampleAnchor({ title: l.title, sampleUrl: l.sampleUrl })}</> : null}
              </li>
            ))}
        {downloads.samples.map((s) => (
          <li key={s.url}>
            <a href={s.url}>{s.title}</a> (free)
          </li>
        ))}
      </ul>
      {deliveryHint}
    </section>,
  );
}

/** The add-to-cart form's field of files to buy (a check box each, named LINK_FIELD, valued by its uid). */
export const LINK_FIELD = "link";

/**
 * The files of a product sold file by file, to choose in its add-to-cart form: a check box each
 * with its price (and its free sample beside it), those in `chosen` ticked; `error` beside them.
 */
export function linkChoiceHtml(
  downloads: Downloads,
  money: MoneyWriter,
  { chosen = [], error = null }: { chosen?: string[]; error?: string | null } = {},
): string {
  return renderToStaticMarkup(
    <fieldset className="link-choice" aria-describedby={error ? "link-error" : undefined}>
      <legend>{downloads.title ?? "Choose your files"}</legend>
      {error ? (
        <p className="field__error" id="link-error">
          {error}
        </p>
      ) : null}
      {downloads.links.map((l, i) => (
        <div key={l.uid}>
          <label className="choice" htmlFor={`link-${i + 1}`}>
            <input
              id={`link-${i + 1}`}
              type="checkbox"
              name={LINK_FIELD}
              value={l.uid}
              defaultChecked={chosen.includes(l.uid)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "link-error" : undefined}
            />
            <span>
              {l.title} ({l.price.value > 0 ? money(l.price) : "free"})
            </span>
          </label>
          {l.sampleUrl ? (
            <p className="field__hint">{sampleAnchor({ title: l.title, sampleUrl: l.sampleUrl })}</p>
          ) : null}
        </div>
      ))}
    </fieldset>,
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
