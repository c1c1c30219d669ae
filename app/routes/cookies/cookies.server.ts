// The cookies this shop sets, for /cookies. Each is the shop's own, HttpOnly and SameSite=Lax;
// on https their names carry the __Host- prefix (the browser then keeps them to this site
// alone). When a module starts setting another cookie, add it here: tests/integration/
// legal-pages.test.tsx checks the session and flash cookies against what the shop really sets.
import { config } from "~/.server/config";
import { flashCookieName, sessionCookieName } from "~/.server/session/cookie-names";

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
  ];
}
