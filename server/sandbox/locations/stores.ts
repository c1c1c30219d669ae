import type Database from "better-sqlite3";
import { distanceKm } from "./gazetteer";

/**
 * The brand's stores (product.md §7 "store search by distance, store lookups by external id or id").
 * The three that take "Ship to store" parcels carry the commerce pickup location code as
 * their external id.
 */

type Hours = [opens: string, closes: string] | null;
const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
type Service = "collection" | "trade_in" | "device_repairs" | "try_before_you_buy";

interface StoreBase {
  id: string;
  external_id: string | null;
  name: string;
  street: string;
  city: string;
  postcode: string;
  country_code: string;
  lat: number;
  lng: number;
  phone: string;
}

interface StoreSeed extends StoreBase {
  hours: Hours[];
  services: Service[];
}

const SHOP: Hours[] = [
  ["09:00", "19:00"],
  ["09:00", "19:00"],
  ["09:00", "19:00"],
  ["09:00", "20:00"],
  ["09:00", "19:00"],
  ["09:00", "19:00"],
  ["11:00", "17:00"],
];
const NO_SUNDAY: Hours[] = [...SHOP.slice(0, 6), null];

const STORES: StoreSeed[] = [
  {
    id: "covent-garden",
    external_id: "LON-01",
    name: "Ashless Covent Garden",
    street: "12 Long Acre",
    city: "London",
    postcode: "WC2E 9LH",
    country_code: "GB",
    lat: 51.5128,
    lng: -0.1247,
    phone: "+442079460000",
    hours: SHOP,
    services: ["collection", "trade_in", "device_repairs", "try_before_you_buy"],
  },
  {
    id: "shoreditch",
    external_id: null,
    name: "Ashless Shoreditch",
    street: "150 Shoreditch High Street",
    city: "London",
    postcode: "E1 6JE",
    country_code: "GB",
    lat: 51.5246,
    lng: -0.0779,
    phone: "+442079460011",
    hours: NO_SUNDAY,
    services: ["trade_in", "try_before_you_buy"],
  },
  {
    id: "manchester-arndale",
    external_id: "MAN-01",
    name: "Ashless Manchester Arndale",
    street: "49 High Street",
    city: "Manchester",
    postcode: "M4 3AH",
    country_code: "GB",
    lat: 53.4833,
    lng: -2.2382,
    phone: "+441619460000",
    hours: SHOP,
    services: ["collection", "trade_in", "device_repairs"],
  },
  {
    id: "edinburgh-princes-street",
    external_id: "EDI-01",
    name: "Ashless Edinburgh Princes Street",
    street: "88 Princes Street",
    city: "Edinburgh",
    postcode: "EH2 2ER",
    country_code: "GB",
    lat: 55.9521,
    lng: -3.1965,
    phone: "+441319460000",
    hours: SHOP,
    services: ["collection", "try_before_you_buy"],
  },
  {
    id: "birmingham-bullring",
    external_id: null,
    name: "Ashless Birmingham Bullring",
    street: "Unit 14, Bullring, Moor Street",
    city: "Birmingham",
    postcode: "B5 4BU",
    country_code: "GB",
    lat: 52.4777,
    lng: -1.894,
    phone: "+441219460000",
    hours: SHOP,
    services: ["trade_in", "device_repairs", "try_before_you_buy"],
  },
  {
    id: "leeds-briggate",
    external_id: null,
    name: "Ashless Leeds Briggate",
    street: "103 Briggate",
    city: "Leeds",
    postcode: "LS1 6HD",
    country_code: "GB",
    lat: 53.7982,
    lng: -1.5418,
    phone: "+441139460000",
    hours: NO_SUNDAY,
    services: ["trade_in"],
  },
  {
    id: "glasgow-buchanan-street",
    external_id: null,
    name: "Ashless Glasgow Buchanan Street",
    street: "170 Buchanan Street",
    city: "Glasgow",
    postcode: "G1 2LW",
    country_code: "GB",
    lat: 55.8621,
    lng: -4.2535,
    phone: "+441419460000",
    hours: SHOP,
    services: ["device_repairs", "try_before_you_buy"],
  },
  {
    id: "bristol-cabot-circus",
    external_id: null,
    name: "Ashless Bristol Cabot Circus",
    street: "21 Glass House, Cabot Circus",
    city: "Bristol",
    postcode: "BS1 3BX",
    country_code: "GB",
    lat: 51.4585,
    lng: -2.5846,
    phone: "+441179460000",
    hours: SHOP,
    services: ["trade_in", "try_before_you_buy"],
  },
  {
    id: "cardiff-queen-street",
    external_id: null,
    name: "Ashless Cardiff Queen Street",
    street: "60 Queen Street",
    city: "Cardiff",
    postcode: "CF10 2GR",
    country_code: "GB",
    lat: 51.4823,
    lng: -3.1751,
    phone: "+442920460000",
    hours: NO_SUNDAY,
    services: ["try_before_you_buy"],
  },
  {
    id: "dublin-grafton-street",
    external_id: null,
    name: "Ashless Dublin Grafton Street",
    street: "77 Grafton Street",
    city: "Dublin",
    postcode: "D02 VF65",
    country_code: "IE",
    lat: 53.3418,
    lng: -6.2597,
    phone: "+35314600000",
    hours: SHOP,
    services: ["trade_in", "device_repairs"],
  },
];

export interface StoreRow extends StoreBase {
  opening_hours: string;
  services: string;
  position: number;
}

/** Run at every start (INSERT OR IGNORE), so data directories made before the stores get them too. */
export function migrateStores(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS platform_stores (
    id TEXT PRIMARY KEY, external_id TEXT UNIQUE, name TEXT NOT NULL, street TEXT NOT NULL, city TEXT NOT NULL,
    postcode TEXT NOT NULL, country_code TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL, phone TEXT NOT NULL,
    opening_hours TEXT NOT NULL, services TEXT NOT NULL, position INTEGER NOT NULL
  )`);
  const insert = db.prepare(`INSERT OR IGNORE INTO platform_stores
    (id, external_id, name, street, city, postcode, country_code, lat, lng, phone, opening_hours, services, position)
    VALUES (@id, @external_id, @name, @street, @city, @postcode, @country_code, @lat, @lng, @phone, @opening_hours, @services, @position)`);
  STORES.forEach(({ hours, services, ...s }, position) =>
    insert.run({
      ...s,
      position,
      services: JSON.stringify(services),
      opening_hours: JSON.stringify(
        WEEK.map((day, i) => ({ day, opens: hours[i]?.[0] ?? null, closes: hours[i]?.[1] ?? null })),
      ),
    }),
  );
}

/** The wire shape of a store (both flavours; legacy wraps it in {data}). */
export function storeBody(row: StoreRow, distance?: number) {
  return {
    id: row.id,
    external_id: row.external_id,
    name: row.name,
    address: { street: row.street, city: row.city, postcode: row.postcode, country_code: row.country_code },
    latitude: row.lat,
    longitude: row.lng,
    phone: row.phone,
    opening_hours: JSON.parse(row.opening_hours) as unknown,
    services: JSON.parse(row.services) as unknown,
    ...(distance === undefined ? {} : { distance_km: Math.round(distance * 100) / 100 }),
  };
}

export const MAX_STORE_SEARCH_LIMIT = 1000;

/** Stores by distance from a point, nearest first (ties in seed order), at most `limit`. */
export function storesByDistance(db: Database.Database, point: { lat: number; lng: number }, limit: number) {
  const rows = db.prepare("SELECT * FROM platform_stores ORDER BY position").all() as StoreRow[];
  return rows
    .map((row) => ({ row, distance: distanceKm(point, row) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}

export function storeById(db: Database.Database, id: string): StoreRow | null {
  return (db.prepare("SELECT * FROM platform_stores WHERE id = ?").get(id) as StoreRow | undefined) ?? null;
}

export function storeByExternalId(db: Database.Database, externalId: string): StoreRow | null {
  return (
    (db.prepare("SELECT * FROM platform_stores WHERE external_id = ?").get(externalId) as StoreRow | undefined) ?? null
  );
}
