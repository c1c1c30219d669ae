// /account/privacy-request: the customer's rights over their personal data (UK GDPR), asked of
// the platform (product.md §7: the unified privacy request, the legacy /dsar-request): a copy of
// it, a correction or its deletion. The platform confirms by e-mail and answers within a month.
import { Link, useLoaderData } from "@remix-run/react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, accountRefusal, done } from "~/.server/account/context";
import { formatCalendarDate } from "~/.server/account/format";
import { accountGateway } from "~/.server/platform/account";
import { AccountForm, AccountPage, accountMeta } from "~/components/account/AccountForm";
import { TextAreaField } from "~/components/forms/Field";
import { RadioGroup } from "~/components/forms/RadioGroup";
import { usePostForm } from "~/components/forms/usePostForm";
import { privacyRequestSchema } from "~/lib/schemas/account";
import { PRIVACY_REQUEST_TYPES } from "~/lib/privacy-requests";

export const loader = accountLoader(async ({ user, request }) => {
  const api = accountGateway({ signal: request.signal });
  const [profile, form] = await Promise.all([api.getProfile(user.auth), api.getRegistrationForm()]);
  // product.md §3 purposes: what the customer agreed we may use their data for, in the consents' order
  const purposes = form.consents.filter((c) => profile.purposes.includes(c.id)).map((c) => c.label);
  return { email: profile.email, purposes };
});

export const action = accountAction({
  "privacy-request": async ({ user, form, intent, request }) => {
    const submission = parseForm(form, privacyRequestSchema());
    if (submission.status !== "success") return reply(intent, submission);
    const api = accountGateway({ signal: request.signal });
    const result = await api.requestPrivacy(user.auth, submission.value);
    if (!result.ok)
      return reply(
        intent,
        submission,
        accountRefusal(result.error, { type: "type", requestType: "type", details: "details" }),
      );
    const { email } = await api.getProfile(user.auth);
    return done(
      user.session,
      "/account/privacy-request",
      `We have your request, reference ${result.value.reference}. We will answer by ${formatCalendarDate(result.value.dueAt)}, by e-mail to ${email}.`,
    );
  },
});

export const meta = accountMeta("Your data and privacy", "other");
export const handle = {
  breadcrumbs: () => [{ label: "Your data and privacy", href: "/account/privacy-request" }],
};

export default function PrivacyRequest() {
  const { email, purposes } = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof privacyRequestSchema>("privacy-request", {});
  return (
    <AccountPage
      title="Your data and privacy"
      intro={
        <p>
          You can ask for a copy of the personal data we hold about you, for a correction, or for its deletion. We
          confirm your request by e-mail to {email}, and answer within one month. Our{" "}
          <Link to="/privacy">privacy notice</Link> says what we keep and why.
        </p>
      }
    >
      <section aria-labelledby="purposes-title">
        <h2 id="purposes-title">What you have agreed to</h2>
        {purposes.length === 0 ? (
          <p>You haven&apos;t agreed to any use of your data beyond running your account.</p>
        ) : (
          <ul className="purposes">
            {purposes.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <p>
          You can change this at any time in your <Link to="/account/communication">communication preferences</Link>.
        </p>
      </section>
      <h2>Ask about your data</h2>
      <AccountForm form={form} intent="privacy-request" submit="Send my request">
        <RadioGroup
          meta={fields.type}
          legend="What are you asking for?"
          options={PRIVACY_REQUEST_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        />
        <TextAreaField
          meta={fields.details}
          label="Details"
          hint="For a correction, which details are wrong and what they should be. Anything else that helps us."
          optional
          maxLength={2000}
          rows={5}
        />
      </AccountForm>
      <p>
        To close your account instead, go to <Link to="/account/cancel-account">Cancel account</Link>.
      </p>
    </AccountPage>
  );
}
