import type Database from "better-sqlite3";
import { storeConfigValue, type Ctx, type StoreRow } from "./context";
import { regionalFields } from "./checkout-address";
import { noSuchEntity } from "./errors";
import type { Resolvers } from "./schema";
import { storePromises } from "./store-information";

export function storeByCode(db: Database.Database, code: string): StoreRow | undefined {
  return db.prepare("SELECT * FROM store WHERE code = ?").get(code) as StoreRow | undefined;
}

export function defaultStore(db: Database.Database): StoreRow {
  return db.prepare("SELECT * FROM store ORDER BY is_default DESC LIMIT 1").get() as StoreRow;
}

interface CountryRow {
  id: string;
  iso3: string;
  name: string;
}

function countryObject(ctx: Ctx, c: CountryRow) {
  const regions = ctx.db
    .prepare("SELECT region_id AS id, code, name FROM directory_country_region WHERE country_id = ? ORDER BY row_id")
    .all(c.id);
  return {
    id: c.id,
    two_letter_abbreviation: c.id,
    three_letter_abbreviation: c.iso3,
    full_name_locale: c.name,
    full_name_english: c.name,
    // Magento answers null, not [], for a country without regions.
    available_regions: regions.length ? regions : null,
    address_fields: regionalFields(ctx, c.id).map((f) => ({ code: f.code, is_required: f.required })),
  };
}

export const storeResolvers: Resolvers<Ctx> = {
  Query: {
    storeConfig: (_root, _args, ctx) => {
      const rows = ctx.db
        .prepare("SELECT path, value FROM core_config_data WHERE store_code = ?")
        .all(ctx.store.code) as { path: string; value: string }[];
      // Sandbox-internal settings have a "/" in their path and are not part of StoreConfig.
      const config = Object.fromEntries(
        rows.filter((r) => !r.path.includes("/")).map((r) => [r.path, JSON.parse(r.value)]),
      );
      const s = ctx.store;
      return {
        ...config,
        store_code: s.code,
        store_name: s.name,
        is_default_store: Boolean(s.is_default),
        store_group_code: s.group_code,
        store_group_name: s.group_name,
        website_code: s.website_code,
        website_name: s.website_name,
        ...storePromises(ctx),
      };
    },
    currency: (_root, _args, ctx) => {
      const currencies = ctx.db.prepare("SELECT * FROM directory_currency ORDER BY code").all() as {
        code: string;
        symbol: string;
        rate: number;
      }[];
      const symbol = (code: string) => currencies.find((c) => c.code === code)?.symbol ?? code;
      const base = storeConfigValue<string>(ctx, "base_currency_code") ?? "GBP";
      const display = storeConfigValue<string>(ctx, "default_display_currency_code") ?? base;
      return {
        base_currency_code: base,
        base_currency_symbol: symbol(base),
        default_display_currency_code: display,
        default_display_currency_symbol: symbol(display),
        available_currency_codes: currencies.map((c) => c.code),
        exchange_rates: currencies.map((c) => ({ currency_to: c.code, rate: c.rate })),
      };
    },
    countries: (_root, _args, ctx) =>
      (ctx.db.prepare("SELECT * FROM directory_country ORDER BY name").all() as CountryRow[]).map((c) =>
        countryObject(ctx, c),
      ),
    country: (_root, args: { id?: string | null }, ctx) => {
      const row = ctx.db.prepare("SELECT * FROM directory_country WHERE id = ?").get(args.id ?? "") as
        CountryRow | undefined;
      if (!row) throw noSuchEntity("The country isn't available.");
      return countryObject(ctx, row);
    },
    getOrderDeliveryLimits: (_root, _args, ctx) => ({
      mode: storeConfigValue<string>(ctx, "brand/delivery_limits_mode"),
      limits: ctx.db
        .prepare("SELECT id, country_id, name FROM brand_delivery_limit WHERE store_code = ? ORDER BY id")
        .all(ctx.store.code),
    }),
    getOrderAttributes: (_root, _args, ctx) =>
      (
        ctx.db
          .prepare("SELECT * FROM brand_order_attribute WHERE store_code = ? ORDER BY sort_order")
          .all(ctx.store.code) as { is_required: number }[]
      ).map((a) => ({ ...a, is_required: Boolean(a.is_required), value: null })),
  },
};
