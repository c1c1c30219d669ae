// The lead's consent confirmation (product.md §7 leads; decision 0062): what the page says, and
// the one post that confirms. Opening the link only shows the page (mail scanners open links);
// the button posts to the link itself, the platform validates the hash once, and the lead goes on
// to /consents/confirmed with a flash saying what was confirmed.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { formAction, parseForm, redirectWithFlash, reply } from "~/.server/forms/form";
import { codeLimits, tooManyAttempts } from "~/.server/limits/rate-limit";
import { confirmLeadConsent, type LeadConsentCategory, type LeadConsentRefusal } from "~/.server/platform/leads";
import { noStore } from "~/.server/responses/no-store";
import { CONFIRM_CONSENT_INTENT, leadConsentHash, leadConsentSchema } from "~/lib/schemas/lead-consent";

export const CONFIRMED_PATH = "/consents/confirmed";

/** A refusal the page shows in place of the button: the link can't be used again. */
export type FinalRefusal = Exclude<LeadConsentRefusal, "busy">;

const REFUSED: Record<FinalRefusal, { title: string; message: string; status: number }> = {
  unknown: {
    title: "We don't recognise this link",
    message:
      "We don't recognise this link. Use the link in our e-mail exactly as it is; if it still doesn't work, the consent may have been withdrawn.",
    status: 400,
  },
  used: {
    title: "This link has already been used",
    message: "This link has already been used: your consent is already confirmed. There is nothing more to do.",
    status: 409,
  },
  expired: {
    title: "This link has expired",
    message:
      "This link has expired, so nothing was confirmed. Ask at one of our shops or at our next event, and we'll send you a new one.",
    status: 410,
  },
};

const UNAVAILABLE = "We couldn't confirm your consent just now. Please try again in a moment: your link still works.";

const CONFIRM_TEXTS = {
  title: "Confirm your consent",
  intro: "You asked to hear from Ashless when you met us at one of our shops or at an event.",
  what: "By confirming, you agree that Ashless may send you news, offers and flavour launches by the channels you chose then: e-mail, text message or post.",
  change:
    "You can change your mind at any time: every message has a link to stop them, and with an account you choose what we send in your communication preferences.",
  notYou: "Didn't ask us? Leave this page: nothing is confirmed unless you press the button.",
  button: "Confirm my consent",
  refused: Object.fromEntries(
    Object.entries(REFUSED).map(([k, { title, message }]) => [k, { title, message }]),
  ) as Record<FinalRefusal, { title: string; message: string }>,
  help: "Questions? Contact us",
};

const INVALID_TEXTS = {
  title: "We couldn't read that link",
  message: "This confirmation link is not complete or not valid. Use the link in our e-mail exactly as it is.",
  help: "Questions? Contact us",
};

const DONE_TEXTS = {
  title: "Thank you for confirming",
  message: "You'll hear from us by the channels you chose. Every message has a link to stop them whenever you like.",
  account: "Create an account",
  accountWhy: "to choose what we send you and collect points in the club.",
};

export type ConsentPage =
  | { state: "confirm"; hash: string; texts: typeof CONFIRM_TEXTS }
  | { state: "invalid"; hash: null; texts: typeof INVALID_TEXTS }
  | { state: "done"; hash: null; texts: typeof DONE_TEXTS };

/** /consents/confirm/:hash shows the button (or why the link can't be read); /consents/confirmed, the thanks. */
export function loader({ params }: LoaderFunctionArgs) {
  const page = (body: ConsentPage, status = 200) => data(body, { status, headers: noStore() });
  if (params.hash === undefined) return page({ state: "done", hash: null, texts: DONE_TEXTS });
  const hash = leadConsentHash.safeParse(params.hash);
  if (!hash.success) return page({ state: "invalid", hash: null, texts: INVALID_TEXTS }, 400);
  return page({ state: "confirm", hash: hash.data, texts: CONFIRM_TEXTS });
}

const CHANNELS: Record<LeadConsentCategory, string> = { email: "e-mail", sms: "text message", post: "post" };

/** "e-mail", "e-mail and text message", "e-mail, text message and post" */
function channels(categories: LeadConsentCategory[]): string {
  const names = categories.map((c) => CHANNELS[c]);
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function confirmedMessage(categories: LeadConsentCategory[]): string {
  return categories.length === 0
    ? "Your consent is confirmed."
    : `Your consent is confirmed: we'll send you news and offers by ${channels(categories)}.`;
}

export const action = formAction(
  {
    [CONFIRM_CONSENT_INTENT]: async ({ form, intent, args: { request, params, context } }) => {
      const submission = parseForm(form, leadConsentSchema);
      const refuse = (refusal: FinalRefusal) =>
        reply(intent, submission, {
          message: REFUSED[refusal].message,
          status: REFUSED[refusal].status,
          detail: { refusal },
        });
      // the page posts its own link's hash; any other is not this page's form
      if (submission.status !== "success" || submission.value.hash !== params.hash) return refuse("unknown");
      const limit = await codeLimits(request, "lead-consent", {});
      if (!limit.ok)
        return reply(intent, submission, {
          message: tooManyAttempts(limit.retryAfterSeconds),
          status: 429,
          headers: { "Retry-After": String(limit.retryAfterSeconds) },
        });
      const result = await confirmLeadConsent(submission.value.hash, request.signal);
      // only a hash the platform does not know is a guess; a used or expired one was the lead's
      if (result.ok || result.error !== "unknown") await limit.succeeded();
      if (result.ok)
        return redirectWithFlash(context.session, CONFIRMED_PATH, {
          kind: "success",
          message: confirmedMessage(result.value.categories),
        });
      if (result.error === "busy")
        return reply(intent, submission, {
          message: tooManyAttempts(60),
          status: 429,
          headers: { "Retry-After": "60" },
        });
      return refuse(result.error);
    },
  },
  {
    unavailable: UNAVAILABLE,
    // a bot gets what a person would; nothing is asked upstream
    spam: () => redirect(CONFIRMED_PATH, { headers: noStore() }),
  },
);
