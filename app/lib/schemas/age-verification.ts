// The fields of one age-verification method, as the platform lists them: each required
// field must be filled, dates as yyyy-mm-dd (the platform checks the rest).
import { z } from "zod";
import type { AgeMethod } from "~/lib/models/age-verification";

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function ageFieldsSchema(method: Pick<AgeMethod, "fields">) {
  const shape: Record<string, z.ZodTypeAny> = { method: z.string(), redirectTo: z.string().optional() };
  for (const f of method.fields) {
    const required = `Enter your ${f.label.toLowerCase()}.`;
    let field = z.string({ required_error: required }).trim().max(200, "That is too long.");
    if (f.type === "date") field = field.regex(ISO_DATE, "Enter the date as yyyy-mm-dd, for example 1990-03-27.");
    shape[f.code] = f.required ? field : field.optional();
  }
  return z.object(shape);
}
