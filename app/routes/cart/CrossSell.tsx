import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CROSS_SELL_ADD_INTENT, CROSS_SELL_DISMISS_INTENT } from "~/lib/cross-sell-names";
import { useMoney } from "~/lib/use-money";
import type { CrossSell as Suggestions, ProductSummary } from "~/lib/models/commerce";

type Suggestion = ProductSummary & { href: string };

/**
 * What the store suggests adding to this cart (product.md §3 xselling_popup): a section of the
 * cart page, each suggestion added with a plain form, and a form that hides them for this cart.
 * A product with options to choose links to its page instead.
 */
export function CrossSell({
  suggestions,
}: {
  suggestions: Omit<Suggestions, "products"> & { products: Suggestion[] };
}) {
  const money = useMoney();
  return (
    <section className="cross-sell" aria-labelledby="cross-sell-title">
      <h2 id="cross-sell-title">{suggestions.title}</h2>
      <ul className="cross-sell__list">
        {suggestions.products.map((p) => (
          <li key={p.sku} className="cross-sell__item">
            <img src={p.image.url} alt="" width="64" height="64" loading="lazy" />
            <div>
              <h3>
                <a href={p.href}>{p.name}</a>
              </h3>
              <p>
                {p.priceVaries ? "From " : ""}
                {money(p.price.final)}
              </p>
              {p.typeId === "simple" ? (
                <PostForm intent={CROSS_SELL_ADD_INTENT}>
                  <input type="hidden" name="sku" value={p.sku} />
                  <SubmitButton intent={CROSS_SELL_ADD_INTENT} className="btn btn--secondary btn--small">
                    {/* one flex item, so the button's gap does not widen the visible words' space */}
                    <span>
                      Add <span className="visually-hidden">{p.name} </span>to cart
                    </span>
                  </SubmitButton>
                </PostForm>
              ) : (
                <a href={p.href}>
                  Choose options<span className="visually-hidden"> for {p.name}</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <PostForm intent={CROSS_SELL_DISMISS_INTENT}>
        <SubmitButton intent={CROSS_SELL_DISMISS_INTENT} className="btn btn--ghost btn--small">
          No thanks<span className="visually-hidden">, hide these suggestions</span>
        </SubmitButton>
      </PostForm>
    </section>
  );
}
