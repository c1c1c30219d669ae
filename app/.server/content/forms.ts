import { z } from "zod";
import { CONTENT_FORM_UPLOADS, isUploadField, type FormFieldModel } from "~/lib/content";
import { megabytes } from "~/lib/format";
import { allowedExtensions, allowedTypes, kindsText, orList, pictureBound, type FileRules } from "~/lib/file-rules";
import { checkFileRules } from "../forms/file-rules";
import { checkUpload } from "../forms/uploads";

const email = z.string().email();
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The zod schema of one content form's text fields, built from its definition (server-side
 * truth): each field trimmed ("" when left empty), fields the form does not define are dropped.
 * File and image fields are checked by `checkUploads`, which reads their bytes.
 */
export function contentFormSchema(fields: FormFieldModel[]) {
  const shape: Record<string, z.ZodType<string, z.ZodTypeDef, string | undefined>> = {};
  for (const f of fields) {
    if (isUploadField(f)) continue;
    shape[f.name] = z
      .string()
      .optional()
      .transform((v) => v?.trim() ?? "")
      .superRefine((v, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: "custom", message });
        if (v === "") return f.required ? fail(`Enter ${lowerFirst(f.label)}`) : undefined;
        if (v.length > f.maxLength) return fail(`${f.label} must be ${f.maxLength} characters or fewer`);
        if (f.type === "email" && !email.safeParse(v).success)
          return fail("Enter an email address in the correct format, like name@example.com");
        if (f.type === "tel" && !/^[+\d][\d\s()-]{5,}$/.test(v))
          return fail("Enter a telephone number, like 07700 900 982");
      });
  }
  return z.object(shape);
}

/** What a content form's file and image fields hold, once checked: the files to send on, or a message per field. */
export interface CheckedUploads {
  files: Record<string, File>;
  errors: Record<string, string[]>;
  /** a file over the limit was sent: the answer is a 413 */
  tooLarge: boolean;
}

/** "This image is 3 MB: choose one of up to 1 MB.", or without the sizes when they read the same. */
function tooLarge(noun: string, size: number, max: number) {
  const [sent, most] = [megabytes(size), megabytes(max)];
  return sent === most
    ? `This ${noun} is larger than ${most}: choose a smaller one.`
    : `This ${noun} is ${sent}: choose one of up to ${most}.`;
}

/** "This image is 2000 × 10 pixels: choose one of up to 1600 × 1600 pixels." */
const tooBig = (size: { width: number; height: number }, rules: FileRules) =>
  `This image is ${size.width} × ${size.height} pixels: choose one of up to ${pictureBound(rules)}.`;

/**
 * The form's file and image fields (product.md §5): a required one chosen, each within
 * CONTENT_FORM_UPLOADS.maxBytes, an image field holding a JPEG, PNG or WebP image and a file
 * field a PDF or one of those, by their bytes (app/.server/forms/uploads.ts, shared with the
 * club's contest photo); then the field's own validation rules (extensions, size, a picture's
 * width and height: ../forms/file-rules.ts, decision 0075). A good file goes on under the
 * field's name, never the sender's.
 */
export async function checkUploads(form: FormData, fields: FormFieldModel[]): Promise<CheckedUploads> {
  const out: CheckedUploads = { files: {}, errors: {}, tooLarge: false };
  for (const f of fields) {
    if (!isUploadField(f)) continue;
    const rules = f.fileRules ?? {};
    const types = allowedTypes(CONTENT_FORM_UPLOADS[f.type].types, rules);
    const maxBytes = Math.min(CONTENT_FORM_UPLOADS.maxBytes, rules.maxBytes ?? Infinity);
    const noun = f.type === "image" ? "image" : "file";
    const kinds = kindsText(types, {}).replace(/,$/, "");
    const wrongKind = rules.extensions
      ? `Choose ${kinds}: a file whose name ends in ${orList(allowedExtensions(types, rules).map((e) => `.${e}`))}.`
      : `Choose ${kinds}.`;
    const fail = (message: string) => void (out.errors[f.name] = [message]);
    const verdict = await checkUpload(form, f.name, { maxBytes, types, baseName: f.name });
    if (verdict.ok) {
      const ruled = await checkFileRules(verdict.file, verdict.sentName, rules);
      if (ruled.ok) out.files[f.name] = ruled.file;
      else fail(ruled.reason === "dimensions" ? tooBig(ruled, rules) : wrongKind);
    } else if (verdict.reason === "missing") {
      if (f.required) fail(`Choose ${lowerFirst(f.label)}`);
    } else if (verdict.reason === "size") {
      out.tooLarge = true;
      fail(tooLarge(noun, verdict.size, maxBytes));
    } else if (verdict.reason === "type") fail(wrongKind);
    else
      fail(`This file holds more than ${f.type === "image" ? "an image" : "a document"}. Choose one as it was saved.`);
  }
  return out;
}

/** Only a path on this site: never another host, whatever the hidden field says. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : "/";
}
