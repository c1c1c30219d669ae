// The registration form as the platform configures it (product.md §3): which standard fields show
// and how they are labelled, the custom attributes in display_after order, the consents, and
// the password rules. Also the way back: refusals → the form's fields.
import { storeCountry } from "~/.server/config";
import { platform } from "~/.server/platform";
import { accountGateway } from "~/.server/platform/account";
import type { AccountError } from "~/lib/models/account";
import { orderByDisplayAfter } from "~/.server/platform/display-after";
import type { RegistrationField } from "~/.server/platform/types";
import {
  consentField,
  customField,
  type RegistrationFieldRule,
  type RegistrationOptions,
  type StandardField,
} from "~/lib/schemas/auth";

// The platform's field names (either flavour) for the standard fields of RegistrationInput.
const STANDARD: Record<string, StandardField> = {
  email: "email",
  password: "password",
  first_name: "firstname",
  firstname: "firstname",
  last_name: "lastname",
  lastname: "lastname",
  date_of_birth: "dob",
  dob: "dob",
  phone: "telephone",
  telephone: "telephone",
  mobile: "telephone",
};

const FALLBACK: RegistrationFieldRule[] = [
  { name: "email", label: "E-mail address", required: true },
  { name: "password", label: "Password", required: true },
  { name: "firstname", label: "First name", required: true },
  { name: "lastname", label: "Last name", required: true },
  { name: "dob", label: "Date of birth", required: true },
];

/**
 * The configured standard fields. Names, password and date of birth are always asked for
 * (every account needs them); the configuration can add the phone number and relabel.
 * Configured fields outside RegistrationInput (a marketing checkbox) are left to the
 * consents, which say the same thing in the platform's own words.
 */
export function standardFields(configured: RegistrationField[]): RegistrationFieldRule[] {
  const byName = new Map<StandardField, RegistrationFieldRule>();
  for (const f of configured) {
    const name = STANDARD[f.name.toLowerCase()];
    if (name && !byName.has(name)) byName.set(name, { name, label: f.label, required: f.required });
  }
  const fields = FALLBACK.map((f) => ({ ...f, label: byName.get(f.name)?.label ?? f.label }));
  const phone = byName.get("telephone");
  return phone ? [...fields, phone] : fields;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

export async function registrationOptions(signal?: AbortSignal): Promise<RegistrationOptions> {
  const [configuration, form] = await Promise.all([
    platform().getUserConfiguration(),
    accountGateway({ signal }).getRegistrationForm(),
  ]);
  return {
    fields: standardFields(configuration.registrationFields),
    // The gateway orders them already; doing it here keeps this form right whatever it returns.
    // what the brand sets, and what belongs with a delivery address, are not asked at sign-up:
    // the account's preferences page shows them (app/routes/account.update-preferences)
    customAttributes: orderByDisplayAfter(form.customAttributes.filter((a) => !a.readOnly && !a.isAddressField)).map(
      (a) => ({
        code: a.code,
        type: a.type,
        label: a.label,
        hint: a.hint,
        isRequired: a.isRequired,
        ...(a.options ? { options: a.options } : {}),
        ...(a.validation ? { validation: a.validation } : {}),
      }),
    ),
    consents: form.consents.map((c) => ({ id: c.id, label: c.label, required: c.required })),
    password: configuration.passwordRequirements,
    today: todayIso(),
    countryCode: storeCountry(),
  };
}

export const REFERRAL_INVALID = "This referral code isn't valid. Check it, or leave the field empty.";
const EMAIL_TAKEN =
  "There is already an account with this e-mail address. Log in, or reset your password if you've forgotten it.";

/** A refusal → the form field it belongs to (contract field names → this form's names). */
export function registrationError(error: AccountError): { field: string; message: string } {
  const field = error.field ?? "";
  if (error.code === "EMAIL_TAKEN") return { field: "email", message: EMAIL_TAKEN };
  if (error.code === "INVALID_REFERRAL_CODE" || field === "referralCode")
    return { field: "referralCode", message: REFERRAL_INVALID };
  const custom = /^customAttributes\.(.+)$/.exec(field);
  if (custom) return { field: customField(custom[1]), message: error.message };
  const consent = /^consents\.(.+)$/.exec(field);
  if (consent) return { field: consentField(consent[1]), message: error.message };
  const known = ["email", "password", "firstname", "lastname", "dob", "telephone"];
  return { field: known.includes(field) ? field : "", message: error.message };
}
