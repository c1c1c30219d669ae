// Consents and marketing subscriptions as checkboxes, one fieldset per category in the
// order product.md §9 gives: email, sms, post, survey, additional, GDPR.
import { ConsentDocumentLinks } from "~/components/legal/ConsentDocumentLinks";
import type { FieldMetadata } from "~/lib/form-kit";
import type { Consent, MarketingSubscription } from "~/lib/models/account";

export const CONSENT_CATEGORIES = ["email", "sms", "post", "survey", "additional", "GDPR"] as const;
type Category = (typeof CONSENT_CATEGORIES)[number];

const LEGENDS: Record<Category, string> = {
  email: "E-mail",
  sms: "Text messages (SMS)",
  post: "Post",
  survey: "Surveys",
  additional: "Other",
  GDPR: "Your data",
};

// The messaging list a shopper is on, as distinct from the consent (the permission) that
// the platform may list in the same category.
const SUBSCRIPTION_LABELS: Record<MarketingSubscription["category"], string> = {
  email: "Subscribe to our newsletter by e-mail",
  sms: "Subscribe to our newsletter by text message",
  post: "Subscribe to our newsletter by post",
};

/** Consents grouped by category, in the product.md order; categories with nothing to ask are left out. */
export function groupConsents(consents: Consent[], subscriptions: MarketingSubscription[]) {
  return CONSENT_CATEGORIES.map((category) => ({
    category,
    legend: LEGENDS[category],
    subscription: subscriptions.find((s) => s.category === category) ?? null,
    consents: consents.filter((c) => c.category === category),
  })).filter((g) => g.subscription || g.consents.length > 0);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListMeta = FieldMetadata<string[] | string | undefined, any, string[]>;

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

export function ConsentFieldsets({
  groups,
  consentsMeta,
  subscriptionsMeta,
}: {
  groups: ReturnType<typeof groupConsents>;
  consentsMeta: ListMeta;
  /** left out where only the consents are asked (the consent renewal) */
  subscriptionsMeta?: ListMeta;
}) {
  const accepted = asList(consentsMeta.initialValue);
  const subscribed = asList(subscriptionsMeta?.initialValue);
  const error = consentsMeta.errors?.[0];
  const firstRequired = groups.flatMap((g) => g.consents).find((c) => c.required)?.id;
  return (
    <>
      {error ? (
        <p className="field__error" id={consentsMeta.errorId}>
          {error}
        </p>
      ) : null}
      {groups.map((g) => (
        <fieldset className="radio-group consent-group" key={`${g.category}-${consentsMeta.key ?? ""}`}>
          <legend>{g.legend}</legend>
          {g.subscription && subscriptionsMeta ? (
            <div className="choice">
              <input
                type="checkbox"
                id={`${subscriptionsMeta.id}-${g.category}`}
                name={subscriptionsMeta.name}
                value={g.category}
                defaultChecked={subscribed.includes(g.category)}
              />
              <label htmlFor={`${subscriptionsMeta.id}-${g.category}`}>
                {SUBSCRIPTION_LABELS[g.subscription.category]}
              </label>
            </div>
          ) : null}
          {g.consents.map((c) => {
            // The first required consent carries the field's id: the error summary links to it.
            const id = c.id === firstRequired ? consentsMeta.id : `${consentsMeta.id}-${c.id.replace(/[^\w-]/g, "_")}`;
            const invalid = Boolean(error && c.required);
            return (
              <div className="choice" key={c.id}>
                <input
                  type="checkbox"
                  id={id}
                  name={consentsMeta.name}
                  value={c.id}
                  defaultChecked={accepted.includes(c.id)}
                  required={c.required}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? consentsMeta.errorId : undefined}
                />
                <label htmlFor={id}>
                  {c.label}
                  {c.required ? <span className="field__optional"> (required)</span> : null}
                </label>
                <ConsentDocumentLinks label={c.label} />
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
