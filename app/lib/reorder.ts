// What the shopper is told after "Buy again" (product.md §7 reorder, §8 reorder errors).
import type { ReorderResult } from "./models/customer";

const REASONS: Record<string, string> = {
  PRODUCT_NOT_FOUND: "no longer sold",
  NOT_SALABLE: "not available at the moment",
  INSUFFICIENT_STOCK: "not enough in stock",
};

export const REORDER_NOT_AVAILABLE_MESSAGE = "This order can't be ordered again online.";

/** product.md §4's mutation results (Adobe's BatchMutationStatus), of a change made line by line. */
export type MutationResult = "SUCCESS" | "FAILURE" | "MIXED_RESULTS";

/**
 * The result and message of a reorder of `order`: which lines went into the cart and which did
 * not (by product name, with the reason). SUCCESS: every line; MIXED_RESULTS: some (the cart
 * has them, the message names the others); FAILURE: none, or the order can't be ordered again.
 */
export function reorderOutcome(
  order: { number: string; items: { sku: string; name: string; isGift?: boolean }[] },
  result: Pick<ReorderResult, "errors">,
): { result: MutationResult; message: string } {
  if (result.errors.some((e) => e.code === "REORDER_NOT_AVAILABLE"))
    return { result: "FAILURE", message: REORDER_NOT_AVAILABLE_MESSAGE };
  const lines = order.items.filter((i) => !i.isGift);
  const missed = result.errors.map((e) => {
    const name = lines.find((i) => i.sku === e.sku)?.name;
    const reason = REASONS[e.code];
    return name && reason ? `${name} (${reason})` : name ? `${name}: ${e.message}` : e.message;
  });
  if (missed.length === 0)
    return { result: "SUCCESS", message: `The items from order ${order.number} are in your cart.` };
  const notAdded = `Not added: ${missed.join("; ")}.`;
  if (missed.length >= lines.length)
    return {
      result: "FAILURE",
      message: `We couldn't add the items from order ${order.number} to your cart. ${notAdded}`,
    };
  return {
    result: "MIXED_RESULTS",
    message: `We added what we could from order ${order.number} to your cart. ${notAdded}`,
  };
}
