import { redirect } from "@remix-run/node";
import type { Auth } from "~/lib/models/account";
import { noStore } from "../responses/no-store";
import type { AppSession } from "../session/session";
import { safeRedirect } from "~/lib/safe-redirect";
import { NO_STORE } from "~/.server/responses/no-store";

export interface SignedIn {
  session: AppSession;
  auth: Auth;
  /** the customer's Adobe Commerce token, for the commerce gateway */
  commerceToken: string;
  customerName: string;
}

/** The signed-in shopper of this request (its session, `context.session`), or null. */
export function currentUser(session: AppSession): SignedIn | null {
  const userUuid = session.get("userUuid");
  const identityToken = session.get("identityToken");
  const sessionToken = session.get("sessionToken");
  const commerceToken = session.get("commerceToken");
  if (!userUuid || !identityToken || !sessionToken || !commerceToken) return null;
  return {
    session,
    auth: { userUuid, identityToken, sessionToken },
    commerceToken,
    customerName: session.get("customerName") ?? "",
  };
}

function loginUrl(request: Request) {
  const url = new URL(request.url);
  const back = safeRedirect(`${url.pathname}${url.search}`, "/account");
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** The page where a customer renews their consents (product.md §3). */
export const CONSENT_RENEWAL_PATH = "/account/consents-renewal";

/** The renewal page, and where to go on to once the consents are renewed (a path of this shop). */
export const consentRenewalUrl = (back: string) =>
  `${CONSENT_RENEWAL_PATH}?redirectTo=${encodeURIComponent(safeRedirect(back, "/account"))}`;

/**
 * While the sign-in's consents wait to be renewed (the session's flag, set at sign-in and cleared
 * when they are saved), every signed-in page but the renewal page itself sends the customer there,
 * and back here afterwards. Public pages never ask.
 */
export function requireConsentsRenewed(request: Request, session: AppSession) {
  if (!session.get("consentRenewal")) return;
  const url = new URL(request.url);
  if (url.pathname === CONSENT_RENEWAL_PATH) return;
  throw redirect(consentRenewalUrl(`${url.pathname}${url.search}`), { headers: { "Cache-Control": NO_STORE } });
}

/**
 * Every /account and /club page starts here: no valid session → /login?redirectTo=<this page>,
 * and back after sign-in; consents to renew → the renewal page first.
 */
export function requireUser(request: Request, session: AppSession): SignedIn {
  const user = currentUser(session);
  if (!user) throw redirect(loginUrl(request), { headers: { "Cache-Control": NO_STORE } });
  requireConsentsRenewed(request, session);
  return user;
}

/**
 * The upstream said the token is no longer valid (expired, revoked): forget the
 * tokens, keep the guest cart, and send the shopper to sign in again with a message.
 */
export async function expireSession(request: Request, session: AppSession): Promise<never> {
  // (the trial cart and the sign-in's expiry belong to the customer too)
  for (const key of [
    "userUuid",
    "identityToken",
    "sessionToken",
    "commerceToken",
    "customerName",
    "cartId",
    "trialCartId",
    "authExpiresAt",
    "consentRenewal",
  ] as const)
    session.unset(key);
  session.set("cartCount", 0);
  session.flash({ kind: "info", message: "Your session has expired. Please sign in again." });
  throw redirect(loginUrl(request), { headers: noStore() });
}
