import { z } from "zod";
import { REDEEM_INTENT } from "~/lib/form-names";
export { REDEEM_INTENT };

export const QTY_MESSAGE = (max: number) => `Choose a quantity from 1 to ${max}.`;
const line = (label: string, max = 80) =>
  z
    .string({ required_error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Your ${label} can have up to ${max} characters.`);

/** A UK postcode, spaces optional: "SW1A 1AA", "m11ae". */
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export const addressFields = {
  firstname: line("first name", 40),
  lastname: line("last name", 40),
  // autofill's address-line1 and -line2; sent to the club as one street line
  street: line("address line 1"),
  street2: z.string().trim().max(80, "Address line 2 can have up to 80 characters.").optional(),
  city: line("town or city", 40),
  postcode: line("postcode", 10).refine((v) => POSTCODE.test(v), "Enter a UK postcode, like SW1A 1AA."),
  telephone: z.string().trim().max(20, "A phone number has up to 20 characters.").optional(),
};

/** Redeeming a reward: how many, and where to send it when the reward is sent. */
export function redeemSchema(maxQty: number, needsAddress: boolean) {
  const qty = z.coerce
    .number({ required_error: QTY_MESSAGE(maxQty), invalid_type_error: QTY_MESSAGE(maxQty) })
    .int(QTY_MESSAGE(maxQty))
    .min(1, QTY_MESSAGE(maxQty))
    .max(maxQty, QTY_MESSAGE(maxQty));
  return needsAddress ? z.object({ qty, ...addressFields }) : z.object({ qty });
}
