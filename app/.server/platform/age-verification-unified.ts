import { z } from "zod";
import type { RestClient } from "../http/rest";
import type { Auth } from "~/lib/models/account";
import type {
  AgeMethod,
  AgeVerification,
  AgeVerificationRequest,
  AgeVerificationStatus,
  HiddenVerification,
} from "~/lib/models/age-verification";
import { bearer, parse, seg } from "./account-map";

/** Unified flavour of the age-verification calls (SPEC §7): snake_case, no envelope. */

/** SPEC §4: unknown statuses count as pending. */
export const ageStatus = (raw: string): AgeVerificationStatus => {
  const s = raw.toLowerCase();
  return s === "success" || s === "failed" ? s : "pending";
};

export const fieldType = z
  .string()
  .transform((t) => (t.toLowerCase() === "date" ? ("date" as const) : ("text" as const)));
export const flow = z.string().transform((f) => (f.toLowerCase() === "async" ? ("async" as const) : ("sync" as const)));

const method = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  flow,
  fields: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      type: fieldType,
      hint: z.string().nullish(),
      is_required: z.boolean(),
    }),
  ),
});

const verification = z.object({
  uuid: z.string(),
  status: z.string().transform(ageStatus),
  method_code: z.string(),
  message: z.string().nullish(),
  redirect_url: z.string().url().nullish(),
});

const toVerification = (body: unknown): AgeVerification & { redirectUrl: string | null } => {
  const v = parse(verification, body, "age verification");
  return {
    uuid: v.uuid,
    status: v.status,
    methodCode: v.method_code,
    message: v.message ?? null,
    redirectUrl: v.redirect_url ?? null,
  };
};

export async function getMethods(rest: RestClient, country: string): Promise<AgeMethod[]> {
  const body = parse(
    z.object({ items: z.array(method) }),
    await rest.get("/api/age-verification/methods", { query: { country_code: country } }),
    "age-verification methods",
  );
  return body.items.map((m) => ({
    code: m.code,
    name: m.name,
    description: m.description ?? "",
    flow: m.flow,
    fields: m.fields.map((f) => ({
      code: f.code,
      label: f.label,
      type: f.type,
      hint: f.hint ?? null,
      required: f.is_required,
    })),
  }));
}

export async function hasHiddenVerification(rest: RestClient, country: string): Promise<HiddenVerification> {
  const b = parse(
    z.object({ has_hidden_verification: z.boolean(), method_code: z.string().nullish() }),
    await rest.get("/api/age-verification/methods/has-hidden-verification", { query: { country_code: country } }),
    "hidden verification",
  );
  return { available: b.has_hidden_verification, methodCode: b.method_code ?? null };
}

const headers = (auth: Auth | null) => (auth ? bearer(auth) : {});
const payload = (r: AgeVerificationRequest) => ({
  email: r.email,
  method_code: r.methodCode,
  country_code: r.countryCode,
  fields: r.fields,
});

export const verify = async (rest: RestClient, auth: Auth | null, r: AgeVerificationRequest) =>
  toVerification(await rest.post("/api/age-verification/verify/init", payload(r), { headers: headers(auth) }));

export const start = async (rest: RestClient, auth: Auth | null, r: AgeVerificationRequest & { returnUrl: string }) =>
  toVerification(
    await rest.post(
      "/api/age-verification/verify/init-async",
      { ...payload(r), return_url: r.returnUrl },
      { headers: headers(auth) },
    ),
  );

export const status = async (rest: RestClient, auth: Auth | null, uuid: string) =>
  toVerification(await rest.get(`/api/age-verification/verify/${seg(uuid)}`, { headers: headers(auth) }));
