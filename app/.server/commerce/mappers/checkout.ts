// Raw checkout results (cart addresses, shipping methods, order attributes) -> the shapes of
// checkout-types.ts, and domain addresses -> CartAddressInput.
import type {
  CartAddress,
  CheckoutAddress,
  CheckoutState,
  DeliveryLimits,
  OrderAttribute,
  PickupStore,
  RegionalField,
  RegionalValues,
  ShippingMethod,
} from "~/lib/models/checkout";
import type {
  CheckoutAddressFragment,
  GetCheckoutStateQuery,
  GetOrderAttributesQuery,
  GetOrderDeliveryLimitsQuery,
  GetPickupLocationsQuery,
  GetShippingMethodsQuery,
  OrderAddressFieldsFragment,
} from "../generated/operations";
import { money, present, REGIONAL_CODES, type Entry, type Maybe } from "./catalog";

export type RawCartAddress = CheckoutAddressFragment;
export type RawCheckoutState = NonNullable<GetCheckoutStateQuery["cart"]>;
type RawShippingMethods = GetShippingMethodsQuery["cart"];
type RawShippingMethod = Entry<
  Entry<NonNullable<RawShippingMethods>["shipping_addresses"]>["available_shipping_methods"]
>;
type RawOrderAttribute = Entry<GetOrderAttributesQuery["getOrderAttributes"]>;
type RawDeliveryLimits = GetOrderDeliveryLimitsQuery["getOrderDeliveryLimits"];

/** Street lines as product.md §3's three: name, number, additional. */
export const threeLines = (street: Maybe<Maybe<string>[]>): [string, string, string] => {
  const lines = (street ?? []).map((l) => l ?? "");
  return [lines[0] ?? "", lines[1] ?? "", lines.slice(2).join(" ")];
};

/** The fields a cart address and an order address (Magento's OrderAddress) share. */
export type RawAddressBasics = Pick<
  RawCartAddress | OrderAddressFieldsFragment,
  | "firstname"
  | "lastname"
  | "middlename"
  | "prefix"
  | "suffix"
  | "company"
  | "street"
  | "city"
  | "postcode"
  | "telephone"
  | "administrative_area_level_2"
  | "sublocality_level_2"
  | "district"
  | "building_number"
  | "neighborhood"
  | "premise"
  | "landmark"
>;

/** The regional fields an address carries, by their storefront names (empty ones left out). */
function regionalOf(raw: RawAddressBasics): RegionalValues {
  const out: RegionalValues = {};
  for (const [name, code] of Object.entries(REGIONAL_CODES) as [RegionalField, string][]) {
    const value = raw[code as keyof RawAddressBasics];
    if (typeof value === "string" && value.trim()) out[name] = value.trim();
  }
  return out;
}

export function addressBasics(raw: RawAddressBasics) {
  return {
    firstname: raw.firstname ?? "",
    lastname: raw.lastname ?? "",
    middlename: raw.middlename ?? null,
    prefix: raw.prefix ?? null,
    suffix: raw.suffix ?? null,
    company: raw.company ?? null,
    street: threeLines(raw.street),
    city: raw.city ?? "",
    postcode: raw.postcode ?? null,
    telephone: raw.telephone ?? "",
    regional: regionalOf(raw),
  };
}

/** Null for an address the server returns without content (Magento does for a bare estimate). */
export function mapCartAddress(raw: Maybe<RawCartAddress>): CartAddress | null {
  if (!raw || (!raw.firstname && !raw.lastname && !present(raw.street).length)) return null;
  return {
    ...addressBasics(raw),
    countryCode: raw.country?.code ?? "",
    region:
      raw.region?.label || raw.region?.code || raw.region?.region_id
        ? {
            region: raw.region.label ?? null,
            regionCode: raw.region.code ?? null,
            regionId: raw.region.region_id ?? null,
          }
        : null,
    isPickupAddress: raw.is_pickup_address ?? false,
    pickupInformation: raw.pickup_information
      ? { storeId: raw.pickup_information.store_id, storeName: raw.pickup_information.store_name ?? "" }
      : null,
  };
}

export function mapCheckoutState(raw: RawCheckoutState): CheckoutState {
  const shipping = present(raw.shipping_addresses)[0];
  const selected = shipping?.selected_shipping_method;
  return {
    cartId: raw.id,
    email: raw.email || null,
    isVirtual: raw.is_virtual ?? false,
    hasSubscription: present(raw.itemsV2?.items).some((i) => i.product?.subscription === 1),
    shippingAddress: mapCartAddress(shipping),
    billingAddress: mapCartAddress(raw.billing_address),
    // Magento may answer a method with empty codes when none is chosen.
    selectedShippingMethod:
      selected?.carrier_code && selected.method_code
        ? {
            carrierCode: selected.carrier_code,
            methodCode: selected.method_code,
            title: selected.method_title ?? selected.carrier_title ?? "",
            amount: money(selected.amount),
          }
        : null,
    availablePaymentMethods: present(raw.available_payment_methods).map((p) => ({ code: p.code, title: p.title })),
    selectedPaymentMethod: raw.selected_payment_method?.code || null,
    isTrialEligible: raw.is_trial_eligible ?? false,
  };
}

export function mapShippingMethod(raw: RawShippingMethod): ShippingMethod {
  const amount = money(raw.amount);
  return {
    carrierCode: raw.carrier_code,
    carrierTitle: raw.carrier_title ?? "",
    methodCode: raw.method_code ?? "",
    methodTitle: raw.method_title ?? raw.carrier_title ?? "",
    description: raw.description ?? null,
    amount,
    priceInclTax: raw.price_incl_tax ? money(raw.price_incl_tax) : amount,
    priceExclTax: raw.price_excl_tax ? money(raw.price_excl_tax) : amount,
    available: raw.available ?? false,
    disableForSubscription: raw.disable_for_subscription ?? false,
    isPickup: raw.is_pickup ?? false,
  };
}

/** product.md §9: cheapest first; Array.prototype.sort is stable, so equal prices keep the server's order. */
export function mapShippingMethods(raw: RawShippingMethods) {
  const address = present(raw?.shipping_addresses)[0];
  const selected = address?.selected_shipping_method;
  return {
    methods: present(address?.available_shipping_methods)
      .map(mapShippingMethod)
      .sort((a, b) => a.amount.value - b.amount.value),
    selected:
      selected?.carrier_code && selected.method_code
        ? { carrierCode: selected.carrier_code, methodCode: selected.method_code }
        : null,
  };
}

export function mapOrderAttribute(raw: RawOrderAttribute): OrderAttribute {
  const options = present(raw.options).map((o) => ({ value: o.value, label: o.label ?? o.value }));
  return {
    code: raw.code,
    label: raw.label ?? raw.code,
    inputType: raw.input_type ?? "text",
    dataType: raw.data_type ?? "varchar",
    isRequired: raw.is_required ?? false,
    minLength: raw.min_length ?? null,
    maxLength: raw.max_length ?? null,
    validateRegex: raw.validate_regex || null,
    value: raw.value ?? null,
    description: raw.description ?? null,
    placeholder: raw.placeholder ?? null,
    placement: raw.placement ?? "",
    sortOrder: raw.sort_order ?? 0,
    ...(options.length ? { options } : {}),
  };
}

export function mapDeliveryLimits(raw: Maybe<RawDeliveryLimits>): DeliveryLimits {
  return {
    mode: raw?.mode ?? "",
    limits: present(raw?.limits)
      .filter((l) => l.country_id)
      .map((l) => ({ id: String(l.id ?? l.country_id), countryId: l.country_id!, name: l.name ?? l.country_id! })),
  };
}

/** CartAddressInput for a domain address; empty trailing street lines are left out. */
export function toAddressInput(
  a: CheckoutAddress & Partial<Pick<CartAddress, "isPickupAddress" | "pickupInformation">>,
) {
  const street = a.street.map((l) => l.trim());
  while (street.length > 1 && !street[street.length - 1]) street.pop();
  const regionId = a.region?.regionId ?? null;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: a.middlename ?? null,
    prefix: a.prefix ?? null,
    suffix: a.suffix ?? null,
    company: a.company ?? null,
    street,
    city: a.city,
    postcode: a.postcode ?? null,
    country_code: a.countryCode,
    // Magento takes the region id when there is one, else the region as text.
    ...(regionId !== null ? { region_id: regionId } : { region: a.region?.region ?? a.region?.regionCode ?? null }),
    telephone: a.telephone,
    ...Object.fromEntries(
      Object.entries(a.regional ?? {}).map(([name, value]) => [REGIONAL_CODES[name as RegionalField], value]),
    ),
    ...(a.saveInAddressBook !== undefined ? { save_in_address_book: a.saveInAddressBook } : {}),
    ...(a.isPickupAddress
      ? {
          is_pickup_address: true,
          pickup_information: a.pickupInformation
            ? { store_id: a.pickupInformation.storeId, store_name: a.pickupInformation.storeName }
            : null,
        }
      : {}),
  };
}

type RawPickupLocations = GetPickupLocationsQuery["pickupLocations"];

/** Locations without a code cannot be ordered to and are left out. */
export function mapPickupStores(raw: RawPickupLocations): PickupStore[] {
  return present(raw?.items)
    .filter((l) => l.pickup_location_code)
    .map((l) => ({
      id: l.pickup_location_code!,
      name: l.name || l.pickup_location_code!,
      address: [l.street, l.city, l.postcode].filter(Boolean).join(", "),
    }));
}
