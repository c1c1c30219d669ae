// Raw (Adobe Commerce shaped) results -> domain types. Raw shapes list only what our
// operation files select; anything the server may leave null is treated as optional.
import type {
  AmountFragment,
  CategoryFieldsFragment,
  GetCountriesQuery,
  GetCurrencyQuery,
  GetProductDetailQuery,
  GetStoreConfigQuery,
  MinimumPriceFragment,
  ProductOffersFragment,
  ProductSummaryFragment,
} from "../generated/operations";
import { countryList } from "~/lib/address";
import type { RegionalField } from "~/lib/models/checkout";
import type {
  Category,
  Country,
  Currency,
  Downloads,
  FreeGifts,
  Image,
  Money,
  Product,
  ProductPrice,
  ProductSummary,
  PromotionalOffer,
  StoreConfig,
} from "~/lib/models/commerce";

export type Maybe<T> = T | null | undefined;
/** The element type of a generated list type (`Array<X | null> | null` gives X). */
export type Entry<L> = NonNullable<NonNullable<L> extends ReadonlyArray<infer X> ? X : never>;

export type RawMoney = AmountFragment;
export type RawProductPrice = MinimumPriceFragment["minimum_price"];
export type RawProductSummary = ProductSummaryFragment;

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
const TYPES = ["simple", "virtual", "configurable", "bundle", "grouped", "downloadable"] as const;

function image(raw: Maybe<{ url: Maybe<string>; label: Maybe<string> }>, fallbackLabel: string): Image {
  return { url: raw?.url ?? "", label: raw?.label || fallbackLabel };
}

/**
 * A swatch's value when it is a colour (a hex code, as ColorSwatchData holds): an image link or
 * text (ImageSwatchData, TextSwatchData) is no colour to paint, and nothing else reaches a style.
 */
export const colourSwatch = (value: Maybe<string>) =>
  value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : null;

export function mapProductSummary(raw: RawProductSummary): ProductSummary {
  const sku = raw.sku ?? "";
  const name = raw.name ?? sku;
  return {
    uid: raw.uid,
    sku,
    name,
    urlKey: raw.url_key ?? "",
    typeId: TYPES.find((t) => t === raw.type_id) ?? "simple",
    subtitle: raw.subtitle ?? null,
    stockStatus: stockStatus(raw.stock_status),
    price: mapPrice(raw.price_range.minimum_price),
    priceVaries:
      (raw.price_range.maximum_price?.final_price.value ?? 0) > (raw.price_range.minimum_price.final_price.value ?? 0),
    image: image(raw.small_image, name),
    thumbnail: image(raw.thumbnail?.url ? raw.thumbnail : raw.small_image, name),
    colour: raw.color_label || null,
    categories: present(raw.categories).map((c) => ({
      uid: c.uid,
      name: c.name ?? "",
      urlPath: c.url_path ?? "",
      storeLocatorName: c.store_locator_name || null,
    })),
    subscription: raw.subscription === 1,
    subscriptionFormat: raw.subscription_format || null,
    flavour: raw.flavor_label ?? null,
    labels: present(raw.labels),
  };
}

type RawOffers = ProductOffersFragment;

/** product.md §3: the offers, with what makes them apply (an offer without a type or code is dropped). */
export function mapOffers(raw: RawOffers["promotionalOffers"]): PromotionalOffer[] {
  return present(raw).map((o) => ({
    code: o.code,
    type: o.type,
    title: o.description?.title ?? "",
    description: o.description?.description ?? "",
    label: o.description?.label || null,
    hint: o.description?.hint || null,
    limitQty: o.limit_qty ?? null,
    eligible: o.eligible === true,
    potentiallyEligible: o.potentially_eligible === true,
    skus: present(o.skus),
  }));
}

/** product.md §3: the free gifts; a gift without a product sku is dropped. */
export function mapFreeGifts(raw: RawOffers["free_gifts"]): FreeGifts | null {
  if (!raw) return null;
  return {
    allowedQty: raw.allowed_qty ?? 0,
    products: present(raw.products).flatMap(({ product, is_eligible, eligibility_description }) =>
      product?.sku
        ? [
            {
              sku: product.sku,
              name: product.name ?? product.sku,
              eligible: is_eligible ?? false,
              description: eligibility_description ?? null,
            },
          ]
        : [],
    ),
  };
}

export type RawProductDetail = Entry<NonNullable<GetProductDetailQuery["products"]>["items"]>;

const BUNDLE_TYPES = ["select", "radio", "checkbox", "multi"] as const;

/** A product page's product; purchase options and packaging formats come from the matrices. */
export function mapProduct(
  raw: RawProductDetail,
  extra: Pick<Product, "purchaseOptions" | "packagingFormats">,
): Product {
  const summary = mapProductSummary(raw);
  // the fields of one product type (the query's inline fragments)
  const configurable = "variants" in raw ? raw : null;
  const bundle = "items" in raw ? raw : null;
  const grouped = "grouped_items" in raw ? raw : null;
  const downloadable = "downloadable_product_links" in raw ? raw : null;
  return {
    ...summary,
    descriptionHtml: raw.description?.html ?? "",
    shortDescriptionHtml: raw.short_description?.html ?? "",
    disclaimer: raw.product_disclaimer ?? null,
    // the pictures in their order after the product's main one (its `image` role); films apart
    gallery: present(raw.media_gallery)
      .filter((m) => !m.disabled && m.url && !("video_content" in m && m.video_content))
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((m) => image(m, summary.name)),
    videos: present(raw.media_gallery).flatMap((m) =>
      !m.disabled && "video_content" in m && m.video_content?.video_url
        ? [
            {
              title: m.video_content.video_title || m.label || summary.name,
              description: m.video_content.video_description ?? null,
              url: m.video_content.video_url,
              still: image(m, summary.name),
            },
          ]
        : [],
    ),
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
    hasDevice: raw.has_device === 1,
    tradeIn: raw.trade_in === 1,
    hasRegistrationConsent: raw.has_registration_consent === 1,
    configurableOptions: present(configurable?.configurable_options).map((o) => ({
      code: o.attribute_code ?? "",
      label: o.label ?? "",
      values: present(o.values).map((v) => ({
        label: v.label ?? "",
        valueIndex: v.value_index ?? 0,
        swatch: colourSwatch(v.swatch_data?.value),
      })),
    })),
    variants: present(configurable?.variants).flatMap(({ product, attributes }) =>
      product?.sku
        ? [
            {
              sku: product.sku,
              name: product.name ?? product.sku,
              attributes: Object.fromEntries(present(attributes).map((a) => [a.code ?? "", a.value_index ?? 0])),
              stockStatus: stockStatus(product.stock_status),
              image: product.small_image?.url ? image(product.small_image, product.name ?? summary.name) : null,
              colour: product.color_label || null,
              price: mapPrice(product.price_range.minimum_price),
            },
          ]
        : [],
    ),
    bundleOptions: present(bundle?.items).map((group) => ({
      optionId: group.option_id ?? 0,
      title: group.title ?? "",
      required: group.required ?? false,
      type: BUNDLE_TYPES.find((t) => t === group.type) ?? "select",
      choices: present(group.options).flatMap((c) => {
        const sku = c.product?.sku;
        if (!c.product || !sku) return [];
        return [
          {
            id: c.id ?? 0,
            label: c.label ?? sku,
            quantity: c.quantity ?? 1,
            isDefault: c.is_default ?? false,
            sku,
            price: money(c.product.price_range.minimum_price.final_price),
            inStock: c.product.stock_status === "IN_STOCK",
          },
        ];
      }),
    })),
    groupedItems: present(grouped?.grouped_items)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .flatMap(({ product, qty }) =>
        product?.sku
          ? [
              {
                sku: product.sku,
                name: product.name ?? product.sku,
                urlKey: product.url_key ?? "",
                quantity: qty ?? 0,
                price: mapPrice(product.price_range.minimum_price),
                inStock: product.stock_status === "IN_STOCK",
                image: product.small_image?.url ? image(product.small_image, product.name ?? product.sku) : null,
              },
            ]
          : [],
      ),
    downloads: downloadable ? mapDownloads(downloadable, summary.price.final.currency) : null,
    promotionalOffers: mapOffers(raw.promotionalOffers),
    freeGifts: mapFreeGifts(raw.free_gifts),
    ...extra,
  };
}

type RawDownloadable = Extract<RawProductDetail, { downloadable_product_links?: unknown }>;
const bySortOrder = (a: { sort_order?: Maybe<number> }, b: { sort_order?: Maybe<number> }) =>
  (a.sort_order ?? 0) - (b.sort_order ?? 0);

/** A downloadable product's files and samples, in their sort order; a sample without a URL is dropped. */
function mapDownloads(raw: RawDownloadable, currency: string): Downloads {
  return {
    title: raw.links_title || null,
    purchasedSeparately: raw.links_purchased_separately === 1,
    links: present(raw.downloadable_product_links)
      .sort(bySortOrder)
      .map((l) => ({
        uid: l.uid,
        title: l.title ?? "",
        price: { value: l.price ?? 0, currency },
        sampleUrl: l.sample_url || null,
      })),
    samples: present(raw.downloadable_product_samples)
      .sort(bySortOrder)
      .flatMap((s) => (s.sample_url ? [{ title: s.title || "Sample", url: s.sample_url }] : [])),
  };
}

/** A category of the tree getCategories reads (its levels select CategoryFields). */
type RawCategory = Pick<CategoryFieldsFragment, "uid" | "name"> &
  Partial<CategoryFieldsFragment> & { children?: Maybe<Maybe<RawCategory>[]> };

export function mapCategory(raw: RawCategory): Category {
  return {
    uid: raw.uid,
    name: raw.name ?? "",
    urlPath: raw.url_path ?? "",
    urlKey: raw.url_key ?? "",
    description: raw.description ?? null,
    storeLocatorName: raw.store_locator_name || null,
    children: present(raw.children).map(mapCategory),
  };
}

export type RawStoreConfig = GetStoreConfigQuery["storeConfig"];

export function mapStoreConfig(config: RawStoreConfig): StoreConfig {
  const raw: Record<string, unknown> = config ?? {};
  const code = typeof raw.store_code === "string" ? raw.store_code : "default";
  const num = (key: string) => (typeof raw[key] === "number" ? (raw[key] as number) : null);
  const str = (key: string) => (typeof raw[key] === "string" && raw[key] !== "" ? (raw[key] as string) : null);
  return {
    storeCode: code,
    storeName: str("store_name") ?? code,
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

export type RawCountry = Entry<GetCountriesQuery["countries"]>;

/** The regional fields' codes on CartAddressInput and Country.address_fields (brand extensions). */
export const REGIONAL_CODES: Record<RegionalField, string> = {
  provinceName: "administrative_area_level_2",
  districtName: "sublocality_level_2",
  district: "district",
  buildingNumber: "building_number",
  neighborhood: "neighborhood",
  premise: "premise",
  landmark: "landmark",
};
const regionalField = (code: string | null | undefined) =>
  (Object.keys(REGIONAL_CODES) as RegionalField[]).find((name) => REGIONAL_CODES[name] === code);

/** product.md §5: regions without id, code and name are discarded (a region missing any of them is unusable). */
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
    // a field the storefront doesn't know is left out (it couldn't be asked for)
    addressFields: present(raw.address_fields).flatMap((f) => {
      const name = regionalField(f.code);
      return name ? [{ name, required: f.is_required }] : [];
    }),
  };
}

export function mapCurrency(raw: Partial<NonNullable<GetCurrencyQuery["currency"]>>): Currency {
  const base = raw.base_currency_code ?? "GBP";
  return {
    displayCode: raw.default_display_currency_code ?? base,
    displaySymbol: raw.default_display_currency_symbol ?? raw.base_currency_symbol ?? base,
    baseCode: base,
    baseSymbol: raw.base_currency_symbol ?? base,
  };
}
