import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CROSS_SELL_ADD_INTENT, CROSS_SELL_DISMISS_INTENT } from "~/lib/cross-sell-names";
import { useMoney } from "~/lib/use-money";
import type { CrossSell as Suggestions, ProductSummary } from "~/lib/models/commerce";

type Suggestion = ProductSummary & { href: string };

/** The suggestions already shown as a dialog in this tab (sessionStorage): each pops up once. */
const SEEN = "cross-sell-seen";

function unseen(skus: string[]): boolean {
  try {
    const seen: string[] = JSON.parse(sessionStorage.getItem(SEEN) ?? "[]");
    if (skus.every((s) => seen.includes(s))) return false;
    sessionStorage.setItem(SEEN, JSON.stringify([...seen, ...skus]));
    return true;
  } catch {
    return false; // no storage: the section is enough
  }
}

/**
 * What the store suggests adding to this cart (product.md §3 xselling_popup): a section of the
 * cart page, each suggestion added with a plain form, and a form that hides them for this cart.
 * A product with options to choose links to its page instead. With scripting on, suggestions
 * the shopper has not seen yet also pop up once as a native modal `<dialog>` over the page (Esc
 * or Close leaves the section); the server's HTML is the section alone.
 */
export function CrossSell({
  suggestions,
}: {
  suggestions: Omit<Suggestions, "products"> & { products: Suggestion[] };
}) {
  const money = useMoney();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const key = suggestions.products.map((p) => p.sku).join();
  // new suggestions open the dialog; once all were seen (one added from it), it closes
  useEffect(() => {
    const d = dialog.current;
    if (d?.showModal && unseen(key.split(","))) d.showModal();
    else d?.close();
  }, [key, hydrated]);
  const body = (id: string) => (
    <>
      <h2 id={id}>{suggestions.title}</h2>
      <ul className="cross-sell__list">
        {suggestions.products.map((p) => (
          <li key={p.sku} className="cross-sell__item">
            <img src={p.thumbnail.url} alt="" width="64" height="64" loading="lazy" />
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
    </>
  );
  return (
    <>
      <section className="cross-sell" aria-labelledby="cross-sell-title">
        {body("cross-sell-title")}
      </section>
      {hydrated ? (
        <dialog ref={dialog} className="cross-sell" aria-labelledby="cross-sell-dialog-title">
          {body("cross-sell-dialog-title")}
          <form method="dialog">
            <button className="btn btn--ghost btn--small">
              Close<span className="visually-hidden"> the suggestions</span>
            </button>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
