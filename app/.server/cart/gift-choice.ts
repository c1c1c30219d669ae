// The cart's gift choice (product.md §3/§5/§7): what the shopper asked for, checked against the
// line's free_gifts before anything is sent, and the words for what it made.
import type { Cart, CartItem } from "~/lib/models/commerce";
import { GIFT_FIELD } from "~/lib/form-names";

type Choice = NonNullable<CartItem["giftChoice"]>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The field a gift's quantity travels in (the form's `qty.<sku>`). */
export const giftQtyField = (sku: string) => `qty.${sku}`;

/**
 * Each gift's units as asked: a gift not sent (its box disabled, or a form older than the
 * offer) keeps what it has; skus the line does not offer are left out.
 */
export function wantedGifts(choice: Choice, asked: Record<string, number>): Map<string, number> {
  const has = (sku: string) => choice.lines.filter((l) => l.sku === sku).reduce((n, l) => n + l.quantity, 0);
  return new Map(choice.products.map((g) => [g.sku, asked[g.sku] ?? has(g.sku)]));
}

/**
 * Why the choice cannot be made, beside the field it is about: more units than the line allows
 * (beside the gifts), more of a gift that cannot be chosen now (beside its quantity), nothing
 * chosen at all (product.md §5: quantities of 0 are ignored, and nothing is added).
 */
export function giftChoiceProblem(
  line: CartItem,
  choice: Choice,
  wanted: Map<string, number>,
): Record<string, string[]> | null {
  const total = [...wanted.values()].reduce((n, q) => n + q, 0);
  if (total > choice.allowedQty)
    return { [GIFT_FIELD]: [`You can choose ${plural(choice.allowedQty, "free gift")} with ${line.product.name}.`] };
  for (const gift of choice.products) {
    const had = choice.lines.filter((l) => l.sku === gift.sku).reduce((n, l) => n + l.quantity, 0);
    if (!gift.eligible && (wanted.get(gift.sku) ?? 0) > had)
      return {
        [giftQtyField(gift.sku)]: [
          `${gift.name} cannot be chosen: ${(gift.description ?? "it is not available.").replace(/^./, (c) => c.toLowerCase())}`,
        ],
      };
  }
  if (total === 0 && choice.chosen === 0) return { [GIFT_FIELD]: ["Choose a gift first."] };
  return null;
}

/** What the cart's gifts of this line are now, in words ("Your free gifts with …: 2 × …"). */
export function giftsNow(cart: Cart | null, line: CartItem): string {
  const gifts = (cart?.items ?? []).filter((i) => i.isGift && i.parentGiftId === line.lineId);
  if (gifts.length === 0) return `No free gifts with ${line.product.name} now.`;
  const list = gifts.map((g) => `${g.quantity} × ${g.product.name}`).join(" and ");
  return `Your free gifts with ${line.product.name}: ${list}.`;
}
