// The club in the cart (product.md §7 cart-item points, §8): what each line earns under the order
// rule, and the points-for-money offers a signed-in customer can apply. Loyalty reads fall
// back to nothing: a line whose points lookup fails is kept, without points, and the cart
// never fails because the club did.
import type { Cart } from "~/lib/models/commerce";
import { currentUser } from "../auth/require-user";
import type { AppSession } from "../session/session";
import { isSessionExpired } from "../auth/session-expiry";
import { loyaltyGateway } from "../platform/loyalty";
import { pointsLabel } from "./view";
import { moneyWriter } from "../commerce/money";
import { cachedForShopper } from "../state/cache";
import { KEPT_MS, lastChange } from "../state/shopper-changes";
import type { Auth } from "~/lib/models/account";
import type { LoyaltyGateway } from "~/lib/models/loyalty";

export interface CartClub {
  /** points per cart line id; a line missing here earns none that we could find out */
  linePoints: Record<string, string>;
  offers: { uuid: string; label: string }[];
  applied: { label: string } | null;
  /** the customer's balance, when it could be read */
  balance: string | null;
}

/** A read that fell back to nothing is used once, never kept. */
class NotKept<T> extends Error {
  constructor(readonly reads: T) {
    super("a club read fell back");
  }
}

/**
 * The offers and the balance, kept for this shopper and cart until they change anything or for
 * KEPT_MS (decision 0077): the cart is the page shown again after every change elsewhere, and
 * points earned outside the shop show within that time.
 */
async function offersAndBalance(api: LoyaltyGateway, auth: Auth, cartId: string) {
  const read = () => Promise.all([api.campaigns(auth), api.points(auth)]);
  const mark = await lastChange(auth.userUuid);
  // shared state can't say whether they changed anything: read, keep nothing
  if (mark === null) return read();
  const key = `cart-club:${auth.userUuid}:${cartId}:${mark}`;
  try {
    return await cachedForShopper(key, KEPT_MS, async () => {
      const reads = await read();
      if (reads.some((r) => !r.available)) throw new NotKept(reads);
      return reads;
    });
  } catch (error) {
    if (error instanceof NotKept) return error.reads as Awaited<ReturnType<typeof read>>;
    throw error;
  }
}

export async function cartClub(request: Request, session: AppSession, cart: Cart | null): Promise<CartClub | null> {
  const user = currentUser(session);
  if (!user || !cart || cart.items.length === 0) return null;
  const api = loyaltyGateway({ signal: request.signal });
  try {
    const buying = cart.items.filter((i) => !i.isGift);
    const [points, [campaigns, balance], money] = await Promise.all([
      Promise.all(buying.map((i) => api.earningRule(user.auth, "order", { sku: i.product.sku, quantity: i.quantity }))),
      offersAndBalance(api, user.auth, cart.id),
      moneyWriter(),
    ]);
    const linePoints: Record<string, string> = {};
    buying.forEach((item, n) => {
      const earned = points[n].value;
      if (earned !== null) linePoints[item.id] = pointsLabel(earned);
    });
    const applied = cart.appliedCampaign;
    // an offer worth more than the goods would spend points for money it can't take off
    const goods =
      cart.prices.subtotalInclTax.value - cart.prices.discounts.reduce((sum, d) => sum + Math.abs(d.amount.value), 0);
    return {
      linePoints,
      offers: applied
        ? []
        : campaigns.value
            .filter((c) => c.isAvailable && c.amount.value <= goods)
            .map((c) => ({ uuid: c.uuid, label: `Use ${pointsLabel(c.points)} for ${money(c.amount)} off` })),
      applied: applied ? { label: `${pointsLabel(applied.points)} for ${money(applied.amount)} off` } : null,
      balance: balance.available ? pointsLabel(balance.value.points) : null,
    };
  } catch (error) {
    // a refused token is the account pages' business; the cart shows itself without the club
    if (isSessionExpired(error)) return null;
    throw error;
  }
}
