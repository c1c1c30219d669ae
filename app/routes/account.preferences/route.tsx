// /account/preferences: the profile's custom attributes after sign-up (product.md §3 Profile
// `extra`), each by its definition: the customer's tastes, and what goes with their deliveries
// (is_address_field). What the brand set (behaviour "readonly") is shown, never sent; an answer
// that can't be cleared can be changed but not removed.
import { useLoaderData } from "@remix-run/react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, accountRefusal, done } from "~/.server/account/context";
import { changedPreferences, editable, preferenceDefaults, preferences } from "~/.server/account/preferences";
import { accountGateway } from "~/.server/platform/account";
import type { Auth } from "~/lib/models/account";
import { AccountForm, AccountPage, accountMeta } from "~/components/account/AccountForm";
import { CustomAttributeField } from "~/components/auth/CustomAttributeField";
import { usePostForm, type FormFields } from "~/components/forms/usePostForm";
import { preferencesSchema } from "~/lib/schemas/account";
import { customField } from "~/lib/form-names";

async function readPreferences(auth: Auth, signal: AbortSignal) {
  const api = accountGateway({ signal });
  const [profile, form] = await Promise.all([api.getProfile(auth), api.getRegistrationForm()]);
  return preferences(form.customAttributes, profile);
}

export const loader = accountLoader(async ({ user, request }) => {
  const groups = await readPreferences(user.auth, request.signal);
  return { groups, defaults: preferenceDefaults(groups) };
});

export const action = accountAction({
  "update-preferences": async ({ user, form, intent, request }) => {
    const groups = await readPreferences(user.auth, request.signal);
    const submission = parseForm(form, preferencesSchema(editable(groups)));
    if (submission.status !== "success") return reply(intent, submission);
    const changes = changedPreferences(groups, submission.value as Record<string, string>);
    const changed = Object.entries(changes);
    if (changed.length > 0) {
      const api = accountGateway({ signal: request.signal });
      // one attribute changed (or cleared): its own PUT; several: one PATCH (product.md §7 Users)
      const result =
        changed.length === 1
          ? await api.updateCustomAttribute(user.auth, ...changed[0]!)
          : await api.updateCustomAttributes(user.auth, changes);
      // the platform names a refused attribute `customAttributes.<code>`
      const fields = Object.fromEntries(
        editable(groups).map((p) => [`customAttributes.${p.code}`, customField(p.code)]),
      );
      if (!result.ok) return reply(intent, submission, accountRefusal(result.error, fields));
    }
    return done(user.session, "/account/information", "Your preferences have been saved.");
  },
});

export const meta = accountMeta("Your preferences", "account-information");
export const handle = {
  pageName: "account-information",
  breadcrumbs: () => [
    { label: "Account information", href: "/account/information" },
    { label: "Preferences", href: "/account/preferences" },
  ],
};

export default function Preferences() {
  const { groups, defaults } = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<FormFields<Record<string, string | undefined>>>("update-preferences", defaults);
  const group = (items: typeof groups.profile) =>
    items.map((p) =>
      p.readOnly ? (
        <div className="field" key={p.code}>
          <p className="account-readonly-label">{p.label}</p>
          <p>{p.shown || <span className="field__hint">Not given</span>}</p>
          {p.hint ? <p className="field__hint">{p.hint}</p> : null}
        </div>
      ) : (
        <CustomAttributeField key={p.code} attr={p} meta={fields[customField(p.code)]!} />
      ),
    );
  return (
    <AccountPage title="Your preferences">
      <p>What you tell us here helps us suggest flavours and get your parcels to you.</p>
      <AccountForm form={form} intent="update-preferences" submit="Save preferences">
        {groups.profile.length > 0 ? (
          <fieldset>
            <legend>About you</legend>
            {group(groups.profile)}
          </fieldset>
        ) : null}
        {groups.delivery.length > 0 ? (
          <fieldset>
            <legend>Your deliveries</legend>
            {group(groups.delivery)}
          </fieldset>
        ) : null}
      </AccountForm>
    </AccountPage>
  );
}
