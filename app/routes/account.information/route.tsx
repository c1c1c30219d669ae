// /account/information: the profile as it is, links to change it, and the e-mail change
// request (the address only changes once the shopper opens the link sent to it).
import { Link, useLoaderData } from "@remix-run/react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, accountRefusal } from "~/.server/account/context";
import { customerApi, STORE } from "~/.server/account/gateways";
import { CommerceError } from "~/.server/commerce/client";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { formatCalendarDate } from "~/.server/account/format";
import { accountGateway } from "~/.server/platform/account";
import { preferences } from "~/.server/account/preferences";
import { shownPhone } from "~/.server/addresses/display";
import { AccountForm, AccountPage, accountMeta } from "~/components/account/AccountForm";
import { PasswordField } from "~/components/auth/PasswordField";
import { usePostForm } from "~/components/forms/usePostForm";
import { EmailField } from "~/components/forms/Field";
import { emailChangeSchema } from "~/lib/schemas/account";
import { GENDERS } from "~/lib/form-names";

/** Commerce's account confirmation, or null when commerce can't say now (the page goes on without it). */
async function confirmation(token: string) {
  try {
    return await customerApi().getConfirmationStatus(STORE, token);
  } catch (error) {
    if (error instanceof UpstreamUnavailableError || error instanceof CommerceError) return null;
    throw error;
  }
}

export const loader = accountLoader(async ({ user, request }) => {
  const api = accountGateway({ signal: request.signal });
  const [p, form, confirmed] = await Promise.all([
    api.getProfile(user.auth),
    api.getRegistrationForm(),
    confirmation(user.commerceToken),
  ]);
  const { profile, delivery } = preferences(form.customAttributes, p);
  return {
    preferences: [...profile, ...delivery].map((a) => ({ code: a.code, label: a.label, shown: a.shown })),
    email: p.email,
    name: [p.firstname, p.lastname].filter(Boolean).join(" "),
    dob: formatCalendarDate(p.dob),
    telephone: p.telephone ? shownPhone(p.telephone) : null,
    gender: GENDERS.find((g) => g.value === p.gender)?.label ?? null,
    isPendingEmailVerification: p.isPendingEmailVerification,
    // product.md §4 account confirmation: said when the customer confirmed the address by its link
    emailConfirmed: confirmed === "ACCOUNT_CONFIRMED",
  };
});

export const action = accountAction({
  "change-email": async ({ user, form, intent }) => {
    const api = accountGateway();
    const profile = await api.getProfile(user.auth);
    const submission = parseForm(form, emailChangeSchema({ currentEmail: profile.email }));
    if (submission.status !== "success") return reply(intent, submission);
    const result = await api.requestEmailChange(user.auth, submission.value.newEmail, submission.value.password);
    if (!result.ok)
      return reply(
        intent,
        submission,
        accountRefusal(result.error, {
          email: "newEmail",
          newEmail: "newEmail",
          password: "password",
        }),
      );
    return done(
      user.session,
      "/account/information",
      `We've sent a link to ${submission.value.newEmail}. Your e-mail address changes when you open it.`,
    );
  },
});

export const meta = accountMeta("Account information", "account-information");
export const handle = {
  pageName: "account-information",
  breadcrumbs: () => [{ label: "Account information", href: "/account/information" }],
};

export default function AccountInformation() {
  const d = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof emailChangeSchema>("change-email", { newEmail: "" });
  const none = <span className="field__hint">Not given</span>;
  return (
    <AccountPage title="Account information">
      <div className="summary account-details">
        <dl>
          <div>
            <dt>Name</dt>
            <dd>{d.name || none}</dd>
          </div>
          <div>
            <dt>E-mail address</dt>
            <dd>
              {d.email}
              {d.isPendingEmailVerification ? (
                <span className="badge account-badge">Change pending verification</span>
              ) : d.emailConfirmed ? (
                <span className="badge account-badge">Confirmed</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>{d.dob || none}</dd>
          </div>
          <div>
            <dt>Gender</dt>
            <dd>{d.gender ?? none}</dd>
          </div>
          <div>
            <dt>Mobile phone</dt>
            <dd>{d.telephone || none}</dd>
          </div>
        </dl>
        <p className="account-links">
          <Link to="/account/update-personal-details">Change your personal details</Link>
          <Link to="/account/update-phone">{d.telephone ? "Change your phone number" : "Add a phone number"}</Link>
        </p>
      </div>

      {d.preferences.length > 0 ? (
        <>
          <h2 id="preferences-title">Your preferences</h2>
          <div className="summary account-details">
            <dl>
              {d.preferences.map((a) => (
                <div key={a.code}>
                  <dt>{a.label}</dt>
                  <dd>{a.shown || none}</dd>
                </div>
              ))}
            </dl>
            <p className="account-links">
              <Link to="/account/preferences">Change your preferences</Link>
            </p>
          </div>
        </>
      ) : null}

      <h2 id="email-title">Change your e-mail address</h2>
      {d.isPendingEmailVerification ? (
        <p className="notice notice--info" role="status">
          Pending verification: we've sent a link to your new e-mail address. Until you open it, we keep using {d.email}
          .
        </p>
      ) : null}
      <AccountForm form={form} intent="change-email" submit="Send confirmation link">
        <EmailField meta={fields.newEmail} label="New e-mail address" />
        <PasswordField
          meta={fields.password}
          label="Your password"
          hint="To confirm it's you."
          autoComplete="current-password"
        />
      </AccountForm>
    </AccountPage>
  );
}
