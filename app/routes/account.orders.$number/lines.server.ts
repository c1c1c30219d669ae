// What the order page adds to its lines from the catalogue (product.md §7, decision 0073): each
// item's picture with its description (getProductImageDescription, one read for the whole order),
// and for "Buy these again" what each product costs now and whether it is in stock
// (getProductsEssentials, one read). Orders don't carry pictures or today's prices (Adobe's
// OrderItemInterface has neither), and both are a help, not the page: when the catalogue can't
// be read the page is shown without them.
import { getProductsEssentials } from "~/.server/commerce/catalog";
import { linePictures } from "~/.server/commerce/product-reads";
import { log } from "~/.server/observability";
import type { OrderDetails } from "~/lib/models/customer";
import type { Money, StoreView } from "~/lib/models/commerce";

/** The pictures of the order's items, by sku ({} when they can't be read). */
export const itemPictures = (store: StoreView, order: OrderDetails) =>
  linePictures(
    store,
    order.items.map((i) => i.sku),
  );

/** One product of "Buy these again": what was paid for one, and what one costs now. */
export interface BuyAgainLine {
  sku: string;
  name: string;
  paidEach: Money;
  /** null when the shop no longer sells it */
  nowEach: Money | null;
  inStock: boolean;
}

/**
 * The order's products as "Buy these again" lists them (free gifts left out: they come with their
 * offer, not by themselves), once each; null when the catalogue can't be read.
 */
export async function buyAgainLines(store: StoreView, order: OrderDetails): Promise<BuyAgainLine[] | null> {
  const bought = order.items.filter((i) => !i.isGift && i.quantity > 0);
  const items = bought.filter((i, n) => bought.findIndex((x) => x.sku === i.sku) === n);
  if (items.length === 0) return [];
  try {
    const { prices } = await getProductsEssentials(
      store,
      items.map((i) => i.sku),
    );
    return items.map((i) => {
      const now = prices.find((p) => p.sku === i.sku);
      return {
        sku: i.sku,
        name: i.name,
        paidEach: { ...i.rowTotal, value: Math.round((i.rowTotal.value / i.quantity) * 100) / 100 },
        nowEach: now ? now.price.final : null,
        inStock: now?.stockStatus === "IN_STOCK",
      };
    });
  } catch (error) {
    log().warn(`order ${order.number} prices now: ${(error as Error).message}`);
    return null;
  }
}
