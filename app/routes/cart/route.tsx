import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/responses/guard";
import { cartContext, cartIntents } from "~/.server/cart/actions";
import { formAction } from "~/.server/forms/form";
import { readCart } from "~/.server/cart/session-cart";
import { cartClub } from "~/.server/club/cart";
import { withHrefs } from "~/.server/document/links";
import { noStore } from "~/.server/responses/no-store";
import { CouponErrorSummary } from "~/components/cart/CouponForm";
import { CartLine } from "./CartLine";
import { CartSummary } from "./CartSummary";
import { pageMeta } from "~/lib/page-names";

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
  const club = await cartClub(request, session, cart);
  return data({ cart, lines, club }, { headers: noStore() });
});

export const action = formAction(cartIntents("default", "/cart"), { context: cartContext });

export const meta: MetaFunction = () => [{ title: "Your cart · Ashless" }, ...pageMeta("cart")];

export const handle = { breadcrumbs: () => [{ label: "Cart", href: "/cart" }] };

export default function CartPage() {
  const { cart, lines, club } = useLoaderData<typeof loader>();
  if (!cart || cart.items.length === 0) {
    return (
      <section aria-labelledby="cart-title">
        <h1 id="cart-title">Your cart</h1>
        <p>Your cart is empty.</p>
        <p>
          <Link to="/shop" className="btn btn--primary">
            Start shopping
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
      <CouponErrorSummary />
      <div className="cart">
        <ul className="cart-lines" aria-label="Items in your cart">
          {lines.map((line) => (
            <CartLine key={line.id} line={line} points={club?.linePoints[line.id] ?? null} />
          ))}
        </ul>
        <CartSummary cart={cart} club={club} />
      </div>
    </section>
  );
}
