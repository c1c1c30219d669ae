// What a free trial costs, said before the shopper commits and on the confirmation (issue 40,
// 5): the trial product's own terms (its description in the catalogue), what is paid today and
// what once the trial ends (the cart's total_after_trial, product.md §3). Nothing here is
// written by the shop: every figure and sentence comes from the commerce data.
import { getProductByUrlKey } from "~/.server/commerce/catalog";
import type { Cart, Money, StoreView } from "~/lib/models/commerce";
import { sanitizeHtml } from "~/.server/document/sanitize";

export interface TrialTerms {
  /** the trial product's name */
  product: string;
  /** its terms, as the catalogue describes it (plain text), when it has a description */
  terms: string | null;
  today: Money;
  afterTrial: Money;
}

/** A product description as one line of text. */
export function plainText(html: string): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A trial product's terms from its catalogue description; null when it has none (or can't be read). */
export async function productTerms(store: StoreView, urlKey: string): Promise<string | null> {
  const product = await getProductByUrlKey(store, urlKey).catch(() => null);
  const text = product ? plainText(product.descriptionHtml) : "";
  return text || null;
}

/** The terms of the free trial in this cart, or null when it holds none. */
export async function cartTrialTerms(store: StoreView, cart: Cart): Promise<TrialTerms | null> {
  const after = cart.totalAfterTrial?.totalInclTax;
  if (!after) return null;
  // the trial product: the line that costs nothing today (a trial cart holds only it, product.md §9)
  const line = cart.items.find((i) => i.rowTotalInclTax.value === 0 && !i.isGift) ?? cart.items[0];
  return {
    product: line?.product.name ?? "",
    terms: line ? await productTerms(store, line.product.urlKey) : null,
    today: cart.prices.grandTotal,
    afterTrial: after,
  };
}
