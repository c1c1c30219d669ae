import { z } from "zod";

/** The site search's query: spaces folded, at most 100 characters. */
export const searchQuerySchema = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(z.string().max(100, "Enter at most 100 characters"));
