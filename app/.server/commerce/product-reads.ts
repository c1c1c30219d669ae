// product.md §7 Products: the reads a page makes about skus it already has in hand (an order's
// lines, a product page's quantity), beside the catalogue's own reads (catalog.ts). All three are
// public catalogue data, the same for every shopper, so they are cached per store view (shared).
// Decision 0073 says where each is used.
import { commerceRequest } from "./client";
import { log } from "../observability";
import { shared } from "./catalog";
import { money, present } from "./mappers";
import {
  GetProductImageDescriptionDocument,
  GetProductImageDocument,
  GetProductPriceDocument,
} from "./generated/operations";
import type { Image, Money, StoreView } from "~/lib/models/commerce";

/** A product's picture as a line of a list shows it: its address and its description (the alt text). */
export interface ProductPicture {
  url: string;
  description: string;
}

/** One sku's main picture (product.md §7 getProductImage); null when the sku has none or is unknown. */
export function getProductImage(store: StoreView, sku: string): Promise<Image | null> {
  return shared(store, `image:${sku}`, async () => {
    const data = await commerceRequest(GetProductImageDocument, { sku }, { store });
    const image = present(data.products?.items).find((p) => p.sku === sku)?.image;
    return image?.url ? { url: image.url, label: image.label ?? "" } : null;
  });
}

/**
 * The small pictures of a list's skus with their descriptions, in one read (product.md §7
 * getProductImageDescription): by sku, leaving out those the shop does not know or that have no
 * picture. A picture without a label is described by the product's name.
 */
export async function getProductImageDescriptions(
  store: StoreView,
  skus: string[],
): Promise<Record<string, ProductPicture>> {
  const unique = [...new Set(skus)].sort();
  if (unique.length === 0) return {};
  return shared(store, `imageDescriptions:${unique.join(",")}`, async () => {
    const data = await commerceRequest(
      GetProductImageDescriptionDocument,
      { skus: unique, pageSize: unique.length },
      { store },
    );
    const pictures: Record<string, ProductPicture> = {};
    for (const p of present(data.products?.items))
      if (p.sku && p.thumbnail?.url)
        pictures[p.sku] = { url: p.thumbnail.url, description: p.thumbnail.label || p.name || p.sku };
    return pictures;
  });
}

/**
 * The pictures of a page's lines, where they are a help and not the page (an order's items, the
 * orders of a list): {} when they can't be read, so the page is shown without them.
 */
export async function linePictures(store: StoreView, skus: string[]): Promise<Record<string, ProductPicture>> {
  try {
    return await getProductImageDescriptions(store, skus);
  } catch (error) {
    log().warn(`pictures of ${skus.length} products: ${(error as Error).message}`);
    return {};
  }
}

/** What `quantity` of one sku cost (product.md §7 getProductPrice). */
export interface QuantityPrice {
  sku: string;
  quantity: number;
  /** the price of one at this quantity: the lowest of the final price and the price tiers reached */
  unit: Money;
  total: Money;
  /** the same quantity at the regular price, and what the shopper saves against it */
  regularTotal: Money;
  saving: Money;
  /** the tier this quantity reaches (its least quantity), null when none */
  tierQuantity: number | null;
}

const cents = (value: number) => Math.round(value * 100);

/**
 * The price of `quantity` of `sku`, null for a sku the shop does not know. Adobe Commerce has no
 * price-for-a-quantity field: the unit price is the product's final price, or the lowest tier
 * (price_tiers) whose quantity is reached, as the cart prices a line of that quantity.
 */
export async function getProductPrice(store: StoreView, sku: string, quantity: number): Promise<QuantityPrice | null> {
  const product = await shared(store, `price:${sku}`, async () => {
    const data = await commerceRequest(GetProductPriceDocument, { sku }, { store });
    return present(data.products?.items).find((p) => p.sku === sku) ?? null;
  });
  if (!product) return null;
  const price = product.price_range.minimum_price;
  const final = money(price.final_price);
  const regular = money(price.regular_price);
  const reached = present(product.price_tiers)
    .filter((t) => (t.quantity ?? Infinity) <= quantity && t.final_price)
    .sort((a, b) => (a.final_price?.value ?? 0) - (b.final_price?.value ?? 0))[0];
  const tierPrice = reached ? money(reached.final_price, final.currency) : null;
  const unit = tierPrice && tierPrice.value < final.value ? tierPrice : final;
  const currency = unit.currency;
  const total = cents(unit.value) * quantity;
  const regularTotal = Math.max(cents(regular.value), cents(final.value)) * quantity;
  return {
    sku,
    quantity,
    unit,
    total: { value: total / 100, currency },
    regularTotal: { value: regularTotal / 100, currency },
    saving: { value: (regularTotal - total) / 100, currency },
    tierQuantity: unit === tierPrice && reached ? (reached.quantity ?? null) : null,
  };
}
