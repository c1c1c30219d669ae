import { z } from "zod";
import { PACK_CODE_INTENT } from "~/lib/form-names";
export { PACK_CODE_INTENT };

/** A pack code is 12 letters and digits, printed in groups of four (AB12-CD34-EF56). */
export const PACK_CODE_LENGTH = 12;
export const normalisePackCode = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

export const PACK_CODE_REQUIRED = "Enter the code printed inside the pack.";
export const PACK_CODE_FORMAT =
  "A pack code has 12 letters and digits, like AB12-CD34-EF56. Check the code printed inside the pack.";

/** The pack-code form (account and club pages alike). */
export const packCodeSchema = z.object({
  code: z
    .string({ required_error: PACK_CODE_REQUIRED })
    .max(40, PACK_CODE_FORMAT)
    .transform(normalisePackCode)
    .refine((v) => /^[A-Z0-9]{12}$/.test(v), PACK_CODE_FORMAT),
});
