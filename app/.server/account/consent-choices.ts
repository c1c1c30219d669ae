// The customer's consent choices as one submit saves them, on /account/communication (with the
// newsletters) and on /account/consents-renewal (the consents alone). Every known consent is sent:
// an unticked box is a "no", not "unchanged". Answers the refusal to show, or null once saved.
import { parseForm, reply } from "~/.server/forms/form";
import { accountGateway } from "~/.server/platform/account";
import type { SignedIn } from "~/.server/auth/require-user";
import { checkedValues } from "~/lib/form-names";
import { communicationSchema } from "~/lib/schemas/account";
import { accountRefusal } from "./context";

export async function saveConsentChoices(
  { user, form, intent }: { user: SignedIn; form: FormData; intent: string },
  { subscriptions }: { subscriptions: boolean },
) {
  const api = accountGateway();
  const current = await api.getCommunicationPreferences(user.auth);
  const requiredConsentIds = current.consents.filter((c) => c.required).map((c) => c.id);
  const submission = parseForm(form, communicationSchema({ requiredConsentIds }));
  if (submission.status !== "success") return reply(intent, submission);
  const accepted = new Set(checkedValues(submission.value.consents));
  const subscribed = new Set(checkedValues(submission.value.subscriptions));
  const result = await api.updateCommunicationPreferences(
    user.auth,
    current.consents.map((c) => ({ id: c.id, accepted: accepted.has(c.id) })),
    // without them, the newsletters are left as they are
    subscriptions
      ? current.subscriptions.map((s) => ({ category: s.category, subscribed: subscribed.has(s.category) }))
      : [],
  );
  if (!result.ok) return reply(intent, submission, accountRefusal(result.error, { consents: "consents" }));
  return null;
}
