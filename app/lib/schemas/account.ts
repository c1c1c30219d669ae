// Account form schemas, composed from the shared pieces in ./fields. Only the server parses
// with them (conform's parseWithZod); the options come from what the loader read (the
// platform's password rules, the customer's current e-mail, the required consents).
import { z } from "zod";
import type { PasswordRequirements } from "../password-rules";
import { addressSchema, fieldsetOf } from "./address";
import type { AddressStepOptions } from "./checkout";
import {
  cardChoiceShape,
  checkbox,
  dateOfBirth,
  email,
  mustTick,
  oneOf,
  password,
  phone,
  requiredText,
} from "./fields";
import { CANCEL_ACCOUNT_REASONS, GENDERS, checkedValues, CANCEL_ORDER_REASONS, customField } from "~/lib/form-names";
import { PRIVACY_REQUEST_TYPES } from "~/lib/privacy-requests";
import { customAttribute, REFERRAL, type CustomAttributeRule } from "./auth";
export { CANCEL_ACCOUNT_REASONS, GENDERS, checkedValues, CANCEL_ORDER_REASONS };

export { ageOn, MINIMUM_AGE } from "./fields";

// ---- Personal details ------------------------------------------------------

export interface PersonalDetailsOptions {
  dobEditable: boolean;
  /** ISO date of "today" from the server */
  today: string;
}

const name = (label: string) =>
  requiredText(`Enter your ${label}.`, 255, `Your ${label} must be 255 characters or fewer.`);

export const personalDetailsSchema = (opts: PersonalDetailsOptions) =>
  z.object({
    firstname: name("first name"),
    lastname: name("last name"),
    // Left alone (and not read) when the platform doesn't let it change.
    dob: opts.dobEditable
      ? dateOfBirth(opts.today, { underage: "You must be 18 or over to have an account." })
      : z.string().optional(),
    gender: oneOf(GENDERS, "Choose an option from the list.").optional(),
  });

// ---- E-mail change -----------------------------------------------------------

const confirmIdentity = () => z.string({ required_error: "Enter your password to confirm it's you." });

export const emailChangeSchema = (opts: { currentEmail: string }) =>
  z.object({
    newEmail: email("Enter your new e-mail address.").refine(
      (v) => v.toLowerCase() !== opts.currentEmail.toLowerCase(),
      "This is already your e-mail address. Enter a different one.",
    ),
    password: confirmIdentity(),
  });

// ---- Phone -------------------------------------------------------------------

export const phoneSchema = (opts: { countryCode: string }) =>
  z.object({ telephone: phone(opts.countryCode, "Enter your mobile phone number.") });

/** The one-time code from the text message: 4 to 8 digits, spaces allowed (then removed). */
export const codeSchema = () =>
  z.object({
    oneTimeCode: z
      .string({ required_error: "Enter the code we sent you." })
      .transform((v) => v.replace(/\s/g, ""))
      .pipe(z.string().regex(/^\d{4,8}$/, "Enter the code as it appears in the text message: 4 to 8 digits.")),
  });

// ---- Password -------------------------------------------------------------------

export interface PasswordChangeOptions {
  requirements: PasswordRequirements;
  /** the e-mail address, for the "does not contain your e-mail" rule */
  username: string;
}

/** Passwords are compared as typed: spaces may be part of them. */
export const passwordChangeSchema = (opts: PasswordChangeOptions) =>
  z
    .object({
      currentPassword: z.string({ required_error: "Enter your current password." }),
      newPassword: password(opts.requirements, opts.username, "Enter a new password."),
      confirmPassword: z.string({ required_error: "Enter your new password again." }),
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      path: ["newPassword"],
      message: "Choose a password different from your current one.",
    })
    .refine((v) => v.confirmPassword === v.newPassword, {
      path: ["confirmPassword"],
      message: "The two new passwords are not the same. Type them again.",
    });

// ---- Communication preferences ------------------------------------------------

export interface CommunicationOptions {
  requiredConsentIds: string[];
}

const ticks = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(checkedValues);

export const communicationSchema = (opts: CommunicationOptions) =>
  z.object({
    consents: ticks().refine(
      (accepted) => opts.requiredConsentIds.every((id) => accepted.includes(id)),
      "Tick the boxes marked required: we can't keep your account without them.",
    ),
    subscriptions: ticks(),
  });

// ---- Address -----------------------------------------------------------------

export type AccountAddressOptions = Pick<AddressStepOptions, "rules"> & {
  countries: AddressStepOptions["shippingCountries"];
};

/** The address book's form: the checkout's address rules on the `address` fieldset, and the defaults. */
export const accountAddressSchema = (opts: AccountAddressOptions) =>
  z.object({
    address: z.preprocess(fieldsetOf, addressSchema(opts.rules, opts.countries)),
    defaultBilling: checkbox(),
    defaultShipping: checkbox(),
  });

// ---- Cancel / deactivate account -----------------------------------------------

export const accountClosureSchema = (opts: { withReason: boolean }) =>
  z.object({
    password: confirmIdentity(),
    reason: opts.withReason
      ? oneOf(CANCEL_ACCOUNT_REASONS, "Choose a reason from the list.").optional()
      : z.string().optional(),
    confirm: mustTick("Tick the box to confirm that you understand what happens."),
  });

// ---- Orders --------------------------------------------------------------------

export const cancelOrderSchema = () =>
  z.object({
    // the reason's words, as the platform records them
    reason: oneOf(CANCEL_ORDER_REASONS, "Choose why you want to cancel this order.").transform(
      (v) => CANCEL_ORDER_REASONS.find((r) => r.value === v)?.label ?? v,
    ),
  });

/** "Buy again" has nothing to fill in: the order in the URL says it all. */
export const reorderSchema = () => z.object({});

export const payNowSchema = (opts: { methodCodes: string[]; cardIds?: string[] }) =>
  z.object({
    paymentMethod: oneOf(
      opts.methodCodes.map((value) => ({ value })),
      "Choose how you'd like to pay.",
    ),
    ...cardChoiceShape(opts.cardIds ?? []),
  });

// ---- Preferences (the profile's custom attributes) --------------------------

/** An attribute the customer may change, with what it holds now ("" for none). */
export interface PreferenceRule extends CustomAttributeRule {
  /** false: an answer once given can be changed but not removed */
  clearable: boolean;
  current: string;
}

/**
 * The preferences form: each attribute the customer may change, by its own rules from the
 * platform's configuration (as at registration), and never emptied when it can't be cleared.
 */
export function preferencesSchema(rules: PreferenceRule[]) {
  return z.object(
    Object.fromEntries(
      rules.map((r) => [
        customField(r.code),
        customAttribute(r).superRefine((v, ctx) => {
          if (v === "" && r.current !== "" && !r.clearable)
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              message: `Your answer to “${r.label}” can't be removed once given. Choose another answer instead.`,
            });
        }),
      ]),
    ),
  );
}

// ---- A friend's referral code, after sign-up ----------------------------------

export const referrerCodeSchema = () =>
  z.object({
    code: requiredText("Enter the code your friend gave you.", 32, "A referral code is 32 characters at most.").refine(
      (v) => REFERRAL.test(v),
      "Enter the referral code as you received it: letters and numbers only.",
    ),
  });

// ---- A privacy (data subject access) request ----------------------------------

export const privacyRequestSchema = () =>
  z
    .object({
      type: oneOf(PRIVACY_REQUEST_TYPES, "Choose what you are asking for.").transform(
        (v) => v as (typeof PRIVACY_REQUEST_TYPES)[number]["value"],
      ),
      details: z
        .string()
        .trim()
        .max(2000, "Tell us in 2,000 characters or fewer.")
        .optional()
        .transform((v) => v ?? ""),
    })
    .superRefine((v, ctx) => {
      if (v.type === "rectification" && !v.details)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["details"],
          message: "Tell us which details are wrong, and what they should be.",
        });
    });
