// What a bundle's choices cost, as the product page shows them. Bundles are priced from their
// choices (Adobe Commerce's dynamic price): the product's price is its cheapest combination,
// and pages say "From" when its price range has a dearest above it (ProductSummary.priceVaries).
import type { BundleOptionChoice, BundleOptionGroup, Money } from "./models/commerce";

/** What choosing this adds to the bundle's price: its unit price times how many it brings. */
export const choiceTotal = (c: BundleOptionChoice): Money => ({
  ...c.price,
  value: Math.round(c.price.value * c.quantity * 100) / 100,
});

/** A bundle's choices: the value ids chosen in each group, by `bundle_<optionId>`. */
export type BundleChoices = Record<string, number[]>;

export const bundleField = (group: Pick<BundleOptionGroup, "optionId">) => `bundle_${group.optionId}`;

/**
 * The choices the page shows: those `chosen` names (ids that exist and are in stock), else each
 * group's defaults in stock. A group the shopper left empty stays empty.
 */
export function shownChoices(groups: BundleOptionGroup[], chosen: BundleChoices | null): BundleChoices {
  return Object.fromEntries(
    groups.map((g) => {
      const offered = g.choices.filter((c) => c.inStock);
      const ids = chosen
        ? (chosen[bundleField(g)] ?? []).filter((id) => offered.some((c) => c.id === id))
        : offered.filter((c) => c.isDefault).map((c) => c.id);
      return [bundleField(g), ids];
    }),
  );
}

/**
 * What the bundle costs with these choices (Adobe Commerce's dynamic price: the sum of the
 * choices), or null while a required group has none.
 */
export function bundleTotal(groups: BundleOptionGroup[], choices: BundleChoices): Money | null {
  const picked = groups.map((g) => g.choices.filter((c) => (choices[bundleField(g)] ?? []).includes(c.id)));
  if (groups.some((g, i) => g.required && picked[i].length === 0)) return null;
  const all = picked.flat().map(choiceTotal);
  if (all.length === 0) return null;
  return { ...all[0], value: Math.round(all.reduce((sum, m) => sum + m.value, 0) * 100) / 100 };
}
