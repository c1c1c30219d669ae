import { z } from "zod";
import type { FormFieldModel } from "~/lib/content";

const email = z.string().email();
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The zod schema of one content form, built from its definition (server-side truth): each
 * field trimmed ("" when left empty), fields the form does not define are dropped.
 */
export function contentFormSchema(fields: FormFieldModel[]) {
  const shape: Record<string, z.ZodType<string, z.ZodTypeDef, string | undefined>> = {};
  for (const f of fields) {
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

/** Only a path on this site: never another host, whatever the hidden field says. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : "/";
}
