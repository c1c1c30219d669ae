import express from "express";
import { mountLegacyDevices } from "../devices/flavours";
import { mountLegacyLocations } from "../locations/routes";
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
import { mountLegacyAccount } from "./legacy-account";
import { mountLegacyLoyalty } from "../loyalty/flavours";
import { mountAgeVerification, legacyAge } from "../age/platform-routes";
import { mountPayments, legacyPayments } from "../payments/platform-routes";
import { mountLegacySubscriptions } from "./legacy-subscriptions";
import { mountLegacyPacks } from "./legacy-packs";
import { attributeData, data, dobFromLegacy, legacy, loginData } from "./legacy-wire";
import { requireTenant, tenantOf } from "./tenant";

/**
 * The legacy flavour: the product.md §2 route templates, camelCase JSON, successes in `{ data }`,
 * dates of birth dd/mm/yyyy, errors `{ status:"error", error_code, message, errors:[{property,message}] }`.
 * Tenant header on every call; user-scoped calls need `Authorization: Bearer <ciamToken>`.
 *
 *  GET  /configuration, GET /password-requirements      tenant settings (as before)
 *  POST /login {email,password,sessionTtl?}             → {data:{uuid,email,firstName,lastName,ciamToken,magentoToken,sessionToken,
 *                                                         expiresAt,consentRenewalRequired,isAgeVerified}}; 401 INVALID_CREDENTIALS
 *  POST /validate-session {sessionToken} (Bearer)       → {data:{valid:true, expiresAt}}; 401 when gone
 *  POST /logout {sessionToken}                          → 204 (revokes the sign-in's three tokens)
 *  GET  /register                                       → {data:{customAttributes:[{code,type:"SELECT",…,displayAfter,options:[{code,label}]}],
 *                                                         consents:[{consentId,category,text,mandatory}]}}
 *  POST /register {email,password,firstname,lastname,dob:"12/04/1990",telephone,extra:{},consents:[{consentId,accepted}],referralCode}
 *                                                       → 201 as /login
 *  GET  /referrals/{code}/validate                      → {data:{valid:true}} | 422 INVALID_REFERRAL_CODE
 *  POST /forgot-password {email}                        → 200 {data:{requested:true}} always
 *  POST /reset-consumer-password {token,password}       → 204
 *  POST /consumers/{UUID}/change-password {currentPassword,newPassword} → 204
 *  POST /request-update-email/{UUID} {newEmail,password} → 202 {data:{pending:true}};  POST /verify-email-update {token} → 204
 *  POST /phone-verification {phone}                     → 201 {data:{verificationId,status:"PENDING",phone,attemptsLeft}}
 *  POST /phone-verification/{id}/verify {code}          → {data:{…, status:"VALIDATED"|"PENDING"|"FAILED"}};  GET /phone-verification/{id}
 *  + the profile routes of ./legacy-account.ts. No deactivation and no order cancellation (404).
 *  Sandbox only: GET /_sandbox/outbox?email=…|?to=… → {data:[…]} (mail catcher, no tenant needed)
 */
export function legacyRouter(db: Database.Database) {
  const router = express.Router();
  router.use(express.json());
  mountSandboxOnly(router, db, data, data);
  router.use(requireTenant(db));

  router.get("/configuration", (_req, res) => {
    const t = tenantOf(res);
    res.json({
      registrationFields: t.registrationFields.map((f) => ({
        name: f.name,
        label: f.label,
        inputType: f.type,
        mandatory: f.required,
      })),
      loginStrategies: t.loginStrategies,
      defaultSessionTtl: t.defaultSessionTtl,
    });
  });

  router.get("/password-requirements", (_req, res) => {
    res.json({ ...tenantOf(res).passwordRequirements });
  });

  router.post(
    "/login",
    handle(legacy, (req, res) => {
      const b = body(req);
      const ttl = b.sessionTtl === undefined || b.sessionTtl === null ? undefined : Number(b.sessionTtl);
      res.json(data(loginData(auth.login(db, str(b.email), str(b.password), ttl))));
    }),
  );

  router.post(
    "/validate-session",
    withUser(db, legacy, (req, res, user) => {
      const session = auth.sessionOf(db, str(body(req).sessionToken), user.uuid);
      if (!session) throw new AccountsError(401, "SESSION_EXPIRED", "The session has ended.");
      res.json(data({ valid: true, expiresAt: session.expiresAt }));
    }),
  );

  router.post(
    "/logout",
    handle(legacy, (req, res) => {
      auth.logout(db, str(body(req).sessionToken));
      res.status(204).end();
    }),
  );

  router.get("/register", (_req, res) => {
    const t = tenantOf(res);
    res.json(
      data({
        customAttributes: t.customAttributes.map(attributeData),
        consents: t.consents.map((c) => ({
          consentId: c.id,
          category: c.category,
          text: c.label,
          mandatory: c.required,
        })),
      }),
    );
  });

  router.post(
    "/register",
    handle(legacy, (req, res, tenant) => {
      const b = body(req);
      const grant = auth.register(db, tenant, {
        email: str(b.email),
        password: str(b.password),
        firstname: str(b.firstname),
        lastname: str(b.lastname),
        dob: dobFromLegacy(b.dob),
        telephone: optStr(b.telephone),
        customAttributes: stringRecord(b.extra),
        consents: consentList(b.consents, "consentId"),
        referralCode: optStr(b.referralCode),
      });
      res.status(201).json(data(loginData(grant)));
    }),
  );

  router.get(
    "/referrals/:code/validate",
    handle(legacy, (req, res) => {
      if (!auth.verifyReferralCode(db, req.params.code))
        throw new AccountsError(422, "INVALID_REFERRAL_CODE", "This referral code is not valid.", "referralCode");
      res.json(data({ valid: true }));
    }),
  );

  router.post(
    "/forgot-password",
    handle(legacy, (req, res) => {
      auth.forgotPassword(db, str(body(req).email));
      res.json(data({ requested: true }));
    }),
  );

  router.post(
    "/reset-consumer-password",
    handle(legacy, (req, res, tenant) => {
      auth.resetPassword(db, tenant, str(body(req).token), str(body(req).password));
      res.status(204).end();
    }),
  );

  router.post(
    "/consumers/:uuid/change-password",
    withUser(db, legacy, (req, res, user, tenant) => {
      auth.changePassword(db, tenant, user, str(body(req).currentPassword), str(body(req).newPassword));
      res.status(204).end();
    }),
  );

  router.post(
    "/request-update-email/:uuid",
    withUser(db, legacy, (req, res, user) => {
      auth.requestEmailChange(db, user, str(body(req).newEmail), str(body(req).password));
      res.status(202).json(data({ pending: true }));
    }),
  );

  router.post(
    "/verify-email-update",
    handle(legacy, (req, res) => {
      auth.verifyEmailChange(db, str(body(req).token));
      res.status(204).end();
    }),
  );

  const verification = (v: VerificationRow) =>
    data({
      verificationId: v.uuid,
      phone: v.identifier,
      status: v.status.toUpperCase(),
      attemptsLeft: Math.max(0, MAX_ATTEMPTS - v.attempts),
    });
  const own = (req: express.Request, v: VerificationRow) => {
    const user = optionalUser(db, req);
    if (v.user_uuid && v.user_uuid !== user?.uuid)
      throw new AccountsError(403, "FORBIDDEN", "This verification belongs to another user.");
    return v;
  };
  router.post(
    "/phone-verification",
    handle(legacy, (req, res) => {
      const user = optionalUser(db, req);
      res.status(201).json(verification(startVerification(db, user?.uuid ?? null, "sms", str(body(req).phone))));
    }),
  );
  router.get(
    "/phone-verification/:id",
    handle(legacy, (req, res) => void res.json(verification(own(req, getVerification(db, req.params.id))))),
  );
  router.post(
    "/phone-verification/:id/verify",
    handle(legacy, (req, res) => {
      own(req, getVerification(db, req.params.id));
      res.json(verification(checkCode(db, req.params.id, str(body(req).code))));
    }),
  );

  mountLegacyAccount(router, db);
  mountPayments(router, db, legacyPayments, legacy);
  mountLegacySubscriptions(router, db);
  mountLegacyPacks(router, db);
  mountLegacyDevices(router, db);
  mountLegacyLocations(router, db);
  mountLegacyLoyalty(router, db);
  mountAgeVerification(router, db, legacyAge, legacy);
  finish(router, legacy);
  return router;
}
