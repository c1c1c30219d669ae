import type Database from "better-sqlite3";
import {
  ACCESSORIES,
  BUNDLES,
  CATEGORIES,
  CATEGORY_IDS,
  COUPONS,
  DEVICES,
  DOWNLOADABLE,
  TASTING_CARDS,
  FLAVOUR_RATINGS,
  FLAVOURS,
  GROUPED,
  PACKAGING_FORMATS,
  PROMOTIONS,
  STICK_PRICES,
  STICKS_DISCLAIMER,
  stickUrlKey,
  TRADE_IN_OFFER,
  TRIAL,
} from "./catalog-data";
import {
  COUNTRIES,
  CURRENCIES,
  DELIVERY_COUNTRIES,
  ORDER_ATTRIBUTES,
  STORE_CONFIG,
  STORE_CONFIG_OVERRIDES,
  STORE_GROUP,
  STORES,
  WEBSITE,
} from "./store-data";

const ATTR = { color: 93, flavor: 150 }; // Magento's own id for "color"; flavour is a brand attribute

type ProductSeed = {
  sku: string;
  type_id: string;
  name: string;
  url_key: string;
  price: number;
  description: string;
  parent_id?: number | null;
  visibility?: number;
  store_scope?: string | null;
  special_price?: number | null;
  after_trial_price?: number | null;
  weight?: number | null;
  subtitle?: string | null;
  short_description?: string;
  product_disclaimer?: string | null;
  subscription?: number;
  subscription_format?: string | null;
  has_device?: number;
  trade_in?: number;
  has_registration_consent?: number;
  flavor?: number | null;
  color?: number | null;
  pack_type?: string | null;
  packaging_format_id?: string | null;
  enable_order_quantity_limit?: number;
  order_quantity_limit?: number | null;
  flavour_details?: string | null;
  labels?: string[];
  trade_in_offer?: number;
};

export function seed(db: Database.Database) {
  seedStores(db);
  seedDirectory(db);
  const productIds = seedCatalog(db);
  seedPromotions(db, productIds);
}

function seedStores(db: Database.Database) {
  const store = db.prepare("INSERT INTO store VALUES (?, ?, ?, ?, ?, ?, ?)");
  const config = db.prepare("INSERT INTO core_config_data (store_code, path, value) VALUES (?, ?, ?)");
  for (const s of STORES) {
    store.run(s.code, s.name, STORE_GROUP.code, STORE_GROUP.name, WEBSITE.code, WEBSITE.name, s.isDefault);
    const values = { ...STORE_CONFIG, ...STORE_CONFIG_OVERRIDES[s.code] };
    for (const [path, value] of Object.entries(values)) config.run(s.code, path, JSON.stringify(value));
  }
  const attribute =
    db.prepare(`INSERT INTO brand_order_attribute (store_code, code, label, input_type, data_type, is_required,
    min_length, max_length, validate_regex, description, placeholder, placement, sort_order)
    VALUES (@store, @code, @label, @input_type, @data_type, @is_required, @min_length, @max_length, @validate_regex,
    @description, @placeholder, @placement, @sort_order)`);
  for (const s of STORES) for (const a of ORDER_ATTRIBUTES) attribute.run({ store: s.code, ...a });
}

function seedDirectory(db: Database.Database) {
  for (const c of CURRENCIES)
    db.prepare("INSERT INTO directory_currency VALUES (?, ?, ?)").run(c.code, c.symbol, c.rate);
  const country = db.prepare("INSERT INTO directory_country (id, iso3, name) VALUES (?, ?, ?)");
  const region = db.prepare(
    "INSERT INTO directory_country_region (region_id, country_id, code, name) VALUES (?, ?, ?, ?)",
  );
  let regionId = 0;
  for (const [id, iso3, name, regions] of COUNTRIES) {
    country.run(id, iso3, name);
    for (const r of regions) {
      if (r) region.run(++regionId, id, r[0], r[1]);
      else region.run(null, id, null, null);
    }
  }
  const limit = db.prepare("INSERT INTO brand_delivery_limit (store_code, country_id, name) VALUES (?, ?, ?)");
  for (const s of STORES) {
    for (const id of DELIVERY_COUNTRIES) limit.run(s.code, id, COUNTRIES.find((c) => c[0] === id)![2]);
  }
}

function seedCatalog(db: Database.Database): Map<string, number> {
  const levels = new Map<number, number>();
  for (const [id, parent, name, urlKey, urlPath, description] of CATEGORIES) {
    const level = parent === null ? 0 : levels.get(parent)! + 1;
    levels.set(id, level);
    db.prepare(
      "INSERT INTO catalog_category (id, parent_id, name, url_key, url_path, description, position, level, is_anchor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)",
    ).run(id, parent, name, urlKey, urlPath, description, id, level);
  }
  db.prepare("INSERT INTO eav_attribute VALUES (?, 'color', 'Colour'), (?, 'flavor', 'Flavour')").run(
    ATTR.color,
    ATTR.flavor,
  );
  for (const f of PACKAGING_FORMATS) {
    db.prepare("INSERT INTO packaging_format VALUES (?, ?, ?, ?, ?, ?, ?, ?)").run(
      f.id,
      f.label,
      f.contentsType,
      f.itemsPerPackage,
      f.packagesPerBundle,
      f.formatQuantity,
      f.productTypeName,
      f.icon,
    );
  }
  const option = db.prepare(
    "INSERT INTO eav_attribute_option (attribute_id, code, label, swatch, position) VALUES (?, ?, ?, ?, ?)",
  );
  const ids = new Map<string, number>();
  let position = 0;
  /** `increments`: sold only in multiples of it (Magento's enable_qty_increments / qty_increments) */
  const add = (p: ProductSeed, stock: number, colour: string, category?: number, increments?: number) => {
    const row = {
      parent_id: null,
      visibility: 4,
      store_scope: null,
      special_price: null,
      after_trial_price: null,
      weight: null,
      subtitle: null,
      short_description: p.description,
      product_disclaimer: null,
      subscription: 0,
      subscription_format: null,
      has_device: 0,
      trade_in: 0,
      has_registration_consent: 0,
      flavor: null,
      color: null,
      pack_type: null,
      packaging_format_id: null,
      enable_order_quantity_limit: 0,
      order_quantity_limit: null,
      flavour_details: null,
      ...p,
      labels: JSON.stringify(p.labels ?? []),
      position: ++position,
      meta_title: `${p.name} | Ashless`,
      meta_description: p.description,
    };
    const columns = Object.keys(row);
    const id = Number(
      db
        .prepare(
          `INSERT INTO catalog_product (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
        )
        .run(row).lastInsertRowid,
    );
    ids.set(p.sku, id);
    db.prepare(
      `INSERT INTO cataloginventory_stock_item (product_id, qty, is_in_stock, enable_qty_increments, qty_increments)
      VALUES (?, ?, ?, ?, ?)`,
    ).run(id, stock, stock > 0 ? 1 : 0, increments ? 1 : 0, increments ?? 1);
    db.prepare(
      "INSERT INTO catalog_product_media (product_id, file, label, position, color) VALUES (?, ?, ?, 1, ?)",
    ).run(id, `${p.url_key}.svg`, p.name, colour);
    if (category) db.prepare("INSERT INTO catalog_category_product VALUES (?, ?, ?)").run(category, id, position);
    return id;
  };

  FLAVOURS.forEach((f, i) => {
    const flavor = Number(option.run(ATTR.flavor, f.code, f.label, f.colour, i).lastInsertRowid);
    const flavourDetails = JSON.stringify({
      name: f.label,
      description: f.description,
      attributes: FLAVOUR_RATINGS.map((label, i) => ({ label, rating: f.ratings[i] })),
    });
    for (const format of ["pack", "carton"] as const) {
      for (const subscription of [0, 1]) {
        const pack = format === "pack";
        const regular = pack ? STICK_PRICES.pack : STICK_PRICES.carton;
        // A subscription saves its discount on what buying once costs today: on the regular
        // price, and on the sale price while there is one, so it never costs more than once.
        const subscribed = (amount: number) =>
          subscription ? Math.round(amount * (1 - STICK_PRICES.subscriptionDiscount) * 100) / 100 : amount;
        const price = subscribed(regular);
        const sale = f.specialPrice?.[format];
        const base = `${f.label} Sticks, ${pack ? "Pack of 20" : "Carton of 10 Packs"}`;
        const urlKey = stickUrlKey(f, format);
        const limit = pack && f.packLimit ? { enable_order_quantity_limit: 1, order_quantity_limit: f.packLimit } : {};
        const sku = `ASH-STK-${f.short}-${pack ? "P20" : "C10"}${subscription ? "-SUB" : ""}`;
        const id = add(
          {
            sku,
            type_id: "simple",
            name: subscription ? `${base} (Subscription)` : base,
            url_key: subscription ? `${urlKey}-subscription` : urlKey,
            price,
            special_price: sale === undefined ? null : subscribed(sale),
            subtitle: f.tagline,
            flavor,
            description: `${f.description} ${pack ? "20 heated sticks." : "10 packs of 20 heated sticks."}${subscription ? " Delivered every 4 weeks; pause or cancel any time." : ""}`,
            short_description: f.description,
            product_disclaimer: STICKS_DISCLAIMER,
            pack_type: format,
            weight: pack ? 0.03 : 0.3,
            subscription,
            subscription_format: subscription ? "Every 4 weeks" : null,
            flavour_details: flavourDetails,
            labels: subscription ? [] : f.labels,
            ...limit,
            // Subscription twins are reached through the sticks matrix, never listed on their own.
            visibility: subscription ? 1 : 4,
          },
          f.stock?.[format] ?? (pack ? 400 : 120),
          f.colour,
          pack ? CATEGORY_IDS.packs : CATEGORY_IDS.cartons,
          pack && !subscription ? f.packIncrements : undefined,
        );
        if (!pack) {
          const tier = subscription
            ? Math.round(STICK_PRICES.cartonTier.price * (1 - STICK_PRICES.subscriptionDiscount) * 100) / 100
            : STICK_PRICES.cartonTier.price;
          db.prepare("INSERT INTO catalog_product_tier_price VALUES (?, ?, ?, ?)").run(
            id,
            STICK_PRICES.cartonTier.qty,
            tier,
            `Buy ${STICK_PRICES.cartonTier.qty} or more`,
          );
        }
      }
    }
  });

  for (const d of DEVICES) {
    const parent = add(
      {
        sku: d.sku,
        type_id: "configurable",
        name: d.name,
        url_key: d.urlKey,
        price: d.price,
        special_price: d.specialPrice ?? null,
        subtitle: d.subtitle,
        description: d.description,
        has_device: 1,
        has_registration_consent: 1,
        trade_in: d.tradeIn ? 1 : 0,
        labels: d.labels,
        weight: 0.2,
      },
      0,
      d.colours[0].swatch,
      CATEGORY_IDS.devices,
    );
    db.prepare("INSERT INTO catalog_product_super_attribute VALUES (?, ?, 0)").run(parent, ATTR.color);
    d.colours.forEach((c, i) => {
      const color = Number(option.run(ATTR.color, c.code.toLowerCase(), c.label, c.swatch, i).lastInsertRowid);
      add(
        {
          sku: `${d.sku}-${c.code}`,
          type_id: "simple",
          name: `${d.name}, ${c.label}`,
          url_key: `${d.urlKey}-${c.label.toLowerCase().replace(/ /g, "-")}`,
          price: d.price,
          special_price: d.specialPrice ?? null,
          subtitle: d.subtitle,
          description: d.description,
          parent_id: parent,
          visibility: 1,
          color,
          has_device: 1,
          has_registration_consent: 1,
          trade_in: d.tradeIn ? 1 : 0,
          weight: 0.2,
        },
        c.stock,
        c.swatch,
      );
    });
  }
  // The parent is in stock when a variant is; its own stock row only carries the flag.
  db.prepare(
    "UPDATE cataloginventory_stock_item SET is_in_stock = 1 WHERE product_id IN (SELECT id FROM catalog_product WHERE type_id = 'configurable')",
  ).run();

  for (const a of ACCESSORIES) {
    add(
      {
        sku: a.sku,
        type_id: "simple",
        name: a.name,
        url_key: a.urlKey,
        price: a.price,
        subtitle: a.subtitle,
        description: a.description,
        packaging_format_id: a.format ?? null,
        weight: 0.05,
      },
      a.stock,
      a.colour,
      CATEGORY_IDS.accessories,
    );
  }
  add(
    {
      sku: TRIAL.sku,
      type_id: "simple",
      name: TRIAL.name,
      url_key: TRIAL.urlKey,
      price: 0,
      after_trial_price: TRIAL.afterTrialPrice,
      subtitle: TRIAL.subtitle,
      description: TRIAL.description,
      has_device: 1,
      store_scope: "trial",
      weight: 0.25,
      labels: ["Free trial"],
    },
    TRIAL.stock,
    "#1d1d1f",
    CATEGORY_IDS.devices,
  );

  for (const b of BUNDLES) {
    const parent = add(
      {
        sku: b.sku,
        type_id: "bundle",
        name: b.name,
        url_key: b.urlKey,
        price: 0,
        subtitle: b.subtitle,
        description: b.description,
      },
      0,
      b.colour,
      CATEGORY_IDS.bundles,
    );
    db.prepare("UPDATE cataloginventory_stock_item SET is_in_stock = 1 WHERE product_id = ?").run(parent);
    b.options.forEach(([title, type, required, selections], i) => {
      const optionId = Number(
        db
          .prepare(
            "INSERT INTO catalog_product_bundle_option (parent_id, title, type, required, position) VALUES (?, ?, ?, ?, ?)",
          )
          .run(parent, title, type, required ? 1 : 0, i + 1).lastInsertRowid,
      );
      selections.forEach(([sku, qty, isDefault], j) => {
        db.prepare(
          `INSERT INTO catalog_product_bundle_selection (option_id, product_id, qty, is_default, can_change_qty, position)
          VALUES (?, ?, ?, ?, 0, ?)`,
        ).run(optionId, ids.get(sku), qty, isDefault ? 1 : 0, j + 1);
      });
    });
  }
  // Last, so the products before it keep their ids. Reached from the trade-in, not listed.
  add(
    {
      sku: TRADE_IN_OFFER.sku,
      type_id: "simple",
      name: TRADE_IN_OFFER.name,
      url_key: TRADE_IN_OFFER.urlKey,
      price: TRADE_IN_OFFER.price,
      special_price: TRADE_IN_OFFER.specialPrice,
      subtitle: TRADE_IN_OFFER.subtitle,
      description: TRADE_IN_OFFER.description,
      visibility: 1,
      has_device: 1,
      has_registration_consent: 1,
      trade_in_offer: 1,
      weight: 0.2,
    },
    TRADE_IN_OFFER.stock,
    TRADE_IN_OFFER.colour,
  );
  // After it, so the products before keep their ids: a grouped product and a downloadable one.
  const grouped = add(
    {
      sku: GROUPED.sku,
      type_id: "grouped",
      name: GROUPED.name,
      url_key: GROUPED.urlKey,
      price: 0,
      subtitle: GROUPED.subtitle,
      description: GROUPED.description,
    },
    0,
    GROUPED.colour,
    CATEGORY_IDS.accessories,
  );
  // in stock while an item is (isSalable): its own row only carries the flag, as a configurable's
  db.prepare("UPDATE cataloginventory_stock_item SET is_in_stock = 1 WHERE product_id = ?").run(grouped);
  GROUPED.items.forEach(([sku, qty], i) =>
    db.prepare("INSERT INTO catalog_product_grouped_link VALUES (?, ?, ?, ?)").run(grouped, ids.get(sku), qty, i + 1),
  );
  // after them, the downloadable products: the guide sold whole, the tasting cards file by file
  for (const d of [DOWNLOADABLE, TASTING_CARDS]) {
    const id = add(
      {
        sku: d.sku,
        type_id: "downloadable",
        name: d.name,
        url_key: d.urlKey,
        price: d.price,
        subtitle: d.subtitle,
        description: d.description,
      },
      10000,
      d.colour,
      CATEGORY_IDS.accessories,
    );
    db.prepare("UPDATE catalog_product SET links_purchased_separately = ?, links_title = ? WHERE id = ?").run(
      d.separately ? 1 : 0,
      d.linksTitle,
      id,
    );
    d.links.forEach((l, i) =>
      db
        .prepare(
          `INSERT INTO downloadable_link (product_id, title, sort_order, price, number_of_downloads, is_shareable, link_file, sample_file)
          VALUES (?, ?, ?, ?, 0, 0, ?, ?)`,
        )
        .run(
          id,
          l.title,
          i + 1,
          l.price,
          `${d.urlKey}-${i + 1}.pdf`,
          l.sample ? `${d.urlKey}-${i + 1}-sample.pdf` : null,
        ),
    );
    d.samples.forEach((s, i) =>
      db
        .prepare("INSERT INTO downloadable_sample (product_id, title, sort_order, sample_file) VALUES (?, ?, ?, ?)")
        .run(id, s.title, i + 1, `${d.urlKey}-sample-${i + 1}.pdf`),
    );
  }
  return ids;
}

function seedPromotions(db: Database.Database, ids: Map<string, number>) {
  for (const p of PROMOTIONS) {
    if (p.giftSku && !ids.has(p.giftSku)) throw new Error(`Promotion ${p.code}: unknown gift ${p.giftSku}`);
    db.prepare("INSERT INTO brand_promotion VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").run(
      p.code,
      p.type,
      p.title,
      p.description,
      p.hint,
      p.label,
      JSON.stringify(p.skus),
      p.giftSku,
      p.giftQty,
      p.limitQty,
    );
    for (const [position, sku] of (p.gifts ?? []).entries()) {
      if (!ids.has(sku)) throw new Error(`Promotion ${p.code}: unknown gift ${sku}`);
      db.prepare("INSERT INTO brand_promotion_gift VALUES (?, ?, ?)").run(p.code, sku, position);
    }
  }
  for (const c of COUPONS) {
    db.prepare(
      "INSERT INTO salesrule_coupon (code, label, discount_percent, from_date, to_date, is_active) VALUES (?, ?, ?, ?, ?, ?)",
    ).run(c.code, c.label, c.percent, c.from, c.to, c.active);
  }
}
