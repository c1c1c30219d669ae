import type Database from "better-sqlite3";
import { AMBER, device, INK, pack, PAPER, shadow } from "../drawings";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

interface MediaRow {
  label: string;
  color: string;
  name: string;
  type_id: string;
  pack_type: string | null;
}

/** What the product is drawn as: the picture a photograph of it would show. */
function drawing({ color, name, type_id, pack_type }: MediaRow): string {
  const light = luminance(color) > 0.55;
  // a band that stands out on the pack's own colour
  const band = light ? INK : AMBER;
  if (pack_type === "pack") return `${shadow(400, 690, 170)}${pack(270, 230, 260, 440, color, band)}`;
  if (pack_type === "carton") {
    return `${shadow(400, 690, 280)}${pack(170, 250, 210, 330, color, band)}${pack(420, 250, 210, 330, color, band)}
<rect x="130" y="420" width="540" height="260" rx="18" fill="${color}"/>
<rect x="130" y="520" width="540" height="50" fill="${band}"/>
<rect x="130" y="420" width="40" height="260" rx="14" fill="#000000" opacity="0.12"/>`;
  }
  if (type_id === "bundle" && !/kit/i.test(name)) {
    // a bundle of flavours: packs of several colours
    return `${shadow(400, 690, 260)}${pack(150, 300, 200, 370, color, band)}${pack(450, 300, 200, 370, INK, AMBER)}`;
  }
  if (type_id === "bundle") {
    return `${shadow(300, 690, 120)}${shadow(540, 690, 150)}${device(240, 190, 120, 490, color)}${pack(430, 330, 220, 350, INK, AMBER)}`;
  }
  if (/device|trial kit/i.test(name)) return `${shadow(400, 700, 130)}${device(340, 170, 120, 520, color)}`;
  // an accessory: its shape in its colour
  return `${shadow(400, 640, 180)}<rect x="250" y="190" width="300" height="440" rx="40" fill="${color}"/>
<circle cx="400" cy="320" r="60" fill="${light ? INK : PAPER}" fill-opacity="0.3"/>`;
}

/**
 * Catalogue images are drawn on request from the media row and its product (colour, kind),
 * so the sandbox ships no binary files. A picture, never a caption: the words are the image's
 * label, which the storefront gives as its alt text. Null when no product uses `file`.
 */
export function productImageSvg(db: Database.Database, file: string): string | null {
  const row = db
    .prepare(
      `SELECT m.label, m.color, p.name, p.type_id, p.pack_type FROM catalog_product_media m
       JOIN catalog_product p ON p.id = m.product_id WHERE m.file = ? LIMIT 1`,
    )
    .get(file) as MediaRow | undefined;
  if (!row) return null;
  // a light product stands on a darker ground, a dark one on paper
  const ground = luminance(row.color) > 0.8 ? "#c9d3d1" : PAPER;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escape(row.label)}">
<rect width="800" height="800" fill="${ground}"/>${drawing(row)}
</svg>`;
}
