import type Database from "better-sqlite3";
import { regionalFields } from "../commerce/checkout-address";
import type { StoreRow } from "../commerce/context";
import { invalid } from "./errors";

// The account address's regional fields (product.md §3 Account address): the checkout's brand
// fields under the account's names, kept as one JSON object on the address row. Which ones a
// country asks for, and which it requires, is the store's brand/address_regional_fields.

export const REGIONAL_NAMES = {
  administrative_area_level_2: "provinceName",
  sublocality_level_2: "districtName",
  district: "district",
  building_number: "buildingNumber",
  neighborhood: "neighborhood",
  premise: "premise",
  landmark: "landmark",
} as const;
export type RegionalName = (typeof REGIONAL_NAMES)[keyof typeof REGIONAL_NAMES];
export const REGIONAL_FIELD_NAMES = Object.values(REGIONAL_NAMES);

/** The given (non-blank) fields of `source`, read by `nameOf(accountName)`, as the row's JSON (null: none). */
export function regionalJson(source: Record<string, unknown>, nameOf: (name: RegionalName) => string = (n) => n) {
  const kept: Partial<Record<RegionalName, string>> = {};
  for (const name of REGIONAL_FIELD_NAMES) {
    const value = source[nameOf(name)];
    if (typeof value === "string" && value.trim()) kept[name] = value.trim();
  }
  return Object.keys(kept).length ? JSON.stringify(kept) : null;
}

/** A row's regional fields by account name ({} when none). */
export const regionalOf = (row: { regional: string | null }): Partial<Record<RegionalName, string>> =>
  row.regional ? (JSON.parse(row.regional) as Partial<Record<RegionalName, string>>) : {};

/** A cart address's brand fields (its `extra` JSON) as the address book keeps them. */
export const regionalFromCart = (extra: Record<string, unknown>) => regionalJson(extra, (name) => CODE_OF[name]);
const CODE_OF = Object.fromEntries(Object.entries(REGIONAL_NAMES).map(([code, name]) => [name, code])) as Record<
  RegionalName,
  string
>;

/** Refuses an address missing a regional field its country requires (the default store's config). */
export function checkRegional<A extends { country_code: string; regional?: string | null }>(
  db: Database.Database,
  a: A,
) {
  const given = regionalOf({ regional: a.regional ?? null });
  for (const field of regionalFields({ db, store: { code: "default" } as StoreRow }, a.country_code)) {
    const name = REGIONAL_NAMES[field.code];
    if (field.required && !given[name]) throw invalid("REQUIRED", "This field is required.", name);
  }
  return a;
}
