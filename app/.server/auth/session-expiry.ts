// Recognising "the upstream no longer accepts this shopper's tokens", whichever service
// says it, so every signed-in flow can end the same way: expireSession (require-user.ts).
import { isSessionExpired as commerceSessionExpired } from "../commerce/customer";
import type { AppSession } from "../session/session";
import { expireSession } from "./require-user";

/**
 * The platform's SESSION_EXPIRED (thrown, or as a Result error), or a commerce call whose
 * customer token was refused (CustomerSessionExpiredError, or the checkout gateway's plain
 * CommerceError with Adobe Commerce's "current customer isn't authorized").
 */
export function isSessionExpired(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: unknown; error?: { code?: unknown } };
  if (e.code === "SESSION_EXPIRED" || e.error?.code === "SESSION_EXPIRED") return true;
  return commerceSessionExpired(error);
}

/**
 * Runs `work`; when it fails because the session is over, answers with expireSession's
 * redirect to /login (and back) instead. Only for signed-in requests: a guest has no
 * session to expire, and their authorization errors are something else.
 */
export async function expiringSession<T>(
  request: Request,
  session: AppSession,
  signedIn: boolean,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (signedIn && isSessionExpired(error)) return expireSession(request, session);
    throw error;
  }
}
