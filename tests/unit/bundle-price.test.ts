import { describe, expect, it } from "vitest";
import { choiceTotal } from "~/lib/bundle-price";
import type { BundleOptionChoice } from "~/lib/models/commerce";

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
