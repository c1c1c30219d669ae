// The product page's trade-in box (SPEC §5, §7, §8): for a device that can be traded in, what
// the offer is and, for a signed-in customer, whether they can use it. Eligibility is one
// customer's answer, so a page that carries it is marked no-store (a signed-in request has a
// cookie, so server/page-cache.ts never keeps it either); a signed-out shopper gets the same
// "sign in to check" box as everyone, and that page stays cacheable.
import type { Product } from "~/lib/models/commerce";
import { formatMoney } from "~/lib/format";
import { currentUser } from "./auth/require-user";
import { tradeInGateway } from "./platform/trade-in";

export interface TradeInPanel {
  state: "signed-out" | "eligible" | "not-eligible";
  /** null when the offer could not be read */
  offer: { credit: string; terms: string } | null;
}

export async function tradeInPanel(
  request: Request,
  product: Product,
): Promise<{ panel: TradeInPanel | null; personal: boolean }> {
  if (!product.tradeIn) return { panel: null, personal: false };
  const api = tradeInGateway({ signal: request.signal });
  const user = await currentUser(request);
  const [config, eligible] = await Promise.all([
    api.getConfiguration().catch((error: unknown) => {
      console.error(`trade-in configuration: ${(error as Error).message}`);
      return null;
    }),
    user ? api.isEligible(user.auth) : Promise.resolve(false),
  ]);
  // The platform names the devices its offer is for; a device it leaves out has none.
  if (config && (!config.enabled || !config.products.some((p) => p.sku === product.sku)))
    return { panel: null, personal: false };
  const offer = config ? { credit: formatMoney(config.credit), terms: config.terms } : null;
  if (!user) return { panel: { state: "signed-out", offer }, personal: false };
  return { panel: { state: eligible && config ? "eligible" : "not-eligible", offer }, personal: true };
}
