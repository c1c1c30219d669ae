// /account/subscriptions/:id: change one subscription's products, quantities and frequency
// (the choices come from the platform's configuration), pause it until a date, or resume it.
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, notFound } from "~/.server/account/context";
import { formatCalendarDate, todayIso } from "~/.server/account/format";
import { subscriptionApi } from "~/.server/account/gateways";
import { change, offeredChoices, pause, resume, subscriptionItem } from "~/.server/account/subscriptions";
import { AccountHeading } from "~/components/account/AccountForm";
import { FailureNotice } from "~/components/account/FailureNotice";
import { accountMeta } from "~/components/account/meta";
import { ChangeForm, PauseForm } from "./SubscriptionForms";
import { ResumeForm, SubscriptionSummary } from "~/components/account/SubscriptionSummary";
import { formatMoney } from "~/lib/format";
import { addDays, MAX_ROWS } from "~/lib/form-names";

export const loader = accountLoader(async ({ params, user }) => {
  const api = subscriptionApi();
  const [list, config] = await Promise.all([api.list(user.auth), api.getConfiguration()]);
  const s = list.find((x) => x.id === params.id);
  if (!s || s.status === "cancelled") notFound("This subscription doesn't exist or has been cancelled.");
  const choices = await offeredChoices(config, s.lines);
  const defaults: Record<string, string> = { frequency: s.frequency.code };
  s.lines.forEach((l, i) => {
    defaults[`sku${i + 1}`] = l.sku;
    defaults[`qty${i + 1}`] = String(l.qty);
  });
  return {
    subscription: subscriptionItem(s),
    change: {
      id: s.id,
      rows: Math.min(MAX_ROWS, s.lines.length + 1),
      defaults,
      choices: choices.map((c) => ({
        value: c.sku,
        label: `${c.name} (${c.inStock ? formatMoney(c.price) : "out of stock"})`,
      })),
      frequencies: config.frequencies.map((f) => ({ value: f.code, label: f.label })),
    },
    pause: {
      id: s.id,
      earliest: formatCalendarDate(addDays(todayIso(), 1)),
      latest: formatCalendarDate(addDays(todayIso(), config.maxPauseDays)),
    },
  };
});

export const action = accountAction({ change, pause, resume });

export const meta = accountMeta("Change subscription", "my-subscription");
export const handle = {
  pageName: "my-subscription",
  breadcrumbs: () => [{ label: "Subscriptions", href: "/account/subscriptions" }],
};

export default function SubscriptionPage() {
  const d = useLoaderData<typeof loader>();
  const s = d.subscription;
  return (
    <section aria-labelledby="account-title">
      <AccountHeading title={`Subscription ${s.id}`}>
        <p>
          <Link to="/account/subscriptions">Back to your subscriptions</Link>
        </p>
      </AccountHeading>
      <SubscriptionSummary s={s} />
      <section className="account-panel" aria-labelledby="change-title">
        <h2 id="change-title">Change products and frequency</h2>
        <p>Choose &ldquo;No product&rdquo; to take one out. Changes apply from the next delivery.</p>
        <ChangeForm {...d.change} />
      </section>
      <section className="account-panel" aria-labelledby="pause-title">
        <h2 id="pause-title">{s.status === "paused" ? "Resume deliveries" : "Pause deliveries"}</h2>
        {s.status === "paused" ? (
          <>
            <FailureNotice intents={["resume"]} />
            <p>{s.statusLabel}. Resume now to have your next delivery within a few days.</p>
            <ResumeForm id={s.id} />
          </>
        ) : (
          <PauseForm {...d.pause} />
        )}
      </section>
      <p>
        <Link to={`/account/subscriptions?cancel=${encodeURIComponent(s.id)}`}>Cancel this subscription</Link>
      </p>
    </section>
  );
}
