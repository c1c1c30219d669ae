import { z } from "zod";
import type { Auth } from "~/lib/models/account";
import type { AgeVerificationRequest } from "~/lib/models/age-verification";
import { bearer, parse, seg } from "./account-map";
import { ageStatus, fieldType, flow } from "./age-verification-unified";
import type * as unified from "./age-verification-unified";

/**
 * Legacy flavour of the age-verification calls: `{data}` envelope, camelCase, upper-case
 * statuses; a customer verifies under the SPEC §2 template /profile/{UUID}/verify-age, a
 * guest at /verify-age.
 */
const envelope = <T extends z.ZodTypeAny>(inner: T) => z.object({ data: inner });

const method = z.object({
  methodCode: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  flow,
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      inputType: fieldType,
      hint: z.string().nullish(),
      mandatory: z.boolean(),
    }),
  ),
});

const verification = envelope(
  z.object({
    verificationId: z.string(),
    status: z.string().transform(ageStatus),
    methodCode: z.string(),
    message: z.string().nullish(),
    redirectUrl: z.string().url().nullish(),
  }),
);

function toVerification(body: unknown) {
  const v = parse(verification, body, "age verification").data;
  return {
    uuid: v.verificationId,
    status: v.status,
    methodCode: v.methodCode,
    message: v.message ?? null,
    redirectUrl: v.redirectUrl ?? null,
  };
}

export const getMethods: typeof unified.getMethods = async (rest, country) =>
  parse(
    envelope(z.array(method)),
    await rest.get("/age-verification/methods", { query: { countryCode: country } }),
    "age-verification methods",
  ).data.map((m) => ({
    code: m.methodCode,
    name: m.name,
    description: m.description ?? "",
    flow: m.flow,
    fields: m.fields.map((f) => ({
      code: f.name,
      label: f.label,
      type: f.inputType,
      hint: f.hint ?? null,
      required: f.mandatory,
    })),
  }));

export const hasHiddenVerification: typeof unified.hasHiddenVerification = async (rest, country) => {
  const b = parse(
    envelope(z.object({ hasHiddenVerification: z.boolean(), methodCode: z.string().nullish() })),
    await rest.get("/age-verification/methods/has-hidden-verification", { query: { countryCode: country } }),
    "hidden verification",
  ).data;
  return { available: b.hasHiddenVerification, methodCode: b.methodCode ?? null };
};

const headers = (auth: Auth | null) => (auth ? bearer(auth) : {});
const payload = (r: AgeVerificationRequest) => ({
  email: r.email,
  methodCode: r.methodCode,
  countryCode: r.countryCode,
  fields: r.fields,
});

export const verify: typeof unified.verify = async (rest, auth, r) =>
  toVerification(
    await rest.post(auth ? `/profile/${seg(auth.userUuid)}/verify-age` : "/verify-age", payload(r), {
      headers: headers(auth),
    }),
  );

export const start: typeof unified.start = async (rest, auth, r) =>
  toVerification(
    await rest.post("/age-verification/async", { ...payload(r), returnUrl: r.returnUrl }, { headers: headers(auth) }),
  );

export const status: typeof unified.status = async (rest, auth, uuid) =>
  toVerification(await rest.get(`/age-verification/${seg(uuid)}`, { headers: headers(auth) }));
