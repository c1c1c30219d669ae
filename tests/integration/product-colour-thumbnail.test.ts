import { beforeEach, describe, expect, it } from "vitest";
import { sandbox, useSandbox } from "./commerce-checkout-sandbox";
import { migrateCatalogExtras } from "../../server/sandbox/commerce/catalog-extras";
import { clearCache } from "../../app/.server/state/cache";
import { getCategoryByPath, getProductByUrlKey, listProducts } from "../../app/.server/commerce/catalog";
import { addToCart, createCart } from "../../app/.server/commerce/cart";
import { colourSwatch } from "../../app/.server/commerce/mappers/catalog";
import { searchedCategory } from "../../app/routes/stores._index/stores.server";

// Issue 38 (product.md §3 Product): color/color_label, thumbnail and categories.store_locator_name,
// from the sandbox's catalogue through the gateways to what the pages are given.
useSandbox();
beforeEach(() => clearCache());

/** A guest cart of a Stick Holder (Gunmetal), an Amber pack (no colour) and a Pearl White Ashless One; its line by sku. */
async function cartOfThree() {
  const id = await createCart("default");
  await addToCart("default", id, { kind: "simple", sku: "ASH-CON-HOLDER-1", quantity: 1 });
  await addToCart("default", id, { kind: "simple", sku: "ASH-STK-AMBER-P20", quantity: 1 });
  const { cart } = await addToCart("default", id, {
    kind: "configurable",
    parentSku: "ASH-DEV-ONE",
    sku: "ASH-DEV-ONE-WHITE",
    quantity: 1,
  });
  return (sku: string) => cart!.items.find((i) => i.product.sku === sku)!;
}

describe("colour", () => {
  it("gives a device's colour choices their swatches and each variant its colour's name", async () => {
    const one = (await getProductByUrlKey("default", "ashless-one-device"))!;
    expect(one.colour).toBeNull(); // the configurable itself has none: its variants do
    expect(one.configurableOptions[0]).toMatchObject({
      code: "color",
      label: "Colour",
      values: [
        { label: "Midnight Black", swatch: "#1d1d1f" },
        { label: "Pearl White", swatch: "#f2efe9" },
        { label: "Copper", swatch: "#b87333" },
      ],
    });
    expect(one.variants.map((v) => [v.sku, v.colour])).toEqual([
      ["ASH-DEV-ONE-BLACK", "Midnight Black"],
      ["ASH-DEV-ONE-WHITE", "Pearl White"],
      ["ASH-DEV-ONE-COPPER", "Copper"],
    ]);
  });

  it("names the colour of a simple product that comes in one, and none for one that does not", async () => {
    expect((await getProductByUrlKey("default", "ashless-stick-holder"))!.colour).toBe("Gunmetal");
    expect((await getProductByUrlKey("default", "ashless-usb-c-charging-cable"))!.colour).toBe("Cloud White");
    expect((await getProductByUrlKey("default", "amber-tobacco-sticks-pack-20"))!.colour).toBeNull();
  });

  it("paints only a colour: a swatch that is an image link, text or anything else is dropped", () => {
    expect(colourSwatch("#1D1D1F")).toBe("#1D1D1F");
    expect(colourSwatch("#fff")).toBe("#fff");
    for (const value of ["red; background: url(https://x.example/a.png)", "swatch/black.png", "Black", "", null])
      expect(colourSwatch(value)).toBeNull();
  });

  it("says a cart line's colour: a simple product's own, a variant's once, among its options", async () => {
    const line = await cartOfThree();
    expect(line("ASH-CON-HOLDER-1").options).toEqual([{ label: "Colour", value: "Gunmetal" }]);
    expect(line("ASH-STK-AMBER-P20").options).toEqual([]);
    expect(line("ASH-DEV-ONE").options).toEqual([{ label: "Colour", value: "Pearl White" }]);
  });
});

describe("thumbnail", () => {
  it("is a close-up of its own, for small sizes, kept off the product page's gallery", async () => {
    const holder = (await getProductByUrlKey("default", "ashless-stick-holder"))!;
    expect(holder.thumbnail.url).toMatch(/\/catalog\/product\/ashless-stick-holder--thumb\.svg$/);
    expect(holder.image.url).toMatch(/\/ashless-stick-holder\.svg$/);
    expect(holder.gallery.map((g) => g.url)).not.toContain(holder.thumbnail.url);
    const [main, thumb] = await Promise.all([holder.image.url, holder.thumbnail.url].map((u) => fetch(u)));
    expect(thumb.status).toBe(200);
    const svg = await thumb.text();
    expect(svg).toContain('width="200" height="200"');
    expect(svg).toContain('aria-label="Ashless Stick Holder"');
    expect(await main.text()).toContain('width="800" height="800"');
  });

  it("is what listings read along their picture, and what a cart line shows: a variant's own", async () => {
    const page = await listProducts("default", { sort: "position", page: 1, pageSize: 40 });
    expect(page.items.length).toBeGreaterThan(10);
    for (const p of page.items) expect(p.thumbnail.url).toBe(p.image.url.replace(/\.svg$/, "--thumb.svg"));
    const line = await cartOfThree();
    expect(line("ASH-STK-AMBER-P20").picture.url).toMatch(/amber-tobacco-sticks-pack-20--thumb\.svg$/);
    expect(line("ASH-CON-HOLDER-1").picture.url).toMatch(/ashless-stick-holder--thumb\.svg$/);
    expect(line("ASH-DEV-ONE").picture.url).toMatch(/ashless-one-device-pearl-white--thumb\.svg$/);
  });

  it("comes to a data directory made before it once, and a product without pictures keeps none", () => {
    const count = () =>
      (
        sandbox.db.prepare("SELECT COUNT(*) AS n FROM catalog_product_media WHERE file LIKE '%--thumb.svg'").get() as {
          n: number;
        }
      ).n;
    const before = count();
    expect(before).toBeGreaterThan(40);
    migrateCatalogExtras(sandbox.db);
    expect(count()).toBe(before);
    const roles = sandbox.db
      .prepare(
        "SELECT types FROM catalog_product_media WHERE file = 'ashless-stick-holder.svg' OR file = 'ashless-stick-holder--thumb.svg' ORDER BY position",
      )
      .all() as { types: string }[];
    expect(roles.map((r) => JSON.parse(r.types))).toEqual([["image", "small_image"], ["thumbnail"]]);
  });
});

describe("store_locator_name", () => {
  it("names what a category holds for the store finder; a category without one has none", async () => {
    expect((await getCategoryByPath("default", "devices"))?.storeLocatorName).toBe("heating devices");
    expect((await getCategoryByPath("default", "sticks/cartons"))?.storeLocatorName).toBe("heated sticks");
    expect((await getCategoryByPath("default", "accessories"))?.storeLocatorName).toBeNull();
    const prime = (await getProductByUrlKey("default", "ashless-prime-device"))!;
    expect(prime.categories).toEqual([
      expect.objectContaining({ urlPath: "devices", storeLocatorName: "heating devices" }),
    ]);
  });

  it("labels the store finder's search from the category's path; anything else labels nothing", async () => {
    expect(await searchedCategory("devices")).toEqual({ path: "devices", name: "heating devices" });
    expect(await searchedCategory(" sticks/single-packs ")).toEqual({
      path: "sticks/single-packs",
      name: "heated sticks",
    });
    for (const raw of ["accessories", "no-such-category", "<script>", "", null])
      expect(await searchedCategory(raw)).toBeNull();
  });
});
