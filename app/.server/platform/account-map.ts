import { z } from "zod";
import type { RestError } from "../http/rest";
import type { AccountError, Auth, ConsentDefinition, Result, WalletCard } from "~/lib/models/account";
import { BOT_CHECK_ERROR_CODE, BOT_CHECK_REFUSED_MESSAGE } from "./bot-check";
import { PlatformDataError, type PlatformFlavour } from "./types";

/** Helpers both flavour mappings share: parsing, error mapping, display orders. */

export function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown, what: string): T {
  const r = schema.safeParse(body);
  if (!r.success)
    throw new PlatformDataError(what, r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  return r.data;
}

/** A flag the platform may leave out (false). */
export const flag = z.boolean().nullish().transform(Boolean);

/** The legacy flavour's `{ data }` envelope around `inner`, read and opened. */
export const envelope = <T extends z.ZodTypeAny>(inner: T) => z.object({ data: inner });
export const unwrap = <T extends z.ZodTypeAny>(inner: T, body: unknown, what: string): z.infer<T> =>
  parse(envelope(inner), body, what).data;

export const bearer = (auth: Pick<Auth, "identityToken">) => ({ Authorization: `Bearer ${auth.identityToken}` });
export const seg = encodeURIComponent;

// Wire field names → the domain's (the gateway method's argument names; see account-types).
const UNIFIED_FIELDS: Record<string, string> = {
  first_name: "firstname",
  last_name: "lastname",
  date_of_birth: "dob",
  phone: "telephone",
  identifier: "telephone",
  referrer_code: "referralCode",
  current_password: "currentPassword",
  new_password: "newPassword",
  new_email: "newEmail",
  "street.name": "streetName",
  "street.number": "streetNumber",
  "street.additional": "streetAdditional",
  country_code: "countryCode",
  "region.name": "region",
  "region.code": "regionCode",
  "strategy_data.identifier": "email",
  verification_uuid: "code",
};
const LEGACY_FIELDS: Record<string, string> = { phone: "telephone", identifier: "telephone", verificationId: "code" };

export function domainField(flavour: PlatformFlavour, wire: string | undefined): string | undefined {
  if (!wire) return undefined;
  const attribute = /^(?:custom_attributes|extra)\.(.+)$/.exec(wire);
  if (attribute) return `customAttributes.${attribute[1]}`;
  return (flavour === "unified" ? UNIFIED_FIELDS : LEGACY_FIELDS)[wire] ?? wire;
}

/** The field an error body names: unified `{field}`, legacy `{errors:[{property}]}`. */
function wireField(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const b = body as { field?: unknown; errors?: unknown };
  if (typeof b.field === "string") return b.field;
  if (Array.isArray(b.errors) && b.errors[0] && typeof b.errors[0].property === "string") return b.errors[0].property;
  return undefined;
}

export const SESSION_EXPIRED: AccountError = {
  code: "SESSION_EXPIRED",
  message: "Your session has expired. Please sign in again.",
  status: 401,
};

/**
 * A 4xx from the platform as the shopper's AccountError. On user-scoped calls 401 (token
 * expired or revoked) and 403 (token of another user) both mean "this session is over".
 */
export function toAccountError(flavour: PlatformFlavour, error: RestError, userScoped: boolean): AccountError {
  if (userScoped && (error.status === 401 || error.status === 403)) return SESSION_EXPIRED;
  // the platform refused this server's own token: nothing the shopper typed is wrong (decision 0048)
  if (error.code === BOT_CHECK_ERROR_CODE)
    return { code: BOT_CHECK_ERROR_CODE, message: BOT_CHECK_REFUSED_MESSAGE, status: error.status };
  if (error.status === 429)
    return { code: "RATE_LIMITED", message: "Too many attempts. Please wait a moment and try again.", status: 429 };
  const field = domainField(flavour, wireField(error.body));
  return {
    code:
      typeof error.code === "string"
        ? error.code
        : error.code !== undefined
          ? String(error.code)
          : `HTTP_${error.status}`,
    message: error.userMessage,
    ...(field ? { field } : {}),
    status: error.status,
  };
}

const invalid = (code: string, message: string, field: string): Result<never> => ({
  ok: false,
  error: { code, message, field, status: 422 },
});
export const badPhone = () =>
  invalid("INVALID_PHONE", "Enter a valid phone number, e.g. +44 7700 900123.", "telephone");
export const phoneUnchanged = () =>
  invalid("PHONE_UNCHANGED", "This is already your verified phone number.", "telephone");
export const phoneTaken = () =>
  invalid("PHONE_TAKEN", "This number is verified on another account. Enter another number.", "telephone");
export const badDob = () => invalid("INVALID_DATE", "Enter a valid date of birth.", "dob");

/**
 * Thrown by the gateway methods that do not return a Result (getProfile, listAddresses…)
 * when the platform refuses: `code`/`error.code` SESSION_EXPIRED means sign the shopper out.
 */
export class AccountGatewayError extends Error {
  readonly code: string;
  constructor(readonly error: AccountError) {
    super(`${error.code}: ${error.message}`);
    this.name = "AccountGatewayError";
    this.code = error.code;
  }
}

// product.md §9: the order consents are shown in.
const CONSENT_ORDER: ConsentDefinition["category"][] = ["email", "sms", "post", "survey", "additional", "GDPR"];
export const consentCategory = z.preprocess(
  (v) => (typeof v === "string" && v.toLowerCase() === "gdpr" ? "GDPR" : typeof v === "string" ? v.toLowerCase() : v),
  z.enum(["email", "sms", "post", "survey", "additional", "GDPR"]),
);

/** Stable: consents of one category keep the order the platform gave them in. */
export function orderConsents<T extends { category: ConsentDefinition["category"] }>(consents: readonly T[]): T[] {
  return [...consents].sort((a, b) => CONSENT_ORDER.indexOf(a.category) - CONSENT_ORDER.indexOf(b.category));
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  american_express: "American Express",
  maestro: "Maestro",
};
export const cardBrand = (raw: string) => BRANDS[raw.toLowerCase()] ?? raw;

export function walletCard(
  id: string,
  brand: string,
  last4: string,
  month: number,
  year: number,
  isDefault: boolean,
): WalletCard {
  return {
    id,
    brand: cardBrand(brand),
    last4,
    expiry: `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`,
    isDefault,
  };
}

/** Statuses other than these two count as pending (product.md §4). */
export function verificationStatus(raw: string): "validated" | "failed" | "pending" {
  const s = raw.toLowerCase();
  return s === "validated" ? "validated" : s === "failed" ? "failed" : "pending";
}
