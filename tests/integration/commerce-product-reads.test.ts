import { beforeEach, describe, expect, it } from "vitest";
import { sandbox, useSandbox } from "./commerce-checkout-sandbox";
import { clearCache } from "../../app/.server/state/cache";
import {
  getProductImage,
  getProductImageDescriptions,
  getProductPrice,
} from "../../app/.server/commerce/product-reads";

// product.md §7 getProductImage, getProductImageDescription, getProductPrice end to end: gateway ->
// HTTP -> sandbox GraphQL (Adobe's own fields: image, thumbnail, price_range, price_tiers) -> seed.
useSandbox();
beforeEach(() => clearCache());

describe("pictures by sku", () => {
  it("reads one sku's main picture, and null for a sku the shop does not know", async () => {
    const image = await getProductImage("default", "ASH-STK-AMBER-P20");
    expect(image).toEqual({
      url: expect.stringMatching(/\/catalog\/product\/amber-tobacco-sticks-pack-20\.svg$/),
      label: "Amber Tobacco Sticks, Pack of 20",
    });
    expect((await fetch(image!.url)).status).toBe(200);
    expect(await getProductImage("default", "NO-SUCH-SKU")).toBeNull();
  });

  it("reads the pictures of several skus with their descriptions in one read, leaving out unknown skus", async () => {
    const pictures = await getProductImageDescriptions("default", [
      "ASH-STK-AMBER-P20",
      "ASH-DEV-ONE-COPPER",
      "ASH-STK-AMBER-P20",
      "NO-SUCH-SKU",
    ]);
    expect(Object.keys(pictures).sort()).toEqual(["ASH-DEV-ONE-COPPER", "ASH-STK-AMBER-P20"]);
    expect(pictures["ASH-STK-AMBER-P20"]).toEqual({
      url: expect.stringMatching(/amber-tobacco-sticks-pack-20--thumb\.svg$/), // the thumbnail (decision 0072)
      description: "Amber Tobacco Sticks, Pack of 20",
    });
    expect(pictures["ASH-DEV-ONE-COPPER"].description).toMatch(/Ashless One/);
    expect(await getProductImageDescriptions("default", [])).toEqual({});
  });

  it("describes a picture without a label by the product's name", async () => {
    const { id } = sandbox.db.prepare("SELECT id FROM catalog_product WHERE sku = ?").get("ASH-STK-TEAK-P20") as {
      id: number;
    };
    sandbox.db.prepare("UPDATE catalog_product_media SET label = '' WHERE product_id = ?").run(id);
    const pictures = await getProductImageDescriptions("default", ["ASH-STK-TEAK-P20"]);
    expect(pictures["ASH-STK-TEAK-P20"].description).toBe("Teak Sticks, Pack of 20");
  });
});

describe("price for a quantity", () => {
  it("prices cartons at the tier once its quantity is reached, with the saving against the regular price", async () => {
    expect(await getProductPrice("default", "ASH-STK-AMBER-C10", 2)).toEqual({
      sku: "ASH-STK-AMBER-C10",
      quantity: 2,
      unit: { value: 52, currency: "GBP" },
      total: { value: 104, currency: "GBP" },
      regularTotal: { value: 104, currency: "GBP" },
      saving: { value: 0, currency: "GBP" },
      tierQuantity: null,
    });
    expect(await getProductPrice("default", "ASH-STK-AMBER-C10", 3)).toMatchObject({
      unit: { value: 49 },
      total: { value: 147 },
      regularTotal: { value: 156 },
      saving: { value: 9 },
      tierQuantity: 3,
    });
  });

  it("counts a special price as the saving, and knows no unknown sku", async () => {
    expect(await getProductPrice("default", "ASH-STK-TEAK-P20", 3)).toMatchObject({
      unit: { value: 4.75 },
      total: { value: 14.25 },
      regularTotal: { value: 16.5 },
      saving: { value: 2.25 },
      tierQuantity: null,
    });
    expect(await getProductPrice("default", "NO-SUCH-SKU", 1)).toBeNull();
  });
});
