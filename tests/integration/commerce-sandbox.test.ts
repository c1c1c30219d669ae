import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../server/sandbox/index";
import { resetConfigForTests } from "../../app/.server/config";
import { clearCache } from "../../app/.server/state/cache";
import {
  getCategories,
  getCategoryByPath,
  getCountries,
  getCurrency,
  getProductByUrlKey,
  getProductsBySku,
  getProductsEssentials,
  getStockStatuses,
  getStoreConfig,
  getUrlKey,
  listProducts,
  searchProducts,
} from "../../app/.server/commerce/catalog";

// The catalogue gateway end to end: gateway -> HTTP (GET queries) -> sandbox GraphQL -> SQLite seed.
let server: Server;
let db: Database.Database;

beforeAll(async () => {
  const sandbox = createSandbox({ dbFile: ":memory:" });
  db = sandbox.db;
  server = await new Promise<Server>((resolve) => {
    const s = sandbox.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  process.env.COMMERCE_GRAPHQL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  resetConfigForTests();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});
beforeEach(() => clearCache());

describe("store and directory", () => {
  it("reads the store configuration of each store view", async () => {
    const config = await getStoreConfig("default");
    expect(config).toMatchObject({
      storeCode: "default",
      baseCurrencyCode: "GBP",
      cartonsLimitValue: 10,
      allowEmptyFirstname: false,
      postcodeValidationEnabled: true,
      postcodeIsRequired: true,
      isAgeVerificationEnabled: true,
    });
    expect(new RegExp(config.postcodeValidateRegex!).test("SW1A 1AA")).toBe(true);
    expect(new RegExp(config.postcodeValidateRegex!).test("12345")).toBe(false);
    expect((await getStoreConfig("trial")).storeCode).toBe("trial");
  });

  it("reads currency and countries, dropping regions without id, code and name", async () => {
    expect(await getCurrency("default")).toEqual({
      displayCode: "GBP",
      displaySymbol: "£",
      baseCode: "GBP",
      baseSymbol: "£",
    });
    const countries = await getCountries("default");
    const gb = countries.find((c) => c.id === "GB")!;
    expect(gb).toMatchObject({ iso3: "GBR", name: "United Kingdom" });
    expect(gb.regions.map((r) => r.code)).toEqual(["ENG", "NIR", "SCT", "WLS"]);
    const spain = countries.find((c) => c.id === "ES")!;
    expect(spain.regions.map((r) => r.name)).toEqual(["Madrid", "Barcelona", "Valencia", "Seville"]);
    expect(countries.find((c) => c.id === "NL")!.regions).toEqual([]);
  });

  it("builds the category tree and finds categories by url path", async () => {
    const tree = await getCategories("default");
    expect(tree.map((c) => c.urlPath)).toEqual(["sticks", "devices", "bundles", "accessories"]);
    expect(tree[0].children.map((c) => c.name)).toEqual(["Single packs", "Cartons"]);
    expect(await getCategoryByPath("default", "sticks/cartons")).toMatchObject({ name: "Cartons", urlKey: "cartons" });
    expect(await getCategoryByPath("default", "nowhere")).toBeNull();
  });
});

describe("listings", () => {
  it("lists a category without subscription twins, sorted and paged", async () => {
    const cartons = await getCategoryByPath("default", "sticks/cartons");
    const page = await listProducts("default", { categoryUid: cartons!.uid, sort: "position", page: 1, pageSize: 20 });
    expect(page.totalCount).toBe(8);
    expect(page.items.every((p) => !p.subscription && p.sku.endsWith("-C10"))).toBe(true);
    const byPrice = await listProducts("default", {
      categoryUid: cartons!.uid,
      sort: "price_asc",
      page: 1,
      pageSize: 20,
    });
    expect(byPrice.items[0]).toMatchObject({
      sku: "ASH-STK-RUBY-C10",
      price: { final: { value: 47, currency: "GBP" } },
    });
    const second = await listProducts("default", { categoryUid: cartons!.uid, sort: "name", page: 2, pageSize: 5 });
    expect(second).toMatchObject({ currentPage: 2, totalPages: 2, totalCount: 8 });
    expect(second.items).toHaveLength(3);
  });

  it("tells a product whose price depends on what is chosen (the bundles) from a fixed price", async () => {
    const bundles = await getCategoryByPath("default", "bundles");
    const page = await listProducts("default", { categoryUid: bundles!.uid, sort: "position", page: 1, pageSize: 20 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((p) => p.typeId === "bundle" && p.priceVaries)).toBe(true);
    const cartons = await getCategoryByPath("default", "sticks/cartons");
    const fixed = await listProducts("default", { categoryUid: cartons!.uid, sort: "position", page: 1, pageSize: 20 });
    expect(fixed.items.some((p) => p.priceVaries)).toBe(false);
  });

  it("answers a page past the end with no items and the real totals", async () => {
    const page = await listProducts("default", { sort: "position", page: 9, pageSize: 20 });
    expect(page).toMatchObject({ items: [], currentPage: 9, totalPages: 2 });
    expect(page.totalCount).toBeGreaterThanOrEqual(28);
  });

  it("lists the whole catalogue, with the trial kit only on the trial store", async () => {
    const all = await listProducts("default", { sort: "position", page: 1, pageSize: 100 });
    expect(all.items.some((p) => p.sku === "ASH-TRIAL-ONE")).toBe(false);
    expect(all.items.some((p) => p.subscription)).toBe(false);
    const trial = await listProducts("trial", { sort: "position", page: 1, pageSize: 100 });
    expect(trial.items.some((p) => p.sku === "ASH-TRIAL-ONE")).toBe(true);
  });

  it("searches names and descriptions", async () => {
    const result = await searchProducts("default", "silver menthol");
    expect(result.items.map((p) => p.sku)).toEqual(["ASH-STK-SILVER-P20", "ASH-STK-SILVER-C10"]);
    expect((await searchProducts("default", "  ")).totalCount).toBe(0);
  });
});

describe("product pages", () => {
  it("offers a sticks pack one-time or as its subscription twin", async () => {
    const product = (await getProductByUrlKey("default", "amber-tobacco-sticks-pack-20"))!;
    expect(product).toMatchObject({
      sku: "ASH-STK-AMBER-P20",
      name: "Amber Tobacco Sticks, Pack of 20",
      typeId: "simple",
      stockStatus: "IN_STOCK",
      flavour: "Amber Tobacco",
      labels: ["Best seller"],
      orderQuantityLimit: null,
      subscription: false,
    });
    expect(product.disclaimer).toMatch(/nicotine/);
    expect(product.flavourRatings).toEqual([
      { label: "Intensity", rating: 4 },
      { label: "Aroma", rating: 3.5 },
      { label: "Cooling", rating: 1 },
    ]);
    expect(product.image.url).toMatch(/\/graphql\/media\/catalog\/product\/amber-tobacco-sticks-pack-20\.svg$/);
    expect(product.purchaseOptions).toEqual([
      expect.objectContaining({
        sku: "ASH-STK-AMBER-P20",
        subscription: false,
        format: null,
        inStock: true,
        price: expect.objectContaining({ final: { value: 5.5, currency: "GBP" } }),
      }),
      expect.objectContaining({
        sku: "ASH-STK-AMBER-P20-SUB",
        urlKey: "amber-tobacco-sticks-pack-20-subscription",
        subscription: true,
        // subscription_format: what the page's "delivered every 4 weeks" says
        format: "Every 4 weeks",
        price: expect.objectContaining({ final: { value: 4.95, currency: "GBP" } }),
      }),
    ]);
    const image = await fetch(product.image.url);
    expect(image.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(await image.text()).toContain("Amber Tobacco Sticks");
  });

  it("gives each product a gallery: pictures in order with what they show, the disabled one left out, a film", async () => {
    const pack = (await getProductByUrlKey("default", "amber-tobacco-sticks-pack-20"))!;
    expect(pack.gallery.map((g) => [g.url.replace(/^.*\/product\//, ""), g.label])).toEqual([
      ["amber-tobacco-sticks-pack-20.svg", "Amber Tobacco Sticks, Pack of 20"],
      ["amber-tobacco-sticks-pack-20--open.svg", "Amber Tobacco Sticks, Pack of 20, open, with sticks beside it"],
      ["amber-tobacco-sticks-pack-20--sticks.svg", "Three sticks from the Amber Tobacco Sticks pack, close up"],
    ]);
    expect(pack.videos).toEqual([]);
    for (const g of pack.gallery) {
      const svg = await (await fetch(g.url)).text();
      expect(svg).toContain(`aria-label="${g.label}"`);
    }
    // the old design is in the catalogue, disabled: the shop never shows it
    expect((await fetch(pack.gallery[0].url.replace(".svg", "--old-design.svg"))).status).toBe(200);
    const device = (await getProductByUrlKey("default", "ashless-one-device"))!;
    expect(device.gallery.map((g) => g.label)).toEqual([
      "Ashless One Heating Device",
      "Ashless One Heating Device, lying on its side",
      "Ashless One Heating Device charging on its USB-C cable",
    ]);
    expect(device.videos).toEqual([
      {
        title: "How Ashless One heats a stick",
        description: "Twenty seconds: the stick goes in, the light glows while it heats, and it is ready.",
        url: expect.stringMatching(/\/catalog\/product\/ashless-one-device--heating\.svg$/),
        still: expect.objectContaining({ url: expect.stringMatching(/ashless-one-device--film\.svg$/) }),
      },
    ]);
    const film = await fetch(device.videos[0].url);
    expect(await film.text()).toContain("<animate");
  });

  it("shows carton tier prices, special prices and the per-order limit", async () => {
    const carton = (await getProductByUrlKey("default", "amber-tobacco-sticks-carton-10"))!;
    expect(carton.priceTiers).toEqual([
      { quantity: 3, finalPrice: { value: 49, currency: "GBP" }, discountPercent: 5.77, label: "Buy 3 or more" },
    ]);
    expect(carton.promotionalOffers.map((o) => o.code)).toEqual(["CARTONS-3-FOR-LESS"]);
    const teak = (await getProductByUrlKey("default", "teak-sticks-pack-20"))!;
    expect(teak.price).toMatchObject({ regular: { value: 5.5 }, final: { value: 4.75 } });
    expect((await getProductByUrlKey("default", "purple-wave-sticks-pack-20"))!.orderQuantityLimit).toBe(3);
    expect((await getProductByUrlKey("default", "bronze-sticks-pack-20"))!.stockStatus).toBe("OUT_OF_STOCK");
  });

  it("describes a configurable device with per-colour stock and its free gift", async () => {
    const device = (await getProductByUrlKey("default", "ashless-one-device"))!;
    expect(device.typeId).toBe("configurable");
    expect(device.configurableOptions).toEqual([
      expect.objectContaining({
        code: "color",
        label: "Colour",
        values: [
          expect.objectContaining({ label: "Midnight Black", swatch: "#1d1d1f" }),
          expect.objectContaining({ label: "Pearl White" }),
          expect.objectContaining({ label: "Copper" }),
        ],
      }),
    ]);
    const stock = Object.fromEntries(device.variants.map((v) => [v.sku, v.stockStatus]));
    expect(stock).toEqual({
      "ASH-DEV-ONE-BLACK": "IN_STOCK",
      "ASH-DEV-ONE-WHITE": "IN_STOCK",
      "ASH-DEV-ONE-COPPER": "OUT_OF_STOCK",
    });
    expect(device.variants[0].attributes.color).toBe(device.configurableOptions[0].values[0].valueIndex);
    expect(device.freeGifts).toEqual({
      allowedQty: 1,
      products: [expect.objectContaining({ sku: "ASH-ACC-CLEANKIT", eligible: true })],
    });
  });

  it("describes a bundle's option groups", async () => {
    const bundle = (await getProductByUrlKey("default", "ashless-one-starter-kit"))!;
    expect(bundle.typeId).toBe("bundle");
    expect(bundle.bundleOptions.map((o) => [o.title, o.type, o.required])).toEqual([
      ["Choose your device", "radio", true],
      ["Choose your sticks", "select", true],
      ["Add accessories", "checkbox", false],
    ]);
    const copper = bundle.bundleOptions[0].choices.find((c) => c.sku === "ASH-DEV-ONE-COPPER")!;
    expect(copper.inStock).toBe(false);
    expect(bundle.bundleOptions[1].choices[0]).toMatchObject({
      sku: "ASH-STK-AMBER-P20",
      quantity: 5,
      isDefault: true,
    });
    expect(bundle.price.final.value).toBe(62.75);
  });

  it("a subscription costs less than buying once, for every flavour and format, on sale or not", async () => {
    const keys = ["amber-tobacco", "teak", "silver-menthol", "ruby-berry", "sienna"].flatMap((f) => [
      `${f}-sticks-pack-20`,
      `${f}-sticks-carton-10`,
    ]);
    let checked = 0;
    for (const key of keys) {
      const product = await getProductByUrlKey("default", key);
      if (!product) continue;
      const [once, subscribed] = product.purchaseOptions;
      expect(once.subscription && !subscribed.subscription, key).toBe(false);
      expect(subscribed.price.final.value, `${key}: subscription against one-time`).toBeLessThan(
        once.price.final.value,
      );
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    // the tester's case: Teak's pack is on sale at £4.75, so its subscription is 10% off that
    const teak = (await getProductByUrlKey("default", "teak-sticks-pack-20"))!;
    expect(teak.purchaseOptions.map((o) => o.price.final.value)).toEqual([4.75, 4.28]);
  });

  it("lists the packaging formats of a consumable", async () => {
    const sticks = (await getProductByUrlKey("default", "ashless-cleaning-sticks-pack-30"))!;
    expect(sticks.packagingFormats.map((f) => [f.label, f.sku, f.urlKey])).toEqual([
      ["Pack of 30", "ASH-CON-CLEAN-30", "ashless-cleaning-sticks-pack-30"],
      ["Box of 5 packs", "ASH-CON-CLEAN-150", "ashless-cleaning-sticks-box-5-packs"],
    ]);
    expect(sticks.purchaseOptions).toEqual([]);
  });

  it("shows the free-trial kit on the trial store only", async () => {
    expect(await getProductByUrlKey("default", "ashless-one-free-trial-kit")).toBeNull();
    expect(await getProductByUrlKey("trial", "ashless-one-free-trial-kit")).toMatchObject({
      sku: "ASH-TRIAL-ONE",
      price: { final: { value: 0 } },
    });
  });
});

describe("lookups by sku", () => {
  it("reads summaries, essentials, fresh stock and url keys", async () => {
    const summaries = await getProductsBySku("default", ["ASH-STK-TEAK-C10", "ASH-DEV-DUO"]);
    expect(summaries.map((p) => p.sku).sort()).toEqual(["ASH-DEV-DUO", "ASH-STK-TEAK-C10"]);
    const essentials = await getProductsEssentials("default", ["ASH-STK-TEAK-P20"]);
    expect(essentials).toMatchObject({
      baseCurrencyCode: "GBP",
      totalCount: 1,
      prices: [{ sku: "ASH-STK-TEAK-P20", price: { final: { value: 4.75 } } }],
    });
    expect(
      await getStockStatuses("default", [
        "ASH-STK-AMBER-P20",
        "ASH-STK-BRONZE-P20",
        "ASH-DEV-ONE-COPPER",
        "NO-SUCH-SKU",
      ]),
    ).toEqual({
      "ASH-STK-AMBER-P20": "IN_STOCK",
      "ASH-STK-BRONZE-P20": "OUT_OF_STOCK",
      "ASH-DEV-ONE-COPPER": "OUT_OF_STOCK",
      "NO-SUCH-SKU": "OUT_OF_STOCK",
    });
    db.prepare(
      "UPDATE cataloginventory_stock_item SET qty = 0, is_in_stock = 0 WHERE product_id = (SELECT id FROM catalog_product WHERE sku = 'ASH-ACC-CABLE')",
    ).run();
    expect(await getStockStatuses("default", ["ASH-ACC-CABLE"])).toEqual({ "ASH-ACC-CABLE": "OUT_OF_STOCK" });
    expect(await getUrlKey("default", "ASH-STK-AMBER-P20")).toEqual({
      urlKey: "amber-tobacco-sticks-pack-20",
      categoryPath: "sticks/single-packs",
    });
    expect(await getUrlKey("default", "NO-SUCH-SKU")).toBeNull();
  });
});

describe("the sandbox's GraphQL endpoint", () => {
  const post = async (query: string) => {
    const res = await fetch(process.env.COMMERCE_GRAPHQL_URL!, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  };

  it("answers a repeated text the same way, valid or not (each text is checked once and remembered)", async () => {
    const invalid = "{ storeConfig { no_such_field } }";
    const broken = "{ storeConfig {";
    const valid = "{ storeConfig { store_code } }";
    for (let i = 0; i < 2; i++) {
      expect((await post(invalid)).errors?.[0].message).toMatch(/no_such_field/);
      expect((await post(broken)).errors?.[0].message).toMatch(/Syntax Error/);
      expect(await post(valid)).toEqual({ data: { storeConfig: { store_code: "default" } } });
    }
  });
});

describe("grouped and downloadable products", () => {
  it("reads a grouped product's items, in order, its price from the cheapest item", async () => {
    const set = (await getProductByUrlKey("default", "ashless-care-set"))!;
    expect(set).toMatchObject({
      typeId: "grouped",
      sku: "ASH-GRP-CARE-SET",
      stockStatus: "IN_STOCK",
      priceVaries: true,
      price: { final: { value: 3.5 } },
    });
    expect(set.groupedItems).toEqual([
      expect.objectContaining({ sku: "ASH-ACC-CLEANKIT", name: "Ashless Cleaning Kit", quantity: 1, inStock: true }),
      expect.objectContaining({
        sku: "ASH-CON-CLEAN-30",
        quantity: 2,
        price: expect.objectContaining({ final: { value: 3.5, currency: "GBP" } }),
      }),
      expect.objectContaining({ sku: "ASH-CON-HOLDER-1", quantity: 1 }),
      expect.objectContaining({ sku: "ASH-ACC-CASE", quantity: 1, inStock: false }),
    ]);
    expect(set.downloads).toBeNull();
  });

  it("reads a downloadable product's files and samples, whose PDFs the sandbox serves", async () => {
    const guide = (await getProductByUrlKey("default", "ashless-flavour-guide"))!;
    expect(guide).toMatchObject({ typeId: "downloadable", groupedItems: [] });
    expect(guide.downloads).toMatchObject({
      title: "Your downloads",
      purchasedSeparately: false,
      links: [
        {
          title: "The Ashless Flavour Guide (PDF, 24 pages)",
          sampleUrl: expect.stringMatching(/linkSample\/link_id\/\d+\/$/),
        },
        { title: "Flavour chart to print (PDF, A4)", sampleUrl: null },
      ],
      samples: [{ title: "Read the first pages (PDF)", url: expect.stringMatching(/sample\/sample_id\/\d+\/$/) }],
    });
    for (const url of [guide.downloads!.links[0].sampleUrl!, guide.downloads!.samples[0].url]) {
      const file = await fetch(url);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect((await file.text()).startsWith("%PDF-1.4")).toBe(true);
    }
    expect((await fetch(guide.downloads!.samples[0].url.replace(/\d+\/$/, "999/"))).status).toBe(404);
  });

  it("lists and finds them, the grouped one priced from its cheapest item", async () => {
    const accessories = await getCategoryByPath("default", "accessories");
    const page = await listProducts("default", {
      categoryUid: accessories!.uid,
      sort: "position",
      page: 1,
      pageSize: 20,
    });
    expect(page.items.find((p) => p.sku === "ASH-GRP-CARE-SET")).toMatchObject({
      typeId: "grouped",
      priceVaries: true,
    });
    expect(page.items.find((p) => p.sku === "ASH-DL-FLAVOUR-GUIDE")).toMatchObject({
      typeId: "downloadable",
      priceVaries: false,
    });
    expect((await searchProducts("default", "flavour guide")).items.map((p) => p.sku)).toEqual([
      "ASH-DL-FLAVOUR-GUIDE",
    ]);
    expect((await searchProducts("default", "care set")).items.map((p) => p.sku)).toEqual(["ASH-GRP-CARE-SET"]);
  });
});
