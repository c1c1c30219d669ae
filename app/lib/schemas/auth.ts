// Identity form schemas (login, forgotten password, reset, registration), composed from the
// shared pieces in ./fields. Only the server parses with them (conform's parseWithZod), so
// zod stays out of the browser bundle; the registration and reset schemas take the
// platform's rules, read by the loader, as arguments.
import { z } from "zod";
import type { RegistrationInput } from "../models/account";
import type { PasswordRequirements } from "../password-rules";
import { checkbox, dateOfBirth, email, mustTick, optionalPhone, optionalText, password, requiredText } from "./fields";
import { ACCOUNT_INACTIVE, consentField, customField, INCORRECT_CREDENTIALS } from "~/lib/form-names";
export { ACCOUNT_INACTIVE, consentField, customField, INCORRECT_CREDENTIALS };

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

export const PASSWORDS_DIFFER = "The passwords don't match. Type the same password twice.";

/** A new password and the same again: the second is compared only when the first is given. */
export function confirmedPassword<Shape extends z.ZodRawShape>(
  shape: Shape,
  rules: PasswordRequirements,
  username = "",
) {
  return z
    .object({ ...shape, password: password(rules, username), confirmPassword: z.string().optional() })
    .refine((v) => v.confirmPassword === v.password, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });
}

export const resetPasswordSchema = (rules: PasswordRequirements) =>
  confirmedPassword({ token: z.string({ required_error: "This link is not complete." }) }, rules);

// ---- Registration ------------------------------------------------------------

/** The standard fields a registration configuration may switch on (product.md §3 Stored user). */
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

/** product.md §5 attribute validation kinds this form can check; the platform checks the rest. */
export function customAttributeError(attr: CustomAttributeRule, rawValue: string | boolean): string | null {
  const value = typeof rawValue === "boolean" ? (rawValue ? "1" : "") : rawValue.trim();
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

/** A friend's referral code as the platform writes them (ALEX-FRIEND). */
export const REFERRAL = /^[A-Za-z0-9_-]{3,32}$/;

const name = (label: string) =>
  requiredText(`Enter your ${label}.`, 255, `Your ${label} must be 255 characters or fewer.`);

/** A custom attribute, checked by its own rules from the configuration; "" when left empty. */
export function customAttribute(attr: CustomAttributeRule) {
  const value =
    attr.type === "boolean"
      ? checkbox().transform((on) => (on ? "true" : "false"))
      : z
          .string()
          .optional()
          .transform((v) => v?.trim() ?? "");
  return value.superRefine((v, ctx) => {
    const message = customAttributeError(attr, attr.type === "boolean" ? v === "true" : v);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });
}

/**
 * The registration form as configured (`opts`), parsed straight into what the platform takes.
 * `typedEmail` is the address as submitted: a password may not contain it.
 */
export function registrationSchema(opts: RegistrationOptions, typedEmail = "") {
  const shown = new Map(opts.fields.map((f) => [f.name, f]));
  const phone = shown.get("telephone");
  const custom = Object.fromEntries(opts.customAttributes.map((a) => [customField(a.code), customAttribute(a)]));
  const consents = Object.fromEntries(
    opts.consents.map((c) => [
      consentField(c.id),
      c.required ? mustTick(`Tick this box to create an account: ${c.label}`) : checkbox(),
    ]),
  );
  const dob =
    (shown.get("dob")?.required ?? true)
      ? dateOfBirth(opts.today, { underage: "You must be 18 or over to have an account." })
      : optionalText();
  return z
    .object({
      email: email(),
      password: password(opts.password, typedEmail.trim()),
      firstname: name("first name"),
      lastname: name("last name"),
      dob,
      telephone: phone
        ? optionalPhone(opts.countryCode, phone.required ? "Enter your mobile phone number." : undefined)
        : z.undefined().optional(),
      referralCode: optionalText().refine(
        (v) => v === undefined || REFERRAL.test(v),
        "Enter the referral code as you received it: letters and numbers only.",
      ),
      ...custom,
      ...consents,
    })
    .transform((v): RegistrationInput => {
      const values = v as Record<string, unknown>;
      const customAttributes: Record<string, string> = {};
      for (const a of opts.customAttributes) {
        const value = values[customField(a.code)];
        if (typeof value === "string" && value !== "") customAttributes[a.code] = value;
      }
      return {
        email: v.email,
        password: v.password,
        firstname: v.firstname,
        lastname: v.lastname,
        dob: v.dob ?? "",
        telephone: v.telephone ?? null,
        customAttributes,
        consents: opts.consents.map((c) => ({ id: c.id, accepted: values[consentField(c.id)] === true })),
        referralCode: v.referralCode ?? null,
      };
    });
}
