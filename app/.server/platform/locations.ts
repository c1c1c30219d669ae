import { z } from "zod";
import { cached, FIVE_MINUTES } from "../state/cache";
import { config } from "../config";
import { RestError } from "../http/rest";
import { WEEKDAYS, type LocationGateway, type Store } from "~/lib/models/location";
import { parse, seg } from "./account-map";
import { platformRest, type PlatformCallOptions } from "./adapter";

/**
 * Store finder, geocoding, address autocomplete and IP location (product.md §7) over whichever
 * platform flavour is configured: the same paths, legacy answering in `{data}`. A 404 on a
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
const mapCountry = z
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

const unwrap = (flavour: "unified" | "legacy", body: unknown) =>
  flavour === "legacy" && body && typeof body === "object" ? (body as { data?: unknown }).data : body;

export function locationGateway(options: PlatformCallOptions = {}): LocationGateway {
  const { flavour, tenant } = config().platform;
  const rest = platformRest(options.signal);
  // The quiet calls have a fallback: one short try, so a slow lookup never holds the page up.
  const once = platformRest(options.signal, { timeoutMs: QUIET_TIMEOUT_MS, retries: 0 });
  const get = async <T>(
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    what: string,
    path: string,
    query = {},
    client = rest,
  ) => parse(schema, unwrap(flavour, await client.get(path, { query })), what);
  /** 404 → null */
  const lookup = async <T>(fn: () => Promise<T>): Promise<T | null> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  };
  /** product.md §8: these answer "nothing" on any failure, and the shopper carries on. */
  const quietly = async <T>(what: string, fallback: T, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      console.error(`${what}: ${(error as Error).message}`);
      return fallback;
    }
  };

  return {
    geocode: (query, countries) =>
      lookup(() => get(place, "place", "/api/locations/geocode", { query, countries: countries.join(",") })),
    searchStores: async ({ latitude, longitude }) =>
      (
        await get(items(store), "stores", "/api/stores/search", {
          latitude,
          longitude,
          limit: STORE_SEARCH_LIMIT,
        })
      ).items,
    store: (id) => lookup(() => get(store, "store", `/api/stores/${seg(id)}`)),
    storeByExternalId: (id) => lookup(() => get(store, "store", `/api/stores/external/${seg(id)}`)),
    // Store-wide and the same for everyone: shared, so it takes no request signal.
    mapCountry: () =>
      cached(`platform:map-country:${flavour}:${tenant}`, FIVE_MINUTES, async () =>
        parse(mapCountry, unwrap(flavour, await platformRest().get("/api/stores/map-country")), "map country"),
      ),
    autocomplete: (postcode, countryCode) =>
      quietly("address autocomplete", [], async () =>
        (
          await get(
            items(suggestion),
            "address suggestions",
            "/api/addresses/autocomplete",
            {
              postcode,
              country: countryCode,
              limit: ADDRESS_SUGGESTIONS,
            },
            once,
          )
        ).items.slice(0, ADDRESS_SUGGESTIONS),
      ),
    countryByIp: (ip) =>
      quietly("IP location", null, async () => {
        const r = await get(
          z.object({ country_code: z.string().length(2) }),
          "IP location",
          `/api/locations/ip/${seg(ip)}`,
          {},
          once,
        );
        return r.country_code.toUpperCase();
      }),
  };
}
