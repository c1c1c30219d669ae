// Identity form rules (login, registration, password reset). As in checkout and account,
// each form's checks are a plain function (values → errors by field name); the server wraps
// them in zod for conform's parseWithZod and the browser runs the same functions, so zod
// stays out of the client bundle. No zod call may run at module level (tree-shaking).
import { z } from "zod";
import { passwordMeetsRules, type PasswordRequirements } from "../password-rules";
import { normalisePhone } from "../address";
import { ageOn, MINIMUM_AGE } from "./account";
import { checkbox, email } from "./fields";
import type { FieldErrors } from "./checkout";

export type { FieldErrors };
type Values = Record<string, unknown>;

export { HONEYPOT_FIELD } from "../form-kit";

/** One answer for an unknown e-mail and a wrong password (no account enumeration). */
export const INCORRECT_CREDENTIALS = "The e-mail or password is incorrect.";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
// Passwords are taken exactly as typed: leading or trailing spaces are part of them.
const raw = (v: unknown) => (typeof v === "string" ? v : "");
export const ticked = (v: unknown) => v === "on" || v === true;

class Problems {
  readonly errors: FieldErrors = {};
  add(name: string, message: string) {
    (this.errors[name] ??= []).push(message);
  }
}

/** A zod schema for the server: the listed fields as optional strings, checked by `validate`. */
function schemaOf(fields: string[], validate: (v: Values) => FieldErrors) {
  const shape = Object.fromEntries(fields.map((f) => [f, z.string().optional()]));
  return z.object(shape).superRefine((v, ctx) => {
    for (const [name, messages] of Object.entries(validate(v as Values)))
      for (const message of messages)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: name ? name.split(".") : [], message });
  });
}

function checkEmail(p: Problems, value: unknown, field = "email") {
  const email = text(value);
  if (email === "") p.add(field, "Enter your e-mail address.");
  else if (email.length > 254 || !EMAIL.test(email))
    p.add(field, "Enter an e-mail address in the correct format, like name@example.com.");
}

// ---- Login -------------------------------------------------------------------

/** Passwords are taken exactly as typed: leading or trailing spaces are part of them. */
export const loginSchema = () =>
  z.object({
    email: email(),
    password: z.string({ required_error: "Enter your password." }),
    keepLoggedIn: checkbox(),
  });

// ---- Forgotten password ------------------------------------------------------

export const forgotPasswordSchema = () => z.object({ email: email() });

// ---- New password (reset) ----------------------------------------------------

function checkNewPassword(
  p: Problems,
  v: Values,
  rules: PasswordRequirements,
  email: string,
  field: string,
  confirmField: string,
) {
  const password = raw(v[field]);
  if (password === "") p.add(field, "Enter a password.");
  else if (!passwordMeetsRules(password, rules, email))
    p.add(field, "Your password doesn't meet all the requirements listed.");
  if (confirmField && password !== "" && raw(v[confirmField]) !== password)
    p.add(confirmField, "The passwords don't match. Type the same password twice.");
}

export function validateResetPassword(v: Values, rules: PasswordRequirements): FieldErrors {
  const p = new Problems();
  checkNewPassword(p, v, rules, "", "password", "confirmPassword");
  return p.errors;
}

export const resetPasswordSchema = (rules: PasswordRequirements) =>
  schemaOf(["token", "password", "confirmPassword"], (v) => validateResetPassword(v, rules));

// ---- Registration ------------------------------------------------------------

/** The standard fields a registration configuration may switch on (SPEC §3 Stored user). */
export type StandardField = "email" | "password" | "firstname" | "lastname" | "dob" | "telephone";

export interface RegistrationFieldRule {
  name: StandardField;
  label: string;
  required: boolean;
}

export interface CustomAttributeRule {
  code: string;
  type: "text" | "select" | "boolean" | "date";
  label: string;
  hint: string | null;
  isRequired: boolean;
  options?: { value: string; label: string }[];
  validation?: { kind: string; value: string }[];
}

export interface ConsentRule {
  id: string;
  label: string;
  required: boolean;
}

export interface RegistrationOptions {
  fields: RegistrationFieldRule[];
  customAttributes: CustomAttributeRule[];
  consents: ConsentRule[];
  password: PasswordRequirements;
  /** ISO date of "today" from the server, so browser and server agree on ages */
  today: string;
  /** the store's country, for phone numbers typed without a country code */
  countryCode: string;
}

/** Flat field names keep ids and error-summary links simple. */
export const customField = (code: string) => `custom_${code}`;
export const consentField = (id: string) => `consent_${id}`;

/** SPEC §5 attribute validation kinds this form can check; the platform checks the rest. */
export function customAttributeError(attr: CustomAttributeRule, rawValue: unknown): string | null {
  const value = attr.type === "boolean" ? (ticked(rawValue) ? "1" : "") : text(rawValue);
  if (value === "")
    return attr.isRequired
      ? attr.type === "boolean"
        ? `Tick the box: ${attr.label}.`
        : `Enter ${attr.label.toLowerCase()}.`
      : null;
  if (attr.options?.length && !attr.options.some((o) => o.value === value))
    return `Choose ${attr.label.toLowerCase()} from the list.`;
  for (const rule of attr.validation ?? []) {
    const n = Number(rule.value);
    if (rule.kind === "MAX_TEXT_LENGTH" && value.length > n) return `${attr.label} must be ${n} characters or fewer.`;
    if (rule.kind === "MIN_TEXT_LENGTH" && value.length < n) return `${attr.label} must be at least ${n} characters.`;
    if (rule.kind === "INPUT_VALIDATION") {
      let pattern: RegExp | null = null;
      try {
        pattern = new RegExp(rule.value);
      } catch {
        pattern = null; // a broken pattern from configuration is the platform's to check
      }
      if (pattern && !pattern.test(value)) return `${attr.label} is not in the right format.`;
    }
    if (rule.kind === "DATE_RANGE_MIN" && value < rule.value) return `${attr.label} must be on or after ${rule.value}.`;
    if (rule.kind === "DATE_RANGE_MAX" && value > rule.value)
      return `${attr.label} must be on or before ${rule.value}.`;
  }
  return null;
}

const REFERRAL = /^[A-Za-z0-9_-]{3,32}$/;

export function validateRegistration(v: Values, opts: RegistrationOptions): FieldErrors {
  const p = new Problems();
  const shown = new Map(opts.fields.map((f) => [f.name, f]));
  checkEmail(p, v.email);
  const password = raw(v.password);
  if (password === "") p.add("password", "Enter a password.");
  else if (!passwordMeetsRules(password, opts.password, text(v.email)))
    p.add("password", "Your password doesn't meet all the requirements listed.");
  for (const [field, label] of [
    ["firstname", "first name"],
    ["lastname", "last name"],
  ] as const) {
    const value = text(v[field]);
    if (value === "") p.add(field, `Enter your ${label}.`);
    else if (value.length > 255) p.add(field, `Your ${label} must be 255 characters or fewer.`);
  }
  const dob = text(v.dob);
  if (dob === "") {
    if (shown.get("dob")?.required ?? true) p.add("dob", "Enter your date of birth.");
  } else {
    const age = ageOn(dob, opts.today);
    if (age === null || age > 130) p.add("dob", "Enter a real date of birth, like 1990-03-27.");
    else if (age < 0) p.add("dob", "Your date of birth must be in the past.");
    else if (age < MINIMUM_AGE) p.add("dob", `You must be ${MINIMUM_AGE} or over to have an account.`);
  }
  const telephone = text(v.telephone);
  if (shown.has("telephone")) {
    if (telephone === "" && shown.get("telephone")!.required) p.add("telephone", "Enter your mobile phone number.");
    else if (telephone !== "" && normalisePhone(telephone, opts.countryCode) === null)
      p.add("telephone", "Enter a mobile number like 07700 900123, or with the country code, like +44 7700 900123.");
  }
  for (const attr of opts.customAttributes) {
    const message = customAttributeError(attr, v[customField(attr.code)]);
    if (message) p.add(customField(attr.code), message);
  }
  for (const consent of opts.consents) {
    if (consent.required && !ticked(v[consentField(consent.id)]))
      p.add(consentField(consent.id), `Tick this box to create an account: ${consent.label}`);
  }
  const referral = text(v.referralCode);
  if (referral !== "" && !REFERRAL.test(referral))
    p.add("referralCode", "Enter the referral code as you received it: letters and numbers only.");
  return p.errors;
}

export function registrationSchema(opts: RegistrationOptions) {
  const fields = [
    "email",
    "password",
    "firstname",
    "lastname",
    "dob",
    "telephone",
    "referralCode",
    ...opts.customAttributes.map((a) => customField(a.code)),
    ...opts.consents.map((c) => consentField(c.id)),
  ];
  return schemaOf(fields, (v) => validateRegistration(v, opts));
}
