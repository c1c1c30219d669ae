import { describe, expect, it } from "vitest";
import { bundleTotal, choiceTotal, shownChoices } from "~/lib/bundle-price";
import type { BundleOptionChoice, BundleOptionGroup } from "~/lib/models/commerce";

const choice = (id: number, value: number, quantity = 1): BundleOptionChoice => ({
  id,
  label: `Choice ${id}`,
  quantity,
  isDefault: id === 1,
  sku: `SKU-${id}`,
  price: { value, currency: "GBP" },
  inStock: true,
});

describe("bundle prices", () => {
  it("a choice adds its unit price times how many it brings", () => {
    expect(choiceTotal(choice(1, 5.5, 2))).toEqual({ value: 11, currency: "GBP" });
    expect(choiceTotal(choice(1, 1.15, 3)).value).toBe(3.45);
  });
});

describe("a bundle's price with its choices", () => {
  const group = (optionId: number, required: boolean, choices: BundleOptionChoice[]): BundleOptionGroup => ({
    optionId,
    title: `Group ${optionId}`,
    required,
    type: "radio",
    choices,
  });
  const sold = { ...choice(3, 20), inStock: false, isDefault: true };
  const GROUPS = [group(1, true, [choice(1, 5.5, 2), choice(2, 7)]), group(2, false, [choice(4, 3), sold])];

  it("starts from the defaults in stock, and costs the sum of what is chosen", () => {
    const shown = shownChoices(GROUPS, null);
    expect(shown).toEqual({ bundle_1: [1], bundle_2: [] });
    expect(bundleTotal(GROUPS, shown)).toEqual({ value: 11, currency: "GBP" });
    expect(bundleTotal(GROUPS, { bundle_1: [2], bundle_2: [4] })).toEqual({ value: 10, currency: "GBP" });
  });

  it("keeps only choices that exist and are in stock, and has no price while a required group is empty", () => {
    expect(shownChoices(GROUPS, { bundle_1: [99], bundle_2: [3, 4] })).toEqual({ bundle_1: [], bundle_2: [4] });
    expect(bundleTotal(GROUPS, { bundle_1: [], bundle_2: [4] })).toBeNull();
  });
});
