// A file field's validation rules (product.md §5 FILE_EXTENSIONS, MAX_FILE_SIZE, MAX_IMAGE_HEIGHT,
// MAX_IMAGE_WIDTH; decision 0075), checked on a file that uploads.ts already took (its size
// within the rule and its kind, by its bytes, one the extensions name): the name it was chosen
// under ends in one of the extensions, and a picture is within the width and height its header
// says. A good file goes on under the extension of its kind that the rule names (photo.jpeg when
// the rule says jpeg), so the upstream's own check of the name passes.
import { TYPE_EXTENSIONS, type FileRules } from "~/lib/file-rules";
import { imageSize, type ImageType } from "./image-bytes";

export type FileRuleVerdict =
  | { ok: true; file: File }
  /** the name chosen does not end in an extension the rule names */
  | { ok: false; reason: "extension" }
  /** a picture whose header does not say its size, where a size is a rule */
  | { ok: false; reason: "type" }
  | { ok: false; reason: "dimensions"; width: number; height: number };

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * `file` as uploads.ts named it (its type told by its bytes), `sentName` the name the browser
 * sent, `rules` the field's.
 */
export async function checkFileRules(file: File, sentName: string, rules: FileRules): Promise<FileRuleVerdict> {
  const own = TYPE_EXTENSIONS[file.type] ?? [];
  const sent = extensionOf(sentName);
  if (rules.extensions && !rules.extensions.includes(sent)) return { ok: false, reason: "extension" };
  if ((rules.maxWidth || rules.maxHeight) && file.type.startsWith("image/")) {
    const size = imageSize(new Uint8Array(await file.arrayBuffer()), file.type as ImageType);
    if (!size) return { ok: false, reason: "type" };
    if (size.width > (rules.maxWidth ?? Infinity) || size.height > (rules.maxHeight ?? Infinity))
      return { ok: false, reason: "dimensions", ...size };
  }
  const extension = own.includes(sent) ? sent : own.find((e) => !rules.extensions || rules.extensions.includes(e));
  if (!extension || file.name.endsWith(`.${extension}`)) return { ok: true, file };
  return { ok: true, file: new File([file], file.name.replace(/\.[^.]+$/, `.${extension}`), { type: file.type }) };
}
