// What the identity forms (login, register, forgotten and reset password, logout) add to the
// form protocol (../forms/form.ts): their outage message, a refused new sign-in, the rate limit's
// answer, and the redirect after a sign-in or sign-out.
import type { Flash } from "~/lib/flash";
import { z } from "zod";
import { safeRedirect, SIGNED_IN_TARGET } from "~/lib/safe-redirect";
import { readFields, redirectWithFlash, reply } from "../forms/form";
import { tooManyAttempts, type Decision } from "../limits/rate-limit";
import type { AppSession } from "../session/session";
import { isSessionExpired } from "./session-expiry";
import { log } from "../observability";

/** Where a sign-in or registration goes on to: the form's `redirectTo` if it is a path of this shop. */
export function signedInTarget(form: FormData): string {
  return safeRedirect(readFields(form, z.object({ redirectTo: z.string() }))?.redirectTo, SIGNED_IN_TARGET);
}

/** formAction's options for the identity forms: their outage message, and a refused new sign-in. */
export const identityForms = {
  unavailable:
    "We can't reach our account service right now. Please try again in a minute: what you typed is still here.",
  recover: ({ error, intent, form }: { error: unknown; intent: string; form: FormData }) => {
    if (!isSessionExpired(error)) return undefined;
    log().error(`a new sign-in was refused by the shop: ${(error as Error).message}`);
    return reply(intent, form, {
      message: "We couldn't sign you in just now. Please try again in a minute.",
      status: 503,
    });
  },
};

/** 429 with the rate-limit sentence, saying how long to wait, over the form as typed (secrets aside). */
export function refuseTooMany(intent: string, form: FormData, decision: Extract<Decision, { ok: false }>) {
  return reply(intent, form, {
    message: tooManyAttempts(decision.retryAfterSeconds),
    status: 429,
    headers: {
      "Retry-After": String(decision.retryAfterSeconds),
    },
  });
}

/**
 * Post/redirect/get after a sign-in or sign-out, with a flash and other cookies (a known device).
 * The host commits the session: while signed in, the cookie ends with the upstream session.
 */
export async function redirectSignedIn(session: AppSession, to: string, flash: Flash | null, cookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirectWithFlash(session, to, flash, headers);
}
