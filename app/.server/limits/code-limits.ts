// The answer of every form that checks a code (discount, pack, device, survey serial, referral)
// when the code limits (rate-limit.ts codeLimits) stop it: 429 beside the code's field, with
// what was typed and how long to wait (issue 36, 4).
import { reply } from "../forms/form";
import { tooManyAttempts, type Decision } from "./rate-limit";

type Submission = Parameters<typeof reply>[1];

/** 429 beside `field`, saying how long to wait; what was typed stays in the form. */
export function refuseCodeCheck<Detail = never>(
  intent: string,
  submission: Submission,
  field: string,
  decision: Extract<Decision, { ok: false }>,
  detail?: Detail,
) {
  return reply<Detail>(intent, submission, {
    fieldErrors: { [field]: [tooManyAttempts(decision.retryAfterSeconds)] },
    status: 429,
    headers: { "Retry-After": String(decision.retryAfterSeconds) },
    ...(detail === undefined ? {} : { detail }),
  });
}
