import { getCategoryByPath, getCountry } from "~/.server/commerce/catalog";
import { locationGateway } from "~/.server/platform/locations";
import type { PlatformCallOptions } from "~/.server/platform/platform";
import type { Store } from "~/lib/models/location";
import { STORES_PER_PAGE } from "~/lib/store-finder";
import { storeQuerySchema } from "~/lib/schemas/stores";

/**
 * The store finder (/stores): the query is checked, placed (geocoded, within the map-country
 * configuration's countries), and the stores are listed nearest first, a page at a time.
 */

export type StoreSearch =
  | { state: "empty"; q: "" }
  | { state: "invalid"; q: string; error: string }
  | { state: "not-found"; q: string; error: string }
  | { state: "found"; q: string; place: string; stores: Store[]; total: number; page: number; totalPages: number };

/**
 * ["GB", "IE"] → "the United Kingdom or Ireland": where the finder looks (a place elsewhere is not
 * found). The names are the store's (product.md §7 getCountry), the language of the shop's copy;
 * `LOCALE` only formats numbers and dates. While commerce cannot answer, English names stand in.
 */
async function countryNames(codes: string[]): Promise<string> {
  const english = new Intl.DisplayNames("en", { type: "region" });
  const named = await Promise.all(
    codes.map(async (c) => {
      const name = (await getCountry("default", c).catch(() => null))?.name ?? english.of(c) ?? c;
      return ["GB", "US", "NL"].includes(c) ? `the ${name}` : name;
    }),
  );
  return named.length > 1
    ? `${named.slice(0, -1).join(", ")} or ${named[named.length - 1]}`
    : (named[0] ?? "our countries");
}

/**
 * What the search is for: the category a product page links from (`?category=devices`, its url
 * path), named as the store finder names it (store_locator_name). The stores do not record what
 * they sell, so it labels the search and does not filter it (decision 0072). Null for a path
 * that is no category, one without that name, or while commerce cannot answer: the finder works
 * without it.
 */
export async function searchedCategory(raw: string | null): Promise<{ path: string; name: string } | null> {
  const path = raw?.trim().slice(0, 200);
  if (!path) return null;
  const category = await getCategoryByPath("default", path).catch(() => null);
  return category?.storeLocatorName ? { path: category.urlPath, name: category.storeLocatorName } : null;
}

export async function findStores(raw: string | null, page: number, options: PlatformCallOptions = {}) {
  if (raw === null || raw.trim() === "") return { state: "empty", q: "" } satisfies StoreSearch;
  const q = raw.slice(0, 200);
  const parsed = storeQuerySchema.safeParse(q);
  if (!parsed.success) return { state: "invalid", q, error: parsed.error.issues[0].message } satisfies StoreSearch;
  const gateway = locationGateway(options);
  const { countries } = await gateway.mapCountry();
  const place = await gateway.geocode(parsed.data, countries);
  if (!place)
    return {
      state: "not-found",
      q,
      error: `We could not find “${parsed.data}” in ${await countryNames(countries)}. Check the spelling, or enter a postcode such as M4 3AH or a town such as Leeds`,
    } satisfies StoreSearch;
  const all = await gateway.searchStores(place);
  const totalPages = Math.max(1, Math.ceil(all.length / STORES_PER_PAGE));
  const current = Math.min(page, totalPages);
  return {
    state: "found",
    q: parsed.data,
    place: place.label,
    stores: all.slice((current - 1) * STORES_PER_PAGE, current * STORES_PER_PAGE),
    total: all.length,
    page: current,
    totalPages,
  } satisfies StoreSearch;
}
