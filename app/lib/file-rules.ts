// The attribute validation kinds that concern files and images (product.md §5: FILE_EXTENSIONS,
// MAX_FILE_SIZE, MAX_IMAGE_HEIGHT, MAX_IMAGE_WIDTH; decision 0075), as a field's definition
// carries them: `{ kind, value }`, the value a comma list of extensions, a size in bytes or a
// number of pixels. Shared by the form (its `accept` and its hint) and the server's check
// (app/.server/forms/file-rules.ts), so both tell the shopper the same bounds.
import { megabytes } from "./format";

export const FILE_RULE_KINDS = ["FILE_EXTENSIONS", "MAX_FILE_SIZE", "MAX_IMAGE_HEIGHT", "MAX_IMAGE_WIDTH"] as const;
export type FileRuleKind = (typeof FILE_RULE_KINDS)[number];

/** A field's file rules, read: each bound only when its rule is there. */
export interface FileRules {
  /** lower case, without the dot */
  extensions?: string[];
  maxBytes?: number;
  maxHeight?: number;
  maxWidth?: number;
}

/** The kinds of file the shop tells by their bytes, each with the extensions it goes by. */
export const TYPE_EXTENSIONS: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
};

const TYPE_NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

/** "FILE_EXTENSIONS" values: `jpg, .PNG` → ["jpg", "png"] */
export const extensionList = (value: string) =>
  value
    .split(",")
    .map((e) => e.trim().replace(/^\./, "").toLowerCase())
    .filter(Boolean);

/** The rules of a definition's `{ kind, value }` list; kinds that are not about files are left out. */
export function readFileRules(rules: readonly { kind: string; value: string }[] = []): FileRules {
  const out: FileRules = {};
  for (const { kind, value } of rules) {
    if (kind === "FILE_EXTENSIONS") out.extensions = extensionList(value);
    else if (kind === "MAX_FILE_SIZE") out.maxBytes = Number(value);
    else if (kind === "MAX_IMAGE_HEIGHT") out.maxHeight = Number(value);
    else if (kind === "MAX_IMAGE_WIDTH") out.maxWidth = Number(value);
  }
  return out;
}

/** The kinds a field takes: those of `types` that one of the rule's extensions names (all without the rule). */
export function allowedTypes(types: readonly string[], rules: FileRules): string[] {
  const { extensions } = rules;
  return types.filter((t) => !extensions || (TYPE_EXTENSIONS[t] ?? []).some((e) => extensions.includes(e)));
}

/** The extensions a field takes, for `accept` and the messages: the rule's own that name a kind it takes. */
export function allowedExtensions(types: readonly string[], rules: FileRules): string[] {
  const own = allowedTypes(types, rules).flatMap((t) => TYPE_EXTENSIONS[t] ?? []);
  return rules.extensions ? rules.extensions.filter((e) => own.includes(e)) : own;
}

/** `accept` for the input: the extensions when the definition lists them, else the kinds. */
export const acceptFor = (types: readonly string[], rules: FileRules) =>
  rules.extensions
    ? allowedExtensions(types, rules)
        .map((e) => `.${e}`)
        .join(",")
    : types.join(",");

/** "a, b or c" */
export const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

/** "a PDF, or a JPEG or PNG image" / "a JPEG, PNG or WebP image" */
export function kindsText(types: readonly string[], rules: FileRules): string {
  const allowed = allowedTypes(types, rules);
  const images = allowed.filter((t) => t.startsWith("image/")).map((t) => TYPE_NAMES[t]);
  const image = images.length > 0 ? `a ${orList(images)} image` : "";
  if (!allowed.includes("application/pdf")) return image;
  return image ? `a PDF, or ${image},` : "a PDF";
}

/** The largest picture the rules allow, in words: "1600 × 1200 pixels", "1600 pixels wide" */
export function pictureBound(rules: FileRules): string | null {
  const { maxWidth: w, maxHeight: h } = rules;
  if (w && h) return `${w} × ${h} pixels`;
  if (w) return `${w} pixels wide`;
  if (h) return `${h} pixels high`;
  return null;
}

/**
 * The field's hint, every bound said (decision 0075): "A JPEG or PNG image of up to 1 MB, at
 * most 1600 × 1600 pixels." `maxBytes` is the shop's own limit, the rule's when it is lower.
 */
export function uploadHint(types: readonly string[], rules: FileRules, maxBytes: number): string {
  const kinds = kindsText(types, rules);
  const size = megabytes(Math.min(maxBytes, rules.maxBytes ?? maxBytes));
  const picture = pictureBound(rules);
  const pictureText = picture
    ? types.includes("application/pdf")
      ? `; a picture at most ${picture}`
      : `, at most ${picture}`
    : "";
  return `${kinds.charAt(0).toUpperCase()}${kinds.slice(1)} of up to ${size}${pictureText}.`;
}
