// A guest's order, put into the account they create from its confirmation (issue 40, 6): the
// confirmation links to /register?order=<number>, the registration form starts with the order's
// e-mail and name, and once the account exists the order is attached to it (commerce's
// assignGuestOrderToCustomer), its subscription with it.
import { attachGuestOrder } from "~/.server/commerce/customer";
import { log } from "~/.server/observability";
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
