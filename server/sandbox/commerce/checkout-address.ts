import { storeConfigValue, toUid, type Ctx } from "./context";
import { inputError } from "./errors";
import { pickupLocation } from "./pickup";

// Cart addresses: the checks Magento's address validator and the brand's delivery limits
// make, and the rows they are kept in.

export const BRAND_FIELDS = [
  "building_number",
  "district",
  "premise",
  "neighborhood",
  "landmark",
  "administrative_area_level_2",
  "sublocality_level_2",
] as const;

/** How the address validator names a brand field in its errors. */
const BRAND_FIELD_LABELS: Record<(typeof BRAND_FIELDS)[number], string> = {
  building_number: "Building Number",
  district: "District",
  premise: "Premise",
  neighborhood: "Neighborhood",
  landmark: "Landmark",
  administrative_area_level_2: "Province",
  sublocality_level_2: "Locality",
};

/** The regional fields a country's addresses ask for (brand/address_regional_fields), in form order. */
export function regionalFields(ctx: Pick<Ctx, "db" | "store">, country: string) {
  const all = storeConfigValue<Record<string, { code: string; required?: boolean }[]>>(
    ctx,
    "brand/address_regional_fields",
  );
  return (all?.[country] ?? [])
    .filter((f) => (BRAND_FIELDS as readonly string[]).includes(f.code))
    .map((f) => ({ code: f.code as (typeof BRAND_FIELDS)[number], required: Boolean(f.required) }));
}

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  vat_id?: string | null;
  save_in_address_book?: boolean | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  is_pickup_address?: boolean | null;
  pickup_information?: { store_id: string; store_name?: string | null } | null;
  [brandField: string]: unknown;
}

export type AddressType = "shipping" | "billing";

export interface AddressRow {
  /** set on stored rows only */
  id?: number;
  quote_id: number;
  address_type: AddressType;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string; // JSON list of lines
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  vat_id: string | null;
  save_in_address_book: number;
  customer_notes: string | null;
  extra: string; // JSON of brand fields
  shipping_method: string | null;
}

const MAX_STREET_LINES = 3;
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const required = (label: string) => inputError(`"${label}" is required. Enter and try again.`);
const configList = (ctx: Ctx, path: string) =>
  (storeConfigValue<string>(ctx, path) ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);

function countryName(ctx: Ctx, id: string): string | null {
  return (
    (ctx.db.prepare("SELECT name FROM directory_country WHERE id = ?").get(id) as { name: string } | undefined)?.name ??
    null
  );
}

/** Region by id, or by code/name typed as text; free text only where the country has no regions. */
function resolveRegion(ctx: Ctx, country: string, name: string, input: CartAddressInput) {
  const regions = ctx.db
    .prepare(
      "SELECT region_id, code, name FROM directory_country_region WHERE country_id = ? AND region_id IS NOT NULL",
    )
    .all(country) as { region_id: number; code: string; name: string }[];
  const text = trimmed(input.region);
  if (input.region_id != null) {
    const region = regions.find((r) => r.region_id === input.region_id);
    if (!region) throw inputError(`The region with ID ${input.region_id} is not a region of ${name}.`);
    return region;
  }
  if (text && regions.length) {
    const region = regions.find(
      (r) => r.code.toLowerCase() === text.toLowerCase() || r.name.toLowerCase() === text.toLowerCase(),
    );
    if (!region) throw inputError(`"${text}" is not a region of ${name}. Choose one from the list.`);
    return region;
  }
  if (!text && configList(ctx, "countries_with_required_region").includes(country)) throw required("Region");
  return text ? { region_id: null, code: null, name: text } : null;
}

/** The pickup location a ship-to-store address names; its name comes from the location, not the input. */
function pickupStore(ctx: Ctx, input: CartAddressInput) {
  const code = trimmed(input.pickup_information?.store_id);
  if (!code) throw required("Pickup store");
  const store = pickupLocation(ctx, code);
  if (!store) throw inputError(`There is no pickup location with the code "${code}".`);
  return store;
}

function checkPostcode(ctx: Ctx, country: string, postcode: string) {
  if (!postcode) {
    const optional = configList(ctx, "optional_zip_countries").includes(country);
    if (storeConfigValue<boolean>(ctx, "postcode_is_required") && !optional) throw required("Postcode");
    return;
  }
  // The configured lengths and pattern describe the store's own country's postcodes (a UK
  // pattern would refuse every Irish or German one).
  if (
    !storeConfigValue<boolean>(ctx, "postcode_validation_enabled") ||
    country !== storeConfigValue<string>(ctx, "default_country")
  )
    return;
  const min = storeConfigValue<number>(ctx, "postcode_min_length");
  const max = storeConfigValue<number>(ctx, "postcode_max_length");
  const source = storeConfigValue<string>(ctx, "postcode_validate_regex");
  let pattern: RegExp | null = null;
  try {
    pattern = source ? new RegExp(source) : null;
  } catch {
    // a broken configured pattern must not block every checkout
  }
  const tooShort = min !== null && postcode.length < min;
  const tooLong = max !== null && postcode.length > max;
  if (tooShort || tooLong || (pattern && !pattern.test(postcode)))
    throw inputError(`"${postcode}" is not a valid postcode.`);
}

/** Shipping countries are limited by getOrderDeliveryLimits ("allow": only those listed). */
function checkDeliveryLimits(ctx: Ctx, country: string, name: string) {
  const mode = storeConfigValue<string>(ctx, "brand/delivery_limits_mode");
  const limits = ctx.db
    .prepare("SELECT country_id, name FROM brand_delivery_limit WHERE store_code = ? ORDER BY name")
    .all(ctx.store.code) as { country_id: string; name: string }[];
  if (!mode || limits.length === 0) return;
  const listed = limits.some((l) => l.country_id === country);
  const names = limits.map((l) => l.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0];
  if (mode === "allow" && !listed) throw inputError(`We don't deliver to ${name}. We deliver to ${list}.`);
  if (mode !== "allow" && listed) throw inputError(`We don't deliver to ${name}.`);
}

/** The row to store for an address, or the first reason it cannot be used. */
export function validateAddress(ctx: Ctx, quoteId: number, type: AddressType, input: CartAddressInput): AddressRow {
  const firstname = trimmed(input.firstname);
  if (!firstname && !storeConfigValue<boolean>(ctx, "allow_empty_firstname")) throw required("First Name");
  if (!trimmed(input.lastname)) throw required("Last Name");
  const street = (input.street ?? []).map(trimmed);
  while (street.length > 1 && !street[street.length - 1]) street.pop();
  if (!street[0]) throw required("Street Address");
  if (street.length > MAX_STREET_LINES)
    throw inputError(`An address can have at most ${MAX_STREET_LINES} street lines.`);
  if (!trimmed(input.city)) throw required("City");
  if (!trimmed(input.telephone)) throw required("Phone Number");
  const country = trimmed(input.country_code).toUpperCase();
  const name = countryName(ctx, country);
  if (!name) throw inputError(`Country "${input.country_code}" is not available.`);
  const region = resolveRegion(ctx, country, name, input);
  const postcode = trimmed(input.postcode);
  checkPostcode(ctx, country, postcode);
  if (type === "shipping") checkDeliveryLimits(ctx, country, name);
  const store = input.is_pickup_address ? pickupStore(ctx, input) : null;
  if (!store)
    for (const field of regionalFields(ctx, country))
      if (field.required && !trimmed(input[field.code])) throw required(BRAND_FIELD_LABELS[field.code]);

  const extra: Record<string, unknown> = {};
  for (const field of BRAND_FIELDS) if (trimmed(input[field])) extra[field] = trimmed(input[field]);
  if (store) {
    extra.is_pickup_address = true;
    extra.pickup_information = { store_id: store.code, store_name: store.name };
  }
  const optional = (value: unknown) => trimmed(value) || null;
  // As Adobe Commerce's in-store pickup does (ToQuoteAddress), a collection's address is the
  // store's, with the shopper's name and phone: the order, its e-mail and invoice name the store.
  const place = store
    ? { street: [store.street], city: store.city, postcode: store.postcode, country: store.country_id, region: null }
    : { street, city: trimmed(input.city), postcode, country, region };
  return {
    quote_id: quoteId,
    address_type: type,
    firstname,
    lastname: trimmed(input.lastname),
    middlename: optional(input.middlename),
    prefix: optional(input.prefix),
    suffix: optional(input.suffix),
    company: store ? null : optional(input.company),
    street: JSON.stringify(place.street),
    city: place.city,
    region: place.region?.name ?? null,
    region_code: place.region?.code ?? null,
    region_id: place.region?.region_id ?? null,
    postcode: place.postcode || null,
    country_id: place.country,
    telephone: trimmed(input.telephone),
    vat_id: optional(input.vat_id),
    // Magento's default for save_in_address_book is true; it only matters for customers
    save_in_address_book: input.save_in_address_book === false ? 0 : 1,
    customer_notes: null,
    extra: JSON.stringify(extra),
    shipping_method: null,
  };
}

export function addressOf(ctx: Ctx, quoteId: number, type: AddressType): AddressRow | undefined {
  return ctx.db.prepare("SELECT * FROM quote_address WHERE quote_id = ? AND address_type = ?").get(quoteId, type) as
    AddressRow | undefined;
}

/**
 * Replaces the cart's address of that type. As Magento imports a new address into the existing
 * one, the chosen shipping method stays; shippingFor() drops it if the new address rules it out.
 */
export function saveAddress(ctx: Ctx, { id: _storedId, ...row }: AddressRow) {
  const previous = addressOf(ctx, row.quote_id, row.address_type);
  if (row.address_type === "shipping") row.shipping_method = previous?.shipping_method ?? null;
  ctx.db
    .prepare("DELETE FROM quote_address WHERE quote_id = ? AND address_type = ?")
    .run(row.quote_id, row.address_type);
  const columns = Object.keys(row);
  ctx.db
    .prepare(`INSERT INTO quote_address (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`)
    .run(row);
}

/** The CartAddressInterface fields of a stored address (brand fields included). */
export function cartAddressObject(ctx: Ctx, row: AddressRow) {
  const extra = JSON.parse(row.extra) as Record<string, unknown>;
  return {
    ...extra,
    uid: toUid(`${row.quote_id}/${row.address_type}`),
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: JSON.parse(row.street) as string[],
    city: row.city,
    postcode: row.postcode,
    telephone: row.telephone,
    vat_id: row.vat_id,
    customer_notes: row.customer_notes,
    region: row.region ? { code: row.region_code, label: row.region, region_id: row.region_id } : null,
    country: { code: row.country_id, label: countryName(ctx, row.country_id) ?? row.country_id },
    is_pickup_address: Boolean(extra.is_pickup_address),
  };
}
