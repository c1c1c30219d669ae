import { z } from "zod";
import type { Result } from "~/lib/models/account";
import { call, platformRest, type Operation } from "./adapter";
import { parse, seg, unwrap } from "./account-map";
import { log } from "../observability";

/**
 * A lead's marketing consent (given at a shop or an event, before any account) confirmed from
 * the link the platform e-mailed (product.md §7 leads; decision 0062). The hash is the lead's
 * only credential: no session, no token.
 * Unified: POST /api/leads/consents/validate/{hash} → {hash, status, validated_at, categories};
 * legacy: POST /validate-lead-consent/{HASH} → {data:{hash, status, validatedAt, categories}}.
 * A mutation: never retried.
 */

export type LeadConsentCategory = "email" | "sms" | "post";

export interface LeadConsentConfirmed {
  /** what the lead agreed to hear by, as the platform recorded it */
  categories: LeadConsentCategory[];
  validatedAt: string;
}

/** unknown: never made, or not a hash at all; used: confirmed before; expired: past its date; busy: the platform's rate limit */
export type LeadConsentRefusal = "unknown" | "used" | "expired" | "busy";

// a channel the shop does not know yet is left out, not a broken answer
const categories = z
  .array(z.string())
  .transform((list) => list.filter((c): c is LeadConsentCategory => c === "email" || c === "sms" || c === "post"));

export const validateLeadConsent: Operation<[string], LeadConsentConfirmed> = {
  async unified(rest, hash) {
    const answer = await rest.post(`/api/leads/consents/validate/${seg(hash)}`);
    const body = parse(z.object({ validated_at: z.string(), categories }), answer, "lead consent");
    return { categories: body.categories, validatedAt: body.validated_at };
  },
  async legacy(rest, hash) {
    const answer = await rest.post(`/validate-lead-consent/${seg(hash)}`);
    const body = unwrap(z.object({ validatedAt: z.string(), categories }), answer, "lead consent");
    return { categories: body.categories, validatedAt: body.validatedAt };
  },
};

const REFUSALS: Record<string, LeadConsentRefusal> = {
  LEAD_CONSENT_ALREADY_VALIDATED: "used",
  LEAD_CONSENT_EXPIRED: "expired",
  RATE_LIMITED: "busy",
};

/**
 * Confirms the lead's consent. A refusal is read by its code, else its status (409 used, 410
 * gone: expired, 429 busy; any other 4xx: the hash is not one the platform knows). An outage
 * throws (UpstreamUnavailableError: the page's 503).
 */
export async function confirmLeadConsent(
  hash: string,
  signal?: AbortSignal,
): Promise<Result<LeadConsentConfirmed, LeadConsentRefusal>> {
  const r = await call(platformRest(signal), validateLeadConsent, hash);
  if (r.ok) return r;
  const { code, status } = r.error;
  const refusal =
    REFUSALS[code] ?? (status === 409 ? "used" : status === 410 ? "expired" : status === 429 ? "busy" : "unknown");
  log().warn({ refusal: "lead-consent", code, status }, "lead consent not confirmed");
  return { ok: false, error: refusal };
}
