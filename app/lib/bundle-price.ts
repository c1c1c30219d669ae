// What a bundle's choices cost, as the product page shows them. Bundles are priced from their
// choices (Adobe Commerce's dynamic price): the product's price is its cheapest combination.
import type { BundleOptionChoice, BundleOptionGroup, Money } from "./models/commerce";

/** What choosing this adds to the bundle's price: its unit price times how many it brings. */
export const choiceTotal = (c: BundleOptionChoice): Money => ({
  ...c.price,
  value: Math.round(c.price.value * c.quantity * 100) / 100,
});

/**
 * Whether what the shopper chooses changes the bundle's price (then the page says "From"): a
 * group whose choices cost different amounts, an optional group, or one that takes several.
 */
export function bundlePriceVaries(groups: readonly BundleOptionGroup[]): boolean {
  return groups.some(
    (g) =>
      !g.required ||
      g.type === "checkbox" ||
      g.type === "multi" ||
      new Set(g.choices.map((c) => choiceTotal(c).value)).size > 1,
  );
}
