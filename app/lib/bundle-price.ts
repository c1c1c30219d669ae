// What a bundle's choices cost, as the product page shows them. Bundles are priced from their
// choices (Adobe Commerce's dynamic price): the product's price is its cheapest combination,
// and pages say "From" when its price range has a dearest above it (ProductSummary.priceVaries).
import type { BundleOptionChoice, Money } from "./models/commerce";

/** What choosing this adds to the bundle's price: its unit price times how many it brings. */
export const choiceTotal = (c: BundleOptionChoice): Money => ({
  ...c.price,
  value: Math.round(c.price.value * c.quantity * 100) / 100,
});
