import { z } from "zod";
import { cached, FIVE_MINUTES } from "../../state/cache";
import { config } from "../../config";
import type { RestClient } from "../../http/rest";
import type {
  AccountGateway,
  Auth,
  ConsentDefinition,
  CustomAttributeDefinition,
  RegistrationInput,
  SignIn,
} from "~/lib/models/account";
import { call, raise, value, type Operation } from "../adapter";
import { AccountGatewayError, badDob, badPhone, bearer, flag, orderConsents, parse, seg, unwrap } from "../account-map";
import { orderByDisplayAfter } from "../display-after";
import { customerPhone, dobToApi, isIsoDate } from "../formats";
import { BOT_CHECK_ERROR_CODE } from "../bot-check";
import { platform } from "../platform";
import { consentDefinition } from "./consents";
import { log } from "../../observability";

/**
 * Who the shopper is: signing in and out, registration, the password and the e-mail address,
 * closing the account. Unified under /users and /api/users (snake_case); legacy on product.md §2's
 * route templates, camelCase in `{data}`, dates of birth dd/mm/yyyy.
 */

// product.md §5 / design.md §5: one message whether the e-mail is unknown or the password wrong.
export const INVALID_CREDENTIALS_MESSAGE = "The e-mail or password is incorrect.";

const session = {
  unified: z
    .object({
      user: z.object({
        uuid: z.string(),
        email: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        consent_renewal_required: flag,
        is_age_verified: flag,
        is_device_registered: flag,
      }),
      tokens: z.object({ identity: z.string(), commerce: z.string(), session: z.string() }),
      expires_at: z.string(),
    })
    .transform(({ user: u, tokens: t, expires_at }): SignIn => ({
      userUuid: u.uuid,
      identityToken: t.identity,
      commerceToken: t.commerce,
      sessionToken: t.session,
      firstname: u.first_name,
      lastname: u.last_name,
      email: u.email,
      expiresAt: expires_at,
      consentRenewalRequired: u.consent_renewal_required,
      isAgeVerified: u.is_age_verified,
      isDeviceRegistered: u.is_device_registered,
    })),
  legacy: z
    .object({
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
      isDeviceRegistered: flag,
    })
    .transform((d): SignIn => ({
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
      isDeviceRegistered: d.isDeviceRegistered,
    })),
};

export interface LoginRequest {
  identifier: string;
  password: string;
  strategy: string;
  /** present only when keep-me-logged-in is enabled and ticked */
  sessionTtl?: number;
}

export const login: Operation<[LoginRequest], SignIn> = {
  async unified(rest, r) {
    const body = {
      strategy: r.strategy,
      strategy_data: { identifier: r.identifier, password: r.password },
      ...(r.sessionTtl ? { session_ttl: r.sessionTtl } : {}),
    };
    return parse(session.unified, await rest.post("/users/authentication/sessions", body), "session");
  },
  /** The legacy service knows one strategy (e-mail and password), so `strategy` is not sent. */
  async legacy(rest, r) {
    const body = { email: r.identifier, password: r.password, ...(r.sessionTtl ? { sessionTtl: r.sessionTtl } : {}) };
    return unwrap(session.legacy, await rest.post("/login", body), "login");
  },
};

const sessionHeaders = (auth: Auth) => ({ ...bearer(auth), "x-session-token": auth.sessionToken });

export const logout: Operation<[Auth], void> = {
  async unified(rest, auth) {
    const path = "/users/authentication/sessions/current";
    await rest.request({ method: "DELETE", path, headers: sessionHeaders(auth) });
  },
  async legacy(rest, auth) {
    await rest.post("/logout", { sessionToken: auth.sessionToken }, { headers: bearer(auth) });
  },
};

export const validateSession: Operation<[Auth], void> = {
  async unified(rest, auth) {
    await rest.get("/users/authentication/sessions/current", { headers: sessionHeaders(auth), retries: 0 });
  },
  async legacy(rest, auth) {
    await rest.post("/validate-session", { sessionToken: auth.sessionToken }, { headers: bearer(auth) });
  },
};

type RegistrationForm = { customAttributes: CustomAttributeDefinition[]; consents: ConsentDefinition[] };
const nullable = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const attributeType = z.enum(["text", "select", "boolean", "date"]).catch("text");

export const getRegistrationForm: Operation<[], RegistrationForm> = {
  async unified(rest) {
    const attribute = z.object({
      code: z.string(),
      type: attributeType,
      label: z.string(),
      hint: nullable,
      display_after: nullable,
      is_required: flag,
      behaviour: z.string().nullish(),
      is_address_field: flag,
      clearable: z.boolean().nullish(),
      options: z.array(z.object({ value: z.coerce.string(), label: z.string() })).optional(),
      validation: z.array(z.object({ kind: z.string(), value: z.coerce.string() })).nullish(),
    });
    const form = z.object({
      registration: z.object({
        custom_attributes: z.array(attribute).default([]),
        consents: z.array(consentDefinition.unified).default([]),
      }),
    });
    const r = parse(form, await rest.get("/api/users/configuration"), "registration form").registration;
    return {
      customAttributes: r.custom_attributes.map((a) => ({
        code: a.code,
        type: a.type,
        label: a.label,
        hint: a.hint,
        isRequired: a.is_required,
        displayAfter: a.display_after,
        readOnly: a.behaviour === "readonly",
        isAddressField: a.is_address_field,
        clearable: a.clearable ?? true,
        ...(a.options ? { options: a.options } : {}),
        ...(a.validation?.length ? { validation: a.validation } : {}),
      })),
      consents: r.consents.map((c) => ({ id: c.id, category: c.category, label: c.label, required: c.is_required })),
    };
  },
  async legacy(rest) {
    const attribute = z.object({
      code: z.string(),
      type: z.preprocess((v) => (typeof v === "string" ? v.toLowerCase() : v), attributeType),
      label: z.string(),
      hint: nullable,
      displayAfter: nullable,
      isRequired: flag,
      behaviour: z.string().nullish(),
      isAddressField: flag,
      clearable: z.boolean().nullish(),
      options: z.array(z.object({ code: z.coerce.string(), label: z.string() })).nullish(),
      validation: z.array(z.object({ type: z.string(), value: z.coerce.string() })).nullish(),
    });
    const form = z.object({ customAttributes: z.array(attribute), consents: z.array(consentDefinition.legacy) });
    const d = unwrap(form, await rest.get("/register"), "registration form");
    return {
      customAttributes: d.customAttributes.map((a) => ({
        code: a.code,
        type: a.type,
        label: a.label,
        hint: a.hint,
        isRequired: a.isRequired,
        displayAfter: a.displayAfter,
        readOnly: a.behaviour === "readonly",
        isAddressField: a.isAddressField,
        clearable: a.clearable ?? true,
        ...(a.options?.length ? { options: a.options.map((o) => ({ value: o.code, label: o.label })) } : {}),
        ...(a.validation?.length ? { validation: a.validation.map((v) => ({ kind: v.type, value: v.value })) } : {}),
      })),
      consents: d.consents.map((c) => ({
        id: c.consentId,
        category: c.category,
        label: c.text,
        required: c.mandatory,
      })),
    };
  },
};

export const register: Operation<[RegistrationInput], SignIn> = {
  async unified(rest, input) {
    const body = {
      email: input.email,
      password: input.password,
      first_name: input.firstname,
      last_name: input.lastname,
      date_of_birth: dobToApi(input.dob, "unified"),
      phone: input.telephone,
      custom_attributes: input.customAttributes,
      consents: input.consents.map((c) => ({ id: c.id, accepted: c.accepted })),
      ...(input.referralCode ? { referrer_code: input.referralCode } : {}),
    };
    return parse(session.unified, await rest.post("/users", body), "session");
  },
  async legacy(rest, input) {
    const body = {
      email: input.email,
      password: input.password,
      firstname: input.firstname,
      lastname: input.lastname,
      dob: dobToApi(input.dob, "legacy"),
      telephone: input.telephone,
      extra: input.customAttributes,
      consents: input.consents.map((c) => ({ consentId: c.id, accepted: c.accepted })),
      ...(input.referralCode ? { referralCode: input.referralCode } : {}),
    };
    return unwrap(session.legacy, await rest.post("/register", body), "login");
  },
};

export const verifyReferralCode: Operation<[string], void> = {
  async unified(rest, code) {
    await rest.get(`/api/users/referrals/${seg(code)}/verify`, { retries: 0 });
  },
  async legacy(rest, code) {
    await rest.get(`/referrals/${seg(code)}/validate`, { retries: 0 });
  },
};

/** Whether an account exists for an e-mail: unified email-exists, legacy /verify/{EMAIL} (product.md §2). */
export const accountExists: Operation<[string], boolean> = {
  async unified(rest, email) {
    const answer = await rest.get("/api/users/email-exists", { query: { email } });
    return parse(z.object({ exists: z.boolean() }), answer, "account exists").exists;
  },
  async legacy(rest, email) {
    const answer = await rest.get(`/verify/${seg(email)}`);
    return unwrap(z.object({ exists: z.boolean() }), answer, "account exists").exists;
  },
};

export const requestPasswordReset: Operation<[string], void> = {
  async unified(rest, email) {
    await rest.post("/users/password/forgot", { email });
  },
  async legacy(rest, email) {
    await rest.post("/forgot-password", { email });
  },
};

export const resetPassword: Operation<[string, string], void> = {
  async unified(rest, token, password) {
    await rest.post("/users/password/reset", { token, password });
  },
  async legacy(rest, token, password) {
    await rest.post("/reset-consumer-password", { token, password });
  },
};

export const changePassword: Operation<[Auth, string, string], void> = {
  async unified(rest, auth, current, next) {
    const body = { current_password: current, new_password: next };
    await rest.request({ method: "PUT", path: `/users/${seg(auth.userUuid)}/password`, body, headers: bearer(auth) });
  },
  async legacy(rest, auth, current, next) {
    const body = { currentPassword: current, newPassword: next };
    await rest.post(`/consumers/${seg(auth.userUuid)}/change-password`, body, { headers: bearer(auth) });
  },
};

export const requestEmailChange: Operation<[Auth, string, string], void> = {
  async unified(rest, auth, newEmail, password) {
    const path = `/users/${seg(auth.userUuid)}/email/change-request`;
    await rest.post(path, { new_email: newEmail, password }, { headers: bearer(auth) });
  },
  async legacy(rest, auth, newEmail, password) {
    await rest.post(`/request-update-email/${seg(auth.userUuid)}`, { newEmail, password }, { headers: bearer(auth) });
  },
};

export const verifyEmailChange: Operation<[string], void> = {
  async unified(rest, token) {
    await rest.post("/users/email/verify", { token });
  },
  async legacy(rest, token) {
    await rest.post("/verify-email-update", { token });
  },
};

export const cancelAccount: Operation<[Auth, string, string | null], void> = {
  async unified(rest, auth, password, reason) {
    await rest.post(`/users/${seg(auth.userUuid)}/cancellation`, { password, reason }, { headers: bearer(auth) });
  },
  async legacy(rest, auth, password, reason) {
    await rest.post(`/cancel-account/${seg(auth.userUuid)}`, { password, reason }, { headers: bearer(auth) });
  },
};

export const deactivateAccount: Operation<[Auth, string], void> = {
  async unified(rest, auth, password) {
    await rest.post(`/users/${seg(auth.userUuid)}/deactivation`, { password }, { headers: bearer(auth) });
  },
  /** product.md §4: only the unified backend can deactivate an account. */
  async legacy() {
    throw new AccountGatewayError({
      code: "NOT_SUPPORTED",
      message: "Deactivating an account is not available. You can close it instead.",
      status: 501,
    });
  },
};

/** The account gateway's identity methods. */
export function identity(
  rest: RestClient,
): Pick<
  AccountGateway,
  | "login"
  | "logout"
  | "validateSession"
  | "getRegistrationForm"
  | "register"
  | "verifyReferralCode"
  | "accountExists"
  | "requestPasswordReset"
  | "resetPassword"
  | "changePassword"
  | "requestEmailChange"
  | "verifyEmailChange"
  | "cancelAccount"
  | "deactivateAccount"
> {
  const { flavour, tenant } = config().platform;
  return {
    async login(identifier, password, keepLoggedIn) {
      const settings = await platform().getUserConfiguration();
      // product.md §5: a lifetime only when keep-me-logged-in is offered (the tenant has one) and ticked.
      const sessionTtl =
        keepLoggedIn && settings.defaultSessionTtlSeconds > 0 ? settings.defaultSessionTtlSeconds : undefined;
      const strategy = settings.defaultLoginStrategy;
      const r = await call(rest, login, { identifier: identifier.trim(), password, strategy, sessionTtl });
      // too many attempts, or the bot check refused: said as they are (neither tells whether the account
      // exists); a deactivated account too, which the platform tells its right password only
      if (r.ok || r.error.status === 429 || r.error.code === BOT_CHECK_ERROR_CODE) return r;
      if (r.error.code === "ACCOUNT_INACTIVE") return r;
      return {
        ok: false,
        error: { code: "INVALID_CREDENTIALS", message: INVALID_CREDENTIALS_MESSAGE, status: r.error.status },
      };
    },

    async logout(auth) {
      // Signing out locally must never fail because the platform did; say so, though.
      const r = await call(rest, logout, auth).catch((error: Error) => ({ ok: false, error }) as const);
      if (!r.ok) log().warn(`[account] logout not confirmed upstream: ${r.error.message}`);
    },

    validateSession: async (auth) => (await call(rest, validateSession, auth)).ok,

    async getRegistrationForm() {
      const form = await cached(`platform:registration-form:${flavour}:${tenant}`, FIVE_MINUTES, async () =>
        value(await call(rest, getRegistrationForm)),
      );
      return { customAttributes: orderByDisplayAfter(form.customAttributes), consents: orderConsents(form.consents) };
    },

    async register(input) {
      if (!isIsoDate(input.dob)) return badDob();
      const telephone = input.telephone?.trim() ? customerPhone(input.telephone) : null;
      if (input.telephone?.trim() && !telephone) return badPhone();
      const referralCode = input.referralCode?.trim() || null;
      return call(rest, register, { ...input, email: input.email.trim(), telephone, referralCode });
    },

    async verifyReferralCode(code) {
      if (!code.trim()) return false;
      const r = await call(rest, verifyReferralCode, code.trim());
      if (r.ok) return true;
      if (r.error.status === 422) return false; // product.md §5/§8
      raise(r.error);
    },

    async accountExists(email) {
      // not an e-mail: no account can have it (and no call for it)
      if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) return false;
      return value(await call(rest, accountExists, email.trim()));
    },

    async requestPasswordReset(email) {
      const r = await call(rest, requestPasswordReset, email.trim());
      // Same outcome for every address; a refusal here must not tell one from another.
      if (r.ok) return undefined;
      log().warn(`[account] password reset request refused: HTTP ${r.error.status}`);
      // the bot check is refused whatever the address: the shopper may try again
      return r.error.code === BOT_CHECK_ERROR_CODE ? r.error.message : undefined;
    },

    resetPassword: (token, password) => call(rest, resetPassword, token, password),
    changePassword: (auth, current, next) => call(rest, changePassword, auth, current, next),
    requestEmailChange: (auth, newEmail, password) => call(rest, requestEmailChange, auth, newEmail.trim(), password),
    verifyEmailChange: (token) => call(rest, verifyEmailChange, token),
    cancelAccount: (auth, password, reason) => call(rest, cancelAccount, auth, password, reason?.trim() || null),
    deactivateAccount: (auth, password) => call(rest, deactivateAccount, auth, password),
  };
}
