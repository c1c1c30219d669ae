import { z } from "zod";
import { cached, FIVE_MINUTES } from "../state/cache";
import { config } from "../config";
import { RestError, type RestClient } from "../http/rest";
import type { Result } from "~/lib/models/account";
import {
  WEEKDAYS,
  type AddressSuggestion,
  type LocationGateway,
  type MapCountry,
  type Place,
  type Store,
} from "~/lib/models/location";
import { parse, seg } from "./account-map";
import { call, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { log } from "../observability";

/**
 * Store finder, geocoding, address autocomplete and IP location (product.md §7), one operation per
 * call (decision 0035): the same paths on both flavours, legacy answering in `{data}`. A 404 on a
 * lookup is "no such thing" (null); outages stay UpstreamUnavailableError (503), except for
 * the autocomplete and the IP lookup, which product.md §8 lets fail quietly.
 */

/** product.md §7/§9 */
export const STORE_SEARCH_LIMIT = 1000;
export const ADDRESS_SUGGESTIONS = 5;
const QUIET_TIMEOUT_MS = 2_000;

const hours = z.object({ day: z.enum(WEEKDAYS), opens: z.string().nullable(), closes: z.string().nullable() });
const store = z
  .object({
    id: z.string(),
    external_id: z.string().nullish(),
    name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), country_code: z.string() }),
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string().nullish(),
    opening_hours: z.array(hours).catch([]),
    services: z.array(z.string()).catch([]),
    distance_km: z.number().optional(),
  })
  .transform((s): Store => ({
    id: s.id,
    externalId: s.external_id ?? null,
    name: s.name,
    address: {
      street: s.address.street,
      city: s.address.city,
      postcode: s.address.postcode,
      countryCode: s.address.country_code,
    },
    latitude: s.latitude,
    longitude: s.longitude,
    phone: s.phone ?? "",
    openingHours: s.opening_hours,
    services: s.services,
    ...(s.distance_km === undefined ? {} : { distanceKm: s.distance_km }),
  }));
const place = z
  .object({ label: z.string(), country_code: z.string(), latitude: z.number(), longitude: z.number() })
  .transform((p) => ({ label: p.label, countryCode: p.country_code, latitude: p.latitude, longitude: p.longitude }));
const mapCountrySchema = z
  .object({
    country_code: z.string(),
    countries: z.array(z.string()),
    latitude: z.number(),
    longitude: z.number(),
    zoom: z.number(),
  })
  .transform((m) => ({ ...m, countryCode: m.country_code }));
const suggestion = z
  .object({
    id: z.string(),
    street: z.array(z.string()),
    city: z.string(),
    postcode: z.string(),
    country_code: z.string(),
    label: z.string(),
  })
  .transform(({ country_code, ...s }) => ({ ...s, countryCode: country_code }));
const items = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item) });

/** The same requests on both flavours; legacy answers in `{data}`. */
type Open = (body: unknown) => unknown;
const onBoth = <Args extends unknown[], Out>(
  side: (open: Open) => (rest: RestClient, ...args: Args) => Promise<Out>,
): Operation<Args, Out> => ({
  unified: side((body) => body),
  legacy: side((body) => (body && typeof body === "object" ? (body as { data?: unknown }).data : body)),
});

export const geocode = onBoth<[string, string[]], Place>(
  (open) => async (rest, query, countries) =>
    parse(
      place,
      open(await rest.get("/api/locations/geocode", { query: { query, countries: countries.join(",") } })),
      "place",
    ),
);

export const searchStores = onBoth<[{ latitude: number; longitude: number }], Store[]>(
  (open) =>
    async (rest, { latitude, longitude }) =>
      parse(
        items(store),
        open(await rest.get("/api/stores/search", { query: { latitude, longitude, limit: STORE_SEARCH_LIMIT } })),
        "stores",
      ).items,
);

export const storeById = onBoth<[string], Store>(
  (open) => async (rest, id) => parse(store, open(await rest.get(`/api/stores/${seg(id)}`)), "store"),
);

export const storeByExternalId = onBoth<[string], Store>(
  (open) => async (rest, id) => parse(store, open(await rest.get(`/api/stores/external/${seg(id)}`)), "store"),
);

export const mapCountry = onBoth<[], MapCountry>(
  (open) => async (rest) => parse(mapCountrySchema, open(await rest.get("/api/stores/map-country")), "map country"),
);

export const autocomplete = onBoth<[string, string], AddressSuggestion[]>(
  (open) => async (rest, postcode, countryCode) =>
    parse(
      items(suggestion),
      open(
        await rest.get("/api/addresses/autocomplete", {
          query: { postcode, country: countryCode, limit: ADDRESS_SUGGESTIONS },
        }),
      ),
      "address suggestions",
    ).items.slice(0, ADDRESS_SUGGESTIONS),
);

export const countryByIp = onBoth<[string], string>(
  (open) => async (rest, ip) =>
    parse(
      z.object({ country_code: z.string().length(2) }),
      open(await rest.get(`/api/locations/ip/${seg(ip)}`)),
      "IP location",
    ).country_code.toUpperCase(),
);

export function locationGateway(options: PlatformCallOptions = {}): LocationGateway {
  const { flavour, tenant } = config().platform;
  const rest = platformRest(options.signal);
  // The quiet calls have a fallback: one short try, so a slow lookup never holds the page up.
  const once = platformRest(options.signal, { timeoutMs: QUIET_TIMEOUT_MS, retries: 0 });
  /** 404 → null */
  const lookup = async <T>(result: Promise<Result<T>>): Promise<T | null> => {
    try {
      return value(await result);
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  };
  /** product.md §8: these answer "nothing" on any failure, and the shopper carries on. */
  const quietly = async <T>(what: string, fallback: T, result: () => Promise<Result<T>>): Promise<T> => {
    try {
      return value(await result());
    } catch (error) {
      log().error(`${what}: ${(error as Error).message}`);
      return fallback;
    }
  };

  return {
    geocode: (query, countries) => lookup(call(rest, geocode, query, countries)),
    searchStores: async (at) => value(await call(rest, searchStores, at)),
    store: (id) => lookup(call(rest, storeById, id)),
    storeByExternalId: (id) => lookup(call(rest, storeByExternalId, id)),
    // Store-wide and the same for everyone: shared, so it takes no request signal.
    mapCountry: () =>
      cached(`platform:map-country:${flavour}:${tenant}`, FIVE_MINUTES, async () =>
        value(await call(platformRest(), mapCountry)),
      ),
    autocomplete: (postcode, countryCode) =>
      quietly("address autocomplete", [], () => call(once, autocomplete, postcode, countryCode)),
    countryByIp: (ip) => quietly("IP location", null, () => call(once, countryByIp, ip)),
  };
}
