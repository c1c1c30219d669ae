import type { AccountsError } from "../accounts/errors";
import { invalid } from "../accounts/errors";
import type { Grant } from "../accounts/auth";
import type { ProfileView } from "../accounts/profile";
import type { AccountAddressRow, NewAddress } from "../accounts/store";
import { regionalJson, regionalOf } from "../accounts/address-regional";
import type { Flavour } from "./http";
import { optStr, str } from "./http";
import type { CustomAttributeDef } from "./store";

/**
 * Legacy wire format: camelCase, successes wrapped in `{ data: … }`, dates of birth as
 * dd/mm/yyyy, errors as `{ status: "error", error_code, message, errors: [{ property, message }] }`
 * with `property` in the request's (camelCase) names; custom attributes are called `extra`.
 */

export const legacyProperty = (field: string) =>
  field.startsWith("customAttributes.") ? `extra.${field.slice("customAttributes.".length)}` : field;

export const legacy: Flavour = {
  errorBody: (e: AccountsError) => ({
    status: "error",
    error_code: e.code,
    message: e.message,
    errors: e.field ? [{ property: legacyProperty(e.field), message: e.message }] : [],
  }),
};

export const data = (value: unknown) => ({ data: value });

/** dd/mm/yyyy → yyyy-mm-dd; a malformed date is a validation error on `dob`. */
export function dobFromLegacy(v: unknown): string | null {
  const s = optStr(v);
  if (!s) return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim());
  if (!m) throw invalid("INVALID_DATE", "Enter the date of birth as dd/mm/yyyy.", "dob");
  return `${m[3]}-${m[2]}-${m[1]}`;
}

export const dobToLegacy = (iso: string | null) => (iso ? iso.split("-").reverse().join("/") : null);

export const loginData = (g: Grant) => ({
  uuid: g.user.uuid,
  email: g.user.email,
  firstName: g.user.firstname,
  lastName: g.user.lastname,
  ciamToken: g.identityToken,
  magentoToken: g.commerceToken,
  sessionToken: g.sessionToken,
  expiresAt: g.expiresAt,
  consentRenewalRequired: Boolean(g.user.consent_renewal_required),
  isAgeVerified: Boolean(g.user.is_age_verified),
  isDeviceRegistered: Boolean((g.user as { is_device_registered?: number }).is_device_registered),
});

/** product.md §3 Account address, as the legacy service names it. */
export const addressData = (a: AccountAddressRow & { is_subscription?: boolean }) => ({
  id: String(a.id),
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  streetName: a.street_name,
  streetNumber: a.street_number,
  streetAdditional: a.street_additional,
  city: a.city,
  postcode: a.postcode,
  countryCode: a.country_code,
  region: a.region,
  regionCode: a.region_code,
  telephone: a.telephone,
  isDefaultBilling: Boolean(a.is_default_billing),
  isDefaultShipping: Boolean(a.is_default_shipping),
  // a live subscription delivers here (decision 0056); such an address can't be deleted
  isSubscription: Boolean(a.is_subscription),
  ...regionalOf(a),
});

export function addressFromLegacy(b: Record<string, unknown>): NewAddress {
  return {
    firstname: str(b.firstname),
    lastname: str(b.lastname),
    company: optStr(b.company),
    street_name: str(b.streetName),
    street_number: str(b.streetNumber),
    street_additional: optStr(b.streetAdditional),
    city: str(b.city),
    postcode: optStr(b.postcode),
    country_code: str(b.countryCode),
    region: optStr(b.region),
    region_code: optStr(b.regionCode),
    region_id: null,
    telephone: str(b.telephone),
    is_default_billing: b.isDefaultBilling === true ? 1 : 0,
    is_default_shipping: b.isDefaultShipping === true ? 1 : 0,
    regional: regionalJson(b),
  };
}

/** product.md §3 Profile. */
export const profileData = (p: ProfileView) => ({
  uuid: p.user.uuid,
  isAgeVerified: Boolean(p.user.is_age_verified),
  isPendingEmailVerification: p.pendingEmail,
  personalInfo: {
    email: p.user.email,
    firstname: p.user.firstname,
    lastname: p.user.lastname,
    dob: dobToLegacy(p.user.dob),
    telephone: p.user.telephone,
    gender: p.user.gender,
  },
  addresses: p.addresses.map(addressData),
  extra: p.attributes,
  purposes: p.purposes,
  meta: { allowDateOfBirthUpdate: p.allowDobUpdate },
});

export const attributeData = (d: CustomAttributeDef) => ({
  code: d.code,
  type: d.type.toUpperCase(),
  label: d.label,
  hint: d.hint,
  behaviour: d.behaviour,
  validation: d.validation.map((v) => ({ type: v.kind, value: v.value })),
  displayAfter: d.displayAfter,
  isRequired: d.isRequired,
  isAddressField: d.isAddressField,
  clearable: d.clearable,
  options: (d.options ?? []).map((o) => ({ code: o.value, label: o.label })),
});
