import type Database from "better-sqlite3";
import { AMBER, device, INK, pack, PAPER, shadow } from "../drawings";
import { kindOf } from "./gallery";

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

/** A heated stick: filter, body and the tip. */
const stick = (x: number, y: number, w: number, h: number, colour: string) => `
<g>
  <rect x="${x}" y="${y}" width="${w}" height="${h * 0.35}" rx="${w * 0.2}" fill="#e9d9b5" stroke="#c7b48a" stroke-width="2"/>
  <rect x="${x}" y="${y + h * 0.33}" width="${w}" height="${h * 0.67}" rx="${w * 0.2}" fill="${colour}"/>
  <rect x="${x}" y="${y + h * 0.33}" width="${w * 0.3}" height="${h * 0.67}" rx="${w * 0.15}" fill="#ffffff" opacity="0.15"/>
</g>`;

/** What the product is drawn as (`view`: which of its gallery's pictures): what a photograph would show. */
function drawing({ color, name, type_id, pack_type }: MediaRow, view: string): string {
  const light = luminance(color) > 0.55;
  // a band that stands out on the pack's own colour
  const band = light ? INK : AMBER;
  const kind = kindOf({ name, type_id, pack_type });
  if (kind === "pack") {
    if (view === "open")
      return `${shadow(330, 690, 150)}${pack(200, 260, 230, 410, color, band)}${shadow(590, 700, 90)}
${stick(520, 470, 40, 220, color)}${stick(580, 450, 40, 240, color)}${stick(640, 480, 40, 210, color)}`;
    if (view === "sticks")
      return `${shadow(400, 720, 220)}${stick(230, 140, 90, 560, color)}${stick(355, 110, 90, 590, color)}${stick(480, 160, 90, 540, color)}`;
    return `${shadow(400, 690, 170)}${pack(270, 230, 260, 440, color, band)}`;
  }
  if (kind === "carton") {
    if (view === "packs")
      return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        .map((i) => pack(90 + (i % 5) * 128, 170 + Math.floor(i / 5) * 290, 110, 200, color, band))
        .join("");
    const carton = `<rect x="130" y="420" width="540" height="260" rx="18" fill="${color}"/>
<rect x="130" y="520" width="540" height="50" fill="${band}"/>
<rect x="130" y="420" width="40" height="260" rx="14" fill="#000000" opacity="0.12"/>`;
    if (view === "pack") return `${shadow(400, 690, 280)}${carton}${pack(300, 300, 200, 360, color, band)}`;
    return `${shadow(400, 690, 280)}${pack(170, 250, 210, 330, color, band)}${pack(420, 250, 210, 330, color, band)}${carton}`;
  }
  if (kind === "bundle" && !/kit/i.test(name)) {
    // a bundle of flavours: packs of several colours
    if (view === "contents")
      return `${shadow(400, 690, 330)}${pack(90, 330, 140, 280, color, band)}${pack(250, 330, 140, 280, color, band)}${pack(410, 330, 140, 280, INK, AMBER)}${pack(570, 330, 140, 280, INK, AMBER)}`;
    return `${shadow(400, 690, 260)}${pack(150, 300, 200, 370, color, band)}${pack(450, 300, 200, 370, INK, AMBER)}`;
  }
  if (kind === "bundle") {
    if (view === "contents")
      return `${shadow(400, 700, 330)}${device(110, 250, 100, 420, color)}${pack(270, 380, 160, 290, INK, AMBER)}${pack(470, 380, 160, 290, INK, AMBER)}
<rect x="650" y="560" width="60" height="110" rx="12" fill="#3b4a52"/>`;
    return `${shadow(300, 690, 120)}${shadow(540, 690, 150)}${device(240, 190, 120, 490, color)}${pack(430, 330, 220, 350, INK, AMBER)}`;
  }
  if (kind === "device") {
    if (view === "side")
      return `${shadow(400, 560, 300)}<g transform="rotate(-90 400 400)">${device(340, 120, 120, 520, color)}</g>`;
    if (view === "charging")
      return `${shadow(330, 700, 130)}${device(270, 170, 120, 520, color)}
<path d="M330 700 C 330 760, 560 760, 600 640 S 700 420, 720 380" fill="none" stroke="#222c31" stroke-width="14" stroke-linecap="round"/>
<rect x="700" y="330" width="44" height="70" rx="8" fill="#222c31"/>`;
    if (view === "film" || view === "heating") {
      // the film's still (a play button over the device), and the film itself: the light glows while it heats
      const glow =
        view === "heating"
          ? `<circle cx="400" cy="326" r="40" fill="${AMBER}" opacity="0.2"><animate attributeName="opacity" values="0.1;0.8;0.1" dur="2s" repeatCount="10"/></circle>
${stick(375, 40, 50, 200, "#b5651d")}`
          : `<circle cx="400" cy="400" r="110" fill="#000000" opacity="0.45"/><path d="M370 340 L 470 400 L 370 460 Z" fill="${PAPER}"/>`;
      return `${shadow(400, 700, 130)}${device(340, 170, 120, 520, color)}${glow}`;
    }
    return `${shadow(400, 700, 130)}${device(340, 170, 120, 520, color)}`;
  }
  // an accessory: its shape in its colour
  if (view === "detail")
    return `<rect x="120" y="100" width="560" height="640" rx="60" fill="${color}"/>
<circle cx="400" cy="300" r="110" fill="${light ? INK : PAPER}" fill-opacity="0.3"/>`;
  return `${shadow(400, 640, 180)}<rect x="250" y="190" width="300" height="440" rx="40" fill="${color}"/>
<circle cx="400" cy="320" r="60" fill="${light ? INK : PAPER}" fill-opacity="0.3"/>`;
}

/**
 * Catalogue images are drawn on request from the media row and its product (colour, kind),
 * so the sandbox ships no binary files. A picture, never a caption: the words are the image's
 * label, which the storefront gives as its alt text. Null when no product uses `file`.
 */
export function productImageSvg(db: Database.Database, file: string): string | null {
  // `<url key>.svg`, or a gallery picture `<url key>--<view>.svg` drawn from the same product
  const [, base, view = "main"] = /^(.+?)(?:--([a-z-]+))?\.svg$/.exec(file) ?? [];
  if (!base) return null;
  const row = db
    .prepare(
      `SELECT m.label, m.color, p.name, p.type_id, p.pack_type FROM catalog_product_media m
       JOIN catalog_product p ON p.id = m.product_id WHERE m.file = ? LIMIT 1`,
    )
    .get(`${base}.svg`) as MediaRow | undefined;
  if (!row) return null;
  const own = db.prepare("SELECT label FROM catalog_product_media WHERE file = ?").get(file) as
    { label: string } | undefined;
  // the film has no row of its own: its still has
  if (!own && view !== "heating") return null;
  const label = own?.label ?? `${row.name}: how a stick heats`;
  // a light product stands on a darker ground, a dark one on paper
  const ground = luminance(row.color) > 0.8 ? "#c9d3d1" : PAPER;
  // the thumbnail (catalog-extras.ts): the main picture closer up, drawn for small sizes
  const [size, box] = view === "thumb" ? [200, "90 90 620 620"] : [800, "0 0 800 800"];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${box}" role="img" aria-label="${escape(label)}">
<rect width="800" height="800" fill="${ground}"/>${drawing(row, view === "thumb" ? "main" : view)}
</svg>`;
}
