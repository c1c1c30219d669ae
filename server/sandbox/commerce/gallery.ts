// Product galleries, as Adobe Commerce keeps them: several pictures per product, each with a
// label (the storefront's alt text) and a position; the roles (image, small_image, thumbnail)
// on the first; a disabled picture the shop no longer shows; and a video on the Ashless One
// (ProductVideo with its video_content). Run at every start, so data directories made before
// it get them too. The pictures are drawn on request (media.ts).
import type Database from "better-sqlite3";

export type Kind = "pack" | "carton" | "device" | "bundle" | "accessory";

export function kindOf(p: { name: string; type_id: string; pack_type: string | null }): Kind {
  if (p.pack_type === "pack") return "pack";
  if (p.pack_type === "carton") return "carton";
  if (p.type_id === "bundle") return "bundle";
  if (/device|trial kit/i.test(p.name)) return "device";
  return "accessory";
}

/** The pictures after the first, by kind: the view drawn, and what the label says it shows. */
const VIEWS: Record<Kind, { view: string; label: (name: string) => string }[]> = {
  pack: [
    { view: "open", label: (n) => `${n}, open, with sticks beside it` },
    { view: "sticks", label: (n) => `Three sticks from the ${n.replace(/, Pack of \d+$/, "")} pack, close up` },
  ],
  carton: [
    { view: "packs", label: (n) => `The ten packs inside the ${n.replace(/, Carton of 10 Packs$/, "")} carton` },
    { view: "pack", label: (n) => `${n}: one of its packs in front of the carton` },
  ],
  device: [
    { view: "side", label: (n) => `${n}, lying on its side` },
    { view: "charging", label: (n) => `${n} charging on its USB-C cable` },
  ],
  bundle: [{ view: "contents", label: (n) => `Everything in the ${n}, laid out` }],
  accessory: [{ view: "detail", label: (n) => `${n}, close up` }],
};

const ROLES = JSON.stringify(["image", "small_image", "thumbnail"]);

/** The Ashless One's film: how a stick heats (an animated drawing the sandbox serves). */
export const VIDEO_PRODUCT = "ashless-one-device";

function addColumn(db: Database.Database, column: string, definition: string) {
  const columns = db.prepare("PRAGMA table_info(catalog_product_media)").all() as { name: string }[];
  if (!columns.some((c) => c.name === column))
    db.exec(`ALTER TABLE catalog_product_media ADD COLUMN ${column} ${definition}`);
}

export function migrateGallery(db: Database.Database) {
  addColumn(db, "types", "TEXT NOT NULL DEFAULT '[]'");
  addColumn(db, "disabled", "INTEGER NOT NULL DEFAULT 0");
  addColumn(db, "video", "TEXT");
  const products = db
    .prepare(
      `SELECT p.id, p.name, p.type_id, p.pack_type, p.url_key, m.color FROM catalog_product p
       JOIN catalog_product_media m ON m.product_id = p.id AND m.position = 1`,
    )
    .all() as { id: number; name: string; type_id: string; pack_type: string | null; url_key: string; color: string }[];
  const has = db.prepare("SELECT 1 FROM catalog_product_media WHERE file = ?");
  const insert = db.prepare(
    `INSERT INTO catalog_product_media (product_id, file, label, position, color, types, disabled, video)
     VALUES (@product_id, @file, @label, @position, @color, '[]', @disabled, @video)`,
  );
  db.transaction(() => {
    db.prepare("UPDATE catalog_product_media SET types = ? WHERE position = 1 AND types = '[]'").run(ROLES);
    for (const p of products) {
      const add = (
        view: string,
        label: string,
        position: number,
        extra: { disabled?: number; video?: object } = {},
      ) => {
        const file = `${p.url_key}--${view}.svg`;
        if (has.get(file)) return;
        insert.run({
          product_id: p.id,
          file,
          label,
          position,
          color: p.color,
          disabled: extra.disabled ?? 0,
          video: extra.video ? JSON.stringify(extra.video) : null,
        });
      };
      VIEWS[kindOf(p)].forEach((v, i) => add(v.view, v.label(p.name), i + 2));
      if (p.url_key === VIDEO_PRODUCT) {
        add("film", `${p.name}: how a stick heats (video)`, 10, {
          video: {
            media_type: "external-video",
            video_provider: "ashless",
            video_title: "How Ashless One heats a stick",
            video_description: "Twenty seconds: the stick goes in, the light glows while it heats, and it is ready.",
            video_metadata: null,
            // served by the sandbox next to the pictures: an animated drawing, no sound
            video_file: `${p.url_key}--heating.svg`,
          },
        });
      }
      // the pack's old design: kept in the catalogue, hidden from the shop
      if (p.url_key === "amber-tobacco-sticks-pack-20")
        add("old-design", `${p.name}, the 2024 pack design`, 11, { disabled: 1 });
    }
  })();
}
