// The pieces every form schema is built from (DESIGN §5). Each returns a fresh zod schema,
// so nothing runs at module level and this file stays out of the browser bundle unless a
// server module imports it. conform's parseWithZod turns empty inputs into `undefined`, so
// "required" is expressed with `required_error` and optional text with `.optional()`.
import { z } from "zod";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { passwordChecklist, type PasswordRequirements } from "../password-rules";

/** Trimmed text, required, with the message shown when it is left empty. */
export const requiredText = (missing: string, max = 255, tooLong = `Use ${max} characters or fewer.`) =>
  z.string({ required_error: missing }).trim().min(1, missing).max(max, tooLong);

/** Trimmed text that may be left empty (then `undefined`). */
export const optionalText = (max = 255, tooLong = `Use ${max} characters or fewer.`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A checkbox: true when ticked ("on", or the value the box sends). */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((v) => v !== undefined && v !== "");

/** A box that must be ticked. */
export const mustTick = (message: string) =>
  z
    .string({ required_error: message })
    .refine((v) => v !== "", message)
    .transform(() => true as const);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_FORMAT_MESSAGE = "Enter an e-mail address in the correct format, like name@example.com.";

/** An e-mail address, trimmed and checked for shape (the upstream checks it exists). */
export const email = (missing = "Enter your e-mail address.") =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .max(254, EMAIL_FORMAT_MESSAGE)
    .regex(EMAIL, EMAIL_FORMAT_MESSAGE);

export const PHONE_MISSING_MESSAGE = "Enter a phone number.";
export const phoneFormatMessage =
  "Enter a phone number like 07700 900123, or with the country code, like +44 7700 900123.";

/**
 * A phone number in E.164 (+447700900123), read the national way for `country` ("07700
 * 900123" in GB) or with its country code ("+44 7700 900123", "0044 7700 900123").
 */
export function normalisePhoneNumber(raw: string, country: string | null | undefined): string | null {
  const text = raw.trim().replace(/^00/, "+");
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const region = (country ?? "").toUpperCase() as CountryCode;
  const parsed = parsePhoneNumberFromString(text, text.startsWith("+") ? undefined : region || undefined);
  return parsed && parsed.isPossible() ? parsed.number : null;
}

/** A phone number, normalised to E.164 for `country` (the address's or the store's). */
export const phone = (country: string | null | undefined, missing = PHONE_MISSING_MESSAGE) =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .transform((v, ctx) => {
      const number = normalisePhoneNumber(v, country);
      if (number) return number;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: phoneFormatMessage });
      return z.NEVER;
    });

/** A password that meets the platform's rules (they come from the loader's configuration). */
export const password = (rules: PasswordRequirements, username = "", missing = "Enter a password.") =>
  z.string({ required_error: missing }).superRefine((v, ctx) => {
    const unmet = passwordChecklist(v, rules, username).filter((c) => !c.met);
    if (unmet.length > 0)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `Your password must have ${unmet.map((c) => c.label.toLowerCase()).join(", ")}.`,
      });
  });

/** Whole years between an ISO date of birth and `today` (ISO); null for a day that doesn't exist. */
export function ageOn(dob: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
}

/** The products are age-restricted: a date of birth must make the shopper an adult. */
export const MINIMUM_AGE = 18;

/** A date of birth (yyyy-mm-dd, as `<input type="date">` sends it) of an adult on `today`. */
export const dateOfBirth = (today: string, missing = "Enter your date of birth.") =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .superRefine((v, ctx) => {
      const age = ageOn(v, today);
      if (age === null || age > 130)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Enter a real date of birth, like 1990-03-27." });
      else if (age < MINIMUM_AGE)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `You must be ${MINIMUM_AGE} or over to shop with us.` });
    });
