// /account/coupons (product.md §7): the customer's coupons from the platform (a club reward's
// voucher, a partner's code), each unused one with "Use in your cart"; and the partners' offers
// (external coupon providers), each with "Get a code". Plain posts that come back here with a
// notice, or with the refusal beside the coupon or partner it is about.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage, accountMeta } from "~/components/account/AccountForm";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { COUPON_INTENTS, COUPONS_PATH } from "~/lib/coupons";
import { isFormReply } from "~/lib/form-kit";
import type { CouponView, loader } from "./coupons.server";

export { action, loader } from "./coupons.server";

export const meta = accountMeta("Coupons", "coupons");
export const handle = {
  // plain posts that redirect back: scripting would add nothing
  scripts: false,
  breadcrumbs: () => [{ label: "Coupons", href: COUPONS_PATH }],
};

/** The refusal of the page's last post when it was about this coupon or partner (`field` = `value`). */
function useRefusal(intent: string, field: string, value: string): string | null {
  const data = useActionData();
  if (!isFormReply(data) || data.intent !== intent || data.result.initialValue?.[field] !== value) return null;
  return (
    Object.values(data.result.error ?? {})
      .flat()
      .join(" ") || null
  );
}

function Refusal({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p className="account-card__error" id={id} role="alert">
      {message}
    </p>
  );
}

function status(c: CouponView) {
  if (c.used) return "Used";
  if (c.expired) return `Expired on ${c.expires}`;
  return `Use by ${c.expires}`;
}

function Coupon({ coupon }: { coupon: CouponView }) {
  const refusal = useRefusal(COUPON_INTENTS.use, "code", coupon.code);
  const usable = !coupon.used && !coupon.expired;
  return (
    <li className="account-card coupon-card">
      <h3 className="coupon__code">{coupon.code}</h3>
      <p>{coupon.description}</p>
      <p className="coupon__source">
        {coupon.source === "reward" ? `Club reward: ${coupon.sourceName}` : `From ${coupon.sourceName}`}
      </p>
      <p>{usable ? status(coupon) : <span className="badge account-badge coupon__state">{status(coupon)}</span>}</p>
      <Refusal id={`coupon-error-${coupon.code}`} message={refusal} />
      {usable ? (
        <PostForm intent={COUPON_INTENTS.use}>
          <input type="hidden" name="code" value={coupon.code} />
          <SubmitButton intent={COUPON_INTENTS.use} className="btn btn--primary btn--small">
            Use in your cart<span className="visually-hidden"> ({coupon.code})</span>
          </SubmitButton>
        </PostForm>
      ) : null}
    </li>
  );
}

function Partner({ provider }: { provider: { code: string; name: string; description: string } }) {
  const refusal = useRefusal(COUPON_INTENTS.get, "provider", provider.code);
  return (
    <li className="account-card coupon-card">
      <h3>{provider.name}</h3>
      <p>{provider.description}</p>
      <Refusal id={`partner-error-${provider.code}`} message={refusal} />
      <PostForm intent={COUPON_INTENTS.get}>
        <input type="hidden" name="provider" value={provider.code} />
        <SubmitButton intent={COUPON_INTENTS.get} className="btn btn--secondary btn--small">
          Get a code<span className="visually-hidden"> from {provider.name}</span>
        </SubmitButton>
      </PostForm>
    </li>
  );
}

export default function Coupons() {
  const { coupons, providers, providersError } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Coupons"
      intro={
        <p>
          Discount codes from the club&apos;s rewards and from our partners. One code can be used on each order: use it
          in your <Link to="/cart">cart</Link>, or type it in there.
        </p>
      }
    >
      <section aria-labelledby="your-coupons">
        <h2 id="your-coupons">Your coupons</h2>
        {coupons.length === 0 ? (
          <p>
            You have no coupons yet. Redeem a voucher in the <Link to="/club/rewards">club&apos;s rewards</Link>, or get
            a code from one of our partners below.
          </p>
        ) : (
          <ul className="account-cards">
            {coupons.map((c) => (
              <Coupon key={c.code} coupon={c} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="partner-coupons">
        <h2 id="partner-coupons">Partner coupons</h2>
        {providersError ? (
          <p className="notice notice--error" role="alert">
            {providersError}
          </p>
        ) : providers && providers.length > 0 ? (
          <ul className="account-cards">
            {providers.map((p) => (
              <Partner key={p.code} provider={p} />
            ))}
          </ul>
        ) : (
          <p>Our partners have no offers for you right now.</p>
        )}
      </section>
    </AccountPage>
  );
}
