// Checkout address rules (SPEC §5). Pure functions shared by the server action and the
// optional client-side validation, so both give the shopper exactly the same answer.

/** The store-config fields that govern an address (a subset of StoreConfig). */
export interface AddressRules {
  postcodeValidationEnabled: boolean;
  postcodeIsRequired: boolean;
  postcodeMinLength: number | null;
  postcodeMaxLength: number | null;
  postcodeValidateRegex: string | null;
  allowEmptyFirstname: boolean;
  /**
   * The store's own country (general/country/default). The configured postcode lengths and
   * pattern describe its postcodes only: a UK pattern must not refuse an Irish Eircode.
   * Unset: they apply to every country.
   */
  defaultCountry?: string | null;
  /** Countries where a postcode may be left out (general/country/optional_zip_countries). */
  optionalZipCountries?: string[];
  /**
   * Countries whose region must be chosen (general/region/state_required). Unset: every
   * country that lists regions requires one.
   */
  countriesWithRequiredRegion?: string[] | null;
}

/** "US, CA" → ["US", "CA"]: store config keeps country lists as comma-separated text. */
export function countryList(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

/** Whether a region must be chosen for this country, given the regions it lists. */
export function regionRequired(
  countryCode: string,
  hasRegions: boolean,
  rules: Pick<AddressRules, "countriesWithRequiredRegion">,
): boolean {
  if (!hasRegions) return false;
  const listed = rules.countriesWithRequiredRegion;
  return listed == null || listed.includes(countryCode.toUpperCase());
}

/**
 * Regexes come from store configuration as text, sometimes in "/…/flags" form. A pattern
 * that does not compile is ignored: a configuration slip must not block every checkout.
 */
export function parseRegex(source: string | null | undefined): RegExp | null {
  if (!source) return null;
  const delimited = /^\/(.+)\/([dgimsuy]*)$/s.exec(source);
  try {
    return delimited ? new RegExp(delimited[1], delimited[2].replace(/[gy]/g, "")) : new RegExp(source);
  } catch {
    return null;
  }
}

/** Postcodes are compared trimmed, single-spaced and upper-case ("sw1a  1aa" → "SW1A 1AA"). */
export function normalisePostcode(value: string | null | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ").toUpperCase();
}

/**
 * The message for a postcode that breaks the store's rules, or null when it is fine.
 * "Required" applies on its own (except in optional-postcode countries); length and pattern
 * checks only when validation is enabled, and only for the store's own country when known.
 */
export function postcodeError(
  value: string | null | undefined,
  rules: AddressRules,
  countryCode?: string | null,
): string | null {
  const postcode = normalisePostcode(value);
  const country = (countryCode ?? "").toUpperCase();
  if (postcode === "")
    return rules.postcodeIsRequired && !(country && rules.optionalZipCountries?.includes(country))
      ? "Enter a postcode."
      : null;
  if (!rules.postcodeValidationEnabled) return null;
  if (rules.defaultCountry && country && country !== rules.defaultCountry.toUpperCase()) return null;
  if (rules.postcodeMinLength != null && postcode.length < rules.postcodeMinLength)
    return `Enter a postcode of at least ${rules.postcodeMinLength} characters.`;
  if (rules.postcodeMaxLength != null && postcode.length > rules.postcodeMaxLength)
    return `Enter a postcode of no more than ${rules.postcodeMaxLength} characters.`;
  const pattern = parseRegex(rules.postcodeValidateRegex);
  if (pattern && !pattern.test(postcode)) return "Enter a real postcode, like the one on your post.";
  return null;
}

/** An empty first name is only accepted when the store allows it (allow_empty_firstname). */
export function firstnameError(
  value: string | null | undefined,
  rules: Pick<AddressRules, "allowEmptyFirstname">,
): string | null {
  const name = (value ?? "").trim();
  if (name === "" && !rules.allowEmptyFirstname) return "Enter your first name.";
  if (name.length > 255) return "First name must be 255 characters or fewer.";
  return null;
}

// ITU calling codes by ISO 3166 alpha-2 (NANP members share 1). Packed to keep the file short.
const CODES =
  "AD376 AE971 AF93 AG1 AI1 AL355 AM374 AO244 AR54 AS1 AT43 AU61 AW297 AX358 AZ994 BA387 BB1 BD880 BE32 BF226 " +
  "BG359 BH973 BI257 BJ229 BL590 BM1 BN673 BO591 BQ599 BR55 BS1 BT975 BW267 BY375 BZ501 CA1 CC61 CD243 CF236 " +
  "CG242 CH41 CI225 CK682 CL56 CM237 CN86 CO57 CR506 CU53 CV238 CW599 CX61 CY357 CZ420 DE49 DJ253 DK45 DM1 DO1 " +
  "DZ213 EC593 EE372 EG20 EH212 ER291 ES34 ET251 FI358 FJ679 FK500 FM691 FO298 FR33 GA241 GB44 GD1 GE995 GF594 " +
  "GG44 GH233 GI350 GL299 GM220 GN224 GP590 GQ240 GR30 GT502 GU1 GW245 GY592 HK852 HN504 HR385 HT509 HU36 ID62 " +
  "IE353 IL972 IM44 IN91 IO246 IQ964 IR98 IS354 IT39 JE44 JM1 JO962 JP81 KE254 KG996 KH855 KI686 KM269 KN1 " +
  "KP850 KR82 KW965 KY1 KZ7 LA856 LB961 LC1 LI423 LK94 LR231 LS266 LT370 LU352 LV371 LY218 MA212 MC377 MD373 " +
  "ME382 MF590 MG261 MH692 MK389 ML223 MM95 MN976 MO853 MP1 MQ596 MR222 MS1 MT356 MU230 MV960 MW265 MX52 MY60 " +
  "MZ258 NA264 NC687 NE227 NF672 NG234 NI505 NL31 NO47 NP977 NR674 NU683 NZ64 OM968 PA507 PE51 PF689 PG675 PH63 " +
  "PK92 PL48 PM508 PN64 PR1 PS970 PT351 PW680 PY595 QA974 RE262 RO40 RS381 RU7 RW250 SA966 SB677 SC248 SD249 " +
  "SE46 SG65 SH290 SI386 SJ47 SK421 SL232 SM378 SN221 SO252 SR597 SS211 ST239 SV503 SX1 SY963 SZ268 TC1 TD235 " +
  "TG228 TH66 TJ992 TK690 TL670 TM993 TN216 TO676 TR90 TT1 TV688 TW886 TZ255 UA380 UG256 US1 UY598 UZ998 VA39 " +
  "VC1 VE58 VG1 VI1 VN84 VU678 WF681 WS685 XK383 YE967 YT262 ZA27 ZM260 ZW263";

const CALLING_CODES = new Map(CODES.split(" ").map((e) => [e.slice(0, 2), e.slice(2)]));

/** Countries whose national numbers keep their leading 0 after the country code. */
const KEEPS_LEADING_ZERO = new Set(["IT", "SM", "VA"]);

export function callingCode(countryCode: string | null | undefined): string | undefined {
  return CALLING_CODES.get((countryCode ?? "").toUpperCase());
}

/**
 * Normalises a phone number to start with + or 00 (SPEC §5), using the address's country
 * for numbers typed the national way: "07700 900123" in GB → "+447700900123".
 * Returns null for anything that cannot be a phone number.
 */
export function normalisePhone(
  value: string | null | undefined,
  countryCode: string | null | undefined,
): string | null {
  let text = (value ?? "").trim();
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  // "+44 (0)7700 900123": the bracketed trunk zero is not dialled from abroad.
  text = text.replace(/^(\+\d{1,4})\s*\(0\)/, "$1");
  const international = text.startsWith("+");
  const digits = text.replace(/\D/g, "");
  const valid = (d: string) => d.length >= 8 && d.length <= 15;
  if (international) return valid(digits) ? `+${digits}` : null;
  if (digits.startsWith("00")) return valid(digits.slice(2)) ? digits : null;
  const code = callingCode(countryCode);
  if (!code) return null;
  let national = digits;
  if (code === "1") national = national.length === 11 && national.startsWith("1") ? national.slice(1) : national;
  else if (!KEEPS_LEADING_ZERO.has((countryCode ?? "").toUpperCase())) national = national.replace(/^0/, "");
  if (national.length < 4) return null;
  const full = code + national;
  return valid(full) ? `+${full}` : null;
}

export function phoneError(value: string | null | undefined, countryCode: string | null | undefined): string | null {
  if ((value ?? "").trim() === "") return "Enter a phone number, in case the courier needs to reach you.";
  if (normalisePhone(value, countryCode) === null)
    return "Enter a phone number like 07700 900123, or with the country code, like +44 7700 900123.";
  return null;
}

// Countries where the house number is written before the street name ("10 Downing Street");
// elsewhere it follows it ("Hauptstraße 10").
const NUMBER_FIRST = new Set("GB GG JE IM IE US CA AU NZ FR LU MC IL ZA IN SG PH".split(" "));

/**
 * The street part of an address as it is written on an envelope, from SPEC's three street
 * lines (name, number, additional). A house name ("Rose Cottage") goes on its own line.
 */
export function streetLines(
  street: readonly (string | null | undefined)[],
  countryCode: string | null | undefined,
): string[] {
  const [name, number, extra] = [0, 1, 2].map((i) => (street[i] ?? "").trim());
  let main: string[];
  if (number && !/\d/.test(number)) main = [number, name];
  else if (NUMBER_FIRST.has((countryCode ?? "").toUpperCase())) main = [[number, name].filter(Boolean).join(" ")];
  else main = [[name, number].filter(Boolean).join(" ")];
  return [...main, extra].filter(Boolean);
}

let regionNames: Intl.DisplayNames | null | undefined;

/** "GB" → "United Kingdom" (falls back to the code where Intl.DisplayNames is missing). */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
