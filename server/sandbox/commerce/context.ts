import type Database from "better-sqlite3";

export interface StoreRow {
  code: string;
  name: string;
  group_code: string;
  group_name: string;
  website_code: string;
  website_name: string;
  is_default: number;
}

/** Per request: the database, the store view from the `Store` header, where media is served. */
export interface Ctx {
  db: Database.Database;
  store: StoreRow;
  /** absolute URL media files are served under, e.g. http://127.0.0.1:4010/graphql/media */
  mediaBase: string;
  /** customer bearer token, when sent */
  token: string | null;
}

/** Magento's uids are base64 of the id (or of a typed path such as "configurable/93/301"). */
export const toUid = (value: string | number) => Buffer.from(String(value)).toString("base64");
export const fromUid = (uid: string) => Buffer.from(uid, "base64").toString("utf8");

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** A store-view configuration value (JSON in core_config_data). */
export function storeConfigValue<T>(ctx: Pick<Ctx, "db" | "store">, path: string): T | null {
  const row = ctx.db
    .prepare("SELECT value FROM core_config_data WHERE store_code = ? AND path = ?")
    .get(ctx.store.code, path) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : null;
}

export function currencyOf(ctx: Pick<Ctx, "db" | "store">): string {
  return storeConfigValue<string>(ctx, "base_currency_code") ?? "GBP";
}

export const money = (value: number, currency: string) => ({ value: round2(value), currency });
