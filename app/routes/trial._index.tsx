// /trial: choose the free trial and start it; the checkout runs at /trial/checkout.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { readCart } from "~/.server/cart/session-cart";
import { redirectTo, UNAVAILABLE_MESSAGE } from "~/.server/checkout/context";
import { startTrial, trialProducts } from "~/.server/checkout/trial";
import { guard } from "~/.server/guard";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { commitSession, getSession } from "~/.server/session";
import { Price } from "~/components/product/Price";
import { srcSet } from "~/lib/images";
import { pageMeta } from "~/lib/page-names";

export const loader = guard(async ({ request }: LoaderFunctionArgs) => {
  const session = await getSession(request);
  const [products, cart] = await Promise.all([trialProducts(), readCart(session, "trial")]);
  return data(
    { products, hasTrialInBasket: (cart?.items.length ?? 0) > 0 },
    { headers: { "Set-Cookie": await commitSession(session), "Cache-Control": "no-store" } },
  );
});

export const action = guard(async ({ request }: ActionFunctionArgs) => {
  const session = await getSession(request);
  const form = await request.formData();
  const sku = String(form.get("sku") ?? "");
  // Honeypot: people never see the "website" field; bots fill it.
  if (String(form.get("website") ?? "") !== "") return redirectTo(session, "/trial");
  try {
    const result = await startTrial(session, sku);
    if (!result.ok)
      return data(
        { sku, message: result.message },
        { status: 400, headers: { "Set-Cookie": await commitSession(session) } },
      );
    return redirectTo(session, "/trial/checkout");
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    console.error(error.message);
    return data({ sku, message: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
});

export const meta: MetaFunction = () => [
  { title: "Start your free trial · Ashless" },
  ...pageMeta("free-trial-checkout"),
];

export default function TrialPage() {
  const { products, hasTrialInBasket } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="trial-title" className="trial">
      <h1 id="trial-title">Try Ashless free</h1>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {failed.message}
        </p>
      ) : null}
      {hasTrialInBasket ? (
        <p className="notice notice--info">
          Your free trial is waiting. <Link to="/trial/checkout">Continue to the free trial checkout</Link>.
        </p>
      ) : null}
      {products.length === 0 ? <p>There are no free trials available right now. Please come back soon.</p> : null}
      <ul className="trial__products">
        {products.map((p) => (
          <li key={p.sku} className="card">
            <img
              src={p.image.url}
              srcSet={srcSet(p.image.url, [200, 400, 800])}
              sizes="(min-width: 860px) 300px, 90vw"
              alt={p.image.label || p.name}
              width="400"
              height="400"
            />
            <h2>{p.name}</h2>
            {p.subtitle ? <p className="card__subtitle">{p.subtitle}</p> : null}
            <Price price={p.price} />
            <Form method="post">
              <input type="hidden" name="sku" value={p.sku} />
              <div className="visually-hidden" aria-hidden="true">
                <label htmlFor={`hp-${p.sku}`}>Leave this field empty</label>
                <input id={`hp-${p.sku}`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <button
                type="submit"
                className="btn btn--primary btn--large"
                disabled={p.stockStatus !== "IN_STOCK"}
                data-pending={navigation.state !== "idle" && navigation.formData?.get("sku") === p.sku}
              >
                Start my free trial<span className="visually-hidden">: {p.name}</span>
              </button>
              {p.stockStatus !== "IN_STOCK" ? <p>Out of stock</p> : null}
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
