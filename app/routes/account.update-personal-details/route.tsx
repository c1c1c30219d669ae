// /account/update-personal-details: name, gender and (when the platform allows it,
// meta.allow_date_of_birth_update) the date of birth.
import { useLoaderData } from "@remix-run/react";
import { parseForm, reply } from "~/.server/forms/form";
import { accountAction, accountLoader, done, accountRefusal } from "~/.server/account/context";
import { formatCalendarDate, todayIso } from "~/.server/account/format";
import { accountGateway } from "~/.server/platform/account";
import { AccountForm, AccountPage, accountMeta } from "~/components/account/AccountForm";
import { usePostForm } from "~/components/forms/usePostForm";
import { SelectField, TextField } from "~/components/forms/Field";
import { personalDetailsSchema } from "~/lib/schemas/account";
import { GENDERS } from "~/lib/form-names";

export const loader = accountLoader(async ({ user }) => {
  const p = await accountGateway().getProfile(user.auth);
  return {
    defaults: { firstname: p.firstname, lastname: p.lastname, dob: p.dob ?? "", gender: p.gender ?? "" },
    dobEditable: p.allowDateOfBirthUpdate,
    dobLabel: formatCalendarDate(p.dob),
    today: todayIso(),
  };
});

const FIELDS = { firstname: "firstname", lastname: "lastname", dob: "dob", gender: "gender" };

export const action = accountAction({
  "update-details": async ({ user, form, intent }) => {
    const api = accountGateway();
    const profile = await api.getProfile(user.auth);
    const opts = { dobEditable: profile.allowDateOfBirthUpdate, today: todayIso() };
    const submission = parseForm(form, personalDetailsSchema(opts));
    if (submission.status !== "success") return reply(intent, submission);
    const v = submission.value;
    const result = await api.updatePersonalDetails(user.auth, {
      firstname: v.firstname!.trim(),
      lastname: v.lastname!.trim(),
      // A date the shopper may not change is sent back as it was.
      dob: opts.dobEditable ? v.dob!.trim() : profile.dob,
      gender: v.gender?.trim() || null,
    });
    if (!result.ok) return reply(intent, submission, accountRefusal(result.error, FIELDS));
    // The header greets the shopper by name: keep the session's copy in step.
    user.session.set("customerName", result.value.firstname);
    return done(user.session, "/account/information", "Your personal details have been saved.");
  },
});

export const meta = accountMeta("Update personal details", "update-personal-details");
export const handle = {
  pageName: "update-personal-details",
  breadcrumbs: () => [
    { label: "Account information", href: "/account/information" },
    { label: "Personal details", href: "/account/update-personal-details" },
  ],
};

export default function UpdatePersonalDetails() {
  const d = useLoaderData<typeof loader>();
  const [form, fields] = usePostForm<typeof personalDetailsSchema>("update-details", d.defaults);
  return (
    <AccountPage title="Your personal details">
      <AccountForm form={form} intent="update-details" submit="Save details">
        <TextField meta={fields.firstname} label="First name" autoComplete="given-name" spellCheck={false} />
        <TextField meta={fields.lastname} label="Last name" autoComplete="family-name" spellCheck={false} />
        {d.dobEditable ? (
          <TextField
            meta={fields.dob}
            type="date"
            label="Date of birth"
            hint="For example 1990-03-27. You must be 18 or over."
            autoComplete="bday"
            className="field--short"
          />
        ) : (
          <div className="field">
            <p className="account-readonly-label">Date of birth</p>
            <p>{d.dobLabel || "Not given"}</p>
            <p className="field__hint">
              Your date of birth was used to check your age, so it can't be changed here. Contact us if it is wrong.
            </p>
          </div>
        )}
        <SelectField
          meta={fields.gender}
          label="Gender"
          options={GENDERS}
          placeholder="Choose…"
          optional
          autoComplete="sex"
        />
      </AccountForm>
    </AccountPage>
  );
}
