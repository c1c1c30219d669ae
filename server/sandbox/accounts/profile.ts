import type Database from "better-sqlite3";
import type { TenantSettings } from "../platform/store";
import { pendingEmailChange } from "./auth";
import { AccountsError, invalid } from "./errors";
import { checkAttributes, checkDob, checkName, checkPhone } from "./registration";
import { consumeVerification, verifiedPhoneOwner } from "./verification";
import { bookAddresses, type BookAddressRow } from "./address-subscriptions";
import type { AccountUserRow, NewAddress } from "./store";

/** Profile reads and changes of the platform service, independent of wire format. */

export interface ProfileView {
  user: AccountUserRow;
  attributes: Record<string, string>;
  addresses: BookAddressRow[];
  pendingEmail: boolean;
  /** an age-verified date of birth is locked: changing it would void the verification */
  allowDobUpdate: boolean;
  /** the consent ids the user accepted */
  purposes: string[];
}

export function profileOf(db: Database.Database, user: AccountUserRow): ProfileView {
  const rows = db
    .prepare("SELECT code, value FROM accounts_user_attributes WHERE user_uuid = ? ORDER BY code")
    .all(user.uuid) as { code: string; value: string }[];
  const purposes = db
    .prepare("SELECT consent_id FROM accounts_consents WHERE user_uuid = ? AND accepted = 1 ORDER BY consent_id")
    .pluck()
    .all(user.uuid) as string[];
  return {
    user,
    attributes: Object.fromEntries(rows.map((r) => [r.code, r.value])),
    addresses: bookAddresses(db, user.uuid),
    pendingEmail: pendingEmailChange(db, user.uuid),
    allowDobUpdate: !user.is_age_verified,
    purposes,
  };
}

const GENDERS = ["male", "female", "other", "not_specified"];

export interface PersonalDetails {
  firstname: string;
  lastname: string;
  dob: string | null;
  gender: string | null;
}

export function updatePersonalDetails(
  db: Database.Database,
  user: AccountUserRow,
  input: PersonalDetails,
): AccountUserRow {
  const firstname = checkName(input.firstname, "firstname");
  const lastname = checkName(input.lastname, "lastname");
  const dob = input.dob ? checkDob(input.dob) : null;
  if (user.is_age_verified && dob !== user.dob)
    throw invalid("DOB_LOCKED", "Your date of birth was verified and can no longer be changed.", "dob");
  if (input.gender !== null && !GENDERS.includes(input.gender))
    throw invalid("INVALID_OPTION", "Choose one of the options.", "gender");
  db.prepare(
    "UPDATE accounts_users SET firstname = ?, lastname = ?, dob = ?, gender = ?, updated_at = ? WHERE uuid = ?",
  ).run(firstname, lastname, dob, input.gender, new Date().toISOString(), user.uuid);
  return { ...user, firstname, lastname, dob, gender: input.gender };
}

export function updateAttributes(
  db: Database.Database,
  tenant: TenantSettings,
  user: AccountUserRow,
  values: Record<string, string>,
) {
  const clean = checkAttributes(tenant.customAttributes, values, false);
  const put = db.prepare(
    "INSERT INTO accounts_user_attributes (user_uuid, code, value) VALUES (?, ?, ?) ON CONFLICT (user_uuid, code) DO UPDATE SET value = excluded.value",
  );
  const remove = db.prepare("DELETE FROM accounts_user_attributes WHERE user_uuid = ? AND code = ?");
  db.transaction(() => {
    for (const [code, value] of Object.entries(clean)) {
      if (value === "") remove.run(user.uuid, code);
      else put.run(user.uuid, code, value);
    }
  })();
}

/** The new number must have been proven with a one-time code first. */
export function updatePhone(db: Database.Database, user: AccountUserRow, phone: string, verificationUuid: string) {
  const number = checkPhone(phone);
  const owner = verifiedPhoneOwner(db, number);
  if (owner && owner !== user.uuid)
    throw new AccountsError(409, "PHONE_TAKEN", "This number is verified on another account.", "telephone");
  db.transaction(() => {
    consumeVerification(db, verificationUuid, user.uuid, number);
    db.prepare("UPDATE accounts_users SET telephone = ?, updated_at = ? WHERE uuid = ?").run(
      number,
      new Date().toISOString(),
      user.uuid,
    );
  })();
}

const GB_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** Address checks with neutral field names (streetName, countryCode…). */
export function checkAddress(a: NewAddress): NewAddress {
  const required = (value: string | null, field: string) => {
    if (!value || !value.trim()) throw invalid("REQUIRED", "This field is required.", field);
    return value.trim();
  };
  const country = required(a.country_code, "countryCode").toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw invalid("INVALID_COUNTRY", "Choose a country.", "countryCode");
  const postcode = a.postcode?.trim() || null;
  if (country === "GB" && (!postcode || !GB_POSTCODE.test(postcode)))
    throw invalid("INVALID_POSTCODE", "Enter a valid UK postcode.", "postcode");
  return {
    ...a,
    firstname: checkName(a.firstname, "firstname"),
    lastname: checkName(a.lastname, "lastname"),
    street_name: required(a.street_name, "streetName"),
    street_number: a.street_number?.trim() ?? "",
    street_additional: a.street_additional?.trim() || null,
    city: required(a.city, "city"),
    country_code: country,
    postcode: postcode?.toUpperCase() ?? null,
    telephone: checkPhone(required(a.telephone, "telephone")),
    company: a.company?.trim() || null,
  };
}

/** How long after registering a customer may still name the friend who referred them. */
export const REFERRER_WINDOW_DAYS = 30;

/**
 * The friend's code a customer names after registering (unified PATCH …/profile/referrer-code,
 * product.md §7 Users): once, within REFERRER_WINDOW_DAYS of registering, an existing code that is
 * not their own. Their first order then credits that friend, as a code given at sign-up does.
 */
export function setReferrerCode(db: Database.Database, user: AccountUserRow, code: string, source: string) {
  const field = "referralCode";
  const trimmed = code.trim();
  if (!source.trim()) throw invalid("INVALID_SOURCE", "Say where the code was given (source).", "source");
  if (user.referrer_code)
    throw invalid("REFERRER_ALREADY_SET", "A friend's code is already on your account. It can't be changed.", field);
  const days = (Date.now() - Date.parse(user.created_at)) / 86_400_000;
  if (days > REFERRER_WINDOW_DAYS)
    throw invalid(
      "REFERRER_WINDOW_CLOSED",
      `A friend's code can only be added within ${REFERRER_WINDOW_DAYS} days of joining.`,
      field,
    );
  // the code as it was made (codes are matched whatever their case)
  const owned = db
    .prepare("SELECT code, user_uuid FROM accounts_referral_codes WHERE code = ? COLLATE NOCASE")
    .get(trimmed) as { code: string; user_uuid: string } | undefined;
  if (!owned)
    throw invalid("INVALID_REFERRAL_CODE", "There is no referral code like this. Check it and try again.", field);
  if (owned.user_uuid === user.uuid)
    throw invalid("OWN_REFERRAL_CODE", "That is your own code. Enter the code a friend gave you.", field);
  db.prepare("UPDATE accounts_users SET referrer_code = ? WHERE uuid = ?").run(owned.code, user.uuid);
}
