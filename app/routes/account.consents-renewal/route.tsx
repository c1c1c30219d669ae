// /account/consents-renewal (product.md §3): a sign-in whose consents must be renewed (the privacy
// notice changed) lands here first. The customer is signed in, but every other account, club and
// checkout page sends them back here (auth/require-user.ts) until they save their consents, the
// required ones ticked; then on to where they were going (redirectTo). Or they log out instead.
import { useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, done } from "~/.server/account/context";
import { saveConsentChoices } from "~/.server/account/consent-choices";
import { signedInTarget } from "~/.server/auth/forms";
import { accountGateway } from "~/.server/platform/account";
import { AccountForm, AccountPage, accountMeta } from "~/components/account/AccountForm";
import { ConsentFieldsets, groupConsents } from "~/components/account/ConsentFieldsets";
import { LogoutForm } from "~/components/auth/LogoutForm";
import { usePostForm } from "~/components/forms/usePostForm";
import { safeRedirect, SIGNED_IN_TARGET } from "~/lib/safe-redirect";
import type { communicationSchema } from "~/lib/schemas/account";

const INTENT = "renew-consents";

export const loader = accountLoader(async ({ request, user }) => {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), SIGNED_IN_TARGET);
  const { consents } = await accountGateway().getCommunicationPreferences(user.auth);
  return {
    redirectTo,
    // only the consents: the newsletters stay on /account/communication
    groups: groupConsents(consents, []),
    defaults: { consents: consents.filter((c) => c.accepted).map((c) => c.id) },
  };
});

export const action = accountAction({
  [INTENT]: async (ctx) => {
    const { user, form } = ctx;
    const refused = await saveConsentChoices(ctx, { subscriptions: false });
    if (refused) return refused;
    user.session.unset("consentRenewal");
    return done(user.session, signedInTarget(form), "Thank you: your choices are saved.");
  },
});

export const meta = accountMeta("Review your choices", "communication-preferences");
export const handle = {
  pageName: "communication-preferences",
  breadcrumbs: () => [{ label: "Review your choices", href: "/account/consents-renewal" }],
};

export default function ConsentsRenewal() {
  const d = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof communicationSchema>(INTENT, d.defaults);
  return (
    <AccountPage
      title="Review your choices"
      intro={
        <p>
          We&apos;ve updated how we use your data, so we need to ask you again. Please check your choices below and save
          them to carry on. The boxes marked required are needed to keep your account; the others are up to you.
        </p>
      }
    >
      <AccountForm form={form} intent={INTENT} submit="Save and continue">
        <input type="hidden" name="redirectTo" value={d.redirectTo} />
        <ConsentFieldsets groups={d.groups} consentsMeta={fields.consents} />
      </AccountForm>
      <h2>Rather not?</h2>
      <p>You can log out instead. We&apos;ll ask you again the next time you log in.</p>
      <LogoutForm buttonClassName="btn btn--secondary">Log out instead</LogoutForm>
    </AccountPage>
  );
}
