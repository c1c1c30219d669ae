import type { Request, Response, Router } from "express";
import type Database from "better-sqlite3";
import { invalid } from "../accounts/errors";
import { body, handle, optionalUser, str, stringRecord, withUser, type Flavour } from "../platform/http";
import type { AccountUserRow } from "../accounts/store";
import { decide, HIDDEN_METHOD, hasHidden, methodOf, methodsFor, type Method } from "./methods";
import { createVerification, ownVerification, type AgeVerificationRow } from "./store";

/**
 * product.md §7 Age verification on the platform, both flavours. Unified (snake_case, no envelope;
 * Bearer optional: a signed-in customer's success marks them verified):
 *  GET  /api/age-verification/methods?country_code=GB   {items:[{code,name,description,flow:"sync"|"async",
 *                                                         fields:[{code,label,type:"text"|"date",hint,is_required}]}]}
 *  GET  /api/age-verification/methods/has-hidden-verification?country_code=GB
 *                                                        {has_hidden_verification, method_code, fields}
 *  POST /api/age-verification/verify/init                {email, method_code, country_code, fields:{code:value}} → 200 verification
 *  POST /api/age-verification/verify/init-async          {email, method_code, country_code, fields, return_url}
 *                                                        → 201 verification + redirect_url (the provider's page)
 *  GET  /api/age-verification/verify/{uuid}              verification {uuid, status:"success"|"pending"|"failed", method_code, message}
 *  422 FIELD_REQUIRED / INVALID_DATE / INVALID_DOCUMENT with field "fields.<code>"; UNKNOWN_METHOD on method_code.
 * Legacy ({data}, camelCase, upper-case statuses): GET /age-verification/methods?countryCode,
 * GET /age-verification/methods/has-hidden-verification, POST /profile/{UUID}/verify-age (Bearer)
 * and POST /verify-age (guest) {email, methodCode, countryCode, fields}, POST /age-verification/async
 * {…, returnUrl} → 201, GET /age-verification/{id}.
 */
interface Wire {
  paths: { methods: string; hidden: string; init: string; async: string; status: string; userInit?: string };
  out(value: Record<string, unknown>, kind: "method" | "hidden" | "verification" | "list"): unknown;
  request(b: Record<string, unknown>): {
    email: string;
    methodCode: string;
    countryCode: string;
    fields: Record<string, string>;
    returnUrl: string;
  };
}

const methodBody = (m: Method) => ({
  code: m.code,
  name: m.name,
  description: m.description,
  flow: m.flow,
  fields: m.fields.map((f) => ({ code: f.code, label: f.label, type: f.type, hint: f.hint, is_required: f.required })),
});

const verificationBody = (v: AgeVerificationRow) => ({
  uuid: v.uuid,
  status: v.status,
  method_code: v.method_code,
  message: v.status === "failed" ? v.message : null,
});

export const unifiedAge: Wire = {
  paths: {
    methods: "/api/age-verification/methods",
    hidden: "/api/age-verification/methods/has-hidden-verification",
    init: "/api/age-verification/verify/init",
    async: "/api/age-verification/verify/init-async",
    status: "/api/age-verification/verify/:id",
  },
  out: (v) => v,
  request: (b) => ({
    email: str(b.email),
    methodCode: str(b.method_code),
    countryCode: str(b.country_code) || "GB",
    fields: stringRecord(b.fields),
    returnUrl: str(b.return_url),
  }),
};

type Fields = { code: string; label: string; type: string; hint: string | null; is_required: boolean }[];
const legacyFields = (fields: Fields) =>
  fields.map((f) => ({ name: f.code, label: f.label, inputType: f.type, hint: f.hint, mandatory: f.is_required }));
const legacyMethod = (m: Record<string, unknown>) => ({
  methodCode: m.code,
  name: m.name,
  description: m.description,
  flow: String(m.flow).toUpperCase(),
  fields: legacyFields(m.fields as Fields),
});

export const legacyAge: Wire = {
  paths: {
    methods: "/age-verification/methods",
    hidden: "/age-verification/methods/has-hidden-verification",
    init: "/verify-age",
    userInit: "/profile/:uuid/verify-age",
    async: "/age-verification/async",
    status: "/age-verification/:id",
  },
  out: (v, kind) => {
    if (kind === "list") return { data: (v.items as Record<string, unknown>[]).map(legacyMethod) };
    if (kind === "hidden")
      return {
        data: {
          hasHiddenVerification: v.has_hidden_verification,
          methodCode: v.method_code,
          fields: legacyFields(v.fields as Fields),
        },
      };
    return {
      data: {
        verificationId: v.uuid,
        status: String(v.status).toUpperCase(),
        methodCode: v.method_code,
        message: v.message,
        ...(v.redirect_url ? { redirectUrl: v.redirect_url } : {}),
      },
    };
  },
  request: (b) => ({
    email: str(b.email),
    methodCode: str(b.methodCode),
    countryCode: str(b.countryCode) || "GB",
    fields: stringRecord(b.fields),
    returnUrl: str(b.returnUrl),
  }),
};

const origin = (req: Request) => `${req.protocol}://${req.get("host")}`;
const tenantCode = (res: Response) => String(res.locals.tenantCode);
const country = (req: Request) => str(req.query.country_code ?? req.query.countryCode).toUpperCase() || "GB";

export function mountAgeVerification(router: Router, db: Database.Database, wire: Wire, flavour: Flavour) {
  const { paths, out } = wire;

  /** Checks the request and decides; the e-mail is the customer's own when signed in. */
  function start(req: Request, res: Response, user: AccountUserRow | null, async: boolean) {
    const r = wire.request(body(req));
    const method = methodOf(r.methodCode, r.countryCode);
    if ((method.flow === "async") !== async)
      throw invalid(
        "WRONG_FLOW",
        `Method ${method.code} is ${method.flow === "async" ? "" : "not "}asynchronous.`,
        "method_code",
      );
    const email = user?.email ?? r.email.trim();
    if (!email) throw invalid("EMAIL_REQUIRED", "Enter your e-mail address.", "email");
    if (async && !/^https?:\/\//.test(r.returnUrl))
      throw invalid("RETURN_URL_REQUIRED", "return_url is required.", "return_url");
    const decision = decide(method, r.fields);
    return createVerification(
      db,
      {
        tenant: tenantCode(res),
        userUuid: user?.uuid ?? null,
        email,
        methodCode: method.code,
        countryCode: r.countryCode,
        outcome: decision.outcome,
        message: decision.message,
        returnUrl: async ? r.returnUrl : null,
      },
      !async,
    );
  }

  router.get(
    paths.methods,
    handle(flavour, (req, res) => void res.json(out({ items: methodsFor(country(req)).map(methodBody) }, "list"))),
  );
  router.get(
    paths.hidden,
    handle(flavour, (req, res) => {
      const available = hasHidden(country(req));
      res.json(
        out(
          {
            has_hidden_verification: available,
            method_code: available ? HIDDEN_METHOD.code : null,
            fields: available ? methodBody(HIDDEN_METHOD).fields : [],
          },
          "hidden",
        ),
      );
    }),
  );
  const sync = (req: Request, res: Response, user: AccountUserRow | null) =>
    void res.json(out(verificationBody(start(req, res, user, false)), "verification"));
  router.post(
    paths.init,
    handle(flavour, (req, res) => sync(req, res, optionalUser(db, req))),
  );
  if (paths.userInit)
    router.post(
      paths.userInit,
      withUser(db, flavour, (req, res, user) => sync(req, res, user)),
    );
  router.post(
    paths.async,
    handle(flavour, (req, res) => {
      const v = start(req, res, optionalUser(db, req), true);
      const redirect = `${origin(req)}/age-provider/checks/${v.uuid}`;
      res.status(201).json(out({ ...verificationBody(v), redirect_url: redirect }, "verification"));
    }),
  );
  router.get(
    paths.status,
    handle(flavour, (req, res) => {
      const user = optionalUser(db, req);
      res.json(
        out(verificationBody(ownVerification(db, tenantCode(res), req.params.id, user?.uuid ?? null)), "verification"),
      );
    }),
  );
}
