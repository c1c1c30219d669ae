import { z } from "zod";

const quantity = z.coerce
  .number({ invalid_type_error: "Enter a quantity as a whole number." })
  .int("Enter a quantity as a whole number.")
  .min(1, "Quantity must be at least 1.")
  .max(99, "You can order at most 99 at a time.");

/** The registration consent of a device (a checkbox: "1" when ticked, absent when not). */
const registrationConsent = z.literal("1").optional();

/** The product page's add-to-cart form. Bundle choices arrive as bundle_<optionId> fields. */
export const addToCartSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("simple"), sku: z.string().min(1), quantity, registrationConsent }),
  z.object({
    kind: z.literal("configurable"),
    parentSku: z.string().min(1),
    sku: z.string({ required_error: "Choose an option first." }).min(1, "Choose an option first."),
    quantity,
    registrationConsent,
  }),
  z.object({ kind: z.literal("bundle"), sku: z.string().min(1), quantity, registrationConsent }),
  // a grouped product's quantities arrive as groupedQuantityField(sku) fields (form-names), one per item
  z.object({ kind: z.literal("grouped"), sku: z.string().min(1) }),
]);

/** A grouped item's quantity: none (left empty) is 0, the item left out. */
export const groupedQuantity = z.preprocess(
  (v) => (v === undefined ? 0 : v),
  z.coerce
    .number({ invalid_type_error: "Enter a quantity as a whole number." })
    .int("Enter a quantity as a whole number.")
    .min(0, "Quantity can't be negative.")
    .max(99, "You can order at most 99 at a time."),
);

export const updateLineSchema = z.object({
  itemId: z.string().min(1),
  quantity: z.coerce
    .number({ invalid_type_error: "Enter a quantity as a whole number." })
    .int("Enter a quantity as a whole number.")
    .min(0, "Quantity can't be negative.")
    .max(99, "You can order at most 99 at a time."),
});

/** A cross-selling suggestion added from the cart (product.md §3 xselling_popup): one unit of its sku. */
export const crossSellSchema = z.object({
  sku: z
    .string({ required_error: "That suggestion is no longer available." })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "That suggestion is no longer available."),
});

export const removeLineSchema = z.object({
  itemId: z.string({ required_error: "That item is no longer in your cart." }).min(1),
});

export const couponSchema = z.object({
  code: z
    .string({ required_error: "Enter a discount code." })
    .trim()
    .min(1, "Enter a discount code.")
    .max(64, "That code is too long.")
    .regex(/^[A-Za-z0-9_-]+$/, "A discount code has only letters, numbers, - and _."),
});

/** "Use N points for £X off": the campaign the customer chose (its uuid). */
export const campaignSchema = z.object({
  campaign: z
    .string({ required_error: "Choose a points offer." })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "Choose a points offer."),
});

/** One gift's quantity in the cart's gift choice: empty counts as none. */
const giftQuantity = z.preprocess(
  (v) => (v === undefined ? 0 : v),
  z.coerce
    .number({ invalid_type_error: "Enter a whole number of 0 or more." })
    .int("Enter a whole number of 0 or more.")
    .min(0, "Enter a whole number of 0 or more.")
    .max(99, "Enter a whole number of 0 or more."),
);

/**
 * The free gifts chosen with a cart line (product.md §7): the line (its uid, and the sku and
 * number a gift names as its parent) and each gift's quantity, as `qty.<sku>` (0: none of it;
 * a gift not sent keeps what it has). Nothing chosen is not refused here: the gateway adds
 * nothing and the page says so.
 */
export const giftsSchema = z.object({
  itemId: z.string({ required_error: "That product is no longer in your cart." }).min(1).max(64),
  parentSku: z.string({ required_error: "That product is no longer in your cart." }).min(1).max(64),
  parentId: z.coerce.number().int().positive(),
  qty: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), giftQuantity)
    .refine((r) => Object.keys(r).length <= 20, "Choose fewer gifts.")
    .default({}),
});
