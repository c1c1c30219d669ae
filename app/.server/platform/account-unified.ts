import { z } from "zod";
import type { RestClient } from "../http/rest";
import type {
  AccountAddress,
  AccountAddressInput,
  Auth,
  Consent,
  ConsentDefinition,
  CustomAttributeDefinition,
  Profile,
  RegistrationInput,
  SignIn,
  WalletCard,
} from "~/lib/models/account";
import { bearer, consentCategory, parse, seg, verificationStatus, walletCard } from "./account-map";
import { dobFromApi, dobToApi } from "./formats";

/**
 * The unified flavour's wire format (snake_case, /users/... and /api/...) ↔ the domain.
 * Each function makes its calls and maps the answer; errors stay RestErrors for account.ts.
 */

const flag = z.boolean().nullish().transform(Boolean);
const session = z.object({
  user: z.object({
    uuid: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    consent_renewal_required: flag,
    is_age_verified: flag,
  }),
  tokens: z.object({ identity: z.string(), commerce: z.string(), session: z.string() }),
  expires_at: z.string(),
});
const signIn = (body: unknown): SignIn => {
  const s = parse(session, body, "session");
  return {
    userUuid: s.user.uuid,
    identityToken: s.tokens.identity,
    commerceToken: s.tokens.commerce,
    sessionToken: s.tokens.session,
    firstname: s.user.first_name,
    lastname: s.user.last_name,
    email: s.user.email,
    expiresAt: s.expires_at,
    consentRenewalRequired: s.user.consent_renewal_required,
    isAgeVerified: s.user.is_age_verified,
  };
};

export interface LoginRequest {
  identifier: string;
  password: string;
  strategy: string;
  /** present only when keep-me-logged-in is enabled and ticked */
  sessionTtl?: number;
}

export async function login(rest: RestClient, r: LoginRequest): Promise<SignIn> {
  const body = {
    strategy: r.strategy,
    strategy_data: { identifier: r.identifier, password: r.password },
    ...(r.sessionTtl ? { session_ttl: r.sessionTtl } : {}),
  };
  return signIn(await rest.post("/users/authentication/sessions", body));
}

const sessionHeaders = (auth: Auth) => ({ ...bearer(auth), "x-session-token": auth.sessionToken });

export async function logout(rest: RestClient, auth: Auth) {
  await rest.request({
    method: "DELETE",
    path: "/users/authentication/sessions/current",
    headers: sessionHeaders(auth),
  });
}

export async function validateSession(rest: RestClient, auth: Auth) {
  await rest.get("/users/authentication/sessions/current", { headers: sessionHeaders(auth), retries: 0 });
}

const attribute = z.object({
  code: z.string(),
  type: z.enum(["text", "select", "boolean", "date"]).catch("text"),
  label: z.string(),
  hint: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  display_after: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  is_required: flag,
  options: z.array(z.object({ value: z.coerce.string(), label: z.string() })).optional(),
  validation: z.array(z.object({ kind: z.string(), value: z.coerce.string() })).nullish(),
});
const consentDefinition = z.object({ id: z.string(), category: consentCategory, label: z.string(), is_required: flag });
const registrationForm = z.object({
  registration: z.object({
    custom_attributes: z.array(attribute).default([]),
    consents: z.array(consentDefinition).default([]),
  }),
});

export async function getRegistrationForm(
  rest: RestClient,
): Promise<{ customAttributes: CustomAttributeDefinition[]; consents: ConsentDefinition[] }> {
  const r = parse(registrationForm, await rest.get("/api/users/configuration"), "registration form").registration;
  return {
    customAttributes: r.custom_attributes.map((a) => ({
      code: a.code,
      type: a.type,
      label: a.label,
      hint: a.hint,
      isRequired: a.is_required,
      displayAfter: a.display_after,
      ...(a.options ? { options: a.options } : {}),
      ...(a.validation?.length ? { validation: a.validation } : {}),
    })),
    consents: r.consents.map((c) => ({ id: c.id, category: c.category, label: c.label, required: c.is_required })),
  };
}

export async function register(rest: RestClient, input: RegistrationInput): Promise<SignIn> {
  return signIn(
    await rest.post("/users", {
      email: input.email,
      password: input.password,
      first_name: input.firstname,
      last_name: input.lastname,
      date_of_birth: dobToApi(input.dob, "unified"),
      phone: input.telephone,
      custom_attributes: input.customAttributes,
      consents: input.consents.map((c) => ({ id: c.id, accepted: c.accepted })),
      ...(input.referralCode ? { referrer_code: input.referralCode } : {}),
    }),
  );
}

export async function verifyReferralCode(rest: RestClient, code: string) {
  await rest.get(`/api/users/referrals/${seg(code)}/verify`, { retries: 0 });
}

export async function requestPasswordReset(rest: RestClient, email: string) {
  await rest.post("/users/password/forgot", { email });
}

export async function resetPassword(rest: RestClient, token: string, password: string) {
  await rest.post("/users/password/reset", { token, password });
}

const address = z.object({
  id: z.coerce.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullish(),
  street: z.object({ name: z.string(), number: z.string().nullish(), additional: z.string().nullish() }),
  city: z.string(),
  postcode: z.string().nullish(),
  country_code: z.string(),
  region: z.object({ name: z.string().nullish(), code: z.string().nullish() }).nullish(),
  phone: z.string().nullish(),
  default_billing: flag,
  default_shipping: flag,
});
const toAddress = (a: z.infer<typeof address>): AccountAddress => ({
  id: a.id,
  firstname: a.first_name,
  lastname: a.last_name,
  company: a.company ?? null,
  streetName: a.street.name,
  streetNumber: a.street.number ?? "",
  streetAdditional: a.street.additional ?? null,
  city: a.city,
  postcode: a.postcode ?? null,
  countryCode: a.country_code,
  region: a.region?.name ?? null,
  regionCode: a.region?.code ?? null,
  telephone: a.phone ?? "",
  isDefaultBilling: a.default_billing,
  isDefaultShipping: a.default_shipping,
});
const fromAddress = (a: AccountAddressInput) => ({
  first_name: a.firstname,
  last_name: a.lastname,
  company: a.company,
  street: { name: a.streetName, number: a.streetNumber, additional: a.streetAdditional },
  city: a.city,
  postcode: a.postcode,
  country_code: a.countryCode,
  region: a.region || a.regionCode ? { name: a.region, code: a.regionCode } : null,
  phone: a.telephone,
  default_billing: a.isDefaultBilling ?? false,
  default_shipping: a.isDefaultShipping ?? false,
});

const profile = z.object({
  uuid: z.string(),
  is_age_verified: flag,
  is_pending_email_verification: flag,
  personal_info: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    date_of_birth: z.string().nullish(),
    phone: z.string().nullish(),
    gender: z.string().nullish(),
  }),
  custom_attributes: z.record(z.coerce.string()).nullish(),
  meta: z.object({ allow_date_of_birth_update: z.boolean().nullish() }).nullish(),
});
const toProfile = (body: unknown): Profile => {
  const p = parse(profile, body, "profile");
  const i = p.personal_info;
  return {
    uuid: p.uuid,
    email: i.email,
    firstname: i.first_name,
    lastname: i.last_name,
    dob: dobFromApi(i.date_of_birth),
    telephone: i.phone ?? null,
    gender: i.gender ?? null,
    isAgeVerified: p.is_age_verified,
    isPendingEmailVerification: p.is_pending_email_verification,
    extra: p.custom_attributes ?? {},
    allowDateOfBirthUpdate: p.meta?.allow_date_of_birth_update ?? true, // SPEC §3: default true
  };
};
const users = (auth: Auth, rest = "") => `/users/${seg(auth.userUuid)}${rest}`;
const apiUsers = (auth: Auth, rest = "") => `/api/users/${seg(auth.userUuid)}${rest}`;

export async function getProfile(rest: RestClient, auth: Auth): Promise<Profile> {
  return toProfile(await rest.get(apiUsers(auth, "/profile"), { headers: bearer(auth) }));
}

export async function updatePersonalDetails(
  rest: RestClient,
  auth: Auth,
  d: { firstname: string; lastname: string; dob: string | null; gender: string | null },
) {
  const body = {
    first_name: d.firstname,
    last_name: d.lastname,
    date_of_birth: d.dob ? dobToApi(d.dob, "unified") : null,
    gender: d.gender,
  };
  return toProfile(
    await rest.request({ method: "PATCH", path: apiUsers(auth, "/profile"), body, headers: bearer(auth) }),
  );
}

export async function updateCustomAttributes(rest: RestClient, auth: Auth, values: Record<string, string>) {
  return toProfile(
    await rest.request({
      method: "PATCH",
      path: apiUsers(auth, "/custom-attributes"),
      body: { custom_attributes: values },
      headers: bearer(auth),
    }),
  );
}

export async function requestEmailChange(rest: RestClient, auth: Auth, newEmail: string, password: string) {
  await rest.post(users(auth, "/email/change-request"), { new_email: newEmail, password }, { headers: bearer(auth) });
}

export async function verifyEmailChange(rest: RestClient, token: string) {
  await rest.post("/users/email/verify", { token });
}

const verification = z.object({ uuid: z.string(), status: z.string(), identifier: z.string() });

export async function startPhoneVerification(rest: RestClient, auth: Auth, phone: string) {
  const v = parse(
    verification,
    await rest.post(
      "/api/action-verifications/items",
      { channel: "sms", identifier: phone },
      { headers: bearer(auth) },
    ),
    "verification",
  );
  return { verificationId: v.uuid };
}

export async function checkPhoneCode(rest: RestClient, auth: Auth, id: string, code: string) {
  const path = `/api/action-verifications/items/${seg(id)}/verify`;
  const v = parse(
    verification,
    await rest.request({ method: "PATCH", path, body: { code }, headers: bearer(auth) }),
    "verification",
  );
  return { status: verificationStatus(v.status), phone: v.identifier };
}

export async function updatePhone(rest: RestClient, auth: Auth, phone: string, verificationId: string) {
  await rest.request({
    method: "PATCH",
    path: users(auth, "/phone"),
    body: { phone, verification_uuid: verificationId },
    headers: bearer(auth),
  });
}

export async function changePassword(rest: RestClient, auth: Auth, current: string, next: string) {
  await rest.request({
    method: "PUT",
    path: users(auth, "/password"),
    body: { current_password: current, new_password: next },
    headers: bearer(auth),
  });
}

const consents = z.object({ consents: z.array(consentDefinition.extend({ accepted: flag })) });
export async function getConsents(rest: RestClient, auth: Auth): Promise<Consent[]> {
  const c = parse(
    consents,
    await rest.get(apiUsers(auth, "/consents"), { query: { context: "account" }, headers: bearer(auth) }),
    "consents",
  );
  return c.consents.map((x) => ({
    id: x.id,
    category: x.category,
    label: x.label,
    required: x.is_required,
    accepted: x.accepted,
  }));
}

export async function updateConsents(rest: RestClient, auth: Auth, list: { id: string; accepted: boolean }[]) {
  const body = { consents: list.map((c) => ({ id: c.id, accepted: c.accepted, one_off: false })) };
  await rest.request({
    method: "PATCH",
    path: `/api/consents/users/${seg(auth.userUuid)}`,
    body,
    headers: bearer(auth),
  });
}

const subscriptions = z.object({ items: z.array(z.object({ subscriber_uuid: z.string(), category: z.string() })) });
export async function getSubscriptions(rest: RestClient, auth: Auth) {
  const s = parse(
    subscriptions,
    await rest.get("/api/messaging/marketing-communications", { headers: bearer(auth) }),
    "subscriptions",
  );
  return s.items.map((i) => ({ category: i.category, subscriberId: i.subscriber_uuid }));
}

export async function subscribe(rest: RestClient, auth: Auth, email: string, category: string, language: string) {
  await rest.post(
    "/api/messaging/marketing-communications",
    { email, category, consents: [], preferredLanguage: language },
    { headers: bearer(auth) },
  );
}

export async function unsubscribe(rest: RestClient, auth: Auth, subscriberId: string) {
  await rest.request({
    method: "DELETE",
    path: `/api/messaging/marketing-communications/${seg(subscriberId)}`,
    headers: bearer(auth),
  });
}

export async function listAddresses(rest: RestClient, auth: Auth): Promise<AccountAddress[]> {
  return parse(
    z.object({ items: z.array(address) }),
    await rest.get(users(auth, "/addresses"), { headers: bearer(auth) }),
    "addresses",
  ).items.map(toAddress);
}

export async function addAddress(rest: RestClient, auth: Auth, input: AccountAddressInput) {
  return toAddress(
    parse(
      address,
      await rest.post(users(auth, "/addresses"), fromAddress(input), { headers: bearer(auth) }),
      "address",
    ),
  );
}

export async function updateAddress(rest: RestClient, auth: Auth, id: string, input: AccountAddressInput) {
  const body = await rest.request({
    method: "PUT",
    path: users(auth, `/addresses/${seg(id)}`),
    body: fromAddress(input),
    headers: bearer(auth),
  });
  return toAddress(parse(address, body, "address"));
}

export async function deleteAddress(rest: RestClient, auth: Auth, id: string) {
  await rest.request({ method: "DELETE", path: users(auth, `/addresses/${seg(id)}`), headers: bearer(auth) });
}

export async function setDefaultAddress(rest: RestClient, auth: Auth, id: string, kind: "billing" | "shipping") {
  await rest.request({
    method: "PUT",
    path: users(auth, `/addresses/${seg(id)}/default`),
    body: { type: kind },
    headers: bearer(auth),
  });
}

const cards = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      brand: z.string(),
      last_four: z.string(),
      expiry_month: z.number(),
      expiry_year: z.number(),
      is_default: flag,
    }),
  ),
});
export async function getWallet(rest: RestClient, auth: Auth): Promise<WalletCard[]> {
  const c = parse(cards, await rest.get("/api/payments/cards", { headers: bearer(auth) }), "wallet");
  return c.items.map((i) => walletCard(i.id, i.brand, i.last_four, i.expiry_month, i.expiry_year, i.is_default));
}

export async function removeCard(rest: RestClient, auth: Auth, id: string) {
  await rest.request({ method: "DELETE", path: `/api/payments/cards/${seg(id)}`, headers: bearer(auth) });
}

export async function cancelAccount(rest: RestClient, auth: Auth, password: string, reason: string | null) {
  await rest.post(users(auth, "/cancellation"), { password, reason }, { headers: bearer(auth) });
}

export async function deactivateAccount(rest: RestClient, auth: Auth, password: string) {
  await rest.post(users(auth, "/deactivation"), { password }, { headers: bearer(auth) });
}

export async function requestOrderCancellation(rest: RestClient, auth: Auth, orderNumber: string, reason: string) {
  const r = await rest.post(
    "/api/orders/request-cancellation",
    { order_number: orderNumber, reason },
    { headers: bearer(auth) },
  );
  // SPEC §4/§9: success only when the server answers true.
  return (r as { success?: unknown } | undefined)?.success === true;
}
