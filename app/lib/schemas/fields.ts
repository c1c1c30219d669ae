// The pieces every form schema is built from (design.md §5). Each returns a fresh zod schema,
// so nothing runs at module level and this file stays out of the browser bundle unless a
// server module imports it. conform's parseWithZod turns empty inputs into `undefined`, so
// "required" is expressed with `required_error` and optional text with `.optional()`.
import { z } from "zod";
import { normalisePhone } from "../address";
import { passwordChecklist, type PasswordRequirements } from "../password-rules";
import { MINIMUM_AGE, NEW_CARD } from "~/lib/form-names";
export { MINIMUM_AGE, NEW_CARD };

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

/** Paying by card: a saved card (one of `cardIds`) or a new one, and whether to save a new one. */
export const cardChoiceShape = (cardIds: string[]) => ({
  savedCard: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || v === NEW_CARD || cardIds.includes(v), "That card is no longer saved. Choose another card."),
  saveCard: checkbox(),
});

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

/** One of the listed values (a select or radio group); `missing` when nothing was chosen. */
export const oneOf = (options: readonly { value: string }[], invalid: string, missing = invalid) =>
  z
    .string({ required_error: missing })
    .trim()
    .refine((v) => options.some((o) => o.value === v), invalid);

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

/** A phone number, normalised to E.164 for `country` (the address's or the store's). */
export const phone = (country: string | null | undefined, missing = PHONE_MISSING_MESSAGE) =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .transform((v, ctx) => {
      const number = normalisePhone(v, country);
      if (number) return number;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: phoneFormatMessage });
      return z.NEVER;
    });

/** A phone number that may be left out (then `undefined`); required when `missing` is given. */
export const optionalPhone = (country: string | null | undefined, missing?: string) =>
  missing ? phone(country, missing) : phone(country).optional();

export const PASSWORD_RULES_UNMET = "Your password doesn't meet all the requirements listed.";

/**
 * A new password that meets the platform's rules (from the loader's configuration), taken
 * exactly as typed. The checklist beside the field says which rule is not met.
 */
export const password = (rules: PasswordRequirements, username = "", missing = "Enter a password.") =>
  z
    .string({ required_error: missing })
    .refine((v) => passwordChecklist(v, rules, username).every((c) => c.met), PASSWORD_RULES_UNMET);

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

/** A date of birth (yyyy-mm-dd, as `<input type="date">` sends it) of an adult on `today`. */
export const dateOfBirth = (
  today: string,
  { missing = "Enter your date of birth.", underage = `You must be ${MINIMUM_AGE} or over to shop with us.` } = {},
) =>
  z
    .string({ required_error: missing })
    .trim()
    .min(1, missing)
    .superRefine((v, ctx) => {
      const age = ageOn(v, today);
      const problem =
        age === null || age > 130
          ? "Enter a real date of birth, like 1990-03-27."
          : age < 0
            ? "Your date of birth must be in the past."
            : age < MINIMUM_AGE
              ? underage
              : null;
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    });
