import type Database from "better-sqlite3";
import type { Ctx } from "./context";
import type { Resolvers } from "./schema";

// Ashless stores that take parcels for collection ("Ship to store"), shaped like Adobe
// Commerce's in-store pickup locations (Magento_InventoryInStorePickupGraphQl).

const LOCATIONS = [
  {
    code: "LON-01",
    name: "Ashless Covent Garden",
    street: "12 Long Acre",
    city: "London",
    postcode: "WC2E 9LH",
    country_id: "GB",
    phone: "+442079460000",
  },
  {
    code: "MAN-01",
    name: "Ashless Manchester Arndale",
    street: "49 High Street",
    city: "Manchester",
    postcode: "M4 3AH",
    country_id: "GB",
    phone: "+441619460000",
  },
  {
    code: "EDI-01",
    name: "Ashless Edinburgh Princes Street",
    street: "88 Princes Street",
    city: "Edinburgh",
    postcode: "EH2 2ER",
    country_id: "GB",
    phone: "+441319460000",
  },
];

export interface PickupLocationRow {
  code: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  country_id: string;
  phone: string;
}

/** The table and its rows; run at every start, so data directories made before it get them too. */
export function migratePickup(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS inventory_pickup_location (
    code TEXT PRIMARY KEY, name TEXT NOT NULL, street TEXT NOT NULL, city TEXT NOT NULL, postcode TEXT NOT NULL,
    country_id TEXT NOT NULL, phone TEXT NOT NULL, position INTEGER NOT NULL
  )`);
  const insert =
    db.prepare(`INSERT OR IGNORE INTO inventory_pickup_location (code, name, street, city, postcode, country_id, phone, position)
    VALUES (@code, @name, @street, @city, @postcode, @country_id, @phone, @position)`);
  LOCATIONS.forEach((l, position) => insert.run({ ...l, position }));
}

export function pickupLocation(ctx: Pick<Ctx, "db">, code: string): PickupLocationRow | null {
  return (
    (ctx.db.prepare("SELECT * FROM inventory_pickup_location WHERE code = ?").get(code) as
      PickupLocationRow | undefined) ?? null
  );
}

export const pickupResolvers: Resolvers<Ctx> = {
  Query: {
    pickupLocations: (_root, args: { pageSize?: number | null; currentPage?: number | null }, ctx) => {
      const pageSize = Math.max(1, Math.min(args.pageSize ?? 20, 100));
      const page = Math.max(1, args.currentPage ?? 1);
      const rows = ctx.db
        .prepare("SELECT * FROM inventory_pickup_location ORDER BY position LIMIT ? OFFSET ?")
        .all(pageSize, (page - 1) * pageSize) as PickupLocationRow[];
      const total = (ctx.db.prepare("SELECT COUNT(*) AS n FROM inventory_pickup_location").get() as { n: number }).n;
      return {
        items: rows.map((r) => ({
          pickup_location_code: r.code,
          name: r.name,
          street: r.street,
          city: r.city,
          postcode: r.postcode,
          country_id: r.country_id,
          phone: r.phone,
        })),
        total_count: total,
        page_info: { current_page: page, page_size: pageSize, total_pages: Math.max(1, Math.ceil(total / pageSize)) },
      };
    },
  },
};
