import type { Request, Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { handle, str, type Flavour } from "../platform/http";
import { data, legacy } from "../platform/legacy-wire";
import { unified } from "../platform/unified-wire";
import { geocode, normalisePostcode, POSTCODE_ADDRESSES } from "./gazetteer";
import { MAX_STORE_SEARCH_LIMIT, storeBody, storeByExternalId, storeById, storesByDistance } from "./stores";

/**
 * Store finder, geocoding, address autocomplete and IP location (product.md §7 "Other", and the
 * shop side's location lookup). Same paths in both flavours; legacy wraps answers in {data}.
 *
 *  GET /api/locations/geocode?query=&countries=GB,IE  → {label, country_code, latitude, longitude}; 404 LOCATION_NOT_FOUND
 *  GET /api/stores/search?latitude=&longitude=&limit=  → {items:[store + distance_km]} nearest first, limit ≤ 1000 (default 1000)
 *  GET /api/stores/external/{externalId}; GET /api/stores/{id} → store; 404 STORE_NOT_FOUND
 *  GET /api/stores/map-country                         → {country_code, countries, latitude, longitude, zoom}
 *  GET /api/addresses/autocomplete?postcode=&country=&limit= → {items:[address]} (limit ≤ 5)
 *  GET /api/locations/ip/{ip}                          → {ip, country_code}; sandbox rules: 198.51.100.0/24 is
 *                                                        Ireland, 192.0.2.0/24 fails (500), anything else Great Britain
 */

export const MAP_COUNTRY = { country_code: "GB", countries: ["GB", "IE"], latitude: 54.5, longitude: -3.5, zoom: 5 };
export const MAX_SUGGESTIONS = 5;

const number = (req: Request, name: string) => {
  const raw = str(req.query[name]);
  const n = raw.trim() === "" ? NaN : Number(raw);
  if (!Number.isFinite(n)) throw new AccountsError(400, "INVALID_PARAMETER", `${name} must be a number`, name);
  return n;
};

function mountLocations(router: Router, db: Database.Database, flavour: Flavour, out: (v: unknown) => unknown) {
  router.get(
    "/api/locations/geocode",
    handle(flavour, (req, res) => {
      const countries = str(req.query.countries).split(",").filter(Boolean);
      const place = geocode(str(req.query.query).slice(0, 100), countries);
      if (!place) throw new AccountsError(404, "LOCATION_NOT_FOUND", "No place matches this query.", "query");
      res.json(
        out({
          label: place.label,
          name: place.name,
          country_code: place.country,
          latitude: place.lat,
          longitude: place.lng,
        }),
      );
    }),
  );

  router.get(
    "/api/stores/search",
    handle(flavour, (req, res) => {
      const lat = number(req, "latitude");
      const lng = number(req, "longitude");
      const limit = req.query.limit === undefined ? MAX_STORE_SEARCH_LIMIT : number(req, "limit");
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
        throw new AccountsError(400, "INVALID_PARAMETER", "latitude or longitude out of range", "latitude");
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_STORE_SEARCH_LIMIT)
        throw new AccountsError(400, "INVALID_PARAMETER", `limit must be 1 to ${MAX_STORE_SEARCH_LIMIT}`, "limit");
      const items = storesByDistance(db, { lat, lng }, limit).map((s) => storeBody(s.row, s.distance));
      res.json(out({ items }));
    }),
  );

  router.get("/api/stores/map-country", (_req, res) => void res.json(out(MAP_COUNTRY)));

  const lookups = [
    ["/api/stores/external/:key", storeByExternalId],
    ["/api/stores/:key", storeById],
  ] as const;
  for (const [path, find] of lookups)
    router.get(
      path,
      handle(flavour, (req, res) => {
        const row = find(db, req.params.key);
        if (!row) throw new AccountsError(404, "STORE_NOT_FOUND", "There is no such store.");
        res.json(out(storeBody(row)));
      }),
    );

  router.get(
    "/api/addresses/autocomplete",
    handle(flavour, (req, res) => {
      const limit = req.query.limit === undefined ? MAX_SUGGESTIONS : number(req, "limit");
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS)
        throw new AccountsError(400, "INVALID_PARAMETER", `limit must be 1 to ${MAX_SUGGESTIONS}`, "limit");
      const country = str(req.query.country).toUpperCase() || "GB";
      const postcode = normalisePostcode(str(req.query.postcode));
      const known = country === "GB" && postcode ? POSTCODE_ADDRESSES[postcode] : undefined;
      const items = (known?.numbers ?? []).slice(0, limit).map((n) => ({
        id: `${postcode}|${n}`,
        // product.md §3: the street as three lines, name, number and additional
        street: [known!.street, n, ""],
        city: known!.city,
        postcode,
        country_code: country,
        label: `${n} ${known!.street}, ${known!.city}, ${postcode}`,
      }));
      res.json(out({ items }));
    }),
  );

  router.get(
    "/api/locations/ip/:ip",
    handle(flavour, (req, res) => {
      const ip = req.params.ip.replace(/^::ffff:/, "");
      if (ip.startsWith("192.0.2."))
        throw new AccountsError(500, "LOOKUP_FAILED", "The location service could not place this address.");
      res.json(out({ ip, country_code: ip.startsWith("198.51.100.") ? "IE" : "GB" }));
    }),
  );
}

export const mountUnifiedLocations = (router: Router, db: Database.Database) =>
  mountLocations(router, db, unified, (v) => v);
export const mountLegacyLocations = (router: Router, db: Database.Database) => mountLocations(router, db, legacy, data);
