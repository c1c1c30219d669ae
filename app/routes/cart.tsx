import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { guard } from "~/.server/guard";
import { cartAction } from "~/.server/cart/actions";
import { readCart } from "~/.server/cart/session-cart";
import { withHrefs } from "~/.server/links";
import { setFlash } from "~/.server/flash";
import { commitSession, getSession } from "~/.server/session";
import { CartLine } from "~/components/cart/CartLine";
import { CartSummary } from "~/components/cart/CartSummary";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const session = await getSession(request);
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
  return data(
    { cart, lines },
    { headers: { "Set-Cookie": await commitSession(session), "Cache-Control": "no-store" } },
  );
});

export const action = guard(async ({ request }: ActionFunctionArgs) => {
  const session = await getSession(request);
  const form = await request.formData();
  const result = await cartAction(session, "default", form);
  const headers = { "Set-Cookie": await commitSession(session) };
  if (!result.ok) return data(result, { status: 400, headers });
  if (form.get("stay")) return data(result, { headers });
  const redirectHeaders = new Headers(headers);
  redirectHeaders.append("Set-Cookie", await setFlash({ kind: "success", message: result.message }));
  return redirect("/cart", { headers: redirectHeaders });
});

export const meta: MetaFunction = () => [{ title: "Your cart · Ashless" }, ...pageMeta("cart")];

export const handle = { breadcrumbs: () => [{ label: "Cart", href: "/cart" }] };

export default function CartPage() {
  const { cart, lines } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  const formError =
    actionResult && !actionResult.ok && !actionResult.itemId && !actionResult.field ? actionResult.message : null;
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
      {formError ? (
        <p className="notice notice--error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="cart">
        <ul className="cart-lines" aria-label="Items in your cart">
          {lines.map((line) => (
            <CartLine key={line.id} line={line} actionResult={actionResult} />
          ))}
        </ul>
        <CartSummary cart={cart} actionResult={actionResult} />
      </div>
    </section>
  );
}
