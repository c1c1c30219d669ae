import { z } from "zod";
import type { Auth } from "~/lib/models/account";
import { call, platformRest, type Operation } from "./adapter";
import { bearer, parse, seg } from "./account-map";
import { log } from "../observability";

/**
 * Who may take the free trial (product.md §7, decision 0046): for a signed-in customer, the
 * platform's answer. Unified: GET /api/trials/is-eligible/{program}/{consumer} → {is_eligible}.
 * Legacy: product.md §2 names no route, so its side answers null ("the platform does not say")
 * and the commerce cart's is_trial_eligible decides, as it does for guests.
 */

/** The shop's one trial programme. */
export const TRIAL_PROGRAM = "free-trial";

export const trialEligibility: Operation<[Auth], boolean | null> = {
  async unified(rest, auth) {
    const path = `/api/trials/is-eligible/${seg(TRIAL_PROGRAM)}/${seg(auth.userUuid)}`;
    const answer = await rest.get(path, { headers: bearer(auth) });
    return parse(z.object({ is_eligible: z.boolean() }), answer, "trial eligibility").is_eligible;
  },
  legacy: async () => null,
};

/**
 * The platform's answer for a signed-in customer, or null when it gives none (legacy flavour,
 * a refusal, an outage): the caller then keeps the commerce cart's flag. An aborted request
 * still throws.
 */
export async function platformTrialEligible(auth: Auth, signal?: AbortSignal): Promise<boolean | null> {
  try {
    const r = await call(platformRest(signal), trialEligibility, auth);
    if (r.ok) return r.value;
    log().warn(`trial eligibility: ${r.error.message}`);
  } catch (error) {
    if (signal?.aborted) throw error;
    log().warn(`trial eligibility: ${(error as Error).message}`);
  }
  return null;
}
