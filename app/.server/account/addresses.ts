// The address book form: the same rules, countries and field layout as the checkout
// address (store config postcode rules, allow_empty_firstname, phone normalised to + or
// 00), mapped to and from the account address of product.md §3.
import { shownAddress } from "../addresses/display";
import { getCountries, getStoreConfig } from "../commerce/catalog";
import { addressRules, countryOptions, defaultCountry } from "../checkout/address-data";
import { config } from "../config";
import type { AccountAddress, AccountAddressInput } from "~/lib/models/account";
import { linesOf, toCheckoutAddress, type AddressInput } from "~/lib/schemas/checkout";
import type { AccountAddressOptions } from "~/lib/schemas/account";

export async function addressFormOptions(): Promise<AccountAddressOptions> {
  const [storeConfig, countries] = await Promise.all([getStoreConfig("default"), getCountries("default")]);
  // The same regional fields (and server labels) as the checkout: the account address keeps them.
  return { rules: addressRules(storeConfig), countries: countryOptions(countries) };
}

/** The form's view of a saved address (regions matched by code, else kept as text). */
export function addressToForm(
  a: AccountAddress | null,
  options: AccountAddressOptions,
  visitor: string | null = null,
): AddressInput {
  if (!a) return { countryCode: defaultCountry(options.countries, config().locale, visitor) ?? "" };
  const country = options.countries.find((c) => c.id === a.countryCode);
  const region = country?.regions.find(
    (r) => (a.regionCode && r.code === a.regionCode) || (a.region && r.name === a.region),
  );
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? "",
    ...linesOf([a.streetName, a.streetNumber, a.streetAdditional], a.countryCode),
    city: a.city,
    postcode: a.postcode ?? "",
    countryCode: a.countryCode,
    regionId: region ? String(region.id) : "",
    region: region ? "" : (a.region ?? ""),
    telephone: a.telephone,
    ...a.regional,
  };
}

/** A valid form address as the gateway takes it; postcode and phone normalised. */
export function addressFromForm(
  v: AddressInput,
  options: AccountAddressOptions,
  defaults: { billing: boolean; shipping: boolean },
): AccountAddressInput {
  const a = toCheckoutAddress(v, options.countries);
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? null,
    streetName: a.street[0],
    streetNumber: a.street[1],
    streetAdditional: a.street[2] || null,
    city: a.city,
    postcode: a.postcode,
    countryCode: a.countryCode,
    region: a.region?.region ?? null,
    regionCode: a.region?.regionCode ?? null,
    telephone: a.telephone,
    regional: a.regional ?? {},
    // Unticked means "leave as it is": a default is moved by choosing another one.
    ...(defaults.billing ? { isDefaultBilling: true } : {}),
    ...(defaults.shipping ? { isDefaultShipping: true } : {}),
  };
}

/** The address as the checkout's AddressView shows it, its phone number written for people. */
export function addressForView(a: AccountAddress) {
  return shownAddress("default", {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: [a.streetName, a.streetNumber, a.streetAdditional ?? ""] as [string, string, string],
    city: a.city,
    postcode: a.postcode,
    countryCode: a.countryCode,
    region: a.region ? { region: a.region, regionCode: a.regionCode, regionId: null } : null,
    telephone: a.telephone,
    regional: a.regional,
  });
}
