// Checkout form schemas. Contact, delivery and payment are zod schemas composed from
// ./fields and the order attributes' own rules. The address step's rules (store postcode
// rules, countries, regions, phone per country; shared with the address book) are one
// function, validateAddressStep, wrapped by schemaOf so that every problem in both
// addresses is reported at once. Options come from what the loader read.
import { z } from "zod";
import { email, oneOf } from "./fields";
import type { CheckoutAddress } from "~/lib/models/checkout";
import {
  firstnameError,
  normalisePhone,
  normalisePostcode,
  parseRegex,
  phoneError,
  postcodeError,
  regionRequired,
  type AddressRules,
} from "../address";

export const GUEST_EMAIL_MISSING_MESSAGE = "Enter your e-mail address so we can send your order confirmation.";

/** What the forms need to know about an order attribute (SPEC §3, §5). */
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

export interface CountryOption {
  id: string;
  name: string;
  regions: { id: number; code: string; name: string }[];
}

/** Attribute inputs are flat fields, so their ids (and error-summary links) stay simple. */
export const attributeField = (code: string) => `attr_${code}`;

/** Error messages by field name ("shipping.postcode"; "" for the whole form). */
export type FieldErrors = Record<string, string[]>;
type Values = Record<string, unknown>;

class Problems {
  readonly errors: FieldErrors = {};
  add(name: string, message: string) {
    (this.errors[name] ??= []).push(message);
  }
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const optionalText = () => z.string().optional();

/**
 * A zod schema for the server whose rules are a plain function (the address rules, which
 * the checkout and the address book share): `shape`'s fields, checked by `validate`.
 */
export function schemaOf<S extends z.ZodRawShape>(shape: S, validate: (v: Values) => FieldErrors) {
  return z.object(shape).superRefine((v, ctx) => {
    for (const [name, messages] of Object.entries(validate(v as Values)))
      for (const message of messages)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: name ? name.split(".") : [], message });
  });
}

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

function checkAttributes(attrs: AttributeRule[], values: Values, problems: Problems) {
  for (const attr of attrs) {
    const message = attributeError(attr, text(values[attributeField(attr.code)]));
    if (message) problems.add(attributeField(attr.code), message);
  }
}

/** The submitted attribute values, trimmed, empty ones left out. */
export function attributeValues(attrs: AttributeRule[], values: Values): Record<string, string> {
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

const ADDRESS_FIELDS = [
  "firstname",
  "lastname",
  "company",
  "street1",
  "street2",
  "street3",
  "city",
  "postcode",
  "countryCode",
  "regionId",
  "region",
  "telephone",
] as const;
export type AddressInput = { [K in (typeof ADDRESS_FIELDS)[number]]?: string };
const addressShape = () =>
  z.object(
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, optionalText()])) as Record<
      keyof AddressInput,
      z.ZodOptional<z.ZodString>
    >,
  );

const LIMITS: [keyof AddressInput, string, number][] = [
  ["firstname", "First name", 255],
  ["lastname", "Last name", 255],
  ["company", "Company", 255],
  ["street1", "Street", 255],
  ["street2", "House number or name", 60],
  ["street3", "Address line 3", 255],
  ["city", "Town or city", 255],
  ["region", "County or region", 255],
];

function checkAddress(
  a: AddressInput,
  rules: AddressRules,
  countries: CountryOption[],
  path: string,
  problems: Problems,
) {
  const at = (field: keyof AddressInput, message: string) => problems.add(`${path}.${field}`, message);
  const blank = (field: keyof AddressInput) => (a[field] ?? "").trim() === "";
  const firstname = firstnameError(a.firstname, rules);
  if (firstname) at("firstname", firstname);
  if (blank("lastname")) at("lastname", "Enter your last name.");
  if (blank("street1")) at("street1", "Enter the street name.");
  if (blank("street2")) at("street2", "Enter the house number or name.");
  if (blank("city")) at("city", "Enter the town or city.");
  for (const [field, label, max] of LIMITS)
    if ((a[field] ?? "").trim().length > max) at(field, `${label} must be ${max} characters or fewer.`);
  const country = countries.find((c) => c.id === a.countryCode);
  if (!country)
    at(
      "countryCode",
      blank("countryCode") ? "Choose a country." : "We can't deliver to that country. Choose one from the list.",
    );
  const postcode = postcodeError(a.postcode, rules, a.countryCode);
  if (postcode) at("postcode", postcode);
  const chosen = (a.regionId ?? "").trim();
  if (country && chosen !== "" && !country.regions.some((r) => String(r.id) === chosen))
    at("regionId", `Choose a county or region in ${country.name} from the list.`);
  else if (country && chosen === "" && regionRequired(country.id, country.regions.length > 0, rules))
    at("regionId", `Choose a county or region in ${country.name}.`);
  const phone = phoneError(a.telephone, a.countryCode);
  if (phone) at("telephone", phone);
}

/** Maps a valid form address to the gateway's shape (street as three lines, SPEC §3). */
export function toCheckoutAddress(a: AddressInput, countries: CountryOption[]): CheckoutAddress {
  const t = (v: string | undefined) => (v ?? "").trim();
  const country = countries.find((c) => c.id === a.countryCode);
  const region = country?.regions.find((r) => String(r.id) === a.regionId);
  return {
    firstname: t(a.firstname),
    lastname: t(a.lastname),
    company: t(a.company) || null,
    street: [t(a.street1), t(a.street2), t(a.street3)],
    city: t(a.city),
    postcode: normalisePostcode(a.postcode) || null,
    countryCode: t(a.countryCode),
    region: region
      ? { region: region.name, regionCode: region.code, regionId: region.id }
      : t(a.region)
        ? { region: t(a.region), regionCode: null, regionId: null }
        : null,
    telephone: normalisePhone(a.telephone, a.countryCode) ?? t(a.telephone),
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

const addressOf = (v: unknown): AddressInput => (v && typeof v === "object" ? (v as AddressInput) : {});

export function validateAddressStep(v: Values, opts: AddressStepOptions): FieldErrors {
  const problems = new Problems();
  // A ticked checkbox arrives as "on" in the browser and as true after zod coercion.
  const same = v.sameAsShipping === true || v.sameAsShipping === "on";
  if (opts.needsShipping) checkAddress(addressOf(v.shipping), opts.rules, opts.shippingCountries, "shipping", problems);
  if (!opts.needsShipping || !same)
    checkAddress(addressOf(v.billing), opts.rules, opts.billingCountries, "billing", problems);
  checkAttributes(opts.attributes, v, problems);
  return problems.errors;
}

export function addressStepSchema(opts: AddressStepOptions) {
  return schemaOf(
    {
      shipping: addressShape().optional(),
      billing: addressShape().optional(),
      sameAsShipping: z.boolean().optional(),
      ...attributeShape(opts.attributes),
    },
    (v) => validateAddressStep(v, opts),
  );
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
}

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
      ...attributeShape(opts.attributes),
    })
    .superRefine((v, ctx) => {
      // the page's key is missing: it came from an old page, not from the shopper
      if (!v.idempotencyKey) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: STALE_PAGE_MESSAGE });
    });
}
