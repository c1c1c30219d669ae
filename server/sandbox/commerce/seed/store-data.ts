// Store views, their configuration and the directory (countries, currency) of the demo shop.

export const STORES = [
  { code: "default", name: "Ashless UK", isDefault: 1 },
  { code: "trial", name: "Ashless UK Free Trial", isDefault: 0 },
];
export const STORE_GROUP = { code: "ashless_gb_store", name: "Ashless GB" };
export const WEBSITE = { code: "ashless_gb", name: "Ashless GB" };

// UK postcodes, including GIR 0AA; spaces optional.
const GB_POSTCODE = "^([A-Za-z][A-Ha-hJ-Yj-y]?[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}|[Gg][Ii][Rr] ?0[Aa]{2})$";

export const STORE_CONFIG: Record<string, unknown> = {
  locale: "en_GB",
  base_currency_code: "GBP",
  default_display_currency_code: "GBP",
  timezone: "Europe/London",
  weight_unit: "kgs",
  default_country: "GB",
  countries_with_required_region: "US",
  optional_zip_countries: "IE",
  product_url_suffix: "",
  category_url_suffix: "",
  grid_per_page: 12,
  catalog_default_sort_by: "position",
  root_category_uid: "Mg==",
  is_guest_checkout_enabled: true,
  cart_expires_in_days: 30,
  minimum_password_length: "8",
  required_character_classes_number: "3",
  newsletter_enabled: true,
  contact_enabled: true,
  // brand settings
  is_order_limit_enabled: true,
  order_limit_value: 30,
  is_age_verification_enabled: true,
  is_free_gifts_enabled: true,
  gift_basket_quantity_limitation: 2,
  cartons_limit_value: 10,
  postcode_validation_enabled: true,
  postcode_is_required: true,
  postcode_max_length: 8,
  postcode_min_length: 5,
  postcode_validate_regex: GB_POSTCODE,
  allow_empty_firstname: false,
  // sandbox internals (not exposed in StoreConfig)
  "tax/vat_rate": 20,
  "tax/vat_label": "VAT",
  "cataloginventory/stock_threshold_qty": 5,
  "sales/minimum_order_amount": 0,
  "brand/delivery_limits_mode": "allow",
  // The regional address fields (CartAddressInput's brand fields) each country's addresses ask
  // for, exposed as Country.address_fields: an Irish address may name its townland or locality
  // (its county is already the region list); an Italian one needs its province's two-letter code.
  "brand/address_regional_fields": {
    IE: [{ code: "sublocality_level_2", required: false }],
    IT: [{ code: "administrative_area_level_2", required: true }],
  },
  "brand/is_trial_store": false,
  // the cart's cross-selling suggestions (cross-sell.ts): accessories once a device is in the cart
  "brand/xselling_popup_enabled": true,
  // Magento's free shipping "minimum order amount" (VAT-inclusive subtotal after discounts)
  "carriers/freeshipping/free_shipping_subtotal": 30,
  // What each carrier promises (the brand's "delivery time" field on Magento's carrier settings):
  // the checkout, the delivery page and the FAQ all read it from here.
  "carriers/freeshipping/delivery_time": "3–5 working days",
  "carriers/flatrate/delivery_time": "2–3 working days",
  "carriers/courier/delivery_time": "Next working day when you order by 8pm",
  "carriers/pickup/delivery_time": "Ready to collect in 3–5 working days",
  // The seller (Stores > Configuration > General > Store Information, and the brand's legal
  // fields beside it): the footer, the legal pages and the invoice PDF print it. A fictional
  // company: the number, VAT number and telephone number (Ofcom's drama range) are not real.
  "general/store_information/name": "Ashless",
  "general/store_information/legal_name": "Ashless Trading Limited",
  "general/store_information/street_line1": "Unit 4, Canal Wharf",
  "general/store_information/street_line2": "28 Navigation Street",
  "general/store_information/city": "Leeds",
  "general/store_information/postcode": "LS1 4QB",
  "general/store_information/country_id": "GB",
  "general/store_information/phone": "020 7946 0321",
  "general/store_information/hours": "Monday to Friday, 9am to 5pm",
  "general/store_information/merchant_vat_number": "GB 123 4567 89",
  "general/store_information/company_number": "12345678",
  "general/store_information/registered_in": "England and Wales",
  "trans_email/ident_support/email": "support@ashless.example",
  // The brand's service promises (Ashless_Service): every page that states one reads it here.
  "brand/service/contact_reply_working_days": 1,
  "brand/service/returns_period_days": 30,
  "brand/service/device_warranty_months": 24,
};

/** Per store-view differences from STORE_CONFIG. */
export const STORE_CONFIG_OVERRIDES: Record<string, Record<string, unknown>> = {
  // Trial kits are free and so is their delivery: the trial store view offers free delivery only.
  trial: {
    is_free_gifts_enabled: false,
    grid_per_page: 6,
    "brand/is_trial_store": true,
    "brand/xselling_popup_enabled": false,
    "carriers/freeshipping/free_shipping_subtotal": 0,
    "carriers/flatrate/active": false,
    "carriers/courier/active": false,
    "carriers/pickup/active": false,
  },
};

export const CURRENCIES = [{ code: "GBP", symbol: "£", rate: 1 }];

/** [id, iso3, name, regions as [code, name]] — a null region is a broken upstream row */
export const COUNTRIES: [string, string, string, ([string, string] | null)[]][] = [
  ["AT", "AUT", "Austria", []],
  ["BE", "BEL", "Belgium", []],
  ["CH", "CHE", "Switzerland", []],
  [
    "DE",
    "DEU",
    "Germany",
    [
      ["BW", "Baden-Württemberg"],
      ["BY", "Bavaria"],
      ["BE", "Berlin"],
      ["HH", "Hamburg"],
      ["HE", "Hesse"],
      ["NW", "North Rhine-Westphalia"],
    ],
  ],
  ["DK", "DNK", "Denmark", []],
  // Spain carries one region row without id, code and name: the storefront must discard it.
  ["ES", "ESP", "Spain", [["M", "Madrid"], ["B", "Barcelona"], null, ["V", "Valencia"], ["SE", "Seville"]]],
  [
    "FR",
    "FRA",
    "France",
    [
      ["13", "Bouches-du-Rhône"],
      ["33", "Gironde"],
      ["59", "Nord"],
      ["69", "Rhône"],
      ["75", "Paris"],
    ],
  ],
  [
    "GB",
    "GBR",
    "United Kingdom",
    [
      ["ENG", "England"],
      ["NIR", "Northern Ireland"],
      ["SCT", "Scotland"],
      ["WLS", "Wales"],
    ],
  ],
  [
    "IE",
    "IRL",
    "Ireland",
    [
      ["IE-CO", "Cork"],
      ["IE-D", "Dublin"],
      ["IE-G", "Galway"],
      ["IE-KY", "Kerry"],
      ["IE-LK", "Limerick"],
    ],
  ],
  ["IT", "ITA", "Italy", []],
  ["NL", "NLD", "Netherlands", []],
  ["PL", "POL", "Poland", []],
  ["PT", "PRT", "Portugal", []],
  ["SE", "SWE", "Sweden", []],
  [
    "US",
    "USA",
    "United States",
    [
      ["AL", "Alabama"],
      ["CA", "California"],
      ["FL", "Florida"],
      ["NY", "New York"],
      ["TX", "Texas"],
      ["WA", "Washington"],
    ],
  ],
];

export const DELIVERY_COUNTRIES = ["GB", "IE"];

/** Extra checkout fields (getOrderAttributes); select options are in checkout-data.ts. */
export const ORDER_ATTRIBUTES = [
  {
    code: "referral_source",
    label: "How did you hear about us?",
    input_type: "select",
    data_type: "varchar",
    is_required: 0,
    min_length: null,
    max_length: null,
    validate_regex: null,
    description: null,
    placeholder: "Choose one",
    placement: "contactDetails_after",
    sort_order: 10,
  },
  {
    code: "delivery_instructions",
    label: "Delivery instructions",
    input_type: "textarea",
    data_type: "varchar",
    is_required: 0,
    min_length: null,
    max_length: 250,
    validate_regex: null,
    description: "Where should the courier leave your parcel if you are out?",
    placeholder: "For example: leave it with the neighbour at number 12",
    placement: "shippingAddress_after",
    sort_order: 20,
  },
  {
    code: "order_reference",
    label: "Your reference",
    input_type: "text",
    data_type: "varchar",
    is_required: 0,
    min_length: 3,
    max_length: 30,
    validate_regex: "^[A-Za-z0-9 -]*$",
    description: "Printed on your invoice.",
    placeholder: null,
    placement: "buttonPlaceOrder_before",
    sort_order: 30,
  },
  {
    code: "age_confirmation",
    label: "I confirm I am 18 or over",
    input_type: "boolean",
    data_type: "int",
    is_required: 1,
    min_length: null,
    max_length: null,
    validate_regex: null,
    description: "Our products are for adults who would otherwise smoke.",
    placeholder: null,
    placement: "buttonPlaceOrder_before",
    sort_order: 40,
  },
  // An unknown placement on purpose: product.md §5 says the storefront drops it.
  {
    code: "sidebar_note",
    label: "A note for our team",
    input_type: "text",
    data_type: "varchar",
    is_required: 0,
    min_length: null,
    max_length: 100,
    validate_regex: null,
    description: null,
    placeholder: null,
    placement: "sidebar_top",
    sort_order: 50,
  },
];
