// /account/communication: consents and marketing subscriptions (product.md §3 purposes, §7
// Consents and Messaging), saved together in one submit.
import { useLoaderData } from "@remix-run/react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, accountRefusal } from "~/.server/account/context";
import { accountGateway } from "~/.server/platform/account";
import { AccountForm, AccountHeading, accountMeta } from "~/components/account/AccountForm";
import { ConsentFieldsets, groupConsents } from "~/components/account/ConsentFieldsets";
import { usePostForm } from "~/components/forms/usePostForm";
import { communicationSchema } from "~/lib/schemas/account";
import { checkedValues } from "~/lib/form-names";

export const loader = accountLoader(async ({ user }) => {
  const { consents, subscriptions } = await accountGateway().getCommunicationPreferences(user.auth);
  return {
    groups: groupConsents(consents, subscriptions),
    requiredConsentIds: consents.filter((c) => c.required).map((c) => c.id),
    defaults: {
      consents: consents.filter((c) => c.accepted).map((c) => c.id),
      subscriptions: subscriptions.filter((s) => s.subscribed).map((s) => s.category),
    },
  };
});

export const action = accountAction({
  "save-preferences": async ({ user, form, intent }) => {
    const api = accountGateway();
    const current = await api.getCommunicationPreferences(user.auth);
    const requiredConsentIds = current.consents.filter((c) => c.required).map((c) => c.id);
    const submission = parseForm(form, communicationSchema({ requiredConsentIds }));
    if (submission.status !== "success") return reply(intent, submission);
    // Every known consent and subscription is sent: an unticked box is a "no", not "unchanged".
    const accepted = new Set(checkedValues(submission.value.consents));
    const subscribed = new Set(checkedValues(submission.value.subscriptions));
    const result = await api.updateCommunicationPreferences(
      user.auth,
      current.consents.map((c) => ({ id: c.id, accepted: accepted.has(c.id) })),
      current.subscriptions.map((s) => ({ category: s.category, subscribed: subscribed.has(s.category) })),
    );
    if (!result.ok) return reply(intent, submission, accountRefusal(result.error, { consents: "consents" }));
    return done(user.session, "/account/communication", "Your communication preferences have been saved.");
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
    <section aria-labelledby="account-title">
      <AccountHeading title="Communication preferences">
        <p>Choose what we may send you and how. You can change your mind at any time.</p>
      </AccountHeading>
      {d.groups.length === 0 ? (
        <p>There is nothing to choose at the moment.</p>
      ) : (
        <AccountForm form={form} intent="save-preferences" submit="Save preferences">
          <ConsentFieldsets groups={d.groups} consentsMeta={fields.consents} subscriptionsMeta={fields.subscriptions} />
        </AccountForm>
      )}
    </section>
  );
}
