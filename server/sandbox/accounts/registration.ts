import type Database from "better-sqlite3";
import type { CustomAttributeDef, TenantSettings } from "../platform/store";
import { AccountsError, invalid } from "./errors";
import { passwordProblem } from "./passwords";
import { userByEmail } from "./store";

/** A registration, already out of its wire format (dates ISO, names neutral). */
export interface Registration {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  dob: string | null;
  telephone: string | null;
  customAttributes: Record<string, string>;
  consents: { id: string; accepted: boolean }[];
  referralCode: string | null;
}

// The tenant's registration field names (its settings) → the neutral input keys.
const FIELD_KEYS: Record<string, keyof Registration> = {
  email: "email",
  password: "password",
  first_name: "firstname",
  last_name: "lastname",
  date_of_birth: "dob",
  phone: "telephone",
};

const MIN_AGE = 18;

export function checkName(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw invalid("REQUIRED", "This field is required.", field);
  if (name.length > 50 || /[<>{}0-9@]/.test(name)) throw invalid("INVALID_NAME", "Enter a valid name.", field);
  return name;
}

/** ISO yyyy-mm-dd, a real day, not in the future, and the shopper of age (nicotine products). */
export function checkDob(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
  if (!m || !date || date.getUTCMonth() !== +m[2] - 1 || date.getUTCDate() !== +m[3])
    throw invalid("INVALID_DATE", "Enter a valid date of birth.", "dob");
  const today = new Date();
  const adult = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE, today.getUTCMonth(), today.getUTCDate()));
  if (date > adult) throw invalid("UNDERAGE", `You must be at least ${MIN_AGE} years old.`, "dob");
  if (+m[1] < 1900) throw invalid("INVALID_DATE", "Enter a valid date of birth.", "dob");
  return value;
}

/** The platform stores international numbers only: "+" or "00", then 7 to 15 digits. */
export function checkPhone(value: string, field = "telephone"): string {
  const phone = value.replace(/[\s\-().]/g, "");
  if (!/^(\+|00)\d{7,15}$/.test(phone))
    throw invalid("INVALID_PHONE", "Enter a phone number in international format, e.g. +44 7700 900123.", field);
  return phone;
}

/** Values for the tenant's custom attributes; "" clears a clearable one. */
export function checkAttributes(
  defs: CustomAttributeDef[],
  values: Record<string, string>,
  requireAll: boolean,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, raw] of Object.entries(values)) {
    const def = defs.find((d) => d.code === code);
    const field = `customAttributes.${code}`;
    if (!def) throw invalid("UNKNOWN_ATTRIBUTE", `Unknown attribute ${code}.`, field);
    if (def.behaviour === "readonly") throw invalid("READONLY_ATTRIBUTE", `${def.label} cannot be changed.`, field);
    const value = String(raw).trim();
    if (value === "") {
      if (def.isRequired || (!def.clearable && !requireAll))
        throw invalid("REQUIRED", `${def.label} is required.`, field);
      out[code] = "";
      continue;
    }
    if (def.type === "select" && !def.options?.some((o) => o.value === value))
      throw invalid("INVALID_OPTION", `Choose one of the options for ${def.label}.`, field);
    if (def.type === "boolean" && value !== "true" && value !== "false")
      throw invalid("INVALID_OPTION", `${def.label} must be true or false.`, field);
    for (const v of def.validation) {
      if (v.kind === "MAX_TEXT_LENGTH" && value.length > Number(v.value))
        throw invalid("TOO_LONG", `${def.label} must be at most ${v.value} characters.`, field);
      if (v.kind === "MIN_TEXT_LENGTH" && value.length < Number(v.value))
        throw invalid("TOO_SHORT", `${def.label} must be at least ${v.value} characters.`, field);
    }
    out[code] = value;
  }
  if (requireAll) {
    const missing = defs.find((d) => d.isRequired && !out[d.code]);
    if (missing) throw invalid("REQUIRED", `${missing.label} is required.`, `customAttributes.${missing.code}`);
  }
  return out;
}

export function checkConsents(tenant: TenantSettings, consents: { id: string; accepted: boolean }[]) {
  for (const c of consents) {
    if (!tenant.consents.some((d) => d.id === c.id))
      throw invalid("UNKNOWN_CONSENT", `Unknown consent ${c.id}.`, `consents.${c.id}`);
  }
  const refused = tenant.consents.find((d) => d.required && !consents.some((c) => c.id === d.id && c.accepted));
  if (refused) throw invalid("CONSENT_REQUIRED", "Please accept this to continue.", `consents.${refused.id}`);
}

/** Field by field, in form order, so the first refusal names the first wrong field. */
export function checkRegistration(db: Database.Database, tenant: TenantSettings, input: Registration): Registration {
  for (const f of tenant.registrationFields) {
    const key = FIELD_KEYS[f.name];
    const value = key ? input[key] : undefined;
    if (f.required && key && (typeof value !== "string" || value.trim() === ""))
      throw invalid("REQUIRED", `${f.label} is required.`, key);
  }
  const email = input.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalid("INVALID_EMAIL", "Enter a valid e-mail address.", "email");
  const problem = passwordProblem(input.password, tenant.passwordRequirements, email);
  if (problem) throw invalid("WEAK_PASSWORD", problem, "password");
  const clean: Registration = {
    email,
    password: input.password,
    firstname: checkName(input.firstname, "firstname"),
    lastname: checkName(input.lastname, "lastname"),
    dob: input.dob ? checkDob(input.dob) : null,
    telephone: input.telephone ? checkPhone(input.telephone) : null,
    customAttributes: checkAttributes(tenant.customAttributes, input.customAttributes, true),
    consents: input.consents,
    referralCode: input.referralCode?.trim() || null,
  };
  for (const [code, value] of Object.entries(clean.customAttributes))
    if (value === "") delete clean.customAttributes[code];
  checkConsents(tenant, clean.consents);
  if (
    clean.referralCode &&
    !db.prepare("SELECT 1 FROM accounts_referral_codes WHERE code = ?").get(clean.referralCode)
  ) {
    throw invalid("INVALID_REFERRAL_CODE", "This referral code is not valid.", "referralCode");
  }
  if (userByEmail(db, email))
    throw new AccountsError(409, "EMAIL_TAKEN", "This e-mail address is already registered.", "email");
  return clean;
}
