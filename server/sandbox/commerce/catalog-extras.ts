// Three catalogue attributes the shop shows (issue 38, product.md §3 Product): the colour of the
// simple products that come in one (`color`, an EAV select option, as the devices' variants
// have), the name the store finder uses for a category (`store_locator_name`, a brand category
// attribute) and a thumbnail of its own for each product: the product drawn close up, for the
// shop's small pictures (cart lines, wishlist), kept off the product page as Magento's "Hide
// from Product Page" keeps such a picture. Run at every start, after the galleries
// (gallery.ts), so data directories made before it get them too; values set since are kept.
import type Database from "better-sqlite3";
import { addColumns } from "./migrate";

/** The colour of a simple product that is not a variant: its sku, the option's label and swatch. */
export const PRODUCT_COLOURS: { sku: string; label: string; swatch: string }[] = [
  { sku: "ASH-CON-HOLDER-1", label: "Gunmetal", swatch: "#4a4a4a" },
  { sku: "ASH-CON-HOLDER-2", label: "Gunmetal", swatch: "#4a4a4a" },
  { sku: "ASH-ACC-CASE", label: "Carbon Black", swatch: "#2b2b2b" },
  { sku: "ASH-ACC-CABLE", label: "Cloud White", swatch: "#f0f0f0" },
  // the trade-in offer is the Ashless Prime in Graphite, the trial kit's device is an Ashless One
  { sku: "ASH-DEV-PRIME-TRADEIN", label: "Graphite", swatch: "#3a3a3c" },
  { sku: "ASH-TRIAL-ONE", label: "Midnight Black", swatch: "#1d1d1f" },
];

/** What the store finder calls what a category holds, by the category's url path; the others have none. */
export const STORE_LOCATOR_NAMES: Record<string, string> = {
  sticks: "heated sticks",
  "sticks/single-packs": "heated sticks",
  "sticks/cartons": "heated sticks",
  devices: "heating devices",
};

const THUMBNAIL = JSON.stringify(["thumbnail"]);

export function migrateCatalogExtras(db: Database.Database) {
  addColumns(db, "catalog_category", [["store_locator_name", "TEXT"]]);
  db.transaction(() => {
    const name = db.prepare(
      "UPDATE catalog_category SET store_locator_name = ? WHERE url_path = ? AND store_locator_name IS NULL",
    );
    for (const [path, value] of Object.entries(STORE_LOCATOR_NAMES)) name.run(value, path);
    seedColours(db);
    seedThumbnails(db);
  })();
}

function seedColours(db: Database.Database) {
  const attribute = db.prepare("SELECT id FROM eav_attribute WHERE code = 'color'").get() as { id: number } | undefined;
  if (!attribute) return;
  const find = db.prepare("SELECT id FROM eav_attribute_option WHERE attribute_id = ? AND label = ?");
  const add = db.prepare(
    `INSERT INTO eav_attribute_option (attribute_id, code, label, swatch, position)
     VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM eav_attribute_option WHERE attribute_id = ?))`,
  );
  const set = db.prepare("UPDATE catalog_product SET color = ? WHERE sku = ? AND color IS NULL");
  for (const c of PRODUCT_COLOURS) {
    const option =
      (find.get(attribute.id, c.label) as { id: number } | undefined)?.id ??
      Number(
        add.run(attribute.id, c.label.toLowerCase().replace(/ /g, "_"), c.label, c.swatch, attribute.id)
          .lastInsertRowid,
      );
    set.run(option, c.sku);
  }
}

/**
 * Each product's close-up (`<url key>--thumb.svg`, media.ts) takes the thumbnail role from its
 * main picture; hidden from the product page, as the close-up is for small sizes only.
 */
function seedThumbnails(db: Database.Database) {
  const mains = db
    .prepare(
      `SELECT m.id, m.product_id, m.file, m.label, m.color, m.types FROM catalog_product_media m
       WHERE m.position = 1 AND m.types LIKE '%"thumbnail"%'
       AND NOT EXISTS (SELECT 1 FROM catalog_product_media t WHERE t.product_id = m.product_id AND t.types = ?)`,
    )
    .all(THUMBNAIL) as { id: number; product_id: number; file: string; label: string; color: string; types: string }[];
  const insert = db.prepare(
    `INSERT INTO catalog_product_media (product_id, file, label, position, color, types, disabled, video)
     VALUES (?, ?, ?, 20, ?, ?, 1, NULL)`,
  );
  const roles = db.prepare("UPDATE catalog_product_media SET types = ? WHERE id = ?");
  for (const m of mains) {
    insert.run(m.product_id, m.file.replace(/\.svg$/, "--thumb.svg"), m.label, m.color, THUMBNAIL);
    roles.run(JSON.stringify((JSON.parse(m.types) as string[]).filter((r) => r !== "thumbnail")), m.id);
  }
}
