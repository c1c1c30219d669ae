// /trial: choose the free trial and start it; the checkout runs at /trial/checkout.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { readCart } from "~/.server/cart/session-cart";
import { CHECKOUT_UNAVAILABLE } from "~/.server/checkout/context";
import { cartTrialTerms, productTerms } from "~/.server/checkout/trial-terms";
import { TrialTermsBox } from "~/components/checkout/TrialTerms";
import { formAction, readFields, redirectWithFlash, reply } from "~/.server/forms/form";
import { startTrial, trialProducts } from "./trial.server";
import { guard } from "~/.server/responses/guard";
import { noStore } from "~/.server/responses/no-store";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useFormReply, usePostForm } from "~/components/forms/usePostForm";
import { Price } from "~/components/product/Price";
import { CardImage } from "~/components/product/ProductCard";
import { pageMeta } from "~/lib/page-names";
import { z } from "zod";

export const loader = guard(async ({ context: { session } }: LoaderFunctionArgs) => {
  const [found, cart] = await Promise.all([trialProducts(), readCart(session, "trial")]);
  // each trial's own terms (its description: how long, what it costs after), said before it starts
  const products = await Promise.all(found.map(async (p) => ({ ...p, terms: await productTerms("trial", p.urlKey) })));
  const hasTrialInCart = (cart?.items.length ?? 0) > 0;
  const inCart = cart && hasTrialInCart ? await cartTrialTerms("trial", cart) : null;
  return data({ products, hasTrialInCart, inCart }, { headers: noStore() });
});

export const action = formAction(
  {
    "start-trial": async ({ form, intent, args: { context } }) => {
      const { session } = context;
      const sku = readFields(form, z.object({ sku: z.string() }))?.sku ?? "";
      const result = await startTrial(session, sku);
      if (!result.ok) return reply(intent, form, { message: result.message, status: 400 });
      return redirectWithFlash(session, "/trial/checkout", null);
    },
  },
  {
    unavailable: CHECKOUT_UNAVAILABLE,
    // people never see the honeypot; a bot that fills it is shown the page again
    spam: ({ context }) => redirectWithFlash(context.session, "/trial", null),
  },
);

export const meta: MetaFunction = () => [
  { title: "Start your free trial · Ashless" },
  ...pageMeta("free-trial-checkout"),
];

export default function TrialPage() {
  const { products, hasTrialInCart, inCart } = useLoaderData<typeof loader>();
  const failed = useFormReply("start-trial")?.error?.[""]?.[0];
  return (
    <section aria-labelledby="trial-title" className="trial">
      <h1 id="trial-title">Try Ashless free</h1>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {failed}
        </p>
      ) : null}
      {hasTrialInCart ? (
        <p className="notice notice--info">
          Your free trial is waiting. <Link to="/trial/checkout">Continue to the free trial checkout</Link>.
        </p>
      ) : null}
      {inCart ? <TrialTermsBox trial={inCart} today={inCart.today} /> : null}
      {products.length === 0 ? <p>There are no free trials available right now. Please come back soon.</p> : null}
      <ul className="trial__products">
        {products.map((p) => (
          <li key={p.sku} className="card">
            <CardImage product={p} sizes="(min-width: 860px) 300px, 90vw" eager />
            <h2>{p.name}</h2>
            {p.subtitle ? <p className="card__subtitle">{p.subtitle}</p> : null}
            <Price price={p.price} />
            {p.terms ? <p className="trial__terms">{p.terms}</p> : null}
            <StartTrial sku={p.sku} name={p.name} inStock={p.stockStatus === "IN_STOCK"} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StartTrial({ sku, name, inStock }: { sku: string; name: string; inStock: boolean }) {
  const [form] = usePostForm("start-trial", {}, { id: `trial-${sku}` });
  return (
    <PostForm form={form} intent="start-trial" honeypot summary={false}>
      <input type="hidden" name="sku" value={sku} />
      <SubmitButton intent="start-trial" className="btn btn--primary btn--large" disabled={!inStock}>
        Start my free trial<span className="visually-hidden">: {name}</span>
      </SubmitButton>
      {inStock ? null : <p>Out of stock</p>}
    </PostForm>
  );
}
