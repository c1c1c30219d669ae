// The cookies this shop sets, for /cookies. Each is the shop's own, HttpOnly and SameSite=Lax;
// on https their names carry the __Host- prefix (the browser then keeps them to this site
// alone). When a module starts setting another cookie, add it here: tests/integration/
// legal-pages.test.tsx checks the session and flash cookies against what the shop really sets.
import { config } from "~/.server/config";
import { flashCookieName, sessionCookieName } from "~/.server/session/cookie-names";
import {
  CONSENT_DAYS,
  consentCookieName,
  consentCookies,
  hasAnalyticsConsent,
  VISITOR_DAYS,
  visitCookieName,
  visitorCookieName,
} from "~/.server/tracking/visitor";
import { z } from "zod";
import { formAction, readFields, redirectWithFlash } from "~/.server/forms/form";

/** Anything but an explicit yes keeps analytics off. */
const choiceSchema = z.object({ analytics: z.enum(["yes", "no"]).catch("no") });

export interface CookieRow {
  name: string;
  purpose: string;
  lasts: string;
}

export function shopCookies(): CookieRow[] {
  const host = (name: string) => (config().session.secure ? `__Host-${name}` : name);
  return [
    {
      name: sessionCookieName(),
      purpose:
        "Keeps you signed in and remembers your cart and checkout. Its contents are encrypted; it holds no payment details.",
      lasts: "7 days from your last visit, or until your sign-in ends",
    },
    {
      name: flashCookieName(),
      purpose: "Shows you a message on the next page after a form, such as “Your address was saved.”",
      lasts: "1 minute",
    },
    {
      name: host("ashless_checkout"),
      purpose: "Remembers the extra checkout answers you gave until you place the order. Encrypted.",
      lasts: "24 hours",
    },
    {
      name: "ashless-phone",
      purpose: "Remembers a telephone number you are confirming with a code, between the two steps. Encrypted.",
      lasts: "15 minutes, your account pages only",
    },
    {
      name: "ab-<page>",
      purpose:
        "On a page where we compare two wordings, keeps the one you see the same on every visit. Set only on that page.",
      lasts: "90 days",
    },
    {
      name: consentCookieName(),
      purpose: "Remembers your choice below: whether we may count your visits (analytics).",
      lasts: `${Math.round(CONSENT_DAYS / 30.4)} months`,
    },
    {
      name: visitorCookieName(),
      purpose:
        "Only if you allow analytics: a random number that lets us count your visits as one visitor's, to see which pages and wordings help. It says nothing about who you are.",
      lasts: `${Math.round(VISITOR_DAYS / 30.4)} months, or until you refuse analytics`,
    },
    {
      name: visitCookieName(),
      purpose:
        "Only if you allow analytics: a random number for this visit, so pages seen together count as one visit.",
      lasts: "Until you close your browser",
    },
  ];
}

/** The shopper's current analytics choice: null until they make one (none is the default). */
export function analyticsChoice(cookieHeader: string | null): "analytics" | "none" | null {
  if (hasAnalyticsConsent(cookieHeader)) return "analytics";
  return cookieHeader?.includes(`${consentCookieName()}=none`) ? "none" : null;
}

/** product.md §7's tracking ids need the shopper's say (decision 0057): a plain post, then back here. */
export const cookieChoiceAction = formAction({
  "cookie-choice": async ({ form, args }) => {
    const analytics = readFields(form, choiceSchema)?.analytics === "yes";
    const headers = new Headers();
    for (const c of consentCookies(analytics, args.request.headers.get("Cookie"))) headers.append("Set-Cookie", c);
    const message = analytics ? "Thank you: we will count your visits." : "Done: we will not count your visits.";
    return redirectWithFlash(args.context.session, "/cookies", { kind: "success", message }, headers);
  },
});
