/**
 * Conversions between what shoppers type and what the platform accepts (product.md §5): phone
 * numbers go out in E.164 (lib/address normalisePhone, the shop's one reading of a number),
 * dates of birth in the flavour's API format.
 */
import { normalisePhone } from "~/lib/address";
import { config } from "../config";

/** The tenant's market ("ashless-gb" → GB): national numbers are read as its numbers. */
export const countryOfTenant = (tenant: string) => (tenant.split("-").pop() ?? "").toUpperCase();

/** A number the shopper typed, as it goes out ("+…"); national ones are read for `country` or the market. */
export const customerPhone = (raw: string, country?: string) =>
  normalisePhone(raw, country || countryOfTenant(config().platform.tenant));

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const LEGACY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real calendar day in yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** yyyy-mm-dd (the domain) → the API format: unchanged on unified, dd/mm/yyyy on legacy. */
export function dobToApi(iso: string, flavour: "unified" | "legacy"): string {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  if (flavour === "unified") return iso;
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** The API's date of birth → yyyy-mm-dd; null for missing or unreadable values. */
export function dobFromApi(value: string | null | undefined): string | null {
  if (!value) return null;
  const legacy = LEGACY.exec(value);
  const iso = legacy ? `${legacy[3]}-${legacy[2]}-${legacy[1]}` : value.slice(0, 10);
  return isIsoDate(iso) ? iso : null;
}
