import { z } from "zod";
import { cached } from "../state/cache";
import { config } from "../config";
import type { Auth } from "~/lib/models/account";
import type {
  AgeMethod,
  AgeVerification,
  AgeVerificationGateway,
  AgeVerificationRequest,
  AgeVerificationStatus,
  HiddenVerification,
} from "~/lib/models/age-verification";
import { call, must, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { bearer, parse, seg, unwrap } from "./account-map";

/**
 * The age-verification gateway (contract: ~/lib/models/age-verification) over whichever
 * platform flavour is configured, in the account gateway's style: starts answer Result with
 * the shopper's refusals (field "fields.<code>"), reads throw AccountGatewayError; a
 * customer's 401/403 is SESSION_EXPIRED; outages stay UpstreamUnavailableError (503).
 * Unified (product.md §7): snake_case, no envelope. Legacy: `{data}`, camelCase, upper-case
 * statuses; a customer verifies under the product.md §2 template /profile/{UUID}/verify-age, a
 * guest at /verify-age.
 */

/** product.md §4: unknown statuses count as pending. */
const ageStatus = (raw: string): AgeVerificationStatus => {
  const s = raw.toLowerCase();
  return s === "success" || s === "failed" ? s : "pending";
};
const fieldType = z.string().transform((t) => (t.toLowerCase() === "date" ? ("date" as const) : ("text" as const)));
const flow = z.string().transform((f) => (f.toLowerCase() === "async" ? ("async" as const) : ("sync" as const)));
const nullable = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const method = {
  unified: z
    .object({
      code: z.string(),
      name: z.string(),
      description: z.string().nullish(),
      flow,
      fields: z.array(
        z
          .object({ code: z.string(), label: z.string(), type: fieldType, hint: nullable, is_required: z.boolean() })
          .transform(({ is_required, ...f }) => ({ ...f, required: is_required })),
      ),
    })
    .transform((m): AgeMethod => ({ ...m, description: m.description ?? "" })),
  legacy: z
    .object({
      methodCode: z.string(),
      name: z.string(),
      description: z.string().nullish(),
      flow,
      fields: z.array(
        z
          .object({ name: z.string(), label: z.string(), inputType: fieldType, hint: nullable, mandatory: z.boolean() })
          .transform((f) => ({ code: f.name, label: f.label, type: f.inputType, hint: f.hint, required: f.mandatory })),
      ),
    })
    .transform((m): AgeMethod => ({
      code: m.methodCode,
      name: m.name,
      description: m.description ?? "",
      flow: m.flow,
      fields: m.fields,
    })),
};

type Verification = AgeVerification & { redirectUrl: string | null };
const verification = {
  unified: z
    .object({
      uuid: z.string(),
      status: z.string().transform(ageStatus),
      method_code: z.string(),
      message: nullable,
      redirect_url: z.string().url().nullish(),
    })
    .transform((v): Verification => ({
      uuid: v.uuid,
      status: v.status,
      methodCode: v.method_code,
      message: v.message,
      redirectUrl: v.redirect_url ?? null,
    })),
  legacy: z
    .object({
      verificationId: z.string(),
      status: z.string().transform(ageStatus),
      methodCode: z.string(),
      message: nullable,
      redirectUrl: z.string().url().nullish(),
    })
    .transform(({ verificationId, ...v }): Verification => ({
      uuid: verificationId,
      ...v,
      redirectUrl: v.redirectUrl ?? null,
    })),
};

export const getMethods: Operation<[string], AgeMethod[]> = {
  async unified(rest, country) {
    const answer = await rest.get("/api/age-verification/methods", { query: { country_code: country } });
    return parse(z.object({ items: z.array(method.unified) }), answer, "age-verification methods").items;
  },
  async legacy(rest, country) {
    const answer = await rest.get("/age-verification/methods", { query: { countryCode: country } });
    return unwrap(z.array(method.legacy), answer, "age-verification methods");
  },
};

export const hasHiddenVerification: Operation<[string], HiddenVerification> = {
  async unified(rest, country) {
    const path = "/api/age-verification/methods/has-hidden-verification";
    const b = parse(
      z.object({ has_hidden_verification: z.boolean(), method_code: z.string().nullish() }),
      await rest.get(path, { query: { country_code: country } }),
      "hidden verification",
    );
    return { available: b.has_hidden_verification, methodCode: b.method_code ?? null };
  },
  async legacy(rest, country) {
    const path = "/age-verification/methods/has-hidden-verification";
    const b = unwrap(
      z.object({ hasHiddenVerification: z.boolean(), methodCode: z.string().nullish() }),
      await rest.get(path, { query: { countryCode: country } }),
      "hidden verification",
    );
    return { available: b.hasHiddenVerification, methodCode: b.methodCode ?? null };
  },
};

const headers = (auth: Auth | null) => ({ headers: auth ? bearer(auth) : {} });
const payload = {
  unified: (r: AgeVerificationRequest) => ({
    email: r.email,
    method_code: r.methodCode,
    country_code: r.countryCode,
    fields: r.fields,
  }),
  legacy: (r: AgeVerificationRequest) => ({
    email: r.email,
    methodCode: r.methodCode,
    countryCode: r.countryCode,
    fields: r.fields,
  }),
};

export const verify: Operation<[Auth | null, AgeVerificationRequest], Verification> = {
  async unified(rest, auth, r) {
    const answer = await rest.post("/api/age-verification/verify/init", payload.unified(r), headers(auth));
    return parse(verification.unified, answer, "age verification");
  },
  async legacy(rest, auth, r) {
    const path = auth ? `/profile/${seg(auth.userUuid)}/verify-age` : "/verify-age";
    return unwrap(verification.legacy, await rest.post(path, payload.legacy(r), headers(auth)), "age verification");
  },
};

type AsyncRequest = AgeVerificationRequest & { returnUrl: string };

export const start: Operation<[Auth | null, AsyncRequest], Verification> = {
  async unified(rest, auth, r) {
    const body = { ...payload.unified(r), return_url: r.returnUrl };
    const answer = await rest.post("/api/age-verification/verify/init-async", body, headers(auth));
    return parse(verification.unified, answer, "age verification");
  },
  async legacy(rest, auth, r) {
    const body = { ...payload.legacy(r), returnUrl: r.returnUrl };
    const answer = await rest.post("/age-verification/async", body, headers(auth));
    return unwrap(verification.legacy, answer, "age verification");
  },
};

export const status: Operation<[Auth | null, string], Verification> = {
  async unified(rest, auth, uuid) {
    const answer = await rest.get(`/api/age-verification/verify/${seg(uuid)}`, headers(auth));
    return parse(verification.unified, answer, "age verification");
  },
  async legacy(rest, auth, uuid) {
    const answer = await rest.get(`/age-verification/${seg(uuid)}`, headers(auth));
    return unwrap(verification.legacy, answer, "age verification");
  },
};

export function ageVerificationGateway(options: PlatformCallOptions = {}): AgeVerificationGateway {
  const { flavour, tenant } = config().platform;
  const rest = platformRest(options.signal);
  return {
    // product.md §9: the methods are cached indefinitely (per tenant, flavour and country).
    getMethods: (country) =>
      cached(`platform:age-methods:${flavour}:${tenant}:${country}`, Infinity, async () =>
        value(await call(rest, getMethods, country)),
      ),
    hasHiddenVerification: (country) =>
      cached(`platform:age-hidden:${flavour}:${tenant}:${country}`, Infinity, async () =>
        value(await call(rest, hasHiddenVerification, country)),
      ),
    async verify(auth, request) {
      const r = await call(rest, verify, auth, request);
      if (!r.ok) return r;
      const { redirectUrl: _, ...v } = r.value;
      return { ok: true, value: v };
    },
    async start(auth, request) {
      const r = await call(rest, start, auth, request);
      if (!r.ok) return r;
      if (!r.value.redirectUrl) throw new Error("age verification: init-async answered without redirect_url");
      return { ok: true, value: { ...r.value, redirectUrl: r.value.redirectUrl } };
    },
    async status(auth, uuid) {
      const { redirectUrl: _, ...v } = must(await call(rest, status, auth, uuid));
      return v;
    },
  };
}
