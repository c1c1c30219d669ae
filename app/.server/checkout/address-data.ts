// Turning upstream address data into what the address form needs, and back.
import type { CartAddress, DeliveryLimits } from "~/lib/models/checkout";
import type { Country, StoreConfig } from "~/lib/models/commerce";
import type { AddressRules } from "~/lib/address";
import { getExampleNumber, isSupportedCountry } from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";
import { PHONE_EXAMPLES } from "~/lib/address";
import { regionalFieldOptions } from "./regional-fields";
import { linesOf, type AddressInput, type CountryOption } from "~/lib/schemas/checkout";

export function addressRules(c: StoreConfig): AddressRules {
  return {
    postcodeValidationEnabled: c.postcodeValidationEnabled,
    postcodeIsRequired: c.postcodeIsRequired,
    postcodeMinLength: c.postcodeMinLength,
    postcodeMaxLength: c.postcodeMaxLength,
    postcodeValidateRegex: c.postcodeValidateRegex,
    allowEmptyFirstname: c.allowEmptyFirstname,
    defaultCountry: c.defaultCountry,
    optionalZipCountries: c.optionalZipCountries,
    countriesWithRequiredRegion: c.countriesWithRequiredRegion,
  };
}

const EXCLUDING_MODES = new Set(["deny", "disallow", "exclude", "block", "blacklist"]);

/**
 * Countries the order can be shipped to. Delivery limits that list countries restrict the
 * list (or, in an excluding mode, remove them); an empty list means no restriction.
 */
export function applyDeliveryLimits(countries: Country[], limits: DeliveryLimits | null): Country[] {
  const listed = new Set((limits?.limits ?? []).map((l) => l.countryId.toUpperCase()));
  if (listed.size === 0) return countries;
  const excluding = EXCLUDING_MODES.has((limits?.mode ?? "").toLowerCase());
  return countries.filter((c) => listed.has(c.id.toUpperCase()) !== excluding);
}

export function countryOptions(countries: Country[]): CountryOption[] {
  return countries
    .map((c) => ({
      id: c.id,
      name: c.name,
      regions: c.regions.map((r) => ({ id: r.id, code: r.code, name: r.name })),
      fields: regionalFieldOptions(c),
      phoneHint: phoneHint(c.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The phone field's hint for an address in `countryId`: a mobile number as written there and with
 * its country code, the shop's own examples (numbers set aside for drama) first, else the
 * numbering plan's; none for a country the plan does not know (the form keeps its own).
 */
function phoneHint(countryId: string): string | undefined {
  const id = countryId.toUpperCase();
  // every address form lists every country: each hint is worked out once per process
  if (phoneHints.has(id)) return phoneHints.get(id);
  const hint = exampleHint(id);
  phoneHints.set(id, hint);
  return hint;
}
const phoneHints = new Map<string, string | undefined>();

function exampleHint(id: string): string | undefined {
  const example = isSupportedCountry(id) ? getExampleNumber(id, examples) : undefined;
  const [national, international] =
    PHONE_EXAMPLES[id] ?? (example ? [example.formatNational(), example.formatInternational()] : []);
  return national ? `In case the courier needs to reach you, like ${national} or ${international}.` : undefined;
}

/** The form's view of an address already on the cart, to pre-fill the step. */
export function formAddress(a: CartAddress | null, fallbackCountry: string | undefined): AddressInput {
  if (!a) return { countryCode: fallbackCountry ?? "" };
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? "",
    ...linesOf(a.street, a.countryCode),
    city: a.city,
    postcode: a.postcode ?? "",
    countryCode: a.countryCode,
    regionId: a.region?.regionId != null ? String(a.region.regionId) : "",
    region: a.region?.regionId == null ? (a.region?.region ?? "") : "",
    telephone: a.telephone,
    ...a.regional,
  };
}

export function sameAddress(a: CartAddress | null, b: CartAddress | null): boolean {
  if (!a || !b) return true;
  const key = (x: CartAddress) =>
    JSON.stringify([
      x.firstname,
      x.lastname,
      x.company ?? "",
      x.street,
      x.city,
      x.postcode ?? "",
      x.countryCode,
      x.region?.regionId ?? x.region?.region ?? "",
      x.telephone,
      x.regional ?? {},
    ]);
  return key(a) === key(b);
}

/** The store's own country (from the locale, "en-GB" → GB) when it can be delivered to. */
/** The only country; else the visitor's (by IP) when offered; else the locale's. */
export function defaultCountry(
  options: CountryOption[],
  locale: string,
  visitor: string | null = null,
): string | undefined {
  if (options.length === 1) return options[0].id;
  if (visitor && options.some((o) => o.id === visitor)) return visitor;
  const fromLocale = locale.split("-")[1]?.toUpperCase();
  return options.some((o) => o.id === fromLocale) ? fromLocale : undefined;
}
