import type { AccountsError } from "../accounts/errors";
import type { Grant } from "../accounts/auth";
import type { ProfileView } from "../accounts/profile";
import type { AccountAddressRow, NewAddress } from "../accounts/store";
import { regionalJson, regionalOf } from "../accounts/address-regional";
import type { Flavour } from "./http";
import { optStr, str } from "./http";
import type { CustomAttributeDef } from "./store";

/**
 * Unified wire format: snake_case, no envelope, errors as
 * `{ error_code, message, field? }` with `field` in the request's own (snake_case) names.
 */

const FIELDS: Record<string, string> = {
  firstname: "first_name",
  lastname: "last_name",
  dob: "date_of_birth",
  telephone: "phone",
  referralCode: "referrer_code",
  currentPassword: "current_password",
  newPassword: "new_password",
  newEmail: "new_email",
  streetName: "street.name",
  streetNumber: "street.number",
  streetAdditional: "street.additional",
  countryCode: "country_code",
  region: "region.name",
  regionCode: "region.code",
  verificationId: "verification_uuid",
  deliveryAddressId: "delivery_address_id",
};

export function unifiedField(field: string): string {
  if (field.startsWith("customAttributes.")) return `custom_attributes.${field.slice("customAttributes.".length)}`;
  return FIELDS[field] ?? field;
}

export const unified: Flavour = {
  errorBody: (e: AccountsError) => ({
    error_code: e.code,
    message: e.message,
    ...(e.field ? { field: unifiedField(e.field) } : {}),
  }),
};

export const sessionBody = (g: Grant) => ({
  user: {
    uuid: g.user.uuid,
    email: g.user.email,
    first_name: g.user.firstname,
    last_name: g.user.lastname,
    consent_renewal_required: Boolean(g.user.consent_renewal_required),
    is_age_verified: Boolean(g.user.is_age_verified),
    is_device_registered: Boolean((g.user as { is_device_registered?: number }).is_device_registered),
  },
  tokens: { identity: g.identityToken, commerce: g.commerceToken, session: g.sessionToken },
  expires_at: g.expiresAt,
});

export const addressBody = (a: AccountAddressRow & { is_subscription?: boolean }) => ({
  id: a.id,
  first_name: a.firstname,
  last_name: a.lastname,
  company: a.company,
  street: { name: a.street_name, number: a.street_number, additional: a.street_additional },
  city: a.city,
  postcode: a.postcode,
  country_code: a.country_code,
  region: a.region || a.region_code ? { name: a.region, code: a.region_code } : null,
  phone: a.telephone,
  default_billing: Boolean(a.is_default_billing),
  default_shipping: Boolean(a.is_default_shipping),
  // a live subscription delivers here (decision 0056); such an address can't be deleted
  is_subscription: Boolean(a.is_subscription),
  ...Object.fromEntries(Object.entries(regionalOf(a)).map(([name, value]) => [snake(name), value])),
});

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function addressInput(b: Record<string, unknown>): NewAddress {
  const street = (b.street && typeof b.street === "object" ? b.street : {}) as Record<string, unknown>;
  const region = (b.region && typeof b.region === "object" ? b.region : {}) as Record<string, unknown>;
  return {
    firstname: str(b.first_name),
    lastname: str(b.last_name),
    company: optStr(b.company),
    street_name: str(street.name),
    street_number: str(street.number),
    street_additional: optStr(street.additional),
    city: str(b.city),
    postcode: optStr(b.postcode),
    country_code: str(b.country_code),
    region: optStr(region.name),
    region_code: optStr(region.code),
    region_id: null,
    telephone: str(b.phone),
    is_default_billing: b.default_billing === true ? 1 : 0,
    is_default_shipping: b.default_shipping === true ? 1 : 0,
    regional: regionalJson(b, snake),
  };
}

export const profileBody = (p: ProfileView) => ({
  uuid: p.user.uuid,
  is_age_verified: Boolean(p.user.is_age_verified),
  is_pending_email_verification: p.pendingEmail,
  personal_info: {
    email: p.user.email,
    first_name: p.user.firstname,
    last_name: p.user.lastname,
    date_of_birth: p.user.dob,
    phone: p.user.telephone,
    gender: p.user.gender,
  },
  addresses: p.addresses.map(addressBody),
  custom_attributes: p.attributes,
  purposes: p.purposes,
  meta: { allow_date_of_birth_update: p.allowDobUpdate },
});

export const attributeDefinition = (d: CustomAttributeDef) => ({
  code: d.code,
  type: d.type,
  label: d.label,
  hint: d.hint,
  behaviour: d.behaviour,
  validation: d.validation.map((v) => ({ kind: v.kind, value: v.value })),
  display_after: d.displayAfter,
  is_required: d.isRequired,
  is_address_field: d.isAddressField,
  clearable: d.clearable,
  ...(d.options ? { options: d.options } : {}),
});
