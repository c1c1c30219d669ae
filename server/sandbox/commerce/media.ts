import type Database from "better-sqlite3";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Light text on dark colours and dark text on light ones, so the caption stays readable. */
function textColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? "#1d1d1f" : "#ffffff";
}

/**
 * Catalogue images are drawn on request from the media row (colour and label), so the sandbox
 * ships no binary files. Null when no product uses `file`.
 */
export function productImageSvg(db: Database.Database, file: string): string | null {
  const row = db.prepare("SELECT label, color FROM catalog_product_media WHERE file = ? LIMIT 1").get(file) as
    { label: string; color: string } | undefined;
  if (!row) return null;
  const ink = textColour(row.color);
  const [first, second] = row.label.includes(", ") ? row.label.split(/, (.*)/s) : [row.label, ""];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escape(row.label)}">
<rect width="800" height="800" fill="${row.color}"/>
<rect x="290" y="120" width="220" height="440" rx="28" fill="${ink}" fill-opacity="0.16"/>
<circle cx="400" cy="220" r="44" fill="${ink}" fill-opacity="0.3"/>
<text x="400" y="650" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="${ink}">${escape(first)}</text>
<text x="400" y="705" font-family="Helvetica, Arial, sans-serif" font-size="30" text-anchor="middle" fill="${ink}">${escape(second)}</text>
</svg>`;
}
