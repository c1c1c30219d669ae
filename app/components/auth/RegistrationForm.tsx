// The registration form, built from the platform's configuration (RegistrationOptions).
// Works as a plain form; with JavaScript the password checklist follows what is typed.
import { Link } from "@remix-run/react";
import { Fragment, useState } from "react";
import { ConsentDocumentLinks } from "~/components/legal/ConsentDocumentLinks";
import { CheckboxField, EmailField, TextField } from "~/components/forms/Field";
import { PostForm } from "~/components/forms/PostForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useFormDetail, usePostForm, type FormFields } from "~/components/forms/usePostForm";
import type { PasswordCheck } from "~/lib/password-rules";
import { MINIMUM_AGE } from "~/lib/form-names";
import { type RegistrationOptions } from "~/lib/schemas/auth";
import { consentField, customField } from "~/lib/form-names";
import { NewPasswordField } from "./NewPasswordField";
import { CustomAttributeField } from "./CustomAttributeField";

export function RegistrationForm({
  options,
  redirectTo,
  referralCode,
  order,
  defaults,
}: {
  options: RegistrationOptions;
  redirectTo: string;
  /** from a friend's share link */
  referralCode?: string;
  /** a guest order this account is made for (its confirmation's offer), and what the order says already */
  order?: string;
  defaults?: Record<string, string>;
}) {
  const [form, fields] = usePostForm<FormFields<Record<string, string | undefined>>>("register", {
    referralCode,
    ...defaults,
  });
  const serverChecks = useFormDetail<PasswordCheck[]>("register");
  // The e-mail as typed, for the "does not contain your e-mail address" rule.
  const [email, setEmail] = useState(String(fields.email.initialValue ?? ""));
  const label = (name: string, fallback: string) => options.fields.find((f) => f.name === name)?.label ?? fallback;
  const phone = options.fields.find((f) => f.name === "telephone");
  return (
    <>
      <PostForm form={form} intent="register" honeypot className="checkout-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {order ? <input type="hidden" name="order" value={order} /> : null}
        <fieldset
          onInput={(e) =>
            (e.target as HTMLInputElement).name === "email" && setEmail((e.target as HTMLInputElement).value)
          }
        >
          <legend>Your login details</legend>
          {/* The login details keep the login form's wording, whatever the configuration calls them. */}
          <EmailField meta={fields.email} />
          <NewPasswordField
            meta={fields.password}
            label="Password"
            rules={options.password}
            username={email}
            serverChecks={serverChecks}
          />
        </fieldset>
        <fieldset>
          <legend>About you</legend>
          <TextField
            meta={fields.firstname}
            label={label("firstname", "First name")}
            autoComplete="given-name"
            spellCheck={false}
          />
          <TextField
            meta={fields.lastname}
            label={label("lastname", "Last name")}
            autoComplete="family-name"
            spellCheck={false}
          />
          <TextField
            meta={fields.dob}
            type="date"
            label={label("dob", "Date of birth")}
            hint={`Our products are for adults: you must be ${MINIMUM_AGE} or over.`}
            autoComplete="bday"
          />
          {phone ? (
            <TextField
              meta={fields.telephone}
              type="tel"
              label={phone.label}
              optional={!phone.required}
              hint="Like 07700 900123 or +44 7700 900123."
              autoComplete="tel"
              inputMode="tel"
            />
          ) : null}
          {options.customAttributes.map((a) => (
            <CustomAttributeField key={a.code} attr={a} meta={fields[customField(a.code)]} />
          ))}
          <TextField
            meta={fields.referralCode}
            label="Referral code"
            hint="If a friend gave you one."
            optional
            spellCheck={false}
            autoComplete="off"
          />
        </fieldset>
        {options.consents.length > 0 ? (
          <fieldset>
            <legend>Your consents</legend>
            {options.consents.map((c) => (
              <Fragment key={c.id}>
                <CheckboxField
                  meta={fields[consentField(c.id)]}
                  label={c.required ? `${c.label} (required)` : c.label}
                  required={c.required}
                />
                <ConsentDocumentLinks label={c.label} />
              </Fragment>
            ))}
          </fieldset>
        ) : null}
        <SubmitButton intent="register" className="btn btn--primary btn--large">
          Create my account
        </SubmitButton>
      </PostForm>
      <p>
        Already have an account?{" "}
        <Link to={redirectTo === "/account" ? "/login" : `/login?redirectTo=${encodeURIComponent(redirectTo)}`}>
          Log in
        </Link>
      </p>
    </>
  );
}
