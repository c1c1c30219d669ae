// Checkout form schemas, composed from ./fields, ./address (an address by the store's
// rules, shared with the address book) and the order attributes' own rules. Options come
// from what the loader read; every problem in a step is reported at once.
import { z } from "zod";
import { addressChoices, NEW_ADDRESS, type AddressBook } from "../address-book";
import { checkAddressAt, fieldsetOf, type AddressInput, type CountryOption } from "./address";
import { cardChoiceShape, checkbox, email, NEW_CARD, oneOf } from "./fields";
import type { CheckoutAddress } from "~/lib/models/checkout";
import {
  normalisePhone,
  normalisePostcode,
  parseRegex,
  splitStreetLine,
  streetLine,
  type AddressRules,
} from "../address";
import { attributeField } from "~/lib/form-names";
export { attributeField };

export const GUEST_EMAIL_MISSING_MESSAGE = "Enter your e-mail address so we can send your order confirmation.";

/** What the forms need to know about an order attribute (product.md §3, §5). */
export interface AttributeRule {
  code: string;
  label: string;
  inputType: string;
  isRequired: boolean;
  minLength: number | null;
  maxLength: number | null;
  validateRegex: string | null;
  options?: { value: string; label: string }[];
}

export type { AddressInput, CountryOption } from "./address";

/** The message for an attribute value that breaks its own rules, or null. */
export function attributeError(attr: AttributeRule, raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (attr.inputType === "boolean") {
    return attr.isRequired && value !== "1" ? `Tick the box to confirm: ${attr.label}.` : null;
  }
  if (value === "") {
    if (!attr.isRequired) return null;
    return attr.inputType === "select" ? `Choose ${attr.label}.` : `Enter ${attr.label}.`;
  }
  if (attr.options?.length && !attr.options.some((o) => o.value === value))
    return `Choose ${attr.label} from the list.`;
  if (attr.minLength != null && value.length < attr.minLength)
    return `${attr.label} must be at least ${attr.minLength} characters.`;
  if (attr.maxLength != null && value.length > attr.maxLength)
    return `${attr.label} must be ${attr.maxLength} characters or fewer.`;
  const pattern = parseRegex(attr.validateRegex);
  if (pattern && !pattern.test(value)) return `${attr.label} is not in the right format.`;
  return null;
}

/** An order attribute's field: trimmed text ("" when empty), checked by its own rules. */
const attributeValue = (attr: AttributeRule) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .superRefine((v, ctx) => {
      const message = attributeError(attr, v);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });

const attributeShape = (attrs: AttributeRule[]) =>
  Object.fromEntries(attrs.map((a) => [attributeField(a.code), attributeValue(a)]));

/** The submitted attribute values, trimmed, empty ones left out. */
export function attributeValues(attrs: AttributeRule[], values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attr of attrs) {
    const value = String(values[attributeField(attr.code)] ?? "").trim();
    if (value !== "") out[attr.code] = value;
  }
  return out;
}

// ---- Contact -------------------------------------------------------------

export interface ContactOptions {
  emailEditable: boolean;
  attributes: AttributeRule[];
}

export function contactSchema(opts: ContactOptions) {
  return z.object({
    // a signed-in customer's e-mail is their account's: the field isn't shown or read
    email: opts.emailEditable ? email(GUEST_EMAIL_MISSING_MESSAGE) : z.string().optional(),
    ...attributeShape(opts.attributes),
  });
}

// ---- Address -------------------------------------------------------------

/**
 * Maps a valid form address to the gateway's shape: the street as its three lines (product.md §3:
 * street name, house number, additional line), the first two from address line 1.
 */
/** Address lines 1 and 2 as the shop's three street lines (name, number, additional). */
export function streetOf(a: Pick<AddressInput, "line1" | "line2" | "countryCode">): [string, string, string] {
  const { name, number } = splitStreetLine(a.line1 ?? "", a.countryCode);
  return [name, number, (a.line2 ?? "").trim()];
}

/** The shop's street lines as the form's address lines 1 and 2. */
export function linesOf(street: readonly (string | null | undefined)[], countryCode: string | null | undefined) {
  return { line1: streetLine(street[0], street[1], countryCode), line2: (street[2] ?? "").trim() };
}

export function toCheckoutAddress(a: AddressInput, countries: CountryOption[]): CheckoutAddress {
  const t = (v: string | undefined) => (v ?? "").trim();
  const country = countries.find((c) => c.id === a.countryCode);
  const region = country?.regions.find((r) => String(r.id) === a.regionId);
  return {
    firstname: t(a.firstname),
    lastname: t(a.lastname),
    company: t(a.company) || null,
    street: streetOf(a),
    city: t(a.city),
    postcode: normalisePostcode(a.postcode) || null,
    countryCode: t(a.countryCode),
    region: region
      ? { region: region.name, regionCode: region.code, regionId: region.id }
      : t(a.region)
        ? { region: t(a.region), regionCode: null, regionId: null }
        : null,
    telephone: normalisePhone(a.telephone, a.countryCode) ?? t(a.telephone),
    // only the fields the country asks for: values typed for another country are dropped
    regional: Object.fromEntries(
      (country?.fields ?? []).map((f) => [f.name, t(a[f.name])]).filter(([, v]) => v !== ""),
    ),
  };
}

export interface AddressStepOptions {
  rules: AddressRules;
  /** countries that can be delivered to (delivery limits applied) */
  shippingCountries: CountryOption[];
  billingCountries: CountryOption[];
  /** false for virtual carts: only a billing address is asked for */
  needsShipping: boolean;
  attributes: AttributeRule[];
}

/**
 * The address step: the delivery address (when the cart is shipped) and the billing address
 * (unless it is the same), each checked by the store's address rules; for a signed-in
 * customer (`book`), a saved address may be chosen instead of a new one.
 */
export function addressStepSchema(opts: AddressStepOptions, book: AddressBook | null = null) {
  return z
    .object({
      shipping: z.unknown().transform(fieldsetOf),
      billing: z.unknown().transform(fieldsetOf),
      sameAsShipping: checkbox(),
      shippingChoice: z.string().optional(),
      billingChoice: z.string().optional(),
      saveShipping: checkbox(),
      saveBilling: checkbox(),
      ...attributeShape(opts.attributes),
    })
    .superRefine((v, ctx) => {
      const choice = book
        ? addressChoices(v, book)
        : { shipping: NEW_ADDRESS, billing: NEW_ADDRESS, sameAsShipping: v.sameAsShipping };
      const ask = (part: "shipping" | "billing", chosen: string | null, countries: CountryOption[]) => {
        if (chosen === null)
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [`${part}Choice`],
            message: part === "shipping" ? "Choose a delivery address." : "Choose a billing address.",
          });
        else if (chosen === NEW_ADDRESS) checkAddressAt(ctx, part, v[part], opts.rules, countries);
      };
      if (opts.needsShipping) ask("shipping", choice.shipping, opts.shippingCountries);
      if (!opts.needsShipping || !choice.sameAsShipping) ask("billing", choice.billing, opts.billingCountries);
    });
}

// ---- Delivery and payment --------------------------------------------------

export const shippingMethodValue = (m: { carrierCode: string; methodCode: string }) =>
  `${m.carrierCode}|${m.methodCode}`;

export interface DeliveryOptions {
  /** the methods offered (shippingMethodValue) */
  methodValues: string[];
  /** those of them that are a collection from a store */
  pickupValues: string[];
  /** the stores one can collect from */
  storeIds: string[];
}

export function deliverySchema(opts: DeliveryOptions) {
  return z
    .object({
      method: oneOf(
        opts.methodValues.map((value) => ({ value })),
        "That delivery option is no longer available. Choose another one.",
        "Choose a delivery option.",
      ),
      pickupStore: z.string().trim().optional(),
    })
    .superRefine((v, ctx) => {
      if (!opts.pickupValues.includes(v.method)) return;
      const problem = !v.pickupStore
        ? "Choose the store you'd like to collect from."
        : !opts.storeIds.includes(v.pickupStore)
          ? "That store no longer takes collections. Choose another one."
          : null;
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["pickupStore"], message: problem });
    });
}

export interface PaymentOptions {
  methodCodes: string[];
  attributes: AttributeRule[];
  /** the signed-in customer's saved cards: one of them, or "new" */
  cardIds?: string[];
}

export { NEW_CARD };

export const STALE_PAGE_MESSAGE = "This page was out of date. Check your order and press Place order again.";

export function paymentSchema(opts: PaymentOptions) {
  return z
    .object({
      // no methods offered (a zero-value order): nothing to choose
      paymentMethod: z
        .string()
        .trim()
        .optional()
        .refine(
          (v) => opts.methodCodes.length === 0 || opts.methodCodes.includes(v ?? ""),
          "Choose how you'd like to pay.",
        ),
      idempotencyKey: z.string().trim().optional(),
      ...cardChoiceShape(opts.cardIds ?? []),
      ...attributeShape(opts.attributes),
    })
    .superRefine((v, ctx) => {
      // the page's key is missing: it came from an old page, not from the shopper
      if (!v.idempotencyKey) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: STALE_PAGE_MESSAGE });
    });
}

/** Finding a guest order later (/order-status): its number, e-mail and billing postcode. */
export const orderLookupSchema = z.object({
  number: z
    .string({ required_error: "Enter your order number." })
    .trim()
    .regex(/^\d{6,12}$/, "Enter the order number from your confirmation, 9 digits like 000000123."),
  email: email("Enter the e-mail address you ordered with."),
  postcode: z
    .string({ required_error: "Enter the postcode of the billing address." })
    .trim()
    .max(12, "Enter the postcode of the billing address, like SW1A 1AA."),
});
