import type Database from "better-sqlite3";

// Table names follow Adobe Commerce's own (catalog_*, quote*, salesrule_*), which keeps them
// apart from the platform and content modules sharing this SQLite file.
export function migrate(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS store (
      code TEXT PRIMARY KEY, name TEXT NOT NULL, group_code TEXT NOT NULL, group_name TEXT NOT NULL,
      website_code TEXT NOT NULL, website_name TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0
    );
    -- store-view configuration; values are JSON so booleans and numbers keep their type
    CREATE TABLE IF NOT EXISTS core_config_data (
      store_code TEXT NOT NULL REFERENCES store(code), path TEXT NOT NULL, value TEXT NOT NULL,
      PRIMARY KEY (store_code, path)
    );
    CREATE TABLE IF NOT EXISTS directory_currency (code TEXT PRIMARY KEY, symbol TEXT NOT NULL, rate REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS directory_country (
      id TEXT PRIMARY KEY, iso3 TEXT NOT NULL, name TEXT NOT NULL
    );
    -- region_id/code/name are nullable: production data has broken rows the storefront must drop
    CREATE TABLE IF NOT EXISTS directory_country_region (
      row_id INTEGER PRIMARY KEY, region_id INTEGER, country_id TEXT NOT NULL REFERENCES directory_country(id),
      code TEXT, name TEXT
    );

    CREATE TABLE IF NOT EXISTS catalog_category (
      id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL, url_key TEXT, url_path TEXT,
      description TEXT, position INTEGER NOT NULL, level INTEGER NOT NULL, is_anchor INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE IF NOT EXISTS eav_attribute (id INTEGER PRIMARY KEY, code TEXT UNIQUE NOT NULL, label TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS eav_attribute_option (
      id INTEGER PRIMARY KEY, attribute_id INTEGER NOT NULL REFERENCES eav_attribute(id),
      code TEXT, label TEXT NOT NULL, swatch TEXT, position INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS packaging_format (
      id TEXT PRIMARY KEY, label TEXT NOT NULL, contents_type TEXT NOT NULL, items_per_package INTEGER NOT NULL,
      packages_per_bundle INTEGER NOT NULL, format_quantity INTEGER NOT NULL, product_type_name TEXT NOT NULL, icon TEXT
    );
    -- visibility as in Magento: 1 not visible individually, 2 catalog, 3 search, 4 both.
    -- store_scope NULL = every store view, else the only store view showing the product.
    CREATE TABLE IF NOT EXISTS catalog_product (
      id INTEGER PRIMARY KEY, sku TEXT UNIQUE NOT NULL, type_id TEXT NOT NULL, name TEXT NOT NULL,
      url_key TEXT UNIQUE NOT NULL, parent_id INTEGER REFERENCES catalog_product(id),
      visibility INTEGER NOT NULL, store_scope TEXT, status INTEGER NOT NULL DEFAULT 1, position INTEGER NOT NULL,
      price REAL NOT NULL, special_price REAL, after_trial_price REAL, weight REAL,
      subtitle TEXT, description TEXT NOT NULL, short_description TEXT NOT NULL,
      meta_title TEXT, meta_description TEXT, product_disclaimer TEXT,
      subscription INTEGER NOT NULL DEFAULT 0, subscription_format TEXT,
      has_device INTEGER NOT NULL DEFAULT 0, trade_in INTEGER NOT NULL DEFAULT 0,
      has_registration_consent INTEGER NOT NULL DEFAULT 0,
      flavor INTEGER REFERENCES eav_attribute_option(id), color INTEGER REFERENCES eav_attribute_option(id),
      pack_type TEXT, packaging_format_id TEXT REFERENCES packaging_format(id),
      enable_order_quantity_limit INTEGER NOT NULL DEFAULT 0, order_quantity_limit INTEGER,
      flavour_details TEXT, labels TEXT NOT NULL DEFAULT '[]', trade_in_offer INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS catalog_category_product (
      category_id INTEGER NOT NULL REFERENCES catalog_category(id), product_id INTEGER NOT NULL REFERENCES catalog_product(id),
      position INTEGER NOT NULL, PRIMARY KEY (category_id, product_id)
    );
    CREATE TABLE IF NOT EXISTS catalog_product_super_attribute (
      product_id INTEGER NOT NULL REFERENCES catalog_product(id), attribute_id INTEGER NOT NULL REFERENCES eav_attribute(id),
      position INTEGER NOT NULL, PRIMARY KEY (product_id, attribute_id)
    );
    CREATE TABLE IF NOT EXISTS catalog_product_media (
      id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES catalog_product(id), file TEXT NOT NULL,
      label TEXT NOT NULL, position INTEGER NOT NULL, color TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS catalog_product_tier_price (
      product_id INTEGER NOT NULL REFERENCES catalog_product(id), qty REAL NOT NULL, value REAL NOT NULL, label TEXT,
      PRIMARY KEY (product_id, qty)
    );
    CREATE TABLE IF NOT EXISTS catalog_product_bundle_option (
      id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES catalog_product(id), title TEXT NOT NULL,
      type TEXT NOT NULL, required INTEGER NOT NULL, position INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS catalog_product_bundle_selection (
      id INTEGER PRIMARY KEY, option_id INTEGER NOT NULL REFERENCES catalog_product_bundle_option(id),
      product_id INTEGER NOT NULL REFERENCES catalog_product(id), qty REAL NOT NULL, is_default INTEGER NOT NULL,
      can_change_qty INTEGER NOT NULL, position INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS cataloginventory_stock_item (
      product_id INTEGER PRIMARY KEY REFERENCES catalog_product(id), qty REAL NOT NULL, is_in_stock INTEGER NOT NULL,
      enable_qty_increments INTEGER NOT NULL DEFAULT 0, qty_increments REAL NOT NULL DEFAULT 1
    );
    -- brand promotions: free gifts (trigger skus -> gift sku) and offers shown on product pages
    CREATE TABLE IF NOT EXISTS brand_promotion (
      code TEXT PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL, hint TEXT, label TEXT,
      skus TEXT NOT NULL, gift_sku TEXT, gift_qty INTEGER, limit_qty INTEGER
    );
    -- the gifts a shopper chooses from (free_gift_flexible), up to the promotion's limit_qty
    CREATE TABLE IF NOT EXISTS brand_promotion_gift (
      code TEXT NOT NULL REFERENCES brand_promotion(code), sku TEXT NOT NULL, position INTEGER NOT NULL,
      PRIMARY KEY (code, sku)
    );
    CREATE TABLE IF NOT EXISTS salesrule_coupon (
      code TEXT PRIMARY KEY, label TEXT NOT NULL, discount_percent REAL NOT NULL,
      from_date TEXT NOT NULL, to_date TEXT NOT NULL, is_active INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS brand_order_attribute (
      store_code TEXT NOT NULL REFERENCES store(code), code TEXT NOT NULL, label TEXT NOT NULL, input_type TEXT NOT NULL,
      data_type TEXT NOT NULL, is_required INTEGER NOT NULL, min_length INTEGER, max_length INTEGER,
      validate_regex TEXT, description TEXT, placeholder TEXT, placement TEXT NOT NULL, sort_order INTEGER NOT NULL,
      PRIMARY KEY (store_code, code)
    );
    CREATE TABLE IF NOT EXISTS brand_delivery_limit (
      id INTEGER PRIMARY KEY, store_code TEXT NOT NULL REFERENCES store(code),
      country_id TEXT NOT NULL REFERENCES directory_country(id), name TEXT NOT NULL
    );

    CREATE TABLE IF NOT EXISTS quote (
      id INTEGER PRIMARY KEY, masked_id TEXT UNIQUE NOT NULL, store_code TEXT NOT NULL REFERENCES store(code),
      customer_id INTEGER, email TEXT, is_active INTEGER NOT NULL DEFAULT 1, coupon_code TEXT,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS quote_item (
      id INTEGER PRIMARY KEY, quote_id INTEGER NOT NULL REFERENCES quote(id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL REFERENCES catalog_product(id), variant_id INTEGER REFERENCES catalog_product(id),
      qty REAL NOT NULL, is_gift INTEGER NOT NULL DEFAULT 0, parent_gift_item_id INTEGER,
      has_registration_consent INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS quote_item_bundle_selection (
      item_id INTEGER NOT NULL REFERENCES quote_item(id) ON DELETE CASCADE,
      option_id INTEGER NOT NULL, selection_id INTEGER NOT NULL, qty REAL NOT NULL,
      PRIMARY KEY (item_id, selection_id)
    );
    CREATE INDEX IF NOT EXISTS quote_item_quote ON quote_item(quote_id);
    -- a grouped product's items (Magento's catalog_product_link of type "super", with its qty and position)
    CREATE TABLE IF NOT EXISTS catalog_product_grouped_link (
      parent_id INTEGER NOT NULL REFERENCES catalog_product(id), product_id INTEGER NOT NULL REFERENCES catalog_product(id),
      qty REAL NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (parent_id, product_id)
    );
    -- a downloadable product's files (what the buyer gets) and its free samples, as Magento's tables
    CREATE TABLE IF NOT EXISTS downloadable_link (
      id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES catalog_product(id), title TEXT NOT NULL,
      sort_order INTEGER NOT NULL, price REAL NOT NULL, number_of_downloads INTEGER NOT NULL, is_shareable INTEGER NOT NULL,
      link_file TEXT NOT NULL, sample_file TEXT
    );
    CREATE TABLE IF NOT EXISTS downloadable_sample (
      id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES catalog_product(id), title TEXT NOT NULL,
      sort_order INTEGER NOT NULL, sample_file TEXT NOT NULL
    );
  `);
  // columns added since the first sandbox files were written
  addColumns(db, "catalog_product", [
    ["trade_in_offer", "INTEGER NOT NULL DEFAULT 0"],
    // a downloadable product's: whether each file is bought on its own, and the heading over them
    ["links_purchased_separately", "INTEGER"],
    ["links_title", "TEXT"],
  ]);
  addColumns(db, "cataloginventory_stock_item", [
    ["enable_qty_increments", "INTEGER NOT NULL DEFAULT 0"],
    ["qty_increments", "REAL NOT NULL DEFAULT 1"],
  ]);
  // a fixed amount off the goods (a club voucher, a partner's code), instead of a percentage
  // and whose it is: a customer's own code is valid on their carts only, once
  addColumns(db, "salesrule_coupon", [
    ["discount_amount", "REAL NOT NULL DEFAULT 0"],
    ["customer_uuid", "TEXT"],
  ]);
}

export function addColumns(db: Database.Database, table: string, columns: [name: string, ddl: string][]) {
  const have = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
  for (const [name, ddl] of columns) if (!have.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${ddl}`);
}
