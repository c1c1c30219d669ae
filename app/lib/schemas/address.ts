// An address as the store configures it (product.md §5), for the checkout's delivery and billing
// addresses and the address book. Its fields never fail on their own type (a missing field
// is ""), so the rules that cross fields (postcode, region and phone by country) always run
// and every problem is reported at once.
import { z } from "zod";
import type { RegionalField } from "~/lib/models/checkout";
import { firstnameError, phoneError, postcodeError, regionRequired, type AddressRules } from "../address";

/** A regional field as the form asks for it (the server's labels: product.md §5). */
export interface RegionalFieldOption {
  name: RegionalField;
  label: string;
  required: boolean;
  autoComplete?: string;
  hint?: string;
}

export interface CountryOption {
  id: string;
  name: string;
  regions: { id: number; code: string; name: string }[];
  /** the regional fields its addresses ask for, in order (none when absent) */
  fields?: RegionalFieldOption[];
  /** the phone field's hint, with the country's own examples */
  phoneHint?: string;
}

export const REGIONAL_FIELDS = [
  "provinceName",
  "districtName",
  "district",
  "buildingNumber",
  "neighborhood",
  "premise",
  "landmark",
] as const satisfies readonly RegionalField[];

export const ADDRESS_FIELDS = [
  "firstname",
  "lastname",
  "company",
  "line1",
  "line2",
  "city",
  "postcode",
  "countryCode",
  "regionId",
  "region",
  "telephone",
  ...REGIONAL_FIELDS,
] as const;
export type AddressInput = { [K in (typeof ADDRESS_FIELDS)[number]]?: string };

/** Trimmed text, "" when left empty, at most `max` characters; `missing` when it must be given. */
const text = (label: string, max = 255, missing?: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .superRefine((v, ctx) => {
      const message = v === "" ? missing : v.length > max ? `${label} must be ${max} characters or fewer.` : undefined;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });

/** One address, by the store's rules and the countries it can go to. */
export function addressSchema(rules: AddressRules, countries: CountryOption[]) {
  return z
    .object({
      firstname: text("First name", Infinity).superRefine((v, ctx) => {
        const message = firstnameError(v, rules);
        if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      }),
      lastname: text("Last name", 255, "Enter your last name."),
      company: text("Company"),
      // autofill's address-line1 and -line2; toCheckoutAddress splits line 1 into the street
      // name and house number the shop stores (product.md §3)
      line1: text("Address line 1", 255, "Enter address line 1, typically the building and street."),
      line2: text("Address line 2"),
      city: text("Town or city", 255, "Enter the town or city."),
      postcode: text("Postcode", Infinity),
      countryCode: text("Country", Infinity),
      regionId: text("County or region", Infinity),
      region: text("County or region"),
      telephone: text("Phone number", Infinity),
      // checked below by the country's own list (its labels name them)
      ...(Object.fromEntries(REGIONAL_FIELDS.map((name) => [name, text(name, Infinity)])) as Record<
        RegionalField,
        ReturnType<typeof text>
      >),
    })
    .superRefine((a, ctx) => {
      const at = (field: keyof AddressInput, message: string | null) => {
        if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
      };
      const country = countries.find((c) => c.id === a.countryCode);
      if (!country)
        at(
          "countryCode",
          a.countryCode === "" ? "Choose a country." : "We can't deliver to that country. Choose one from the list.",
        );
      at("postcode", postcodeError(a.postcode, rules, a.countryCode));
      if (country && a.regionId !== "" && !country.regions.some((r) => String(r.id) === a.regionId))
        at("regionId", `Choose a county or region in ${country.name} from the list.`);
      else if (country && a.regionId === "" && regionRequired(country.id, country.regions.length > 0, rules))
        at("regionId", `Choose a county or region in ${country.name}.`);
      at("telephone", phoneError(a.telephone, a.countryCode));
      for (const field of country?.fields ?? []) {
        const value = a[field.name];
        at(
          field.name,
          value === "" && field.required
            ? `Enter the ${field.label.toLowerCase()}.`
            : value.length > 255
              ? `${field.label} must be 255 characters or fewer.`
              : null,
        );
      }
    });
}

/** A nested fieldset's value as conform parses it: an object, or nothing when all is empty. */
export const fieldsetOf = (value: unknown): AddressInput =>
  value && typeof value === "object" ? (value as AddressInput) : {};

/**
 * Checks `value` as an address and reports its problems under `path` ("shipping.postcode"):
 * for steps where an address is asked for only in some cases (a new address, billing not
 * the same as delivery). Returns whether it passed.
 */
export function checkAddressAt(
  ctx: z.RefinementCtx,
  path: string,
  value: unknown,
  rules: AddressRules,
  countries: CountryOption[],
): boolean {
  const result = addressSchema(rules, countries).safeParse(fieldsetOf(value));
  if (!result.success)
    for (const issue of result.error.issues)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path, ...issue.path], message: issue.message });
  return result.success;
}

/** The postcode typed into an address form's "find an address" lookup. */
export const lookupPostcodeSchema = z
  .string({ required_error: "Enter a postcode to find the address" })
  .transform((v) => v.trim().replace(/\s+/g, " ").toUpperCase())
  .pipe(
    z
      .string()
      .min(1, "Enter a postcode to find the address")
      .max(10, "Enter a real postcode, like M4 3AH")
      .regex(/^[A-Z0-9][A-Z0-9 -]*$/, "Enter a real postcode, like M4 3AH"),
  );
