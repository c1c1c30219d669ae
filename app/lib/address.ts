import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";
import type { CartAddress } from "./models/checkout";

// Checkout address rules (product.md §5). Pure functions shared by the server action and the
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

/**
 * A phone number in E.164 ("+447700900123"), read the national way for the address's
 * country ("07700 900123" in GB) or with its country code ("+44 7700 900123", "0044 …",
 * "+44 (0)7700 …"); libphonenumber knows each country's trunk prefix and lengths.
 * Null for anything that cannot be a phone number there.
 */
export function normalisePhone(
  value: string | null | undefined,
  countryCode: string | null | undefined,
): string | null {
  const text = (value ?? "").trim().replace(/^00/, "+");
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const region = (countryCode ?? "").toUpperCase();
  const international = text.startsWith("+");
  if (!international && !isSupportedCountry(region)) return null;
  const parsed = parsePhoneNumberFromString(text, international ? undefined : (region as CountryCode));
  return parsed && parsed.isPossible() ? parsed.number : null;
}

/**
 * A stored phone number as people write it: the national way when it belongs to the shop's
 * country ("+441319460000" → "0131 946 0000"), else with its country code ("+49 30 1234567").
 * A screen reader reads the digit groups instead of one eleven-digit number. Text that is not
 * a phone number is shown as it is.
 */
export function displayPhone(value: string, shopCountry: string): string {
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed || !parsed.isPossible()) return value;
  const country = shopCountry.toUpperCase();
  // the calling code, not the country: the small metadata cannot always tell +44's countries apart
  const home = isSupportedCountry(country) && getCountryCallingCode(country) === parsed.countryCallingCode;
  return home ? parsed.formatNational() : parsed.formatInternational();
}

/** A mobile number as it is written in the address's country, and with its country code. */
export const PHONE_EXAMPLES: Record<string, [national: string, international: string]> = {
  GB: ["07700 900123", "+44 7700 900123"],
  IE: ["085 123 4567", "+353 85 123 4567"],
};

export function phoneError(value: string | null | undefined, countryCode: string | null | undefined): string | null {
  if ((value ?? "").trim() === "") return "Enter a phone number, in case the courier needs to reach you.";
  if (normalisePhone(value, countryCode) === null) {
    const [national, international] = PHONE_EXAMPLES[(countryCode ?? "").toUpperCase()] ?? PHONE_EXAMPLES.GB;
    return `Enter a phone number like ${national}, or with the country code, like ${international}.`;
  }
  return null;
}

// Countries where the house number is written before the street name ("10 Downing Street");
// elsewhere it follows it ("Hauptstraße 10").
const NUMBER_FIRST = new Set("GB GG JE IM IE US CA AU NZ FR LU MC IL ZA IN SG PH".split(" "));

/**
 * The street part of an address as it is written on an envelope, from product.md's three street
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

/** A house number: "10", "221B", "12-14", "3/1". */
const HOUSE_NUMBER = String.raw`\d+[A-Za-z]?(?:\s?[-–/]\s?\d+[A-Za-z]?)?`;
const NUMBER_THEN_NAME = new RegExp(`^(${HOUSE_NUMBER}),?\\s+(.*\\D.*)$`);
const NAME_THEN_NUMBER = new RegExp(`^(.*\\D.*?),?\\s+(${HOUSE_NUMBER})$`);

/**
 * The first line of an address as the shopper (and autofill's `address-line1`) writes it, split
 * into product.md's street name and house number, where the country writes the number: "10
 * Downing Street" (GB), "Hauptstraße 10" (DE). A line without a number there ("Rose Cottage,
 * Mill Lane", "Unit 5" in GB) is all street name, so streetLine gives it back as it was typed.
 */
export function splitStreetLine(
  line: string,
  countryCode: string | null | undefined,
): { name: string; number: string } {
  const text = line.trim().replace(/\s+/g, " ");
  if (NUMBER_FIRST.has((countryCode ?? "").toUpperCase())) {
    const m = NUMBER_THEN_NAME.exec(text);
    if (m) return { name: m[2], number: m[1] };
  } else {
    const m = NAME_THEN_NUMBER.exec(text);
    if (m) return { name: m[1], number: m[2] };
  }
  return { name: text, number: "" };
}

/** A street name and house number back on one line, as the country writes them (the form's line 1). */
export function streetLine(
  name: string | null | undefined,
  number: string | null | undefined,
  countryCode?: string | null,
) {
  return streetLines([name, number], countryCode).join(", ");
}

/** An address's lines as the shopper would write them on an envelope (empty ones left out). */
export function addressLines(address: CartAddress): string[] {
  return [
    address.isPickupAddress && address.pickupInformation
      ? `Collect from ${address.pickupInformation.storeName || address.pickupInformation.storeId}`
      : null,
    [address.firstname, address.lastname].filter(Boolean).join(" "),
    address.company,
    ...streetLines(address.street, address.countryCode),
    ...Object.values(address.regional ?? {}),
    address.city,
    address.region?.region,
    address.postcode,
    // the store's name for it, looked up by the loader (shownAddress)
    address.countryName ?? address.countryCode,
    address.telephone,
  ].filter((l): l is string => Boolean(l && l.trim()));
}
