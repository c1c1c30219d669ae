// Who an impression or click is from (product.md §7: "visitor and session ids, user attributes,
// owner id"), read on the server from first-party cookies, and only when the shopper's cookie
// choice allows analytics (decision 0057). Without that choice an event carries no id at all,
// and no id cookie is read or set: the content service still counts the view per variation.
import { randomUUID } from "node:crypto";
import { config } from "../config";
import { readCookie } from "../session/session";
import { pageName } from "~/lib/page-names";

const host = (name: string) => (config().session.secure ? `__Host-${name}` : name);
/** "analytics" or "none", set by the choice on /cookies */
export const consentCookieName = () => host("ashless-consent");
/** the long-lived random visitor id */
export const visitorCookieName = () => host("ashless-visitor");
/** the browsing session's id: a cookie without an expiry, gone when the browser closes */
export const visitCookieName = () => host("ashless-visit");

/** How long the choice and the visitor id last (product.md §7 gives none; 0057: 6 and 13 months). */
export const CONSENT_DAYS = 182;
export const VISITOR_DAYS = 395;

/** Cookies a copy from the page cache may be served to: they change nothing in a page's HTML. */
export const trackingCookieNames = () => [consentCookieName(), visitorCookieName(), visitCookieName()];

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface TrackingIds {
  consent: boolean;
  visitorId?: string;
  sessionId?: string;
  /** cookies to set with this answer: ids minted for this request */
  setCookies: string[];
}

function cookie(name: string, value: string, maxAgeDays?: number) {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (maxAgeDays !== undefined) parts.push(`Max-Age=${Math.round(maxAgeDays * 86_400)}`);
  if (config().session.secure) parts.push("Secure");
  return parts.join("; ");
}

export function hasAnalyticsConsent(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, consentCookieName()) === "analytics";
}

/**
 * The ids the request's cookies carry; with consent, a missing or malformed one is minted and
 * its cookie returned to set (`mint: false` for a cached copy, whose answer is already sent:
 * its next rendered page sets them).
 */
export function trackingIds(cookieHeader: string | null, { mint = true } = {}): TrackingIds {
  if (!hasAnalyticsConsent(cookieHeader)) return { consent: false, setCookies: [] };
  const setCookies: string[] = [];
  const read = (name: string, days?: number) => {
    const value = readCookie(cookieHeader, name);
    if (value && ID.test(value)) return value;
    if (!mint) return undefined;
    const id = randomUUID();
    setCookies.push(cookie(name, id, days));
    return id;
  };
  return {
    consent: true,
    visitorId: read(visitorCookieName(), VISITOR_DAYS),
    sessionId: read(visitCookieName()),
    setCookies,
  };
}

/** The Set-Cookie values a cookie choice makes: the choice, and the ids it allows or removes. */
export function consentCookies(analytics: boolean, cookieHeader: string | null): string[] {
  const choice = cookie(consentCookieName(), analytics ? "analytics" : "none", CONSENT_DAYS);
  if (!analytics) return [choice, cookie(visitorCookieName(), "", 0), cookie(visitCookieName(), "", 0)];
  return [choice, ...trackingIds(`${cookieHeader ?? ""}; ${consentCookieName()}=analytics`).setCookies];
}

/** What the content service targets by (product.md §7 user attributes; §2 page types). */
export function userAttributes(name: string, signedIn: boolean) {
  return { pageType: pageName(name), signedIn };
}
