import type Database from "better-sqlite3";
import type { SubmittedFile } from "./store";

/**
 * The content service's own check of a form's files (product.md §5 FILE_EXTENSIONS,
 * MAX_FILE_SIZE, MAX_IMAGE_HEIGHT, MAX_IMAGE_WIDTH): form-submit looks up the form by its name
 * among the published entries and holds each file to its field's `validation` rules, whoever
 * sends it. The shop checks the same first (decision 0075); this is the upstream's word.
 */

interface FieldRules {
  name: string;
  label: string;
  validation: { kind: string; value: string }[];
}

/** The fields of the published Form:Form block named `name` that carry rules. */
export function ruledFields(db: Database.Database, name: string): FieldRules[] {
  const rows = db
    .prepare("SELECT data FROM content_entries WHERE published = 'published' AND data LIKE '%Form:Form%'")
    .all() as { data: string }[];
  const found: FieldRules[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const o = node as { component?: { name?: string; options?: { name?: string; fields?: FieldRules[] } } };
    if (o.component?.name === "Form:Form" && o.component.options?.name === name)
      found.push(...(o.component.options.fields ?? []).filter((f) => (f.validation ?? []).length > 0));
    Object.values(node).forEach(walk);
  };
  for (const r of rows) walk(JSON.parse(r.data));
  return found;
}

/** Width and height from a PNG, GIF, JPEG or WebP header; null for anything else. */
export function pictureSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString("latin1", 12, 16) === "IHDR")
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length >= 10 && /^GIF8[79]a$/.test(b.toString("latin1", 0, 6)))
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length >= 16 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") {
    const chunk = b.toString("latin1", 12, 16);
    if (chunk === "VP8X" && b.length >= 30) return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    if (chunk === "VP8 " && b.length >= 30)
      return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L" && b.length >= 25) {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  if (b.length < 4 || b.readUInt16BE(0) !== 0xffd8) return null;
  // JPEG: marker segments up to the first start of frame (SOF0-SOF15 less DHT, JPG, DAC)
  for (let at = 2; at + 9 <= b.length && b[at] === 0xff; at += 2 + b.readUInt16BE(at + 2)) {
    const marker = b[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) };
  }
  return null;
}

/** Why `file` breaks its field's rules, or null when it keeps them. */
export function fileRuleError(field: FieldRules, file: SubmittedFile): string | null {
  const limit = (kind: string) => {
    const v = field.validation.find((r) => r.kind === kind)?.value;
    return v === undefined ? Infinity : Number(v);
  };
  const extensions = field.validation.find((r) => r.kind === "FILE_EXTENSIONS")?.value;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
  if (extensions && !extensions.split(",").some((e) => e.trim().replace(/^\./, "").toLowerCase() === extension))
    return `${field.label}: files ending in .${extension || "(nothing)"} are not accepted (${extensions}).`;
  if (file.bytes.length > limit("MAX_FILE_SIZE"))
    return `${field.label}: the file is larger than ${limit("MAX_FILE_SIZE")} bytes.`;
  const [maxWidth, maxHeight] = [limit("MAX_IMAGE_WIDTH"), limit("MAX_IMAGE_HEIGHT")];
  if (maxWidth === Infinity && maxHeight === Infinity) return null;
  const size = pictureSize(file.bytes);
  if (!size) return null; // not a picture: the sizes are a picture's rules
  const over = [
    size.width > maxWidth && `MAX_IMAGE_WIDTH ${maxWidth}`,
    size.height > maxHeight && `MAX_IMAGE_HEIGHT ${maxHeight}`,
  ].filter(Boolean);
  return over.length > 0
    ? `${field.label}: the image is ${size.width}×${size.height} pixels, over ${over.join(" and ")}.`
    : null;
}
