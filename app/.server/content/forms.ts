import { z } from "zod";
import type { FormFieldModel } from "~/lib/content";

export type FormCheck =
  | { ok: true; data: Record<string, string> }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

const email = z.string().email();
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The zod schema of one content form, built from its definition (server-side truth). */
export function contentFormSchema(fields: FormFieldModel[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const f of fields) {
    shape[f.name] = z
      .string()
      .trim()
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

/** Checks a post against the form's fields; fields the form does not define are ignored. */
export function checkContentForm(fields: FormFieldModel[], formData: FormData): FormCheck {
  const values: Record<string, string> = {};
  for (const f of fields) {
    const v = formData.get(f.name);
    values[f.name] = typeof v === "string" ? v : "";
  }
  const parsed = contentFormSchema(fields).safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors, values };
}

/** Only a path on this site: never another host, whatever the hidden field says. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : "/";
}
