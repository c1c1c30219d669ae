// Domain shapes the storefront works with. Gateways map raw Adobe-Commerce-shaped
// GraphQL results into these, so routes never depend on the wire format.

import type { AddressRules } from "~/lib/address";
import type { RegionalField } from "./checkout";

export type StoreView = "default" | "trial";

export interface Money {
  value: number;
  currency: string;
}

export interface Image {
  url: string;
  label: string;
}

export interface CategoryRef {
  uid: string;
  name: string;
  urlPath: string;
  /** what the store finder calls what it holds (store_locator_name), e.g. "heating devices" */
  storeLocatorName: string | null;
}

export interface PriceTier {
  quantity: number;
  finalPrice: Money;
  discountPercent: number;
  label: string | null;
}

export interface ProductPrice {
  regular: Money;
  final: Money;
  percentOff: number;
  amountOff: number;
}

export interface FlavourRating {
  label: string;
  /** 0–5 in half steps */
  rating: number;
}

export interface ConfigurableOption {
  code: string; // e.g. "color"
  label: string; // e.g. "Colour"
  /** `swatch`: a colour swatch's CSS colour (a hex code), else null */
  values: { label: string; valueIndex: number; swatch: string | null }[];
}

export interface Variant {
  sku: string;
  name: string;
  attributes: Record<string, number>; // option code -> value_index
  stockStatus: "IN_STOCK" | "OUT_OF_STOCK";
  image: Image | null;
  /** its colour's name (color_label) */
  colour: string | null;
  price: ProductPrice;
}

export interface BundleOptionChoice {
  id: number; // option value id (for bundle_options input)
  label: string;
  quantity: number;
  isDefault: boolean;
  sku: string;
  price: Money;
  inStock: boolean;
}

export interface BundleOptionGroup {
  optionId: number;
  title: string;
  required: boolean;
  type: "select" | "radio" | "checkbox" | "multi";
  choices: BundleOptionChoice[];
}

/** product.md §3 promotionalOffers: eligibility is weighed against the shopper's cart, when there is one */
export interface PromotionalOffer {
  code: string;
  type: string;
  title: string;
  description: string;
  label: string | null;
  /** how to qualify */
  hint: string | null;
  /** at most this many (for a gift offer: gifts) per order; null: no limit */
  limitQty: number | null;
  /** it applies to the cart as it is */
  eligible: boolean;
  /** it would apply once one of `skus` is added */
  potentiallyEligible: boolean;
  skus: string[];
}

/** product.md §3 free_gifts: how many gifts may be chosen, and each with whether it can be */
export interface FreeGifts {
  allowedQty: number;
  products: { sku: string; name: string; eligible: boolean; description: string | null }[];
}

export interface ProductSummary {
  uid: string;
  sku: string;
  name: string;
  urlKey: string;
  typeId: "simple" | "virtual" | "configurable" | "bundle" | "grouped" | "downloadable";
  subtitle: string | null;
  stockStatus: "IN_STOCK" | "OUT_OF_STOCK";
  /** the cheapest way to buy it */
  price: ProductPrice;
  /** what is chosen changes the price (a bundle's choices, a configurable's variants): "From" */
  priceVaries: boolean;
  image: Image;
  /** the picture for small sizes (the `thumbnail` role): cart lines, wishlist, suggestions */
  thumbnail: Image;
  /** the colour it comes in (color_label): a device's, an accessory's */
  colour: string | null;
  categories: CategoryRef[];
  /** product.subscription = 1: this sku is the subscription twin of a one-time product */
  subscription: boolean;
  /** how often a subscription delivers, as commerce words it (subscription_format: "Every 4 weeks") */
  subscriptionFormat: string | null;
  flavour: string | null;
  labels: string[];
}

export interface Product extends ProductSummary {
  descriptionHtml: string; // unsanitised: sanitise before rendering
  shortDescriptionHtml: string;
  disclaimer: string | null;
  gallery: Image[];
  /** films of the product (media_gallery's ProductVideo): a still, and where to watch it */
  videos: { title: string; description: string | null; url: string; still: Image }[];
  priceTiers: PriceTier[];
  flavourRatings: FlavourRating[];
  flavourDescription: string | null;
  orderQuantityLimit: number | null; // set only when enable_order_quantity_limit
  /** a heating device (product.md §3 has_device); trade-in possible (trade_in); asks the registration consent when added */
  hasDevice: boolean;
  tradeIn: boolean;
  hasRegistrationConsent: boolean;
  configurableOptions: ConfigurableOption[];
  variants: Variant[];
  bundleOptions: BundleOptionGroup[];
  /** a grouped product's items (GroupedProduct.items): products of their own, each bought in its own quantity */
  groupedItems: GroupedItem[];
  /** a downloadable product's files and free samples (DownloadableProduct); null for other products */
  downloads: Downloads | null;
  promotionalOffers: PromotionalOffer[];
  /** one-time / subscription twins of this product (from getSticksMatrix); empty when there is no choice */
  purchaseOptions: {
    sku: string;
    urlKey: string;
    subscription: boolean;
    /** the subscription's subscription_format */
    format: string | null;
    price: ProductPrice;
    inStock: boolean;
  }[];
  /** for consumables: the packaging formats (from getConsumablesMatrix) */
  packagingFormats: { id: string; label: string; itemsPerPackage: number; sku: string; urlKey: string }[];
  freeGifts: FreeGifts | null;
}

export interface GroupedItem {
  sku: string;
  name: string;
  urlKey: string;
  /** the quantity the group offers it in (GroupedProductItem.qty): the field's starting value */
  quantity: number;
  price: ProductPrice;
  inStock: boolean;
  image: Image | null;
}

export interface Downloads {
  /** the heading over the files (links_title) */
  title: string | null;
  /** links_purchased_separately: each file is bought on its own */
  purchasedSeparately: boolean;
  links: { uid: string; title: string; price: Money; sampleUrl: string | null }[];
  samples: { title: string; url: string }[];
}

export type ProductSort = "position" | "name" | "price_asc" | "price_desc";

export interface ProductListPage {
  items: ProductSummary[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
}

export interface Category {
  uid: string;
  name: string;
  urlPath: string;
  urlKey: string;
  description: string | null;
  /** what the store finder calls what it holds (store_locator_name) */
  storeLocatorName: string | null;
  children: Category[];
}

/** The store's configuration; the address rules (postcode, regions, first name) are AddressRules' fields. */
export interface StoreConfig extends Required<AddressRules> {
  storeCode: string;
  storeName: string;
  baseCurrencyCode: string;
  locale: string;
  isOrderLimitEnabled: boolean;
  orderLimitValue: number | null;
  cartonsLimitValue: number | null;
  isAgeVerificationEnabled: boolean;
  isFreeGiftsEnabled: boolean;
  giftBasketQuantityLimitation: number | null;
}

export interface Region {
  id: number;
  code: string;
  name: string;
}

export interface Country {
  id: string; // ISO alpha-2
  iso3: string;
  name: string;
  regions: Region[];
  /** the regional fields its addresses ask for, in form order (product.md §5) */
  addressFields: { name: RegionalField; required: boolean }[];
}

export interface Currency {
  displayCode: string;
  displaySymbol: string;
  baseCode: string;
  baseSymbol: string;
}

export interface CartItemError {
  code: string; // product.md §8 cart item error codes
  message: string;
}

export interface CartItem {
  id: string; // cart item uid, used for update/remove
  quantity: number;
  product: ProductSummary;
  /** chosen variant for configurable lines */
  variantSku: string | null;
  /** the line's small picture: the chosen variant's thumbnail, else its product's */
  picture: Image;
  options: { label: string; value: string }[]; // configurable + bundle selections as text
  isSubscription: boolean;
  isGift: boolean;
  /** the line's number (its uid decoded): what a gift names as its parent_gift_id */
  lineId: number;
  /** a gift line: the line it comes with (gift_data.parent_gift_id) */
  parentGiftId: number | null;
  /** the line's product's offers, weighed against this cart */
  offers: PromotionalOffer[];
  /**
   * gifts the shopper chooses with this line (a free_gift_flexible offer); `chosen`: gift units
   * already added with it, `lines`: those gift lines (uid, sku, quantity), to lessen or swap them
   */
  giftChoice: (FreeGifts & { chosen: number; lines: { id: string; sku: string; quantity: number }[] }) | null;
  /** the shopper agreed to have this device registered to them (product.md §3 has_registration_consent) */
  registrationConsent: boolean;
  /** the most of this product one order may hold (its own order_quantity_limit), or null */
  quantityLimit: number | null;
  price: Money;
  rowTotal: Money;
  rowTotalInclTax: Money;
  discount: Money;
  errors: CartItemError[];
}

export interface Cart {
  id: string;
  email: string | null;
  items: CartItem[];
  totalQuantity: number;
  isVirtual: boolean;
  canApplyCoupons: boolean;
  appliedCoupons: { code: string; label: string | null }[];
  isTrialEligible: boolean;
  /** product.md §3 applied_campaign: the club points taken off this cart */
  appliedCampaign: { uuid: string; points: number; amount: Money } | null;
  prices: {
    subtotalExclTax: Money;
    subtotalInclTax: Money;
    grandTotal: Money;
    taxes: { label: string; amount: Money }[];
    discounts: { label: string; amount: Money; couponCode: string | null }[];
    shipping: Money | null;
  };
  totalAfterTrial: { total: Money; totalInclTax: Money; tax: Money } | null;
  totalIncludingTrial: { total: Money; totalInclTax: Money; tax: Money } | null;
  /** product.md §3 messages: what the shop says about the whole cart; an ERROR stops the order */
  messages: CartMessage[];
  /** what the cart's subscription lines cost each delivery; null when it holds none */
  subscriptionAmount: Money | null;
  /** the smallest order the store takes (product.md §3 minimum_payable_amount); null: no minimum */
  minimumPayable: Money | null;
}

/** The cart's cross-selling suggestions (product.md §3 xselling_popup), when the store makes some. */
export interface CrossSell {
  title: string;
  products: ProductSummary[];
}

export interface CartMessage {
  type: "INFORMATION" | "ERROR";
  text: string;
}

/** What the shopper asks to put into the cart. */
// One-time and subscription are separate SKUs (product.md §3 sticks matrix), so the
// shopper's purchase-type choice arrives here as the chosen sku.
export type AddToCartInput = (
  | { kind: "simple"; sku: string; quantity: number }
  | { kind: "configurable"; parentSku: string; sku: string; quantity: number }
  /** a grouped product's chosen items: each a simple product of its own, added as a line of its own */
  | { kind: "grouped"; items: { sku: string; quantity: number }[] }
  | {
      kind: "bundle";
      sku: string;
      quantity: number;
      /** option_id -> chosen option value ids with quantity */
      options: { optionId: number; valueIds: number[]; quantity: number }[];
    }
  /** a downloadable product sold file by file: the chosen files (their DownloadableProductLinks uids) */
  | { kind: "downloadable"; sku: string; quantity: number; linkUids: string[] }
) & {
  /** for products with has_registration_consent: the shopper's answer, sent as an entered option (product.md §7) */
  registrationConsent?: boolean;
};

/** A user-facing failure from a commerce mutation, with the product.md §8 code. */
export interface CommerceUserError {
  code: string;
  message: string;
}
