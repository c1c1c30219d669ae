// Raw (Adobe Commerce shaped) results -> domain types. Raw shapes list only what our
// operation files select; anything the server may leave null is treated as optional.
import { countryList } from "~/lib/address";
import type {
  Category,
  Country,
  Currency,
  Image,
  Money,
  Product,
  ProductPrice,
  ProductSummary,
  StoreConfig,
} from "~/lib/models/commerce";

export type Maybe<T> = T | null | undefined;

export interface RawMoney {
  value: Maybe<number>;
  currency: Maybe<string>;
}
export interface RawProductPrice {
  regular_price: RawMoney;
  final_price: RawMoney;
  discount?: Maybe<{ percent_off?: Maybe<number>; amount_off?: Maybe<number> }>;
}
export interface RawProductSummary {
  uid: string;
  sku: string;
  name: Maybe<string>;
  url_key: Maybe<string>;
  type_id: Maybe<string>;
  subtitle: Maybe<string>;
  stock_status: Maybe<string>;
  subscription: Maybe<number>;
  flavor_label: Maybe<string>;
  labels: Maybe<Maybe<string>[]>;
  small_image: Maybe<{ url: Maybe<string>; label: Maybe<string> }>;
  categories: Maybe<Maybe<{ uid: string; name: Maybe<string>; url_path: Maybe<string> }>[]>;
  price_range: { minimum_price: RawProductPrice };
}

export const present = <T>(list: Maybe<Maybe<T>[]>): T[] =>
  (list ?? []).filter((x): x is T => x !== null && x !== undefined);

export const money = (raw: Maybe<RawMoney>, currency = "GBP"): Money => ({
  value: raw?.value ?? 0,
  currency: raw?.currency ?? currency,
});

export function mapPrice(raw: RawProductPrice): ProductPrice {
  return {
    regular: money(raw.regular_price),
    final: money(raw.final_price),
    percentOff: raw.discount?.percent_off ?? 0,
    amountOff: raw.discount?.amount_off ?? 0,
  };
}

const stockStatus = (raw: Maybe<string>) =>
  (raw === "IN_STOCK" ? "IN_STOCK" : "OUT_OF_STOCK") as "IN_STOCK" | "OUT_OF_STOCK";
const TYPES = ["simple", "virtual", "configurable", "bundle"] as const;

function image(raw: Maybe<{ url: Maybe<string>; label: Maybe<string> }>, fallbackLabel: string): Image {
  return { url: raw?.url ?? "", label: raw?.label || fallbackLabel };
}

export function mapProductSummary(raw: RawProductSummary): ProductSummary {
  const name = raw.name ?? raw.sku;
  return {
    uid: raw.uid,
    sku: raw.sku,
    name,
    urlKey: raw.url_key ?? "",
    typeId: TYPES.find((t) => t === raw.type_id) ?? "simple",
    subtitle: raw.subtitle ?? null,
    stockStatus: stockStatus(raw.stock_status),
    price: mapPrice(raw.price_range.minimum_price),
    image: image(raw.small_image, name),
    categories: present(raw.categories).map((c) => ({ uid: c.uid, name: c.name ?? "", urlPath: c.url_path ?? "" })),
    subscription: raw.subscription === 1,
    flavour: raw.flavor_label ?? null,
    labels: present(raw.labels),
  };
}

export interface RawProductDetail extends RawProductSummary {
  description: Maybe<{ html: string }>;
  short_description: Maybe<{ html: string }>;
  product_disclaimer: Maybe<string>;
  media_gallery: Maybe<
    Maybe<{ url: Maybe<string>; label: Maybe<string>; position: Maybe<number>; disabled: Maybe<boolean> }>[]
  >;
  price_tiers: Maybe<
    Maybe<{
      quantity: Maybe<number>;
      label: Maybe<string>;
      final_price: Maybe<RawMoney>;
      discount: Maybe<{ percent_off: Maybe<number> }>;
    }>[]
  >;
  flavour_details: Maybe<{
    name: Maybe<string>;
    description: Maybe<string>;
    attributes: Maybe<Maybe<{ label: Maybe<string>; rating: Maybe<number> }>[]>;
  }>;
  enable_order_quantity_limit: Maybe<number>;
  order_quantity_limit: Maybe<number>;
  promotionalOffers: Maybe<
    Maybe<{
      code: string;
      type: string;
      description: Maybe<{ title: Maybe<string>; description: Maybe<string>; label: Maybe<string> }>;
    }>[]
  >;
  free_gifts: Maybe<{
    allowed_qty: Maybe<number>;
    products: Maybe<
      Maybe<{
        is_eligible: Maybe<boolean>;
        eligibility_description: Maybe<string>;
        product: Maybe<{ sku: string; name: Maybe<string> }>;
      }>[]
    >;
  }>;
  configurable_options?: Maybe<
    Maybe<{
      attribute_code: Maybe<string>;
      label: Maybe<string>;
      values: Maybe<
        Maybe<{ value_index: Maybe<number>; label: Maybe<string>; swatch_data: Maybe<{ value: Maybe<string> }> }>[]
      >;
    }>[]
  >;
  variants?: Maybe<
    Maybe<{
      attributes: Maybe<Maybe<{ code: Maybe<string>; value_index: Maybe<number> }>[]>;
      product: Maybe<{
        sku: string;
        name: Maybe<string>;
        stock_status: Maybe<string>;
        small_image: Maybe<{ url: Maybe<string>; label: Maybe<string> }>;
        price_range: { minimum_price: RawProductPrice };
      }>;
    }>[]
  >;
  items?: Maybe<
    Maybe<{
      option_id: Maybe<number>;
      title: Maybe<string>;
      required: Maybe<boolean>;
      type: Maybe<string>;
      options: Maybe<
        Maybe<{
          id: Maybe<number>;
          label: Maybe<string>;
          quantity: Maybe<number>;
          is_default: Maybe<boolean>;
          product: Maybe<{ sku: string; stock_status: Maybe<string>; price_range: { minimum_price: RawProductPrice } }>;
        }>[]
      >;
    }>[]
  >;
}

const BUNDLE_TYPES = ["select", "radio", "checkbox", "multi"] as const;

/** A product page's product; purchase options and packaging formats come from the matrices. */
export function mapProduct(
  raw: RawProductDetail,
  extra: Pick<Product, "purchaseOptions" | "packagingFormats">,
): Product {
  const summary = mapProductSummary(raw);
  const gifts = raw.free_gifts;
  return {
    ...summary,
    descriptionHtml: raw.description?.html ?? "",
    shortDescriptionHtml: raw.short_description?.html ?? "",
    disclaimer: raw.product_disclaimer ?? null,
    gallery: present(raw.media_gallery)
      .filter((m) => !m.disabled && m.url)
      .map((m) => image(m, summary.name)),
    priceTiers: present(raw.price_tiers).map((t) => ({
      quantity: t.quantity ?? 0,
      finalPrice: money(t.final_price),
      discountPercent: t.discount?.percent_off ?? 0,
      label: t.label ?? null,
    })),
    flavourRatings: present(raw.flavour_details?.attributes).map((a) => ({
      label: a.label ?? "",
      rating: a.rating ?? 0,
    })),
    flavourDescription: raw.flavour_details?.description ?? null,
    orderQuantityLimit: raw.enable_order_quantity_limit ? (raw.order_quantity_limit ?? null) : null,
    configurableOptions: present(raw.configurable_options).map((o) => ({
      code: o.attribute_code ?? "",
      label: o.label ?? "",
      values: present(o.values).map((v) => ({
        label: v.label ?? "",
        valueIndex: v.value_index ?? 0,
        swatch: v.swatch_data?.value ?? null,
      })),
    })),
    variants: present(raw.variants)
      .filter((v) => v.product)
      .map((v) => ({
        sku: v.product!.sku,
        name: v.product!.name ?? v.product!.sku,
        attributes: Object.fromEntries(present(v.attributes).map((a) => [a.code ?? "", a.value_index ?? 0])),
        stockStatus: stockStatus(v.product!.stock_status),
        image: v.product!.small_image?.url ? image(v.product!.small_image, v.product!.name ?? summary.name) : null,
        price: mapPrice(v.product!.price_range.minimum_price),
      })),
    bundleOptions: present(raw.items).map((group) => ({
      optionId: group.option_id ?? 0,
      title: group.title ?? "",
      required: group.required ?? false,
      type: BUNDLE_TYPES.find((t) => t === group.type) ?? "select",
      choices: present(group.options)
        .filter((c) => c.product)
        .map((c) => ({
          id: c.id ?? 0,
          label: c.label ?? c.product!.sku,
          quantity: c.quantity ?? 1,
          isDefault: c.is_default ?? false,
          sku: c.product!.sku,
          price: money(c.product!.price_range.minimum_price.final_price),
          inStock: c.product!.stock_status === "IN_STOCK",
        })),
    })),
    promotionalOffers: present(raw.promotionalOffers).map((o) => ({
      code: o.code,
      type: o.type,
      title: o.description?.title ?? "",
      description: o.description?.description ?? "",
      label: o.description?.label ?? null,
    })),
    freeGifts: gifts
      ? {
          allowedQty: gifts.allowed_qty ?? 0,
          products: present(gifts.products)
            .filter((g) => g.product)
            .map((g) => ({
              sku: g.product!.sku,
              name: g.product!.name ?? g.product!.sku,
              eligible: g.is_eligible ?? false,
              description: g.eligibility_description ?? null,
            })),
        }
      : null,
    ...extra,
  };
}

export interface RawCategory {
  uid: string;
  name: Maybe<string>;
  url_key?: Maybe<string>;
  url_path?: Maybe<string>;
  description?: Maybe<string>;
  children?: Maybe<Maybe<RawCategory>[]>;
}

export function mapCategory(raw: RawCategory): Category {
  return {
    uid: raw.uid,
    name: raw.name ?? "",
    urlPath: raw.url_path ?? "",
    urlKey: raw.url_key ?? "",
    description: raw.description ?? null,
    children: present(raw.children).map(mapCategory),
  };
}

export type RawStoreConfig = Record<string, unknown> & { store_code: string };

export function mapStoreConfig(raw: RawStoreConfig): StoreConfig {
  const num = (key: string) => (typeof raw[key] === "number" ? (raw[key] as number) : null);
  const str = (key: string) => (typeof raw[key] === "string" && raw[key] !== "" ? (raw[key] as string) : null);
  return {
    storeCode: raw.store_code,
    storeName: str("store_name") ?? raw.store_code,
    baseCurrencyCode: str("base_currency_code") ?? "GBP",
    locale: str("locale") ?? "en_GB",
    isOrderLimitEnabled: raw.is_order_limit_enabled === true,
    orderLimitValue: num("order_limit_value"),
    cartonsLimitValue: num("cartons_limit_value"),
    isAgeVerificationEnabled: raw.is_age_verification_enabled === true,
    isFreeGiftsEnabled: raw.is_free_gifts_enabled === true,
    giftBasketQuantityLimitation: num("gift_basket_quantity_limitation"),
    postcodeValidationEnabled: raw.postcode_validation_enabled === true,
    postcodeIsRequired: raw.postcode_is_required === true,
    postcodeMinLength: num("postcode_min_length"),
    postcodeMaxLength: num("postcode_max_length"),
    postcodeValidateRegex: str("postcode_validate_regex"),
    allowEmptyFirstname: raw.allow_empty_firstname === true,
    defaultCountry: str("default_country")?.toUpperCase() ?? null,
    optionalZipCountries: countryList(str("optional_zip_countries")),
    countriesWithRequiredRegion:
      typeof raw.countries_with_required_region === "string" ? countryList(raw.countries_with_required_region) : null,
  };
}

export interface RawCountry {
  id: Maybe<string>;
  three_letter_abbreviation: Maybe<string>;
  full_name_english: Maybe<string>;
  full_name_locale: Maybe<string>;
  available_regions: Maybe<Maybe<{ id: Maybe<number>; code: Maybe<string>; name: Maybe<string> }>[]>;
}

/** SPEC §5: regions without id, code and name are discarded (a region missing any of them is unusable). */
export function mapCountry(raw: RawCountry & { id: string }): Country {
  return {
    id: raw.id,
    iso3: raw.three_letter_abbreviation ?? "",
    name: raw.full_name_locale ?? raw.full_name_english ?? raw.id,
    regions: present(raw.available_regions)
      .filter(
        (r): r is { id: number; code: string; name: string } =>
          typeof r.id === "number" && Boolean(r.code) && Boolean(r.name),
      )
      .map(({ id, code, name }) => ({ id, code, name })),
  };
}

export function mapCurrency(raw: Record<string, Maybe<string>>): Currency {
  const base = raw.base_currency_code ?? "GBP";
  return {
    displayCode: raw.default_display_currency_code ?? base,
    displaySymbol: raw.default_display_currency_symbol ?? raw.base_currency_symbol ?? base,
    baseCode: base,
    baseSymbol: raw.base_currency_symbol ?? base,
  };
}
