import { describe, expect, it } from "vitest";
import { bundlePriceVaries, choiceTotal } from "~/lib/bundle-price";
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
const group = (choices: BundleOptionChoice[], extra: Partial<BundleOptionGroup> = {}): BundleOptionGroup => ({
  optionId: 1,
  title: "Flavour",
  required: true,
  type: "radio",
  choices,
  ...extra,
});

describe("bundle prices", () => {
  it("a choice adds its unit price times how many it brings", () => {
    expect(choiceTotal(choice(1, 5.5, 2))).toEqual({ value: 11, currency: "GBP" });
    expect(choiceTotal(choice(1, 1.15, 3)).value).toBe(3.45);
  });

  it("varies when a group's choices cost different amounts, or a group is optional or takes several", () => {
    expect(bundlePriceVaries([group([choice(1, 5.5, 2), choice(2, 11)])])).toBe(false);
    expect(bundlePriceVaries([group([choice(1, 5.5, 2), choice(2, 5, 2)])])).toBe(true);
    expect(bundlePriceVaries([group([choice(1, 5)], { required: false })])).toBe(true);
    expect(bundlePriceVaries([group([choice(1, 5)], { type: "checkbox" })])).toBe(true);
    expect(bundlePriceVaries([])).toBe(false);
  });
});
