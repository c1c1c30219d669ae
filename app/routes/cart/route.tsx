import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { guard } from "~/.server/responses/guard";
import { cartContext, cartIntents } from "~/.server/cart/actions";
import { formAction } from "~/.server/forms/form";
import { crossSellFor, crossSellIntents } from "~/.server/cart/cross-sell";
import { readCart } from "~/.server/cart/session-cart";
import { getStoreConfig } from "~/.server/commerce/catalog";
import { getStoreFacts } from "~/.server/commerce/store-facts";
import { moneyWriter } from "~/.server/commerce/money";
import { deliveryNote, limitNote } from "./summary-notes.server";
import { cartClub } from "~/.server/club/cart";
import { withHrefs } from "~/.server/document/links";
import { noStore } from "~/.server/responses/no-store";
import { CartLine } from "./CartLine";
import { CartSummary } from "./CartSummary";
import { CrossSell } from "./CrossSell";
import { pageMeta } from "~/lib/page-names";
import { ReplySummary } from "~/components/forms/ReplySummary";
import { ADD_GIFTS_INTENT } from "~/lib/form-names";

/** What the club adds to the cart (points, offers); its components name it from here. */
export type { CartClub } from "~/.server/club/cart";

export const loader = guard(async ({ request, context: { session } }: LoaderFunctionArgs) => {
  const cart = await readCart(session, "default");
  const lines = cart
    ? await withHrefs(
        cart.items.map((i) => ({
          ...i,
          sku: i.product.sku,
          urlKey: i.product.urlKey,
          categories: i.product.categories,
        })),
      )
    : [];
  const [club, storeConfig, facts, suggestions, money] = await Promise.all([
    cartClub(request, session, cart),
    getStoreConfig("default"),
    // the delivery note is a help, not the cart: an outage leaves it out
    getStoreFacts("default").catch(() => null),
    crossSellFor(session, "default", cart),
    moneyWriter(),
  ]);
  const crossSell = suggestions ? { ...suggestions, products: await withHrefs(suggestions.products) } : null;
  return data(
    { cart, lines, club, limits: limitNote(cart, storeConfig), delivery: deliveryNote(cart, facts, money), crossSell },
    { headers: noStore() },
  );
});

export const action = formAction(
  { ...cartIntents("default", "/cart", { showsCartMessages: true }), ...crossSellIntents("default", "/cart") },
  { context: cartContext },
);

export const meta: MetaFunction = () => [{ title: "Your cart · Ashless" }, ...pageMeta("cart")];

export const handle = { breadcrumbs: () => [{ label: "Cart", href: "/cart" }] };

/** The field a refused cart form's message is about: a line's quantity or gifts, else the discount code. */
function cartFieldId(intent: string, field: string, values: unknown) {
  const itemId = (values as { itemId?: unknown } | null | undefined)?.itemId;
  if ((intent === "update" || intent === "remove") && typeof itemId === "string") return `qty-${itemId}`;
  // the gift choice's message, beside its check boxes (GiftChoice.tsx)
  if (intent === ADD_GIFTS_INTENT && typeof itemId === "string")
    return field.startsWith("qty.") ? `gift-${itemId}-${field.slice(4)}` : `gift-error-${itemId}`;
  return intent === "apply-coupon" ? "coupon-code" : intent === "remove-coupon" ? "coupon-title" : "cart-title";
}

export default function CartPage() {
  const { cart, lines, club, limits, delivery, crossSell } = useLoaderData<typeof loader>();
  // With scripting on, what each change did, in the words the flash gives it without (issue 40, 7).
  // The region stays on the page (also once the cart is empty) so the change is read out; a
  // new key for each change makes a repeated message a new one.
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  const announce = useCallback((text: string) => setSaid((s) => ({ text, n: (s?.n ?? 0) + 1 })), []);
  const empty = !cart || cart.items.length === 0;
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
      <ReplySummary fieldId={cartFieldId} />
      <div role="status" aria-live="polite" className="cart-status">
        {said ? (
          <p key={said.n} className="notice notice--success">
            {said.text}
          </p>
        ) : null}
      </div>
      {empty ? (
        <>
          <p>Your cart is empty.</p>
          <p>
            <Link to="/shop" className="btn btn--primary">
              Start shopping
            </Link>
          </p>
        </>
      ) : (
        <div className="cart">
          {cart.messages.length > 0 ? (
            <div className="cart-messages">
              {cart.messages.map((m) => (
                <p key={m.text} className={m.type === "ERROR" ? "notice notice--error" : "notice notice--info"}>
                  {m.text}
                </p>
              ))}
            </div>
          ) : null}
          <ul className="cart-lines" aria-label="Items in your cart">
            {lines.map((line) => (
              <CartLine key={line.id} line={line} points={club?.linePoints[line.id] ?? null} onChanged={announce} />
            ))}
          </ul>
          <CartSummary cart={cart} club={club} limits={limits} delivery={delivery} />
          {crossSell ? <CrossSell suggestions={crossSell} /> : null}
        </div>
      )}
    </section>
  );
}
