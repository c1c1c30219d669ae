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

/**
 * Every /account page starts here: no valid session → /login?redirectTo=<this page>,
 * and back after sign-in.
 */
export function requireUser(request: Request, session: AppSession): SignedIn {
  const user = currentUser(session);
  if (!user) throw redirect(loginUrl(request), { headers: { "Cache-Control": NO_STORE } });
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
  ] as const)
    session.unset(key);
  session.set("cartCount", 0);
  session.flash({ kind: "info", message: "Your session has expired. Please sign in again." });
  throw redirect(loginUrl(request), { headers: noStore() });
}
