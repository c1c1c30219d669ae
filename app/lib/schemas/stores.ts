import { z } from "zod";

/** The store finder's GET form: a postcode or a town. */
export const storeQuerySchema = z
  .string({ required_error: "Enter a postcode or a town" })
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(2, "Enter a postcode or a town")
      .max(60, "Enter a postcode or a town of at most 60 characters")
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} '.,-]*$/u, "Enter a postcode or a town using letters, numbers and spaces"),
  );
