// /account/subscriptions (product.md §2 page name my-subscription): the customer's subscriptions with
// what each delivers, how often, when next and for how much. Resume is one button; cancel
// asks first with a confirmation that works without scripting (?cancel=<id>); changing and
// pausing happen on each subscription's own page.
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader } from "~/.server/account/context";
import { formatCalendarDate, todayIso } from "~/.server/account/format";
import { subscriptionApi } from "~/.server/account/gateways";
import { addDays } from "~/lib/form-names";
import { byStatus, cancel, resume, subscriptionItem } from "~/.server/account/subscriptions";
import { moneyWriter } from "~/.server/commerce/money";
import { AccountPage, accountMeta, FailureNotice } from "~/components/account/AccountForm";
import { ConfirmPanel } from "~/components/account/ConfirmPanel";
import { ResumeForm, SubscriptionSummary } from "~/components/account/SubscriptionSummary";

export const loader = accountLoader(async ({ request, user }) => {
  const api = subscriptionApi();
  const [subscriptions, config, money] = await Promise.all([
    api.list(user.auth),
    api.getConfiguration(),
    moneyWriter(),
  ]);
  const list = byStatus(subscriptions);
  const cancelId = new URL(request.url).searchParams.get("cancel");
  const cancelling = list.find((s) => s.id === cancelId && s.status !== "cancelled");
  return {
    subscriptions: list.map((s) => subscriptionItem(s, money)),
    cancelling: cancelling ? subscriptionItem(cancelling, money) : null,
    // resuming brings the next delivery this close: said before the shopper presses it
    resumeDelivery: formatCalendarDate(addDays(todayIso(), config.resumeLeadDays)),
  };
});

export const action = accountAction({ resume, cancel });

export const meta = accountMeta("Subscriptions", "my-subscription");
export const handle = {
  pageName: "my-subscription",
  breadcrumbs: () => [{ label: "Subscriptions", href: "/account/subscriptions" }],
};

export default function Subscriptions() {
  const { subscriptions, cancelling, resumeDelivery } = useLoaderData<typeof loader>();
  return (
    <AccountPage
      title="Subscriptions"
      intro={<p>Regular deliveries at the subscription price. Change, pause or cancel them whenever you like.</p>}
    >
      <FailureNotice intents={["resume", "cancel"]} />
      {cancelling ? (
        <ConfirmPanel
          id="cancel-subscription"
          title={`Cancel subscription ${cancelling.id}?`}
          intent="cancel"
          fields={{ id: cancelling.id }}
          confirmLabel="Yes, cancel this subscription"
          cancelHref="/account/subscriptions"
        >
          <p>
            {cancelling.lines.map((l) => `${l.qty} × ${l.name}`).join(", ")}, {cancelling.frequency.toLowerCase()}.
            There will be no more deliveries. To only skip a while, pause it instead.
          </p>
        </ConfirmPanel>
      ) : null}
      {subscriptions.length === 0 ? (
        <p>
          You have no subscriptions. Choose &ldquo;Subscribe&rdquo; on a product page to have it delivered regularly.{" "}
          <Link to="/shop">Go to the shop</Link>
        </p>
      ) : (
        <ul className="subscription-list">
          {subscriptions.map((s) => (
            <li key={s.id} className="account-panel">
              <h2 id={`subscription-${s.id}`} className="h3">
                Subscription {s.id}
              </h2>
              <SubscriptionSummary s={s} />
              {s.status === "paused" ? <p>Resume now and your next delivery will be on {resumeDelivery}.</p> : null}
              {s.status === "cancelled" ? null : (
                <div className="account-actions">
                  <Link to={`/account/subscriptions/${s.id}`} className="btn btn--secondary btn--small">
                    {s.status === "active" ? "Change or pause" : "Change"}
                    <span className="visually-hidden"> subscription {s.id}</span>
                  </Link>
                  {s.status === "paused" ? <ResumeForm id={s.id} /> : null}
                  <Link
                    to={`/account/subscriptions?cancel=${encodeURIComponent(s.id)}`}
                    className="btn btn--secondary btn--small account-form__danger"
                  >
                    Cancel<span className="visually-hidden"> subscription {s.id}</span>
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
