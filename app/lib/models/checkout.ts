// Contract of the checkout gateway (app/.server/commerce/checkout.ts). Routes depend
// on these shapes only; the gateway maps the Adobe-Commerce-shaped results into them.
import type { Money, StoreView, CommerceUserError } from "./commerce";

/**
 * The brand's regional address fields (product.md §3 Checkout address), by the account address's
 * names: province (administrative_area_level_2), district or locality (sublocality_level_2),
 * district, building number, neighbourhood, premise and landmark. Which of them an address asks
 * for depends on its country (product.md §5).
 */
export type RegionalField =
  "provinceName" | "districtName" | "district" | "buildingNumber" | "neighborhood" | "premise" | "landmark";
export type RegionalValues = Partial<Record<RegionalField, string>>;

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  /** three lines: name, number, additional (product.md §3) */
  street: [string, string, string];
  city: string;
  postcode: string | null;
  countryCode: string;
  region: { region: string | null; regionCode: string | null; regionId: number | null } | null;
  telephone: string;
  /** the country's regional fields that were given, in the country's order */
  regional?: RegionalValues;
  saveInAddressBook?: boolean;
}

export interface CartAddress extends CheckoutAddress {
  /** the country as the store names it, where a loader looked it up for a page (shownAddress) */
  countryName?: string;
  isPickupAddress?: boolean;
  pickupInformation?: { storeId: string; storeName: string } | null;
}

export interface ShippingMethod {
  carrierCode: string;
  carrierTitle: string;
  methodCode: string;
  methodTitle: string;
  description: string | null;
  amount: Money;
  priceInclTax: Money;
  priceExclTax: Money;
  available: boolean;
  disableForSubscription: boolean;
  /** delivered to a store for collection (brand flag; the address then carries pickup information) */
  isPickup?: boolean;
}

/** A store that takes parcels for collection ("Ship to store"). */
export interface PickupStore {
  id: string;
  name: string;
  /** one line: street, town, postcode */
  address: string;
}

export interface PaymentMethod {
  code: string;
  title: string;
}

export type OrderAttributePlacement =
  | "contactDetails_before"
  | "contactDetails_after"
  | "shippingAddress_before"
  | "shippingAddress_after"
  | "billingaddress_before"
  | "billingaddress_after"
  | "buttonDelivery_before"
  | "buttonPlaceOrder_before";

export interface OrderAttribute {
  code: string;
  label: string;
  inputType: string; // text, textarea, select, boolean, date …
  dataType: string;
  isRequired: boolean;
  minLength: number | null;
  maxLength: number | null;
  validateRegex: string | null;
  value: string | null;
  description: string | null;
  placeholder: string | null;
  /** raw placement from the server; unknown ones are dropped by the storefront */
  placement: string;
  sortOrder: number;
  options?: { value: string; label: string }[];
}

export interface DeliveryLimits {
  mode: string; // e.g. "allow" — only the listed countries can be shipped to
  limits: { id: string; countryId: string; name: string }[];
}

/** What the checkout steps read of the cart beyond the basic Cart. */
export interface CheckoutState {
  cartId: string;
  email: string | null;
  isVirtual: boolean;
  hasSubscription: boolean;
  shippingAddress: CartAddress | null;
  billingAddress: CartAddress | null;
  selectedShippingMethod: { carrierCode: string; methodCode: string; title: string; amount: Money } | null;
  availablePaymentMethods: PaymentMethod[];
  selectedPaymentMethod: string | null;
  isTrialEligible: boolean;
}

export interface PlacedOrder {
  orderNumber: string;
}

export interface ConfirmedOrder {
  number: string;
  orderDate: string;
  status: string;
  email: string;
  items: { name: string; sku: string; quantity: number; rowTotal: Money; subscription: boolean }[];
  totals: {
    subtotal: Money;
    shipping: Money;
    discounts: { label: string; amount: Money }[];
    taxes: { label: string; amount: Money }[];
    grandTotal: Money;
  };
  shippingAddress: CartAddress | null;
  billingAddress: CartAddress | null;
  shippingMethod: string | null;
  paymentMethod: { code: string; title: string } | null;
}

/** Gateway API (all mutation results carry a user-facing `error` instead of throwing for product.md §8 codes). */
export interface CheckoutGateway {
  getCheckoutState(store: StoreView, cartId: string, token?: string): Promise<CheckoutState>;
  setGuestEmail(store: StoreView, cartId: string, email: string): Promise<{ error: CommerceUserError | null }>;
  setShippingAddress(
    store: StoreView,
    cartId: string,
    address: CartAddress | { customerAddressId: number },
    token?: string,
  ): Promise<{ error: CommerceUserError | null }>;
  setBillingAddress(
    store: StoreView,
    cartId: string,
    address: CheckoutAddress | { customerAddressId: number } | { sameAsShipping: true },
    token?: string,
  ): Promise<{ error: CommerceUserError | null }>;
  getShippingMethods(
    store: StoreView,
    cartId: string,
    token?: string,
  ): Promise<{ methods: ShippingMethod[]; selected: { carrierCode: string; methodCode: string } | null }>;
  setShippingMethod(
    store: StoreView,
    cartId: string,
    carrierCode: string,
    methodCode: string,
    token?: string,
  ): Promise<{ error: CommerceUserError | null }>;
  setPaymentMethod(
    store: StoreView,
    cartId: string,
    code: string,
    token?: string,
  ): Promise<{ error: CommerceUserError | null }>;
  placeOrder(
    store: StoreView,
    cartId: string,
    attributes: { code: string; value: string }[],
    token?: string,
  ): Promise<{ order: PlacedOrder | null; error: CommerceUserError | null }>;
  getOrderAttributes(store: StoreView): Promise<OrderAttribute[]>;
  getOrderDeliveryLimits(store: StoreView): Promise<DeliveryLimits>;
  getPickupStores(store: StoreView): Promise<PickupStore[]>;
  /**
   * Guest order lookup for the confirmation page. Adobe Commerce 2.4.7's guestOrder matches the
   * number, the e-mail and the BILLING POSTCODE (OrderInformationInput has no lastname): without
   * `postcode` there is nothing to look up and the answer is null. `lastname`, when given, must
   * also match the billing address.
   */
  getGuestOrder(
    store: StoreView,
    number: string,
    email: string,
    lastname: string,
    postcode?: string | null,
  ): Promise<ConfirmedOrder | null>;
}
