// /account/communication: consents and marketing subscriptions (product.md §3 purposes, §7
// Consents and Messaging), saved together in one submit.
import { useLoaderData } from "@remix-run/react";
import { accountAction, accountLoader, done } from "~/.server/account/context";
import { saveConsentChoices } from "~/.server/account/consent-choices";
import { accountGateway } from "~/.server/platform/account";
import { AccountForm, AccountPage, accountMeta } from "~/components/account/AccountForm";
import { ConsentFieldsets, groupConsents } from "~/components/account/ConsentFieldsets";
import { usePostForm } from "~/components/forms/usePostForm";
import type { communicationSchema } from "~/lib/schemas/account";
import { newsletterStatus } from "~/lib/newsletter";

export const loader = accountLoader(async ({ user }) => {
  const { consents, subscriptions } = await accountGateway().getCommunicationPreferences(user.auth);
  return {
    newsletter: newsletterStatus(subscriptions),
    groups: groupConsents(consents, subscriptions),
    requiredConsentIds: consents.filter((c) => c.required).map((c) => c.id),
    defaults: {
      consents: consents.filter((c) => c.accepted).map((c) => c.id),
      subscriptions: subscriptions.filter((s) => s.subscribed).map((s) => s.category),
    },
  };
});

export const action = accountAction({
  "save-preferences": async (ctx) => {
    const refused = await saveConsentChoices(ctx, { subscriptions: true });
    if (refused) return refused;
    return done(ctx.user.session, "/account/communication", "Your communication preferences have been saved.");
  },
});

export const meta = accountMeta("Communication preferences", "communication-preferences");
export const handle = {
  pageName: "communication-preferences",
  breadcrumbs: () => [{ label: "Communication preferences", href: "/account/communication" }],
};

export default function CommunicationPreferences() {
  const d = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof communicationSchema>("save-preferences", d.defaults);
  return (
    <AccountPage
      title="Communication preferences"
      intro={
        <>
          <p>Choose what we may send you and how. You can change your mind at any time.</p>
          <p className="newsletter-status">
            <strong>{d.newsletter.text}</strong>
          </p>
        </>
      }
    >
      {d.groups.length === 0 ? (
        <p>There is nothing to choose at the moment.</p>
      ) : (
        <AccountForm form={form} intent="save-preferences" submit="Save preferences">
          <ConsentFieldsets groups={d.groups} consentsMeta={fields.consents} subscriptionsMeta={fields.subscriptions} />
        </AccountForm>
      )}
    </AccountPage>
  );
}
