import type { Request } from "express";
import * as auth from "../accounts/auth";
import { checkPhone, type Registration } from "../accounts/registration";
import { AccountsError } from "../accounts/errors";
import { userByEmail } from "../accounts/store";
import {
  checkCode,
  getVerification,
  startVerification,
  MAX_ATTEMPTS,
  verifiedPhoneOwner,
  type VerificationRow,
} from "../accounts/verification";
import { consentList, optionalUser, optStr, str, stringRecord } from "./http";
import { attributeData, data, dobFromLegacy, loginData } from "./legacy-wire";
import { json, operation, type Call } from "./operation";
import { attributeDefinition, sessionBody } from "./unified-wire";

/**
 * The platform's sign-in, registration, password, e-mail and phone-verification operations,
 * each with its unified and legacy wire side by side (./operation.ts). Unified: snake_case, no
 * envelope, under /users/… and /api/…; legacy: the product.md §2 route templates, camelCase,
 * successes in `{data}`, dates of birth dd/mm/yyyy.
 */

const ttlOf = (v: unknown) => (v === undefined || v === null ? undefined : Number(v));

export const PLATFORM_OPERATIONS = [
  /**
   * unified GET /api/users/configuration: registration fields + custom_attributes + consents, login, password_requirements;
   * legacy GET /configuration (fields, strategies, ttl), GET /password-requirements, GET /register (attributes, consents)
   */
  operation<void, Call["tenant"]>({
    run: ({ tenant }) => tenant,
    unified: {
      route: "GET /api/users/configuration",
      out: (t) => {
        const p = t.passwordRequirements;
        return json({
          registration: {
            fields: t.registrationFields.map((f) => ({
              code: f.name,
              label: f.label,
              type: f.type,
              is_required: f.required,
            })),
            custom_attributes: t.customAttributes.map(attributeDefinition),
            consents: t.consents.map((c) => ({
              id: c.id,
              category: c.category,
              label: c.label,
              is_required: c.required,
            })),
          },
          login: {
            strategies: t.loginStrategies,
            default_strategy: t.loginStrategies[0],
            session_ttl: t.defaultSessionTtl,
          },
          password_requirements: {
            min_length: p.minLength,
            min_lower_case: p.minLowerCase,
            min_upper_case: p.minUpperCase,
            min_number: p.minNumber,
            min_symbol: p.minSymbol,
            exclude_username: p.excludeUsername,
          },
        });
      },
    },
    legacy: [
      {
        route: "GET /configuration",
        out: (t) =>
          json({
            registrationFields: t.registrationFields.map((f) => ({
              name: f.name,
              label: f.label,
              inputType: f.type,
              mandatory: f.required,
            })),
            loginStrategies: t.loginStrategies,
            defaultSessionTtl: t.defaultSessionTtl,
          }),
      },
      { route: "GET /password-requirements", out: (t) => json({ ...t.passwordRequirements }) },
    ],
  }),

  /**
   * unified POST /users/authentication/sessions {strategy:"email", strategy_data:{identifier,password}, session_ttl?}
   *   → 201 {user:{uuid,email,first_name,last_name,consent_renewal_required,is_age_verified}, tokens:{identity,commerce,session}, expires_at};
   * legacy POST /login {email,password,sessionTtl?} → {data:{uuid,email,firstName,lastName,ciamToken,magentoToken,sessionToken,…}};
   * 401 INVALID_CREDENTIALS
   */
  operation<{ strategy?: string; email: string; password: string; ttl?: number }, auth.Grant>({
    run: ({ db, tenant }, { strategy, email, password, ttl }) => {
      if (strategy !== undefined) {
        const chosen = strategy || tenant.loginStrategies[0];
        if (!tenant.loginStrategies.includes(chosen))
          throw new AccountsError(422, "UNSUPPORTED_STRATEGY", `Unknown strategy ${chosen}`, "strategy");
      }
      // Only a ttl that was sent counts; otherwise the short default lifetime applies.
      return auth.login(db, email, password, ttl);
    },
    unified: {
      route: "POST /users/authentication/sessions",
      in: (_req, b) => {
        const d = (b.strategy_data ?? {}) as Record<string, unknown>;
        return {
          strategy: str(b.strategy),
          email: str(d.identifier),
          password: str(d.password),
          ttl: ttlOf(b.session_ttl),
        };
      },
      out: (g) => json(sessionBody(g), 201),
    },
    legacy: {
      route: "POST /login",
      in: (_req, b) => ({
        email: str(b.email),
        password: str(b.password),
        ttl: ttlOf(b.sessionTtl),
      }),
      out: (g) => json(data(loginData(g))),
    },
  }),

  /** unified GET /users/authentication/sessions/current (x-session-token) → {user_uuid, expires_at}; legacy POST /validate-session {sessionToken} → {data:{valid:true, expiresAt}} */
  operation<string, { expiresAt: string; uuid: string }>({
    run: ({ db, user }, token) => {
      const session = auth.sessionOf(db, token, user!.uuid);
      if (!session) throw new AccountsError(401, "SESSION_EXPIRED", "The session has ended.");
      return { expiresAt: session.expiresAt, uuid: user!.uuid };
    },
    unified: {
      route: "GET /users/authentication/sessions/current",
      user: true,
      in: (req) => str(req.get("x-session-token")),
      out: (s) => json({ user_uuid: s.uuid, expires_at: s.expiresAt }),
    },
    legacy: {
      route: "POST /validate-session",
      user: true,
      in: (_req, b) => str(b.sessionToken),
      out: (s) => json(data({ valid: true, expiresAt: s.expiresAt })),
    },
  }),

  /** unified DELETE /users/authentication/sessions/current (x-session-token), legacy POST /logout {sessionToken} → 204 (revokes the sign-in's three tokens) */
  operation<string, void>({
    run: ({ db }, token) => auth.logout(db, token),
    unified: { route: "DELETE /users/authentication/sessions/current", in: (req) => str(req.get("x-session-token")) },
    legacy: { route: "POST /logout", in: (_req, b) => str(b.sessionToken) },
  }),

  /** legacy only: GET /register → {data:{customAttributes:[{code,type:"SELECT",…}], consents:[{consentId,category,text,mandatory}]}} */
  operation<void, Call["tenant"]>({
    run: ({ tenant }) => tenant,
    legacy: {
      route: "GET /register",
      out: (t) =>
        json(
          data({
            customAttributes: t.customAttributes.map(attributeData),
            consents: t.consents.map((c) => ({
              consentId: c.id,
              category: c.category,
              text: c.label,
              mandatory: c.required,
            })),
          }),
        ),
    },
  }),

  /**
   * unified POST /users {email,password,first_name,last_name,date_of_birth:"1990-04-12",phone,custom_attributes,consents:[{id,accepted}],referrer_code}
   *   → 201 as a session; legacy POST /register {email,password,firstname,lastname,dob:"12/04/1990",telephone,extra,consents:[{consentId,accepted}],referralCode}
   *   → 201 as /login
   */
  operation<Registration, auth.Grant>({
    run: ({ db, tenant }, registration) => auth.register(db, tenant, registration),
    unified: {
      route: "POST /users",
      in: (_req, b) => ({
        email: str(b.email),
        password: str(b.password),
        firstname: str(b.first_name),
        lastname: str(b.last_name),
        dob: optStr(b.date_of_birth),
        telephone: optStr(b.phone),
        customAttributes: stringRecord(b.custom_attributes),
        consents: consentList(b.consents, "id"),
        referralCode: optStr(b.referrer_code),
      }),
      out: (g) => json(sessionBody(g), 201),
    },
    legacy: {
      route: "POST /register",
      in: (_req, b) => ({
        email: str(b.email),
        password: str(b.password),
        firstname: str(b.firstname),
        lastname: str(b.lastname),
        dob: dobFromLegacy(b.dob),
        telephone: optStr(b.telephone),
        customAttributes: stringRecord(b.extra),
        consents: consentList(b.consents, "consentId"),
        referralCode: optStr(b.referralCode),
      }),
      out: (g) => json(data(loginData(g)), 201),
    },
  }),

  /**
   * Whether an account exists for an e-mail (no token; the answer names no customer):
   * unified GET /api/users/email-exists?email=… → {email, exists} (the sandbox's path: product.md §7
   * shows none); legacy GET /verify/{EMAIL} (product.md §2) → {data:{exists}}.
   */
  operation<string, boolean>({
    run: ({ db }, email) => Boolean(email.trim()) && userByEmail(db, email) !== null,
    unified: {
      route: "GET /api/users/email-exists",
      in: (req) => str(req.query.email),
      out: (exists, { req }) => json({ email: str(req.query.email), exists }),
    },
    legacy: { route: "GET /verify/:email", in: (req) => req.params.email, out: (exists) => json(data({ exists })) },
  }),

  /**
   * Whether a number is an account's verified phone (the customer's token; it names no other account):
   * unified GET /api/users/phones/{phone}/verified (the sandbox's path: product.md §7 shows none)
   * → {phone, verified, is_own}; legacy GET /get-verified-phone/{PHONE} (product.md §2) → {data:{phone, verified, isOwn}}.
   */
  operation<string, { phone: string; owner: string | null; own: boolean }>({
    run: ({ db, user }, phone) => {
      const number = checkPhone(phone, "phone");
      const owner = verifiedPhoneOwner(db, number);
      return { phone: number, owner, own: owner === user!.uuid };
    },
    unified: {
      route: "GET /api/users/phones/:phone/verified",
      user: true,
      in: (req) => req.params.phone,
      out: (v) => json({ phone: v.phone, verified: v.owner !== null, is_own: v.own }),
    },
    legacy: {
      route: "GET /get-verified-phone/:phone",
      user: true,
      in: (req) => req.params.phone,
      out: (v) => json(data({ phone: v.phone, verified: v.owner !== null, isOwn: v.own })),
    },
  }),

  /** unified GET /api/users/referrals/{code}/verify → {code, valid:true}; legacy GET /referrals/{code}/validate → {data:{valid:true}}; 422 INVALID_REFERRAL_CODE */
  operation<{ code: string; field: string }, string>({
    run: ({ db }, { code, field }) => {
      if (!auth.verifyReferralCode(db, code))
        throw new AccountsError(422, "INVALID_REFERRAL_CODE", "This referral code is not valid.", field);
      return code;
    },
    unified: {
      route: "GET /api/users/referrals/:code/verify",
      in: (req) => ({ code: req.params.code, field: "code" }),
      out: (code) => json({ code, valid: true }),
    },
    legacy: {
      route: "GET /referrals/:code/validate",
      in: (req) => ({ code: req.params.code, field: "referralCode" }),
      out: () => json(data({ valid: true })),
    },
  }),

  /** POST {email}: unified /users/password/forgot → 204, legacy /forgot-password → {data:{requested:true}}; always */
  operation<string, void>({
    run: ({ db }, email) => auth.forgotPassword(db, email),
    unified: { route: "POST /users/password/forgot", in: (_req, b) => str(b.email) },
    legacy: {
      route: "POST /forgot-password",
      in: (_req, b) => str(b.email),
      out: () => json(data({ requested: true })),
    },
  }),

  /** POST {token,password} → 204: unified /users/password/reset, legacy /reset-consumer-password */
  operation<{ token: string; password: string }, void>({
    run: ({ db, tenant }, { token, password }) => auth.resetPassword(db, tenant, token, password),
    unified: {
      route: "POST /users/password/reset",
      in: (_req, b) => ({ token: str(b.token), password: str(b.password) }),
    },
    legacy: {
      route: "POST /reset-consumer-password",
      in: (_req, b) => ({ token: str(b.token), password: str(b.password) }),
    },
  }),

  /** → 204: unified PUT /users/{uuid}/password {current_password,new_password}, legacy POST /consumers/{UUID}/change-password {currentPassword,newPassword} */
  operation<{ current: string; next: string }, void>({
    run: ({ db, tenant, user }, { current, next }) => auth.changePassword(db, tenant, user!, current, next),
    unified: {
      route: "PUT /users/:uuid/password",
      user: true,
      in: (_req, b) => ({ current: str(b.current_password), next: str(b.new_password) }),
    },
    legacy: {
      route: "POST /consumers/:uuid/change-password",
      user: true,
      in: (_req, b) => ({ current: str(b.currentPassword), next: str(b.newPassword) }),
    },
  }),

  /** → 202: unified POST /users/{uuid}/email/change-request {new_email,password}, legacy POST /request-update-email/{UUID} {newEmail,password} */
  operation<{ email: string; password: string }, void>({
    run: ({ db, user }, { email, password }) => auth.requestEmailChange(db, user!, email, password),
    unified: {
      route: "POST /users/:uuid/email/change-request",
      user: true,
      in: (_req, b) => ({ email: str(b.new_email), password: str(b.password) }),
      out: () => json({ status: "pending_verification" }, 202),
    },
    legacy: {
      route: "POST /request-update-email/:uuid",
      user: true,
      in: (_req, b) => ({ email: str(b.newEmail), password: str(b.password) }),
      out: () => json(data({ pending: true }), 202),
    },
  }),

  /** POST {token} → 204: unified /users/email/verify, legacy /verify-email-update */
  operation<string, void>({
    run: ({ db }, token) => auth.verifyEmailChange(db, token),
    unified: { route: "POST /users/email/verify", in: (_req, b) => str(b.token) },
    legacy: { route: "POST /verify-email-update", in: (_req, b) => str(b.token) },
  }),

  /**
   * Phone verification: unified POST /api/action-verifications/items {channel:"sms", identifier}
   *   → 201 {uuid,channel,identifier,status:"pending",attempts_left,expires_at};
   * legacy POST /phone-verification {phone} → 201 {data:{verificationId,status:"PENDING",phone,attemptsLeft}}
   */
  operation<{ channel: string; identifier: string }, VerificationRow>({
    run: ({ db, req }, { channel, identifier }) =>
      startVerification(db, optionalUser(db, req)?.uuid ?? null, channel, identifier),
    unified: {
      route: "POST /api/action-verifications/items",
      in: (_req, b) => ({ channel: str(b.channel), identifier: str(b.identifier) }),
      out: (v) => json(item(v), 201),
    },
    legacy: {
      route: "POST /phone-verification",
      in: (_req, b) => ({ channel: "sms", identifier: str(b.phone) }),
      out: (v) => json(verification(v), 201),
    },
  }),

  /** unified GET /api/action-verifications/items/{uuid}, legacy GET /phone-verification/{id}: the item */
  operation<string, VerificationRow>({
    run: ({ db, req }, id) => own(db, req, getVerification(db, id)),
    unified: {
      route: "GET /api/action-verifications/items/:id",
      in: (req) => req.params.id,
      out: (v) => json(item(v)),
    },
    legacy: { route: "GET /phone-verification/:id", in: (req) => req.params.id, out: (v) => json(verification(v)) },
  }),

  /** {code}: unified PATCH /api/action-verifications/items/{uuid}/verify, legacy POST /phone-verification/{id}/verify → the item (validated|pending|failed) */
  operation<{ id: string; code: string }, VerificationRow>({
    run: ({ db, req }, { id, code }) => {
      own(db, req, getVerification(db, id));
      return checkCode(db, id, code);
    },
    unified: {
      route: "PATCH /api/action-verifications/items/:id/verify",
      in: (req, b) => ({ id: req.params.id, code: str(b.code) }),
      out: (v) => json(item(v)),
    },
    legacy: {
      route: "POST /phone-verification/:id/verify",
      in: (req, b) => ({ id: req.params.id, code: str(b.code) }),
      out: (v) => json(verification(v)),
    },
  }),
];

const item = (v: VerificationRow) => ({
  uuid: v.uuid,
  channel: v.channel,
  identifier: v.identifier,
  status: v.status,
  attempts_left: Math.max(0, MAX_ATTEMPTS - v.attempts),
  expires_at: v.expires_at,
});
const verification = (v: VerificationRow) =>
  data({
    verificationId: v.uuid,
    phone: v.identifier,
    status: v.status.toUpperCase(),
    attemptsLeft: Math.max(0, MAX_ATTEMPTS - v.attempts),
    expiresAt: v.expires_at,
  });

/** An item started by a signed-in user can only be read or checked by that user. */
function own(db: Call["db"], req: Request, v: VerificationRow) {
  const user = optionalUser(db, req);
  if (v.user_uuid && v.user_uuid !== user?.uuid)
    throw new AccountsError(403, "FORBIDDEN", "This verification belongs to another user.");
  return v;
}
