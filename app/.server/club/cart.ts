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

export interface CartClub {
  /** points per cart line id; a line missing here earns none that we could find out */
  linePoints: Record<string, string>;
  offers: { uuid: string; label: string }[];
  applied: { label: string } | null;
  /** the customer's balance, when it could be read */
  balance: string | null;
}

export async function cartClub(request: Request, session: AppSession, cart: Cart | null): Promise<CartClub | null> {
  const user = currentUser(session);
  if (!user || !cart || cart.items.length === 0) return null;
  const api = loyaltyGateway({ signal: request.signal });
  try {
    const buying = cart.items.filter((i) => !i.isGift);
    const [points, campaigns, balance, money] = await Promise.all([
      Promise.all(buying.map((i) => api.earningRule(user.auth, "order", { sku: i.product.sku, quantity: i.quantity }))),
      api.campaigns(user.auth),
      api.points(user.auth),
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
