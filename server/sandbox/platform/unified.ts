import express from "express";
import { mountUnifiedDevices } from "../devices/flavours";
import { mountUnifiedLocations } from "../locations/routes";
import type Database from "better-sqlite3";
import * as auth from "../accounts/auth";
import { AccountsError } from "../accounts/errors";
import {
  checkCode,
  getVerification,
  startVerification,
  MAX_ATTEMPTS,
  type VerificationRow,
} from "../accounts/verification";
import {
  body,
  consentList,
  finish,
  handle,
  mountSandboxOnly,
  optStr,
  optionalUser,
  str,
  stringRecord,
  withUser,
} from "./http";
import { requireTenant, tenantOf } from "./tenant";
import { mountUnifiedAccount } from "./unified-account";
import { mountUnifiedLoyalty } from "../loyalty/flavours";
import { mountAgeVerification, unifiedAge } from "../age/platform-routes";
import { mountPayments, unifiedPayments } from "../payments/platform-routes";
import { mountUnifiedSubscriptions } from "./unified-subscriptions";
import { mountUnifiedPacks } from "./unified-packs";
import { attributeDefinition, sessionBody, unified } from "./unified-wire";

/**
 * The unified flavour (product.md §7 "Unified backend"): snake_case JSON, no envelope, under
 * /users/... and /api/.... Every call needs `x-tenant-code`; user-scoped ones
 * `Authorization: Bearer <identity token>` (401 expired/revoked, 403 another user's uuid).
 *
 *  GET    /api/users/configuration                 registration fields + custom_attributes + consents, login, password_requirements
 *  POST   /users/authentication/sessions           {strategy:"email", strategy_data:{identifier,password}, session_ttl?}
 *                                                  → 201 {user:{uuid,email,first_name,last_name,consent_renewal_required,is_age_verified},
 *                                                    tokens:{identity,commerce,session}, expires_at}; 401 INVALID_CREDENTIALS
 *  GET    /users/authentication/sessions/current   Bearer + x-session-token → {user_uuid, expires_at}; 401 when gone
 *  DELETE /users/authentication/sessions/current   x-session-token → 204 (revokes the sign-in's three tokens)
 *  POST   /users                                   registration {email,password,first_name,last_name,date_of_birth:"1990-04-12",phone,
 *                                                  custom_attributes:{code:value}, consents:[{id,accepted}], referrer_code} → 201 as login
 *  GET    /api/users/referrals/{code}/verify       200 {code, valid:true} | 422 INVALID_REFERRAL_CODE
 *  POST   /users/password/forgot {email}           204 always; POST /users/password/reset {token,password} → 204
 *  PUT    /users/{uuid}/password                   {current_password,new_password} → 204
 *  POST   /users/{uuid}/email/change-request       {new_email,password} → 202; POST /users/email/verify {token} → 204
 *  POST   /api/action-verifications/items          {channel:"sms", identifier} → 201 {uuid,channel,identifier,status:"pending",attempts_left,expires_at}
 *  PATCH  /api/action-verifications/items/{uuid}/verify {code} → 200 item (status validated|pending|failed); GET …/items/{uuid}
 *  + the profile, consents, messaging, addresses, payments, cancellation routes of ./unified-account.ts
 *  Sandbox only: GET /_sandbox/outbox?email=…|?to=… → {messages:[…]} (mail catcher, no tenant needed)
 */
export function unifiedRouter(db: Database.Database) {
  const router = express.Router();
  router.use(express.json());
  mountSandboxOnly(
    router,
    db,
    (value) => value,
    (messages) => ({ messages }),
  );
  router.use(requireTenant(db));

  router.get("/api/users/configuration", (_req, res) => {
    const t = tenantOf(res);
    const p = t.passwordRequirements;
    res.json({
      registration: {
        fields: t.registrationFields.map((f) => ({
          code: f.name,
          label: f.label,
          type: f.type,
          is_required: f.required,
        })),
        custom_attributes: t.customAttributes.map(attributeDefinition),
        consents: t.consents.map((c) => ({ id: c.id, category: c.category, label: c.label, is_required: c.required })),
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
  });

  router.post(
    "/users/authentication/sessions",
    handle(unified, (req, res, tenant) => {
      const b = body(req);
      const data = (b.strategy_data ?? {}) as Record<string, unknown>;
      const strategy = str(b.strategy) || tenant.loginStrategies[0];
      if (!tenant.loginStrategies.includes(strategy))
        throw new AccountsError(422, "UNSUPPORTED_STRATEGY", `Unknown strategy ${strategy}`, "strategy");
      // Only a ttl that was sent counts; otherwise the short default lifetime applies.
      const ttl = b.session_ttl === undefined || b.session_ttl === null ? undefined : Number(b.session_ttl);
      res.status(201).json(sessionBody(auth.login(db, str(data.identifier), str(data.password), ttl)));
    }),
  );

  router.get(
    "/users/authentication/sessions/current",
    withUser(db, unified, (req, res, user) => {
      const session = auth.sessionOf(db, str(req.get("x-session-token")), user.uuid);
      if (!session) throw new AccountsError(401, "SESSION_EXPIRED", "The session has ended.");
      res.json({ user_uuid: user.uuid, expires_at: session.expiresAt });
    }),
  );

  router.delete(
    "/users/authentication/sessions/current",
    handle(unified, (req, res) => {
      auth.logout(db, str(req.get("x-session-token")));
      res.status(204).end();
    }),
  );

  router.post(
    "/users",
    handle(unified, (req, res, tenant) => {
      const b = body(req);
      const grant = auth.register(db, tenant, {
        email: str(b.email),
        password: str(b.password),
        firstname: str(b.first_name),
        lastname: str(b.last_name),
        dob: optStr(b.date_of_birth),
        telephone: optStr(b.phone),
        customAttributes: stringRecord(b.custom_attributes),
        consents: consentList(b.consents, "id"),
        referralCode: optStr(b.referrer_code),
      });
      res.status(201).json(sessionBody(grant));
    }),
  );

  router.get(
    "/api/users/referrals/:code/verify",
    handle(unified, (req, res) => {
      if (!auth.verifyReferralCode(db, req.params.code))
        throw new AccountsError(422, "INVALID_REFERRAL_CODE", "This referral code is not valid.", "code");
      res.json({ code: req.params.code, valid: true });
    }),
  );

  router.post(
    "/users/password/forgot",
    handle(unified, (req, res) => {
      auth.forgotPassword(db, str(body(req).email));
      res.status(204).end();
    }),
  );

  router.post(
    "/users/password/reset",
    handle(unified, (req, res, tenant) => {
      auth.resetPassword(db, tenant, str(body(req).token), str(body(req).password));
      res.status(204).end();
    }),
  );

  router.put(
    "/users/:uuid/password",
    withUser(db, unified, (req, res, user, tenant) => {
      auth.changePassword(db, tenant, user, str(body(req).current_password), str(body(req).new_password));
      res.status(204).end();
    }),
  );

  router.post(
    "/users/:uuid/email/change-request",
    withUser(db, unified, (req, res, user) => {
      auth.requestEmailChange(db, user, str(body(req).new_email), str(body(req).password));
      res.status(202).json({ status: "pending_verification" });
    }),
  );

  router.post(
    "/users/email/verify",
    handle(unified, (req, res) => {
      auth.verifyEmailChange(db, str(body(req).token));
      res.status(204).end();
    }),
  );

  const item = (v: VerificationRow) => ({
    uuid: v.uuid,
    channel: v.channel,
    identifier: v.identifier,
    status: v.status,
    attempts_left: Math.max(0, MAX_ATTEMPTS - v.attempts),
    expires_at: v.expires_at,
  });
  // An item started by a signed-in user can only be read or checked by that user.
  const own = (req: express.Request, v: VerificationRow) => {
    const user = optionalUser(db, req);
    if (v.user_uuid && v.user_uuid !== user?.uuid)
      throw new AccountsError(403, "FORBIDDEN", "This verification belongs to another user.");
    return v;
  };

  router.post(
    "/api/action-verifications/items",
    handle(unified, (req, res) => {
      const user = optionalUser(db, req);
      res
        .status(201)
        .json(item(startVerification(db, user?.uuid ?? null, str(body(req).channel), str(body(req).identifier))));
    }),
  );

  router.get(
    "/api/action-verifications/items/:id",
    handle(unified, (req, res) => {
      res.json(item(own(req, getVerification(db, req.params.id))));
    }),
  );

  router.patch(
    "/api/action-verifications/items/:id/verify",
    handle(unified, (req, res) => {
      own(req, getVerification(db, req.params.id));
      res.json(item(checkCode(db, req.params.id, str(body(req).code))));
    }),
  );

  mountUnifiedAccount(router, db);
  mountPayments(router, db, unifiedPayments, unified);
  mountUnifiedSubscriptions(router, db);
  mountUnifiedPacks(router, db);
  mountUnifiedDevices(router, db);
  mountUnifiedLocations(router, db);
  mountUnifiedLoyalty(router, db);
  mountAgeVerification(router, db, unifiedAge, unified);
  finish(router, unified);
  return router;
}
