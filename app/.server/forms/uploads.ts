// One file field of a form that takes files, checked the same way wherever it is (a contest's
// photo, a content form's file and image fields): its size, counting a file that was read and
// dropped for it (oversizedFile), and its kind by its bytes (image-bytes.ts), never by the type
// or the name the browser sends. A good file gets a name of the shop's own (issue 36, 9).
import { z } from "zod";
import { holdsMarkup, inspectImage } from "./image-bytes";
import { oversizedFile, readFields } from "./form";

export type UploadVerdict =
  /** `sentName`: the name the browser sent, for a rule on extensions (file-rules.ts); never sent on */
  | { ok: true; file: File; sentName: string }
  /** nothing chosen (a file input left empty sends an empty part) */
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "size"; size: number }
  /** "type": not one of the accepted kinds (or cut short); "extra": markup inside, or more after its end */
  | { ok: false; reason: "type" | "extra" };

export interface UploadRule {
  maxBytes: number;
  /** MIME types, as told by the bytes: image/jpeg, image/png, image/webp, application/pdf */
  types: readonly string[];
  /** the name the file goes on under, without its extension ("photo" → photo.jpg) */
  baseName: string;
}

const PDF = "application/pdf";

/** A PDF: its header first, its end-of-file marker in its last kilobyte, and no markup a browser would run. */
function inspectPdf(b: Uint8Array): "ok" | "type" | "extra" {
  const text = (at: number, end?: number) =>
    Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("latin1", at, end);
  if (text(0, 5) !== "%PDF-" || !text(Math.max(0, b.length - 1024)).includes("%%EOF")) return "type";
  return holdsMarkup(b) ? "extra" : "ok";
}

/** The file sent in `field`, checked against `rule`. */
export async function checkUpload(form: FormData, field: string, rule: UploadRule): Promise<UploadVerdict> {
  const sent = readFields(form, z.object({ [field]: z.instanceof(File) }))?.[field] as File | undefined;
  const size = oversizedFile(form, field) ?? sent?.size ?? 0;
  if (size > rule.maxBytes) return { ok: false, reason: "size", size };
  if (!sent || sent.size === 0) return { ok: false, reason: "missing" };
  const bytes = new Uint8Array(await sent.arrayBuffer());
  if (rule.types.includes(PDF)) {
    const pdf = inspectPdf(bytes);
    if (pdf === "ok")
      return { ok: true, file: new File([bytes], `${rule.baseName}.pdf`, { type: PDF }), sentName: sent.name };
    if (pdf === "extra") return { ok: false, reason: "extra" };
  }
  const image = inspectImage(bytes, rule.types);
  if (!image.ok) return { ok: false, reason: image.reason };
  const file = new File([bytes], `${rule.baseName}.${image.extension}`, { type: image.type });
  return { ok: true, file, sentName: sent.name };
}
