// Answers shared by the identity routes (login, register, forgotten and reset password,
// logout, e-mail verification). Every one of them is personal or carries a secret, so
// every response says Cache-Control: no-store.
import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "~/lib/form-kit";
import { z } from "zod";
import { UpstreamUnavailableError } from "../http/errors";
import { TOO_MANY_ATTEMPTS, type Decision } from "../rate-limit";
import type { Flash } from "~/lib/flash";
import { redirectWithFlash, replyFormError } from "../form";
import { setFlash } from "../flash";
import { commitSession, type AppSession, type CommitOptions } from "../session";
import { isSessionExpired } from "./session-expiry";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** What typed secrets are called in these forms: never sent back to the browser (DESIGN §5). */
export const SECRET_FIELDS = ["password", "confirmPassword"];

export const UNAVAILABLE_MESSAGE =
  "We can't reach our account service right now. Please try again in a minute: what you typed is still here.";

/** A failed submit: conform's result (secrets removed) and optional extras (password checklist). */
export function failure<T extends object>(
  result: SubmissionResult<string[]>,
  status: number,
  extra?: T,
  headers: Record<string, string> = {},
) {
  return data({ result, ...(extra ?? ({} as T)) }, { status, headers: { ...NO_STORE, ...headers } });
}

/** The submission again with only a form-level message (outage, rate limit…), values kept. */
export function formError(formData: FormData, message: string): SubmissionResult<string[]> {
  return parseWithZod(formData, { schema: z.object({}) }).reply({ formErrors: [message], hideFields: SECRET_FIELDS });
}

/** 429 with the rate-limit sentence beside the form and what was typed (secrets aside) kept. */
export function tooManyAttempts<T extends object>(
  formData: FormData,
  decision: Extract<Decision, { ok: false }>,
  extra?: T,
) {
  return failure(formError(formData, TOO_MANY_ATTEMPTS), 429, extra, {
    "Retry-After": String(decision.retryAfterSeconds),
  });
}

/** Post/redirect/get, with a flash message and the session committed (optionally with an expiry). */
export async function redirectWithSession(
  session: AppSession,
  to: string,
  message?: { kind: Flash["kind"]; text: string },
  commit?: CommitOptions,
) {
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await commitSession(session, commit));
  if (message) headers.append("Set-Cookie", await setFlash({ kind: message.kind, message: message.text }));
  return redirect(to, { headers });
}

/**
 * Runs an action's upstream work. An outage answers 503 with the form as typed and a clear
 * message instead of the error page; so does a brand-new session the commerce side refuses.
 */
export async function submitting<R>(formData: FormData, run: () => Promise<R>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) {
      console.error(error.message);
      return failure(formError(formData, UNAVAILABLE_MESSAGE), 503);
    }
    if (isSessionExpired(error)) {
      console.error("a new sign-in was refused by the shop:", (error as Error).message);
      return failure(formError(formData, "We couldn't sign you in just now. Please try again in a minute."), 503);
    }
    throw error;
  }
}

// ---- The form protocol (app/.server/form.ts) for the identity forms -------------------

/** formAction's options for the identity forms: their outage message, and a refused new sign-in. */
export const identityForms = {
  unavailable: UNAVAILABLE_MESSAGE,
  recover: ({ error, intent, form }: { error: unknown; intent: string; form: FormData }) => {
    if (!isSessionExpired(error)) return undefined;
    console.error("a new sign-in was refused by the shop:", (error as Error).message);
    return replyFormError(intent, form, "We couldn't sign you in just now. Please try again in a minute.", 503);
  },
};

/** 429 with the rate-limit sentence over the form as typed (secrets aside). */
export function refuseTooMany(intent: string, form: FormData, decision: Extract<Decision, { ok: false }>) {
  return replyFormError(intent, form, TOO_MANY_ATTEMPTS, 429, { "Retry-After": String(decision.retryAfterSeconds) });
}

/** Post/redirect/get after a sign-in or sign-out: the session cookie (with its expiry) and a flash. */
export async function redirectSignedIn(session: AppSession, to: string, flash: Flash | null, commit?: CommitOptions) {
  return redirectWithFlash(to, flash, { "Set-Cookie": await commitSession(session, commit) });
}
