// /account/subscriptions/:id: change one subscription's products, quantities and frequency
// (the choices come from the platform's configuration), the address-book entry it delivers to,
// pause it until a date, or resume it.
// The change and pause forms are plain POSTs to the page; after a refusal they show what was
// typed with the message beside its field.
import type { pauseSchema } from "~/lib/schemas/subscription";
import { Link, useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, notFound } from "~/.server/account/context";
import { formatCalendarDate, todayIso } from "~/.server/account/format";
import { accountGateway } from "~/.server/platform/account";
import { deliverTo, deliverToForm, deliveryLine } from "./deliver-to.server";
import { DeliverToForm } from "./DeliverToForm";
import { subscriptionApi } from "~/.server/account/gateways";
import { change, offeredChoices, pause, resume, subscriptionItem } from "~/.server/account/subscriptions";
import { moneyWriter } from "~/.server/commerce/money";
import { AccountForm, AccountPage, accountMeta, FailureNotice } from "~/components/account/AccountForm";
import { ResumeForm, SubscriptionSummary } from "~/components/account/SubscriptionSummary";
import { SelectField, TextField, type TextMeta } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { usePostForm, type FormFields } from "~/components/forms/usePostForm";
import { addDays, MAX_ROWS } from "~/lib/form-names";

export const loader = accountLoader(async ({ params, user }) => {
  const api = subscriptionApi();
  const [list, config, addresses, money] = await Promise.all([
    api.list(user.auth),
    api.getConfiguration(),
    accountGateway().listAddresses(user.auth),
    moneyWriter(),
  ]);
  const s = list.find((x) => x.id === params.id);
  if (!s || s.status === "cancelled") notFound("This subscription doesn't exist or has been cancelled.");
  const address = addresses.find((a) => a.id === s.deliveryAddressId);
  const choices = await offeredChoices(config, s.lines);
  const defaults: Record<string, string> = { frequency: s.frequency.code };
  s.lines.forEach((l, i) => {
    defaults[`sku${i + 1}`] = l.sku;
    defaults[`qty${i + 1}`] = String(l.qty);
  });
  return {
    subscription: {
      ...subscriptionItem(s, money),
      // product.md §3 Account address, isSubscription: edited in the address book
      deliveredTo: address
        ? {
            text: await deliveryLine(address),
            href: `/account/address/${encodeURIComponent(address.id)}`,
          }
        : null,
    },
    move: await deliverToForm(s, addresses),
    change: {
      id: s.id,
      rows: Math.min(MAX_ROWS, s.lines.length + 1),
      defaults,
      choices: choices.map((c) => ({
        value: c.sku,
        label: `${c.name} (${c.inStock ? money(c.price) : "out of stock"})`,
      })),
      frequencies: config.frequencies.map((f) => ({ value: f.code, label: f.label })),
    },
    pause: {
      id: s.id,
      earliest: formatCalendarDate(addDays(todayIso(), 1)),
      latest: formatCalendarDate(addDays(todayIso(), config.maxPauseDays)),
      // resuming brings the next delivery this close: said before the shopper presses it
      resumeDelivery: formatCalendarDate(addDays(todayIso(), config.resumeLeadDays)),
    },
  };
});

export const action = accountAction({ change, pause, resume, "deliver-to": deliverTo });

export const meta = accountMeta("Change subscription", "my-subscription");
export const handle = {
  pageName: "my-subscription",
  breadcrumbs: () => [{ label: "Subscriptions", href: "/account/subscriptions" }],
};

export default function SubscriptionPage() {
  const d = useLoaderData<typeof loader>();
  const s = d.subscription;
  return (
    <AccountPage
      title={`Subscription ${s.id}`}
      intro={
        <p>
          <Link to="/account/subscriptions">Back to your subscriptions</Link>
        </p>
      }
    >
      <SubscriptionSummary s={s} />
      <section className="account-panel" aria-labelledby="deliver-to-title">
        <h2 id="deliver-to-title">Delivery address</h2>
        <DeliverToForm {...d.move} />
      </section>
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
            <p>
              {s.statusLabel}. Resume now and your next delivery will be on {d.pause.resumeDelivery}.
            </p>
            <ResumeForm id={s.id} />
          </>
        ) : (
          <PauseForm {...d.pause} />
        )}
      </section>
      <p>
        <Link to={`/account/subscriptions?cancel=${encodeURIComponent(s.id)}`}>Cancel this subscription</Link>
      </p>
    </AccountPage>
  );
}

interface ChangeFormProps {
  id: string;
  rows: number;
  defaults: Record<string, string>;
  choices: { value: string; label: string }[];
  frequencies: { value: string; label: string }[];
}

function ChangeForm({ id, rows, defaults, choices, frequencies }: ChangeFormProps) {
  const [form, fields] = usePostForm<FormFields<Record<string, string>>>("change", defaults);
  return (
    <AccountForm form={form} intent="change" submit="Save changes">
      <input type="hidden" name="id" value={id} />
      {Array.from({ length: rows }, (_, i) => i + 1).map((n) => (
        <fieldset key={n} className="field subscription-row">
          <legend>Product {n}</legend>
          <SelectField
            meta={fields[`sku${n}`] as TextMeta}
            label="Product"
            options={choices}
            placeholder={n === 1 ? "Choose a product…" : "No product"}
            optional={n > 1}
          />
          <TextField
            meta={fields[`qty${n}`] as TextMeta}
            label="Quantity"
            hint="From 1 to 10"
            inputMode="numeric"
            className="field--short"
            conditional
          />
        </fieldset>
      ))}
      <RadioGroup meta={fields.frequency as TextMeta} legend="How often" options={frequencies} />
    </AccountForm>
  );
}

function PauseForm({ id, earliest, latest }: { id: string; earliest: string; latest: string }) {
  const [form, fields] = usePostForm<typeof pauseSchema>("pause", { until: "" });
  return (
    <AccountForm form={form} intent="pause" submit="Pause deliveries">
      <input type="hidden" name="id" value={id} />
      <TextField
        meta={fields.until as TextMeta}
        type="date"
        label="Pause deliveries until"
        hint={`Any date from ${earliest} to ${latest}. Deliveries start again after it.`}
        className="field--short"
      />
    </AccountForm>
  );
}
