// Account form rules. As in checkout, each form's checks are a plain function (values →
// errors by field name) built from data the loader sends; the server wraps them in zod
// for conform's parseWithZod, the browser runs the same functions on blur, so zod stays
// out of the client bundle. No zod call may run at module level (tree-shaking).
import { z } from "zod";
import { normalisePhone } from "../address";
import { passwordChecklist, type PasswordRequirements } from "../password-rules";
import { validateAddressStep, type AddressInput, type AddressStepOptions, type FieldErrors } from "./checkout";

type Values = Record<string, unknown>;
export type { FieldErrors };

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const ticked = (v: unknown) => v === "on" || v === true;
const str = () => z.string().optional();

class Problems {
  readonly errors: FieldErrors = {};
  add(name: string, message: string) {
    (this.errors[name] ??= []).push(message);
  }
}

/** A zod schema for the server: the listed fields as optional strings, checked by `validate`. */
function schemaOf(fields: string[], validate: (v: Values) => FieldErrors, extra: z.ZodRawShape = {}) {
  const shape = { ...Object.fromEntries(fields.map((f) => [f, str()])), ...extra };
  return z.object(shape).superRefine((v, ctx) => {
    for (const [name, messages] of Object.entries(validate(v as Values)))
      for (const message of messages)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: name ? name.split(".") : [], message });
  });
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const checkName = (p: Problems, v: Values, field: string, label: string) => {
  const value = text(v[field]);
  if (value === "") p.add(field, `Enter your ${label}.`);
  else if (value.length > 255) p.add(field, `Your ${label} must be 255 characters or fewer.`);
};

// ---- Personal details ------------------------------------------------------

export const GENDERS = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "other", label: "Another gender" },
  { value: "unspecified", label: "Prefer not to say" },
];

/** The products are age-restricted: a date of birth must make the shopper an adult. */
export const MINIMUM_AGE = 18;

/** Whole years between an ISO date of birth and `today` (ISO); null for a date that doesn't exist. */
export function ageOn(dob: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
}

export interface PersonalDetailsOptions {
  dobEditable: boolean;
  /** ISO date of "today" from the server, so browser and server agree */
  today: string;
}

export function validatePersonalDetails(v: Values, opts: PersonalDetailsOptions): FieldErrors {
  const p = new Problems();
  checkName(p, v, "firstname", "first name");
  checkName(p, v, "lastname", "last name");
  if (opts.dobEditable) {
    const dob = text(v.dob);
    const age = dob ? ageOn(dob, opts.today) : null;
    if (dob === "") p.add("dob", "Enter your date of birth.");
    else if (age === null || age > 130) p.add("dob", "Enter a real date of birth, like 1990-03-27.");
    else if (age < 0) p.add("dob", "Your date of birth must be in the past.");
    else if (age < MINIMUM_AGE) p.add("dob", `You must be ${MINIMUM_AGE} or over to have an account.`);
  }
  const gender = text(v.gender);
  if (gender && !GENDERS.some((g) => g.value === gender)) p.add("gender", "Choose an option from the list.");
  return p.errors;
}

export const personalDetailsSchema = (opts: PersonalDetailsOptions) =>
  schemaOf(["firstname", "lastname", "dob", "gender"], (v) => validatePersonalDetails(v, opts));

// ---- E-mail change -----------------------------------------------------------

export function validateEmailChange(v: Values, opts: { currentEmail: string }): FieldErrors {
  const p = new Problems();
  const email = text(v.newEmail);
  if (email === "") p.add("newEmail", "Enter your new e-mail address.");
  else if (email.length > 254 || !EMAIL.test(email))
    p.add("newEmail", "Enter an e-mail address in the correct format, like name@example.com.");
  else if (email.toLowerCase() === opts.currentEmail.toLowerCase())
    p.add("newEmail", "This is already your e-mail address. Enter a different one.");
  if (text(v.password) === "") p.add("password", "Enter your password to confirm it's you.");
  return p.errors;
}

export const emailChangeSchema = (opts: { currentEmail: string }) =>
  schemaOf(["newEmail", "password"], (v) => validateEmailChange(v, opts));

// ---- Phone -------------------------------------------------------------------

export function validatePhone(v: Values, opts: { countryCode: string }): FieldErrors {
  const p = new Problems();
  const phone = text(v.telephone);
  if (phone === "") p.add("telephone", "Enter your mobile phone number.");
  else if (normalisePhone(phone, opts.countryCode) === null)
    p.add("telephone", "Enter a mobile number like 07700 900123, or with the country code, like +44 7700 900123.");
  return p.errors;
}

export const phoneSchema = (opts: { countryCode: string }) => schemaOf(["telephone"], (v) => validatePhone(v, opts));

export function validateCode(v: Values): FieldErrors {
  const p = new Problems();
  const code = text(v.code).replace(/\s/g, "");
  if (code === "") p.add("code", "Enter the code we sent you.");
  else if (!/^\d{4,8}$/.test(code)) p.add("code", "Enter the code as it appears in the text message: 4 to 8 digits.");
  return p.errors;
}

export const codeSchema = () => schemaOf(["code"], validateCode);

// ---- Password -------------------------------------------------------------------

export interface PasswordChangeOptions {
  requirements: PasswordRequirements;
  /** the e-mail address, for the "does not contain your e-mail" rule */
  username: string;
}

export function validatePasswordChange(v: Values, opts: PasswordChangeOptions): FieldErrors {
  const p = new Problems();
  // Passwords are compared as typed: spaces may be part of them.
  const current = typeof v.currentPassword === "string" ? v.currentPassword : "";
  const next = typeof v.newPassword === "string" ? v.newPassword : "";
  const again = typeof v.confirmPassword === "string" ? v.confirmPassword : "";
  if (current === "") p.add("currentPassword", "Enter your current password.");
  if (next === "") p.add("newPassword", "Enter a new password.");
  else {
    const unmet = passwordChecklist(next, opts.requirements, opts.username).filter((c) => !c.met);
    if (unmet.length > 0)
      p.add("newPassword", `Your new password needs: ${unmet.map((c) => c.label.toLowerCase()).join("; ")}.`);
    else if (next === current) p.add("newPassword", "Choose a password different from your current one.");
  }
  if (next !== "" && again === "") p.add("confirmPassword", "Enter your new password again.");
  else if (next !== "" && again !== next)
    p.add("confirmPassword", "The two new passwords are not the same. Type them again.");
  return p.errors;
}

export const passwordChangeSchema = (opts: PasswordChangeOptions) =>
  schemaOf(["currentPassword", "newPassword", "confirmPassword"], (v) => validatePasswordChange(v, opts));

// ---- Communication preferences ------------------------------------------------

export interface CommunicationOptions {
  requiredConsentIds: string[];
}

/** Ticked checkboxes of one name, whether the browser sent one value or several. */
export const checkedValues = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === "string" && v ? [v] : [];

export function validateCommunication(v: Values, opts: CommunicationOptions): FieldErrors {
  const p = new Problems();
  const accepted = new Set(checkedValues(v.consents));
  if (opts.requiredConsentIds.some((id) => !accepted.has(id)))
    p.add("consents", "Tick the boxes marked required: we can't keep your account without them.");
  return p.errors;
}

export const communicationSchema = (opts: CommunicationOptions) =>
  schemaOf([], (v) => validateCommunication(v, opts), {
    consents: z.union([z.string(), z.array(z.string())]).optional(),
    subscriptions: z.union([z.string(), z.array(z.string())]).optional(),
  });

// ---- Address -----------------------------------------------------------------

export type AccountAddressOptions = Pick<AddressStepOptions, "rules"> & {
  countries: AddressStepOptions["shippingCountries"];
};

/** The checkout's address rules, applied to the `address` fieldset of the account form. */
export function validateAccountAddress(v: Values, opts: AccountAddressOptions): FieldErrors {
  const errors = validateAddressStep(
    { shipping: v.address as AddressInput | undefined, sameAsShipping: "on" },
    {
      rules: opts.rules,
      shippingCountries: opts.countries,
      billingCountries: opts.countries,
      needsShipping: true,
      attributes: [],
    },
  );
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [k.replace(/^shipping\./, "address."), m]));
}

export function accountAddressSchema(opts: AccountAddressOptions) {
  const address = z.object(
    Object.fromEntries(
      [
        "firstname",
        "lastname",
        "company",
        "street1",
        "street2",
        "street3",
        "city",
        "postcode",
        "countryCode",
        "regionId",
        "region",
        "telephone",
      ].map((f) => [f, str()]),
    ),
  );
  return schemaOf(["defaultBilling", "defaultShipping"], (v) => validateAccountAddress(v, opts), {
    address: address.optional(),
  });
}

// ---- Cancel / deactivate account -----------------------------------------------

export const CANCEL_ACCOUNT_REASONS = [
  { value: "not-using", label: "I no longer use the products" },
  { value: "too-many-emails", label: "I get too many messages" },
  { value: "privacy", label: "I'm worried about my data" },
  { value: "other", label: "Another reason" },
];

export function validateAccountClosure(v: Values, opts: { withReason: boolean }): FieldErrors {
  const p = new Problems();
  if (text(v.password) === "") p.add("password", "Enter your password to confirm it's you.");
  const reason = text(v.reason);
  if (opts.withReason && reason && !CANCEL_ACCOUNT_REASONS.some((r) => r.value === reason))
    p.add("reason", "Choose a reason from the list.");
  if (!ticked(v.confirm)) p.add("confirm", "Tick the box to confirm that you understand what happens.");
  return p.errors;
}

export const accountClosureSchema = (opts: { withReason: boolean }) =>
  schemaOf(["password", "reason", "confirm"], (v) => validateAccountClosure(v, opts));

// ---- Orders --------------------------------------------------------------------

export const CANCEL_ORDER_REASONS = [
  { value: "changed-mind", label: "I changed my mind" },
  { value: "ordered-by-mistake", label: "I ordered by mistake" },
  { value: "wrong-items", label: "I chose the wrong products or quantities" },
  { value: "delivery-too-slow", label: "Delivery would take too long" },
  { value: "other", label: "Another reason" },
];

export function validateCancelOrder(v: Values): FieldErrors {
  const p = new Problems();
  const reason = text(v.reason);
  if (!CANCEL_ORDER_REASONS.some((r) => r.value === reason))
    p.add("reason", "Choose why you want to cancel this order.");
  return p.errors;
}

export const cancelOrderSchema = () => schemaOf(["reason"], validateCancelOrder);

export function validatePayNow(v: Values, opts: { methodCodes: string[] }): FieldErrors {
  const p = new Problems();
  if (!opts.methodCodes.includes(text(v.paymentMethod))) p.add("paymentMethod", "Choose how you'd like to pay.");
  return p.errors;
}

export const payNowSchema = (opts: { methodCodes: string[] }) =>
  schemaOf(["paymentMethod"], (v) => validatePayNow(v, opts));
