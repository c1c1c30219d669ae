/**
 * Conversions between what shoppers type and what the platform accepts (SPEC §5): phone
 * numbers start with + or 00, dates of birth go out in the flavour's API format.
 */

// Calling codes of the markets we sell in, keyed by the tenant code's country suffix
// ("ashless-gb" → gb). A national number ("07700 900123") gets its market's code.
const CALLING_CODES: Record<string, string> = {
  gb: "44",
  ie: "353",
  de: "49",
  fr: "33",
  es: "34",
  it: "39",
  nl: "31",
  pl: "48",
  pt: "351",
};

export const callingCodeForCountry = (country: string) => CALLING_CODES[country.toLowerCase()] ?? null;
export const callingCodeForTenant = (tenant: string) => callingCodeForCountry(tenant.split("-").pop() ?? "");

/**
 * "+44 7700 900123", "0044 7700-900123", "(07700) 900123" → "+447700900123" / "00447700900123"
 * / "+447700900123" (with calling code 44). Formatting characters go; a leading + or 00 stays;
 * a national trunk 0 becomes +<calling code>; other bare digits get a +. Null when it is
 * not a phone number at all (letters, too short or too long).
 */
export function normalisePhone(raw: string, callingCode: string | null = null): string | null {
  const compact = raw.trim().replace(/[\s\-()./]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  let phone: string;
  if (compact.startsWith("+") || compact.startsWith("00")) phone = compact;
  else if (compact.startsWith("0") && callingCode) phone = `+${callingCode}${compact.slice(1)}`;
  else phone = `+${compact}`;
  const digits = phone.replace(/^(\+|00)/, "");
  return digits.length >= 7 && digits.length <= 15 ? phone : null;
}

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
