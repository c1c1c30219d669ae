import { z } from "zod";
import { CONTENT_FORM_UPLOADS, isUploadField, type FormFieldModel } from "~/lib/content";
import { megabytes } from "~/lib/format";
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

/**
 * The form's file and image fields (product.md §5): a required one chosen, each within
 * CONTENT_FORM_UPLOADS.maxBytes, an image field holding a JPEG, PNG or WebP image and a file
 * field a PDF or one of those, by their bytes (app/.server/forms/uploads.ts, shared with the
 * club's contest photo). A good file goes on under the field's name, never the sender's.
 */
export async function checkUploads(form: FormData, fields: FormFieldModel[]): Promise<CheckedUploads> {
  const out: CheckedUploads = { files: {}, errors: {}, tooLarge: false };
  const { maxBytes } = CONTENT_FORM_UPLOADS;
  for (const f of fields) {
    if (!isUploadField(f)) continue;
    const kind = CONTENT_FORM_UPLOADS[f.type];
    const noun = f.type === "image" ? "image" : "file";
    const verdict = await checkUpload(form, f.name, { maxBytes, types: kind.types, baseName: f.name });
    if (verdict.ok) out.files[f.name] = verdict.file;
    else if (verdict.reason === "missing") {
      if (f.required) out.errors[f.name] = [`Choose ${lowerFirst(f.label)}`];
    } else if (verdict.reason === "size") {
      out.tooLarge = true;
      out.errors[f.name] = [`This ${noun} is ${megabytes(verdict.size)}: choose one of up to ${megabytes(maxBytes)}.`];
    } else if (verdict.reason === "type") {
      out.errors[f.name] = [
        f.type === "image" ? "Choose a JPEG, PNG or WebP image." : "Choose a PDF, or a JPEG, PNG or WebP image.",
      ];
    } else {
      out.errors[f.name] = [
        `This file holds more than ${f.type === "image" ? "an image" : "a document"}. Choose one as it was saved.`,
      ];
    }
  }
  return out;
}

/** Only a path on this site: never another host, whatever the hidden field says. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : "/";
}
