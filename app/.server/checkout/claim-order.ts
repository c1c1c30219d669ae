// A guest's order, put into the account they create from its confirmation (issue 40, 6): the
// confirmation links to /register?order=<number>, the registration form starts with the order's
// e-mail and name, and once the account exists the order is attached to it (commerce's
// assignGuestOrderToCustomer), its subscription with it. When the order's e-mail has an account
// already, the confirmation links to /login?order=<number> instead, and signing in attaches it.
import { attachGuestOrder } from "~/.server/commerce/customer";
import { log } from "~/.server/observability";
import { accountGateway } from "~/.server/platform/account";
import type { AppSession } from "~/.server/session/session";
import { getLastOrder, type LastOrder } from "./idempotency";

/** The guest order this browser placed, when `number` names it and nobody is signed in. */
export function claimableOrder(session: AppSession, number: string | null | undefined): LastOrder | null {
  const last = getLastOrder(session);
  if (!number || !last?.guest || last.number !== number || session.get("commerceToken")) return null;
  return last;
}

/** Where the confirmation offers the account: the registration form for this order. */
export const registerForOrder = (number: string) => `/register?order=${encodeURIComponent(number)}`;

/** …or, when the order's e-mail has an account already, signing in to it; the order then goes into it. */
export const logInForOrder = (number: string) =>
  `/login?order=${encodeURIComponent(number)}&redirectTo=${encodeURIComponent(`/account/orders/${number}`)}`;

/**
 * The confirmation's account offer for a guest's order: sign in when its e-mail has an account
 * (the platform's account-exists check: unified email-exists, legacy /verify/{EMAIL}), else
 * create one. The check is made only for the e-mail of the order this browser placed, never for
 * an address typed in; when the platform can't say, registration is offered (it refuses a taken
 * e-mail itself).
 */
export async function accountOffer(last: LastOrder, signal?: AbortSignal): Promise<{ exists: boolean; href: string }> {
  const exists = await accountGateway({ signal })
    .accountExists(last.email)
    .catch((error: unknown) => {
      log().warn(`account-exists check for order ${last.number} failed: ${(error as Error).message}`);
      return false;
    });
  return { exists, href: exists ? logInForOrder(last.number) : registerForOrder(last.number) };
}

/**
 * After the account for `email` is made and signed in: the order this browser placed as a guest
 * becomes the account's. What to tell the shopper, or null when there was no such order.
 */
export async function claimGuestOrder(
  session: AppSession,
  last: LastOrder | null,
  email: string,
): Promise<string | null> {
  if (!last) return null;
  const elsewhere = `You can still find order ${last.number} with "Find your order".`;
  if (last.email.trim().toLowerCase() !== email.trim().toLowerCase())
    return `Order ${last.number} was placed with another e-mail address, so it isn't in this account. ${elsewhere}`;
  const token = session.get("commerceToken");
  const attached = token
    ? await attachGuestOrder(last.store ?? "default", token, last.number).catch((error: unknown) => {
        log().error({ err: error }, `attaching guest order ${last.number} failed`);
        return false;
      })
    : false;
  if (!attached) return `We couldn't add order ${last.number} to your account just now. ${elsewhere}`;
  session.set("lastOrder", { ...last, guest: false });
  return `Order ${last.number} is in your account.`;
}
