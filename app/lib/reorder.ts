// What the shopper is told after "Buy again" (product.md §7 reorder, §8 reorder errors).
import type { ReorderResult } from "./models/customer";

const REASONS: Record<string, string> = {
  PRODUCT_NOT_FOUND: "no longer sold",
  NOT_SALABLE: "not available at the moment",
  INSUFFICIENT_STOCK: "not enough in stock",
};

export const REORDER_NOT_AVAILABLE_MESSAGE = "This order can't be ordered again online.";

/**
 * The message for a reorder of `order`: which lines went into the cart and which did not (by
 * product name, with the reason); `added` is false when nothing could be added.
 */
export function reorderOutcome(
  order: { number: string; items: { sku: string; name: string; isGift?: boolean }[] },
  result: Pick<ReorderResult, "errors">,
): { added: boolean; message: string } {
  if (result.errors.some((e) => e.code === "REORDER_NOT_AVAILABLE"))
    return { added: false, message: REORDER_NOT_AVAILABLE_MESSAGE };
  const lines = order.items.filter((i) => !i.isGift);
  const missed = result.errors.map((e) => {
    const name = lines.find((i) => i.sku === e.sku)?.name;
    const reason = REASONS[e.code];
    return name && reason ? `${name} (${reason})` : name ? `${name}: ${e.message}` : e.message;
  });
  if (missed.length === 0) return { added: true, message: `The items from order ${order.number} are in your cart.` };
  const notAdded = `Not added: ${missed.join("; ")}.`;
  if (missed.length >= lines.length)
    return {
      added: false,
      message: `We couldn't add the items from order ${order.number} to your cart. ${notAdded}`,
    };
  return {
    added: true,
    message: `We added what we could from order ${order.number} to your cart. ${notAdded}`,
  };
}
