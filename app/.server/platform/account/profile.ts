import { z } from "zod";
import type { RestClient } from "../../http/rest";
import type {
  AccountGateway,
  Auth,
  Complaint,
  PhoneVerificationState,
  PrivacyRequestInput,
  PrivacyRequestReceipt,
  Profile,
  VerificationStatus,
  WalletCard,
} from "~/lib/models/account";
import { call, composite, must, type Operation } from "../adapter";
import {
  AccountGatewayError,
  badDob,
  badPhone,
  bearer,
  flag,
  parse,
  phoneTaken,
  phoneUnchanged,
  seg,
  SESSION_EXPIRED,
  unwrap,
  verificationStatus,
  walletCard,
} from "../account-map";
import { customerPhone, dobFromApi, dobToApi, isIsoDate } from "../formats";

/**
 * The customer's profile: personal details, custom attributes, the verified phone number, the
 * wallet's cards and order cancellation requests. Unified under /api/users/{uuid} and
 * /users/{uuid}; legacy under /profile/{UUID} and /update-profile/…/{UUID}, in `{data}`.
 */

const wire = {
  unified: z
    .object({
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
      purposes: z.array(z.string()).nullish(),
      meta: z.object({ allow_date_of_birth_update: z.boolean().nullish() }).nullish(),
    })
    .transform(({ personal_info: i, ...p }): Profile => ({
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
      purposes: p.purposes ?? [],
      allowDateOfBirthUpdate: p.meta?.allow_date_of_birth_update ?? true, // product.md §3: default true
    })),
  legacy: z.object({
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
    extra: z.record(z.coerce.string()).nullish(),
    purposes: z.array(z.string()).nullish(),
    meta: z.object({ allowDateOfBirthUpdate: z.boolean().nullish() }).nullish(),
  }),
};

const unifiedProfile = (body: unknown) => parse(wire.unified, body, "profile");
/** The legacy profile may leave its uuid out: it is the signed-in customer's. */
function legacyProfile(auth: Auth, body: unknown): Profile {
  const { personalInfo: i, ...p } = unwrap(wire.legacy, body, "profile");
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
    purposes: p.purposes ?? [],
    allowDateOfBirthUpdate: p.meta?.allowDateOfBirthUpdate ?? true, // product.md §3: default true
  };
}

const apiUsers = (auth: Auth, rest = "") => `/api/users/${seg(auth.userUuid)}${rest}`;
const id = (auth: Auth) => seg(auth.userUuid);

export const getProfile: Operation<[Auth], Profile> = {
  unified: async (rest, auth) => unifiedProfile(await rest.get(apiUsers(auth, "/profile"), { headers: bearer(auth) })),
  legacy: async (rest, auth) => legacyProfile(auth, await rest.get(`/profile/${id(auth)}`, { headers: bearer(auth) })),
};

type PersonalDetails = Parameters<AccountGateway["updatePersonalDetails"]>[1];

export const updatePersonalDetails: Operation<[Auth, PersonalDetails], Profile> = {
  async unified(rest, auth, d) {
    const body = {
      first_name: d.firstname,
      last_name: d.lastname,
      date_of_birth: d.dob ? dobToApi(d.dob, "unified") : null,
      gender: d.gender,
    };
    const path = apiUsers(auth, "/profile");
    return unifiedProfile(await rest.request({ method: "PATCH", path, body, headers: bearer(auth) }));
  },
  async legacy(rest, auth, d) {
    const body = {
      firstname: d.firstname,
      lastname: d.lastname,
      dob: d.dob ? dobToApi(d.dob, "legacy") : null,
      gender: d.gender,
    };
    const path = `/update-profile/personal-details/${id(auth)}`;
    return legacyProfile(auth, await rest.request({ method: "PUT", path, body, headers: bearer(auth) }));
  },
};

export const updateCustomAttributes: Operation<[Auth, Record<string, string>], Profile> = {
  async unified(rest, auth, values) {
    const path = apiUsers(auth, "/custom-attributes");
    const body = { custom_attributes: values };
    return unifiedProfile(await rest.request({ method: "PATCH", path, body, headers: bearer(auth) }));
  },
  async legacy(rest, auth, values) {
    const path = `/update-profile/custom-attributes/${id(auth)}`;
    const body = { extra: values };
    return legacyProfile(auth, await rest.request({ method: "PUT", path, body, headers: bearer(auth) }));
  },
};

/** One attribute: unified PUT …/custom-attributes/{code} {value}; legacy has no such template, its one PUT takes just that one. */
export const updateCustomAttribute: Operation<[Auth, string, string], Profile> = {
  async unified(rest, auth, code, value) {
    const path = apiUsers(auth, `/custom-attributes/${seg(code)}`);
    return unifiedProfile(await rest.request({ method: "PUT", path, body: { value }, headers: bearer(auth) }));
  },
  legacy: (rest, auth, code, value) => updateCustomAttributes.legacy(rest, auth, { [code]: value }),
};

const complaint = z
  .object({
    reference: z.string(),
    subject: z.string(),
    order_number: z.string().nullish(),
    status: z.enum(["open", "in_progress", "resolved", "closed"]),
    resolution: z.string().nullish(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .transform((c): Complaint => ({
    reference: c.reference,
    subject: c.subject,
    orderNumber: c.order_number ?? null,
    status: c.status,
    resolution: c.resolution ?? null,
    openedAt: c.created_at,
    updatedAt: c.updated_at,
  }));

/** product.md §7 Users: GET /api/users/{uuid}/complaints. The legacy platform keeps none (decision 0065). */
export const getComplaints: Operation<[Auth], Complaint[] | null> = {
  async unified(rest, auth) {
    const answer = await rest.get(apiUsers(auth, "/complaints"), { headers: bearer(auth) });
    return parse(z.object({ items: z.array(complaint) }), answer, "complaints").items;
  },
  legacy: async () => null,
};

/** The friend's code named after registering (product.md §7 Users): the unified platform only. */
export const addReferrerCode: Operation<[Auth, string], void> = {
  async unified(rest, auth, code) {
    const path = apiUsers(auth, "/profile/referrer-code");
    await rest.request({
      method: "PATCH",
      path,
      body: { referrer_code: code, source: "account" },
      headers: bearer(auth),
    });
  },
  /** no legacy route: the page does not offer it there */
  async legacy() {
    throw new AccountGatewayError({
      code: "NOT_SUPPORTED",
      message: "A friend's code can't be added to your account here.",
      status: 501,
    });
  },
};

/** A privacy (data subject access) request as the platform confirms it. */
export const requestPrivacy: Operation<[Auth, PrivacyRequestInput], PrivacyRequestReceipt> = {
  async unified(rest, auth, input) {
    const path = apiUsers(auth, "/privacy-requests");
    const answer = await rest.request({ method: "POST", path, body: input, headers: bearer(auth) });
    const r = parse(z.object({ reference: z.string(), due_at: z.string() }), answer, "privacy request");
    return { reference: r.reference, dueAt: r.due_at.slice(0, 10) };
  },
  async legacy(rest, auth, input) {
    const body = { requestType: input.type, details: input.details };
    const answer = await rest.request({ method: "POST", path: "/dsar-request", body, headers: bearer(auth) });
    const r = unwrap(z.object({ requestId: z.string(), dueDate: z.string() }), answer, "privacy request");
    return { reference: r.requestId, dueAt: r.dueDate.slice(0, 10) };
  },
};

const verification = {
  unified: z
    .object({ uuid: z.string(), status: z.string(), identifier: z.string() })
    .transform((v) => ({ verificationId: v.uuid, status: verificationStatus(v.status), phone: v.identifier })),
  legacy: z
    .object({ verificationId: z.string(), status: z.string(), phone: z.string() })
    .transform((v) => ({ ...v, status: verificationStatus(v.status) })),
};
type Verification = { verificationId: string; status: VerificationStatus; phone: string };

export const startPhoneVerification: Operation<[Auth, string], Verification> = {
  async unified(rest, auth, phone) {
    const body = { channel: "sms", identifier: phone };
    const answer = await rest.post("/api/action-verifications/items", body, { headers: bearer(auth) });
    return parse(verification.unified, answer, "verification");
  },
  async legacy(rest, auth, phone) {
    const answer = await rest.post("/phone-verification", { phone }, { headers: bearer(auth) });
    return unwrap(verification.legacy, answer, "verification");
  },
};

/** Whether a number is an account's verified phone, and whether the customer's own (legacy: product.md §2). */
export const verifiedPhone: Operation<[Auth, string], { verified: boolean; own: boolean }> = {
  async unified(rest, auth, phone) {
    const answer = await rest.get(`/api/users/phones/${seg(phone)}/verified`, { headers: bearer(auth) });
    const v = parse(z.object({ verified: z.boolean(), is_own: z.boolean() }), answer, "verified phone");
    return { verified: v.verified, own: v.is_own };
  },
  async legacy(rest, auth, phone) {
    const answer = await rest.get(`/get-verified-phone/${seg(phone)}`, { headers: bearer(auth) });
    const v = unwrap(z.object({ verified: z.boolean(), isOwn: z.boolean() }), answer, "verified phone");
    return { verified: v.verified, own: v.isOwn };
  },
};

/** The item as the code step needs it: whether a code can still be typed, how many tries are left, until when. */
const itemState = {
  unified: z
    .object({ status: z.string(), attempts_left: z.number(), expires_at: z.string().nullish() })
    .transform((v) => ({
      status: verificationStatus(v.status),
      attemptsLeft: v.attempts_left,
      expiresAt: v.expires_at ?? null,
    })),
  legacy: z
    .object({ status: z.string(), attemptsLeft: z.number(), expiresAt: z.string().nullish() })
    .transform((v) => ({
      status: verificationStatus(v.status),
      attemptsLeft: v.attemptsLeft,
      expiresAt: v.expiresAt ?? null,
    })),
};

/** product.md §7 Verification: GET /api/action-verifications/items/{uuid} (legacy GET /phone-verification/{id}). */
export const getPhoneVerification: Operation<[Auth, string], PhoneVerificationState> = {
  async unified(rest, auth, verificationId) {
    const path = `/api/action-verifications/items/${seg(verificationId)}`;
    return parse(itemState.unified, await rest.get(path, { headers: bearer(auth) }), "verification");
  },
  async legacy(rest, auth, verificationId) {
    const path = `/phone-verification/${seg(verificationId)}`;
    return unwrap(itemState.legacy, await rest.get(path, { headers: bearer(auth) }), "verification");
  },
};

export const checkPhoneCode: Operation<[Auth, string, string], Verification> = {
  async unified(rest, auth, verificationId, code) {
    const path = `/api/action-verifications/items/${seg(verificationId)}/verify`;
    const answer = await rest.request({ method: "PATCH", path, body: { code }, headers: bearer(auth) });
    return parse(verification.unified, answer, "verification");
  },
  async legacy(rest, auth, verificationId, code) {
    const path = `/phone-verification/${seg(verificationId)}/verify`;
    return unwrap(verification.legacy, await rest.post(path, { code }, { headers: bearer(auth) }), "verification");
  },
};

export const updatePhone: Operation<[Auth, string, string], void> = {
  async unified(rest, auth, phone, verificationId) {
    const path = `/users/${seg(auth.userUuid)}/phone`;
    const body = { phone, verification_uuid: verificationId };
    await rest.request({ method: "PATCH", path, body, headers: bearer(auth) });
  },
  async legacy(rest, auth, phone, verificationId) {
    const path = `/update-profile/phone/${id(auth)}`;
    await rest.request({ method: "PUT", path, body: { telephone: phone, verificationId }, headers: bearer(auth) });
  },
};

/** On "validated" the number is also saved to the profile, spending the verification. */
const confirmPhoneVerification = composite(async (rest, auth: Auth, verificationId: string, code: string) => {
  const { status, phone } = must(await call(rest, checkPhoneCode, auth, verificationId, code));
  if (status === "validated") must(await call(rest, updatePhone, auth, phone, verificationId));
  return { status };
});

export const getWallet: Operation<[Auth], WalletCard[]> = {
  async unified(rest, auth) {
    const card = z.object({
      id: z.string(),
      brand: z.string(),
      last_four: z.string(),
      expiry_month: z.number(),
      expiry_year: z.number(),
      is_default: flag,
    });
    const answer = await rest.get("/api/payments/cards", { headers: bearer(auth) });
    const c = parse(z.object({ items: z.array(card) }), answer, "wallet");
    return c.items.map((i) => walletCard(i.id, i.brand, i.last_four, i.expiry_month, i.expiry_year, i.is_default));
  },
  async legacy(rest, auth) {
    const card = z.object({
      token: z.string(),
      cardType: z.string(),
      maskedNumber: z.string(),
      expiryDate: z.string().regex(/^\d{2}\/\d{2,4}$/),
      preferred: flag,
    });
    const answer = await rest.get(`/profile/${id(auth)}/wallet`, { headers: bearer(auth) });
    return unwrap(z.object({ cards: z.array(card) }), answer, "wallet").cards.map((c) => {
      const [month, year] = c.expiryDate.split("/").map(Number);
      return walletCard(c.token, c.cardType, c.maskedNumber.slice(-4), month, year, c.preferred);
    });
  },
};

export const removeCard: Operation<[Auth, string], void> = {
  async unified(rest, auth, cardId) {
    await rest.request({ method: "DELETE", path: `/api/payments/cards/${seg(cardId)}`, headers: bearer(auth) });
  },
  async legacy(rest, auth, cardId) {
    const path = `/profile/${id(auth)}/wallet/${seg(cardId)}`;
    await rest.request({ method: "DELETE", path, headers: bearer(auth) });
  },
};

/** product.md §4/§9: cancelled only when the server answers true. */
export const requestOrderCancellation: Operation<[Auth, string, string], boolean> = {
  async unified(rest, auth, orderNumber, reason) {
    const body = { order_number: orderNumber, reason };
    const r = await rest.post("/api/orders/request-cancellation", body, { headers: bearer(auth) });
    return (r as { success?: unknown } | undefined)?.success === true;
  },
  /** The legacy backend has no cancellation request; the answer is simply "not cancelled". */
  legacy: async () => false,
};

/** The account gateway's profile methods. */
export function profile(
  rest: RestClient,
): Pick<
  AccountGateway,
  | "getProfile"
  | "updatePersonalDetails"
  | "updateCustomAttributes"
  | "updateCustomAttribute"
  | "getComplaints"
  | "addReferrerCode"
  | "requestPrivacy"
  | "startPhoneVerification"
  | "confirmPhoneVerification"
  | "getPhoneVerification"
  | "getWallet"
  | "removeCard"
  | "requestOrderCancellation"
> {
  return {
    getProfile: async (auth) => must(await call(rest, getProfile, auth)),

    async updatePersonalDetails(auth, input) {
      if (input.dob !== null && !isIsoDate(input.dob)) return badDob();
      return call(rest, updatePersonalDetails, auth, input);
    },

    updateCustomAttributes: (auth, values) => call(rest, updateCustomAttributes, auth, values),
    updateCustomAttribute: (auth, code, value) => call(rest, updateCustomAttribute, auth, code, value),
    getComplaints: async (auth) => must(await call(rest, getComplaints, auth)),

    addReferrerCode: (auth, code) => call(rest, addReferrerCode, auth, code.trim()),

    requestPrivacy: (auth, input) => call(rest, requestPrivacy, auth, input),

    async startPhoneVerification(auth, telephone) {
      const number = customerPhone(telephone);
      if (!number) return badPhone();
      // no code texted for a number already verified: the customer's own, or (refused) another account's
      const known = await call(rest, verifiedPhone, auth, number);
      if (!known.ok) return known;
      if (known.value.verified) return known.value.own ? phoneUnchanged() : phoneTaken();
      const r = await call(rest, startPhoneVerification, auth, number);
      return r.ok ? { ok: true, value: { verificationId: r.value.verificationId } } : r;
    },

    confirmPhoneVerification: (auth, verificationId, code) =>
      call(rest, confirmPhoneVerification, auth, verificationId, code.trim()),

    async getPhoneVerification(auth, verificationId) {
      const r = await call(rest, getPhoneVerification, auth, verificationId);
      if (r.ok) return r.value;
      // an item the platform no longer has is as good as expired; a session that is over signs out
      if (r.error.status === 404) return null;
      throw new AccountGatewayError(r.error);
    },

    getWallet: async (auth) => must(await call(rest, getWallet, auth)),
    removeCard: (auth, cardId) => call(rest, removeCard, auth, cardId),

    async requestOrderCancellation(auth, orderNumber, reason) {
      const r = await call(rest, requestOrderCancellation, auth, orderNumber, reason);
      // product.md §4: anything but true is "not cancelled"; a session that is over signs the shopper out.
      if (!r.ok && r.error.code === SESSION_EXPIRED.code) throw new AccountGatewayError(SESSION_EXPIRED);
      return r.ok && r.value;
    },
  };
}
