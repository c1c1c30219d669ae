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
import {
  AccountGatewayError,
  bearer,
  consentCategory,
  parse,
  seg,
  verificationStatus,
  walletCard,
} from "./account-map";
import { dobFromApi, dobToApi } from "./formats";
import type { LoginRequest } from "./account-unified";

/**
 * The legacy flavour's wire format (SPEC §2 route templates, camelCase, `{ data }`
 * envelopes, dates of birth dd/mm/yyyy) ↔ the domain. Errors stay RestErrors for account.ts.
 */

const flag = z.boolean().nullish().transform(Boolean);
const envelope = <T extends z.ZodTypeAny>(inner: T) => z.object({ data: inner });
const unwrap = <T extends z.ZodTypeAny>(inner: T, body: unknown, what: string): z.infer<T> =>
  parse(envelope(inner), body, what).data;

const login_ = z.object({
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ciamToken: z.string(),
  magentoToken: z.string(),
  sessionToken: z.string(),
  expiresAt: z.string(),
  consentRenewalRequired: flag,
  isAgeVerified: flag,
});
const signIn = (body: unknown): SignIn => {
  const d = unwrap(login_, body, "login");
  return {
    userUuid: d.uuid,
    identityToken: d.ciamToken,
    commerceToken: d.magentoToken,
    sessionToken: d.sessionToken,
    firstname: d.firstName,
    lastname: d.lastName,
    email: d.email,
    expiresAt: d.expiresAt,
    consentRenewalRequired: d.consentRenewalRequired,
    isAgeVerified: d.isAgeVerified,
  };
};

/** The legacy service knows one strategy (e-mail and password), so `strategy` is not sent. */
export async function login(rest: RestClient, r: LoginRequest): Promise<SignIn> {
  return signIn(
    await rest.post("/login", {
      email: r.identifier,
      password: r.password,
      ...(r.sessionTtl ? { sessionTtl: r.sessionTtl } : {}),
    }),
  );
}

export async function logout(rest: RestClient, auth: Auth) {
  await rest.post("/logout", { sessionToken: auth.sessionToken }, { headers: bearer(auth) });
}

export async function validateSession(rest: RestClient, auth: Auth) {
  await rest.post("/validate-session", { sessionToken: auth.sessionToken }, { headers: bearer(auth) });
}

const attribute = z.object({
  code: z.string(),
  type: z.preprocess(
    (v) => (typeof v === "string" ? v.toLowerCase() : v),
    z.enum(["text", "select", "boolean", "date"]).catch("text"),
  ),
  label: z.string(),
  hint: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  displayAfter: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  isRequired: flag,
  options: z.array(z.object({ code: z.coerce.string(), label: z.string() })).nullish(),
  validation: z.array(z.object({ type: z.string(), value: z.coerce.string() })).nullish(),
});
const consentDefinition = z.object({
  consentId: z.string(),
  category: consentCategory,
  text: z.string(),
  mandatory: flag,
});

export async function getRegistrationForm(
  rest: RestClient,
): Promise<{ customAttributes: CustomAttributeDefinition[]; consents: ConsentDefinition[] }> {
  const d = unwrap(
    z.object({ customAttributes: z.array(attribute), consents: z.array(consentDefinition) }),
    await rest.get("/register"),
    "registration form",
  );
  return {
    customAttributes: d.customAttributes.map((a) => ({
      code: a.code,
      type: a.type,
      label: a.label,
      hint: a.hint,
      isRequired: a.isRequired,
      displayAfter: a.displayAfter,
      ...(a.options?.length ? { options: a.options.map((o) => ({ value: o.code, label: o.label })) } : {}),
      ...(a.validation?.length ? { validation: a.validation.map((v) => ({ kind: v.type, value: v.value })) } : {}),
    })),
    consents: d.consents.map((c) => ({ id: c.consentId, category: c.category, label: c.text, required: c.mandatory })),
  };
}

export async function register(rest: RestClient, input: RegistrationInput): Promise<SignIn> {
  return signIn(
    await rest.post("/register", {
      email: input.email,
      password: input.password,
      firstname: input.firstname,
      lastname: input.lastname,
      dob: dobToApi(input.dob, "legacy"),
      telephone: input.telephone,
      extra: input.customAttributes,
      consents: input.consents.map((c) => ({ consentId: c.id, accepted: c.accepted })),
      ...(input.referralCode ? { referralCode: input.referralCode } : {}),
    }),
  );
}

export async function verifyReferralCode(rest: RestClient, code: string) {
  await rest.get(`/referrals/${seg(code)}/validate`, { retries: 0 });
}

export async function requestPasswordReset(rest: RestClient, email: string) {
  await rest.post("/forgot-password", { email });
}

export async function resetPassword(rest: RestClient, token: string, password: string) {
  await rest.post("/reset-consumer-password", { token, password });
}

const address = z.object({
  id: z.coerce.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullish(),
  streetName: z.string(),
  streetNumber: z.string().nullish(),
  streetAdditional: z.string().nullish(),
  city: z.string(),
  postcode: z.string().nullish(),
  countryCode: z.string(),
  region: z.string().nullish(),
  regionCode: z.string().nullish(),
  telephone: z.string().nullish(),
  isDefaultBilling: flag,
  isDefaultShipping: flag,
});
const toAddress = (a: z.infer<typeof address>): AccountAddress => ({
  id: a.id,
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company ?? null,
  streetName: a.streetName,
  streetNumber: a.streetNumber ?? "",
  streetAdditional: a.streetAdditional ?? null,
  city: a.city,
  postcode: a.postcode ?? null,
  countryCode: a.countryCode,
  region: a.region ?? null,
  regionCode: a.regionCode ?? null,
  telephone: a.telephone ?? "",
  isDefaultBilling: a.isDefaultBilling,
  isDefaultShipping: a.isDefaultShipping,
});
const fromAddress = (a: AccountAddressInput) => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  streetName: a.streetName,
  streetNumber: a.streetNumber,
  streetAdditional: a.streetAdditional,
  city: a.city,
  postcode: a.postcode,
  countryCode: a.countryCode,
  region: a.region,
  regionCode: a.regionCode,
  telephone: a.telephone,
  isDefaultBilling: a.isDefaultBilling ?? false,
  isDefaultShipping: a.isDefaultShipping ?? false,
});

const profile = z.object({
  uuid: z.string().optional(),
  isAgeVerified: flag,
  isPendingEmailVerification: flag,
  personalInfo: z.object({
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    dob: z.string().nullish(),
    telephone: z.string().nullish(),
    gender: z.string().nullish(),
  }),
  addresses: z.array(address).default([]),
  extra: z.record(z.coerce.string()).nullish(),
  meta: z.object({ allowDateOfBirthUpdate: z.boolean().nullish() }).nullish(),
});
const readProfile = (body: unknown) => unwrap(profile, body, "profile");
const toProfile = (auth: Auth, p: z.infer<typeof profile>): Profile => {
  const i = p.personalInfo;
  return {
    uuid: p.uuid ?? auth.userUuid,
    email: i.email,
    firstname: i.firstname,
    lastname: i.lastname,
    dob: dobFromApi(i.dob),
    telephone: i.telephone ?? null,
    gender: i.gender ?? null,
    isAgeVerified: p.isAgeVerified,
    isPendingEmailVerification: p.isPendingEmailVerification,
    extra: p.extra ?? {},
    allowDateOfBirthUpdate: p.meta?.allowDateOfBirthUpdate ?? true, // SPEC §3: default true
  };
};
const id = (auth: Auth) => seg(auth.userUuid);

export async function getProfile(rest: RestClient, auth: Auth): Promise<Profile> {
  return toProfile(auth, readProfile(await rest.get(`/profile/${id(auth)}`, { headers: bearer(auth) })));
}

export async function updatePersonalDetails(
  rest: RestClient,
  auth: Auth,
  d: { firstname: string; lastname: string; dob: string | null; gender: string | null },
) {
  const body = {
    firstname: d.firstname,
    lastname: d.lastname,
    dob: d.dob ? dobToApi(d.dob, "legacy") : null,
    gender: d.gender,
  };
  return toProfile(
    auth,
    readProfile(
      await rest.request({
        method: "PUT",
        path: `/update-profile/personal-details/${id(auth)}`,
        body,
        headers: bearer(auth),
      }),
    ),
  );
}

export async function updateCustomAttributes(rest: RestClient, auth: Auth, values: Record<string, string>) {
  const body = await rest.request({
    method: "PUT",
    path: `/update-profile/custom-attributes/${id(auth)}`,
    body: { extra: values },
    headers: bearer(auth),
  });
  return toProfile(auth, readProfile(body));
}

export async function requestEmailChange(rest: RestClient, auth: Auth, newEmail: string, password: string) {
  await rest.post(`/request-update-email/${id(auth)}`, { newEmail, password }, { headers: bearer(auth) });
}

export async function verifyEmailChange(rest: RestClient, token: string) {
  await rest.post("/verify-email-update", { token });
}

const verification = z.object({ verificationId: z.string(), status: z.string(), phone: z.string() });

export async function startPhoneVerification(rest: RestClient, auth: Auth, phone: string) {
  const v = unwrap(
    verification,
    await rest.post("/phone-verification", { phone }, { headers: bearer(auth) }),
    "verification",
  );
  return { verificationId: v.verificationId };
}

export async function checkPhoneCode(rest: RestClient, auth: Auth, verificationId: string, code: string) {
  const v = unwrap(
    verification,
    await rest.post(`/phone-verification/${seg(verificationId)}/verify`, { code }, { headers: bearer(auth) }),
    "verification",
  );
  return { status: verificationStatus(v.status), phone: v.phone };
}

export async function updatePhone(rest: RestClient, auth: Auth, phone: string, verificationId: string) {
  await rest.request({
    method: "PUT",
    path: `/update-profile/phone/${id(auth)}`,
    body: { telephone: phone, verificationId },
    headers: bearer(auth),
  });
}

export async function changePassword(rest: RestClient, auth: Auth, current: string, next: string) {
  await rest.post(
    `/consumers/${id(auth)}/change-password`,
    { currentPassword: current, newPassword: next },
    { headers: bearer(auth) },
  );
}

export async function getConsents(rest: RestClient, auth: Auth): Promise<Consent[]> {
  const list = unwrap(
    z.array(consentDefinition.extend({ accepted: flag })),
    await rest.get(`/consents/${id(auth)}`, { headers: bearer(auth) }),
    "consents",
  );
  return list.map((c) => ({
    id: c.consentId,
    category: c.category,
    label: c.text,
    required: c.mandatory,
    accepted: c.accepted,
  }));
}

export async function updateConsents(rest: RestClient, auth: Auth, list: { id: string; accepted: boolean }[]) {
  const body = { consents: list.map((c) => ({ consentId: c.id, accepted: c.accepted })) };
  await rest.request({ method: "PUT", path: `/consents/${id(auth)}`, body, headers: bearer(auth) });
}

const subscriptions = z.array(z.object({ category: z.string(), subscribed: flag, subscriberId: z.string().nullish() }));
export async function getSubscriptions(rest: RestClient, auth: Auth) {
  const list = unwrap(
    subscriptions,
    await rest.get(`/subscriptions/${id(auth)}`, { headers: bearer(auth) }),
    "subscriptions",
  );
  return list
    .filter((s) => s.subscribed && s.subscriberId)
    .map((s) => ({ category: s.category, subscriberId: s.subscriberId! }));
}

export async function subscribe(rest: RestClient, auth: Auth, email: string, category: string, _language: string) {
  await rest.post("/subscribe", { email, category }, { headers: bearer(auth) });
}

export async function unsubscribe(rest: RestClient, auth: Auth, subscriberId: string) {
  await rest.post("/unsubscribe", { subscriberId }, { headers: bearer(auth) });
}

/** The legacy service lists addresses inside the profile. */
export async function listAddresses(rest: RestClient, auth: Auth): Promise<AccountAddress[]> {
  return readProfile(await rest.get(`/profile/${id(auth)}`, { headers: bearer(auth) })).addresses.map(toAddress);
}

const addresses = (auth: Auth, rest = "") => `/update-profile/addresses/${id(auth)}${rest}`;

export async function addAddress(rest: RestClient, auth: Auth, input: AccountAddressInput) {
  return toAddress(
    unwrap(address, await rest.post(addresses(auth), fromAddress(input), { headers: bearer(auth) }), "address"),
  );
}

export async function updateAddress(rest: RestClient, auth: Auth, addressId: string, input: AccountAddressInput) {
  const body = await rest.request({
    method: "PUT",
    path: addresses(auth, `/${seg(addressId)}`),
    body: fromAddress(input),
    headers: bearer(auth),
  });
  return toAddress(unwrap(address, body, "address"));
}

export async function deleteAddress(rest: RestClient, auth: Auth, addressId: string) {
  await rest.request({ method: "DELETE", path: addresses(auth, `/${seg(addressId)}`), headers: bearer(auth) });
}

export async function setDefaultAddress(rest: RestClient, auth: Auth, addressId: string, kind: "billing" | "shipping") {
  await rest.request({
    method: "PUT",
    path: addresses(auth, `/${seg(addressId)}/set-default-${kind}`),
    headers: bearer(auth),
  });
}

const wallet = z.object({
  cards: z.array(
    z.object({
      token: z.string(),
      cardType: z.string(),
      maskedNumber: z.string(),
      expiryDate: z.string().regex(/^\d{2}\/\d{2,4}$/),
      preferred: flag,
    }),
  ),
});
export async function getWallet(rest: RestClient, auth: Auth): Promise<WalletCard[]> {
  const w = unwrap(wallet, await rest.get(`/profile/${id(auth)}/wallet`, { headers: bearer(auth) }), "wallet");
  return w.cards.map((c) => {
    const [month, year] = c.expiryDate.split("/").map(Number);
    return walletCard(c.token, c.cardType, c.maskedNumber.slice(-4), month, year, c.preferred);
  });
}

export async function removeCard(rest: RestClient, auth: Auth, cardId: string) {
  await rest.request({ method: "DELETE", path: `/profile/${id(auth)}/wallet/${seg(cardId)}`, headers: bearer(auth) });
}

export async function cancelAccount(rest: RestClient, auth: Auth, password: string, reason: string | null) {
  await rest.post(`/cancel-account/${id(auth)}`, { password, reason }, { headers: bearer(auth) });
}

/** SPEC §4: only the unified backend can deactivate an account. */
export async function deactivateAccount(_rest: RestClient, _auth: Auth, _password: string): Promise<void> {
  throw new AccountGatewayError({
    code: "NOT_SUPPORTED",
    message: "Deactivating an account is not available. You can close it instead.",
    status: 501,
  });
}

/** The legacy backend has no cancellation request; the answer is simply "not cancelled". */
export async function requestOrderCancellation(_rest: RestClient, _auth: Auth, _orderNumber: string, _reason: string) {
  return false;
}
