// /checkout/confirmation/:orderNumber and the trial store's: one module, mounted twice; only
// for the order this browser just placed (loader and action: confirmation.server.ts).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/page-names";
import { OrderDetails } from "~/components/checkout/OrderDetails";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { usePostForm } from "~/components/forms/usePostForm";
import { useMoney } from "~/lib/use-money";
import { TrialTermsBox } from "~/components/checkout/TrialTerms";
import { OrderDeviceRegistration } from "./OrderDeviceRegistration";
import type { loader } from "./confirmation.server";
import type { HeaderHandle } from "~/components/layout/Header";

/** The order is placed: the whole header again, to shop on or find the account. */
export const handle: HeaderHandle = { header: "full" };
export { action, loader } from "./confirmation.server";
export const meta: MetaFunction = () => [
  { title: "Order confirmed · Ashless" },
  { name: "robots", content: "noindex" },
  ...pageMeta("order-confirmation"),
];

/** An unpaid card order: a new payment on the provider's page, for the shopper who placed it. */
function PayNow() {
  const [form] = usePostForm("pay-now", {});
  return (
    <section className="account-panel" aria-labelledby="pay-title">
      <h2 id="pay-title">Pay for your order</h2>
      <p>We haven't received the payment for this order yet. We'll send it once it's paid.</p>
      <PostForm form={form} intent="pay-now">
        <SubmitButton intent="pay-now">Pay now by card</SubmitButton>
      </PostForm>
    </section>
  );
}

export default function ConfirmationView() {
  const money = useMoney();
  const data = useLoaderData<typeof loader>();
  const { order } = data;
  const title = data.payable
    ? "Your order is placed and waiting for payment"
    : data.zeroValue
      ? "Your free order is confirmed"
      : data.subscription
        ? "Your subscription is confirmed"
        : data.paid
          ? "Thank you: your order is paid"
          : "Thank you: your order is confirmed";
  return (
    <section className="checkout checkout--confirmation" aria-labelledby="confirmation-title">
      <div className={`notice ${data.payable ? "notice--info" : "notice--success"}`} role="status">
        <h1 id="confirmation-title">{title}</h1>
        <p>
          Your order number is <strong>{data.number}</strong>. We've sent a confirmation to{" "}
          <strong>{data.email}</strong>.
        </p>
        {data.paid && order ? <p>We've received your payment of {money(order.totals.grandTotal)}.</p> : null}
      </div>
      {data.payable ? <PayNow /> : null}
      {data.hasDevice ? <OrderDeviceRegistration /> : null}
      {data.downloads && data.signedIn ? (
        <p className="notice notice--info">
          The files you bought are in your account, under <Link to="/account/downloads">Your downloads</Link>
          {data.paid ? "" : ", ready to download once the order is paid"}.
        </p>
      ) : null}
      {data.zeroValue ? <p>There is nothing to pay for this order today.</p> : null}
      {data.trial ? (
        <TrialTermsBox
          trial={data.trial}
          today={order?.totals.grandTotal ?? null}
          paidBy={order?.paymentMethod?.title ?? null}
        />
      ) : null}
      {data.subscription ? (
        <p>Your subscription starts with this order. You can pause, change or cancel it at any time in your account.</p>
      ) : null}
      {data.account ? (
        <section className="account-panel" aria-labelledby="account-offer-title">
          <h2 id="account-offer-title">
            {data.downloads
              ? "Your files are waiting in an account"
              : !data.subscription
                ? "Keep track of your order"
                : data.account.exists
                  ? "Manage your subscription in your account"
                  : "Create your account to manage your subscription"}
          </h2>
          {data.account.exists ? (
            <p>
              You already have an account for <strong>{data.email}</strong>. Log in and this order will be in it.
            </p>
          ) : (
            <p>
              Create an account for <strong>{data.email}</strong> and this order will be in it. We fill in what the
              order says already.
            </p>
          )}
          {data.downloads ? (
            <p>The files you bought are delivered there, under Your downloads: there is no other way to get them.</p>
          ) : null}
          <p>
            <Link to={data.account.href} className="btn btn--primary">
              {data.account.exists ? "Log in" : "Create an account"}
            </Link>
          </p>
        </section>
      ) : null}
      {data.detailsUnavailable || !order ? (
        <p className="notice notice--info">
          We can't show the details of your order right now; they are in your confirmation e-mail.
        </p>
      ) : (
        <OrderDetails order={order} />
      )}
      <p>
        <Link to="/shop" className="btn btn--secondary">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
