// The demo catalogue. UI and end-to-end tests rely on these names, skus and url keys:
// change them only together with those tests.

export interface Flavour {
  code: string;
  short: string; // sku segment
  label: string;
  colour: string;
  tagline: string;
  description: string;
  /** rated on FLAVOUR_RATINGS, in that order */
  ratings: [intensity: number, aroma: number, cooling: number];
  labels?: string[];
  /** packs / cartons in stock (0 = out of stock) */
  stock?: { pack: number; carton: number };
  specialPrice?: { pack?: number; carton?: number };
  /** per-line cap on the one-time and subscription packs */
  packLimit?: number;
  /** the one-time pack is sold only in multiples of this (Magento's qty_increments) */
  packIncrements?: number;
}

/** What each flavour is rated on (product.md §3 flavour details), on its products and in content. */
export const FLAVOUR_RATINGS = ["Intensity", "Aroma", "Cooling"] as const;

export const FLAVOURS: Flavour[] = [
  {
    code: "amber_tobacco",
    short: "AMBER",
    label: "Amber Tobacco",
    colour: "#c98a2b",
    tagline: "Rich and rounded tobacco",
    description: "A rich, rounded tobacco blend with warm notes of toasted grain.",
    ratings: [4, 3.5, 1],
    labels: ["Best seller"],
  },
  {
    code: "teak",
    short: "TEAK",
    label: "Teak",
    colour: "#8b5a2b",
    tagline: "Smooth, woody tobacco",
    description: "A smooth, woody tobacco with a hint of cedar.",
    ratings: [3.5, 4, 0.5],
    specialPrice: { pack: 4.75 },
  },
  {
    code: "silver_menthol",
    short: "SILVER",
    label: "Silver Menthol",
    colour: "#9fb0bb",
    tagline: "Crisp menthol, light tobacco",
    description: "Crisp menthol over a light tobacco base.",
    ratings: [3, 2.5, 4.5],
  },
  {
    code: "turquoise_mint",
    short: "TURQUOISE",
    label: "Turquoise Mint",
    colour: "#1f9d94",
    tagline: "Bright, cooling spearmint",
    description: "Bright spearmint with a clean, cooling finish.",
    ratings: [2.5, 3, 5],
    labels: ["New"],
    // a launch flavour, packed and sold in fives
    packIncrements: 5,
  },
  {
    code: "ruby_berry",
    short: "RUBY",
    label: "Ruby Berry",
    colour: "#b0173f",
    tagline: "Dark berries, gentle menthol",
    description: "Dark berries and a gentle menthol lift.",
    ratings: [3, 4, 3],
    specialPrice: { carton: 47 },
  },
  {
    code: "sienna",
    short: "SIENNA",
    label: "Sienna",
    colour: "#a0522d",
    tagline: "Toasted nuts and earthy tobacco",
    description: "Toasted nuts and earthy tobacco for a full, dry finish.",
    ratings: [4.5, 3.5, 0],
    stock: { pack: 5, carton: 2 },
  },
  {
    code: "bronze",
    short: "BRONZE",
    label: "Bronze",
    colour: "#b87333",
    tagline: "Caramelised tobacco, cocoa",
    description: "Caramelised tobacco with a cocoa note.",
    ratings: [4, 4.5, 0],
    stock: { pack: 0, carton: 0 },
  },
  {
    code: "purple_wave",
    short: "PURPLE",
    label: "Purple Wave",
    colour: "#6b3fa0",
    tagline: "Blackcurrant and cool menthol",
    description: "Blackcurrant and cool menthol. A limited edition, three packs per order.",
    ratings: [2.5, 4, 4],
    labels: ["Limited edition"],
    packLimit: 3,
    stock: { pack: 60, carton: 40 },
  },
];

/** A flavour's one-time stick product's url key (its subscription twin adds "-subscription"). */
export const stickUrlKey = (f: Pick<Flavour, "label">, format: "pack" | "carton") =>
  `${f.label.toLowerCase().replace(/ /g, "-")}-sticks-${format === "pack" ? "pack-20" : "carton-10"}`;

export const STICK_PRICES = { pack: 5.5, carton: 52, cartonTier: { qty: 3, price: 49 }, subscriptionDiscount: 0.1 };
export const STICKS_DISCLAIMER =
  "Contains nicotine, which is a highly addictive substance. For adults aged 18 and over only.";

export interface DeviceColour {
  code: string;
  label: string;
  swatch: string;
  stock: number;
}

export interface Device {
  sku: string;
  name: string;
  urlKey: string;
  price: number;
  specialPrice?: number;
  subtitle: string;
  description: string;
  tradeIn?: boolean;
  labels?: string[];
  colours: DeviceColour[];
}

export const DEVICES: Device[] = [
  {
    sku: "ASH-DEV-ONE",
    name: "Ashless One Heating Device",
    urlKey: "ashless-one-device",
    price: 39,
    subtitle: "Our simplest device",
    description:
      "Ashless One heats each stick without burning it: no ash, no smoke smell. One charge lasts a full day.",
    labels: ["Best seller"],
    colours: [
      { code: "BLACK", label: "Midnight Black", swatch: "#1d1d1f", stock: 50 },
      { code: "WHITE", label: "Pearl White", swatch: "#f2efe9", stock: 50 },
      { code: "COPPER", label: "Copper", swatch: "#b87333", stock: 0 },
    ],
  },
  {
    sku: "ASH-DEV-DUO",
    name: "Ashless Duo Heating Device",
    urlKey: "ashless-duo-device",
    price: 59,
    subtitle: "Two sessions back to back",
    description: "Ashless Duo holds enough charge for two sessions in a row and recharges in 90 minutes.",
    colours: [
      { code: "SLATE", label: "Slate Grey", swatch: "#5b6770", stock: 40 },
      { code: "FOREST", label: "Forest Green", swatch: "#2f5d3a", stock: 25 },
      { code: "SUNSET", label: "Sunset Red", swatch: "#c8452d", stock: 15 },
    ],
  },
  {
    sku: "ASH-DEV-PRIME",
    name: "Ashless Prime Heating Device",
    urlKey: "ashless-prime-device",
    price: 89,
    specialPrice: 79,
    subtitle: "Premium aluminium body",
    tradeIn: true,
    labels: ["Trade-in available"],
    description: "Ashless Prime has an aluminium body, haptic feedback and an app to follow your usage.",
    colours: [
      { code: "GRAPHITE", label: "Graphite", swatch: "#3a3a3c", stock: 30 },
      { code: "CHAMPAGNE", label: "Champagne", swatch: "#d8c3a5", stock: 3 },
    ],
  },
];

/**
 * The trade-in offer (server/sandbox/accounts/trade-in.ts): Ashless Prime at its price less the
 * trade-in credit, for handing in an old device. Not listed; one per customer.
 */
export const TRADE_IN_OFFER = {
  sku: "ASH-DEV-PRIME-TRADEIN",
  name: "Ashless Prime Heating Device, with Trade-in",
  urlKey: "ashless-prime-device-trade-in",
  price: 89,
  specialPrice: 59,
  stock: 30,
  colour: "#3a3a3c",
  subtitle: "£20 off when you hand in your old device",
  description:
    "Ashless Prime in Graphite, £20 off for handing your old heating device to the courier. One trade-in per customer.",
};

export interface Accessory {
  sku: string;
  name: string;
  urlKey: string;
  price: number;
  stock: number;
  colour: string;
  subtitle: string;
  description: string;
  format?: string;
}

export const PACKAGING_FORMATS = [
  {
    id: "cleaning-pack",
    label: "Pack of 30",
    contentsType: "cleaning sticks",
    itemsPerPackage: 30,
    packagesPerBundle: 1,
    formatQuantity: 30,
    productTypeName: "Cleaning sticks",
    icon: "package-variants-shopping",
  },
  {
    id: "cleaning-box",
    label: "Box of 5 packs",
    contentsType: "cleaning sticks",
    itemsPerPackage: 30,
    packagesPerBundle: 5,
    formatQuantity: 150,
    productTypeName: "Cleaning sticks",
    icon: "package-variants-checkmark",
  },
  {
    id: "holder-single",
    label: "Single holder",
    contentsType: "holders",
    itemsPerPackage: 1,
    packagesPerBundle: 1,
    formatQuantity: 1,
    productTypeName: "Stick holder",
    icon: "package-variants-shopping",
  },
  {
    id: "holder-twin",
    label: "Twin pack",
    contentsType: "holders",
    itemsPerPackage: 1,
    packagesPerBundle: 2,
    formatQuantity: 2,
    productTypeName: "Stick holder",
    icon: "package-variants-checkmark",
  },
];

export const ACCESSORIES: Accessory[] = [
  {
    sku: "ASH-CON-CLEAN-30",
    name: "Ashless Cleaning Sticks, Pack of 30",
    urlKey: "ashless-cleaning-sticks-pack-30",
    price: 3.5,
    stock: 300,
    colour: "#d9d4c7",
    subtitle: "Keeps the heating blade clean",
    description: "Alcohol-soaked cleaning sticks for the heating chamber. Use one every 20 sticks.",
    format: "cleaning-pack",
  },
  {
    sku: "ASH-CON-CLEAN-150",
    name: "Ashless Cleaning Sticks, Box of 5 Packs",
    urlKey: "ashless-cleaning-sticks-box-5-packs",
    price: 15,
    stock: 80,
    colour: "#c9c2b0",
    subtitle: "150 cleaning sticks",
    description: "Five packs of 30 cleaning sticks, for about three months of use.",
    format: "cleaning-box",
  },
  {
    sku: "ASH-CON-HOLDER-1",
    name: "Ashless Stick Holder",
    urlKey: "ashless-stick-holder",
    price: 9.9,
    stock: 80,
    colour: "#4a4a4a",
    subtitle: "Carry a spare stick",
    description: "A slim aluminium holder that keeps one stick dry and straight.",
    format: "holder-single",
  },
  {
    sku: "ASH-CON-HOLDER-2",
    name: "Ashless Stick Holder, Twin Pack",
    urlKey: "ashless-stick-holder-twin-pack",
    price: 17.9,
    stock: 40,
    colour: "#606060",
    subtitle: "Two holders",
    description: "Two slim aluminium stick holders.",
    format: "holder-twin",
  },
  {
    sku: "ASH-ACC-CLEANKIT",
    name: "Ashless Cleaning Kit",
    urlKey: "ashless-cleaning-kit",
    price: 7.5,
    stock: 200,
    colour: "#e0d6c2",
    subtitle: "Brush, tool and 10 cleaning sticks",
    description: "Everything to keep your device like new: a brush, a cleaning tool and 10 cleaning sticks.",
  },
  {
    sku: "ASH-ACC-CASE",
    name: "Ashless Travel Case",
    urlKey: "ashless-travel-case",
    price: 14.9,
    stock: 0,
    colour: "#2b2b2b",
    subtitle: "Device and 5 sticks",
    description: "A hard-shell case for your device and five sticks.",
  },
  {
    sku: "ASH-ACC-CABLE",
    name: "Ashless USB-C Charging Cable",
    urlKey: "ashless-usb-c-charging-cable",
    price: 6.5,
    stock: 150,
    colour: "#f0f0f0",
    subtitle: "1 metre, braided",
    description: "A braided one-metre USB-C cable for every Ashless device.",
  },
];

export const TRIAL = {
  sku: "ASH-TRIAL-ONE",
  name: "Ashless One Free Trial Kit",
  urlKey: "ashless-one-free-trial-kit",
  afterTrialPrice: 39,
  stock: 100,
  subtitle: "Try Ashless One free for 14 days",
  description:
    "Try Ashless One with two packs of sticks for 14 days. Keep it for £39.00 or send it back free of charge.",
};

/** bundle option: [title, type, required, selections as [sku, qty, isDefault]] */
export type BundleOptionSeed = [string, "radio" | "select" | "checkbox", boolean, [string, number, boolean][]];

export const BUNDLES: {
  sku: string;
  name: string;
  urlKey: string;
  subtitle: string;
  description: string;
  colour: string;
  options: BundleOptionSeed[];
}[] = [
  {
    sku: "ASH-BND-STARTER",
    name: "Ashless One Starter Kit",
    urlKey: "ashless-one-starter-kit",
    colour: "#37474f",
    subtitle: "Device, five packs and extras",
    description: "Ashless One with five packs of your favourite flavour. Add accessories if you like.",
    options: [
      [
        "Choose your device",
        "radio",
        true,
        [
          ["ASH-DEV-ONE-BLACK", 1, true],
          ["ASH-DEV-ONE-WHITE", 1, false],
          ["ASH-DEV-ONE-COPPER", 1, false],
        ],
      ],
      [
        "Choose your sticks",
        "select",
        true,
        [
          ["ASH-STK-AMBER-P20", 5, true],
          ["ASH-STK-TEAK-P20", 5, false],
          ["ASH-STK-SILVER-P20", 5, false],
          ["ASH-STK-TURQUOISE-P20", 5, false],
        ],
      ],
      [
        "Add accessories",
        "checkbox",
        false,
        [
          ["ASH-CON-HOLDER-1", 1, false],
          ["ASH-CON-CLEAN-30", 1, false],
        ],
      ],
    ],
  },
  {
    sku: "ASH-BND-DISCOVERY",
    name: "Flavour Discovery Bundle",
    urlKey: "flavour-discovery-bundle",
    colour: "#7b5ea7",
    subtitle: "Two flavours, two packs each",
    description: "Pick two flavours to try side by side, two packs of each.",
    options: [
      [
        "First flavour",
        "radio",
        true,
        [
          ["ASH-STK-AMBER-P20", 2, true],
          ["ASH-STK-TEAK-P20", 2, false],
          ["ASH-STK-SIENNA-P20", 2, false],
          ["ASH-STK-RUBY-P20", 2, false],
        ],
      ],
      [
        "Second flavour",
        "radio",
        true,
        [
          ["ASH-STK-SILVER-P20", 2, true],
          ["ASH-STK-TURQUOISE-P20", 2, false],
          ["ASH-STK-PURPLE-P20", 2, false],
          ["ASH-STK-BRONZE-P20", 2, false],
        ],
      ],
      [
        "Extras",
        "checkbox",
        false,
        [
          ["ASH-CON-CLEAN-30", 1, false],
          ["ASH-CON-HOLDER-1", 1, false],
        ],
      ],
    ],
  },
];

/** [id, parent, name, url_key, url_path, description] */
export const CATEGORIES: [number, number | null, string, string | null, string | null, string | null][] = [
  [1, null, "Root Catalog", null, null, null],
  [2, 1, "Default Category", "default-category", null, null],
  [3, 2, "Sticks", "sticks", "sticks", "Heated sticks in eight flavours, by the pack or by the carton."],
  [4, 3, "Single packs", "single-packs", "sticks/single-packs", "Packs of 20 sticks."],
  [5, 3, "Cartons", "cartons", "sticks/cartons", "Cartons of 10 packs: better value, fewer trips."],
  [6, 2, "Devices", "devices", "devices", "Heating devices that never burn: no ash, no smoke smell."],
  [7, 2, "Bundles", "bundles", "bundles", "Kits that put a device and sticks together."],
  [8, 2, "Accessories", "accessories", "accessories", "Cleaning, carrying and charging."],
];

export const CATEGORY_IDS = { packs: 4, cartons: 5, devices: 6, bundles: 7, accessories: 8 };

export const PROMOTIONS = [
  {
    code: "FREE-CLEANING-KIT",
    type: "free_gift_fixed",
    title: "Free cleaning kit",
    description: "Every device comes with a free Ashless Cleaning Kit, added to your cart automatically.",
    hint: "Add any device to your cart.",
    label: "Free gift",
    skus: DEVICES.map((d) => d.sku),
    giftSku: "ASH-ACC-CLEANKIT",
    giftQty: 1,
    limitQty: 1,
  },
  {
    code: "CARTONS-3-FOR-LESS",
    type: "conditional_purchase",
    title: "Save on 3 or more cartons",
    description: "Cartons cost £49.00 each when you buy 3 or more.",
    hint: "Add 3 cartons of the same flavour to your cart.",
    label: "Multi-buy",
    skus: FLAVOURS.map((f) => `ASH-STK-${f.short}-C10`),
    giftSku: null,
    giftQty: null,
    limitQty: null,
  },
  {
    // the gift the shopper chooses, in the cart (the travel case is out of stock, so not eligible)
    code: "CLEAN-BOX-GIFT",
    type: "free_gift_flexible",
    title: "Choose a free accessory",
    description: "The box of 5 cleaning-stick packs comes with up to two free accessories of your choice.",
    hint: "Add the box of 5 cleaning-stick packs to your cart, then choose your gifts in the cart.",
    label: "Free gift",
    skus: ["ASH-CON-CLEAN-150"],
    giftSku: null,
    giftQty: null,
    limitQty: 2,
    gifts: ["ASH-CON-HOLDER-1", "ASH-ACC-CABLE", "ASH-ACC-CASE"],
  },
];

export const COUPONS = [
  { code: "WELCOME10", label: "Welcome 10% off", percent: 10, from: "2024-01-01", to: "2099-12-31", active: 1 },
  { code: "SUMMER2025", label: "Summer 2025 15% off", percent: 15, from: "2025-06-01", to: "2025-08-31", active: 1 },
];

/**
 * A grouped product (Magento's "grouped" type): accessories sold side by side, each item a simple
 * product with its own quantity; the shopper picks how many of each and they go to the cart as
 * lines of their own. Items: [sku, default qty].
 */
export const GROUPED = {
  sku: "ASH-GRP-CARE-SET",
  name: "Ashless Care Set",
  urlKey: "ashless-care-set",
  colour: "#8d9b8a",
  subtitle: "Cleaning, carrying and charging, picked together",
  description:
    "The accessories that keep an Ashless device going, side by side: choose how many of each you need and add them in one go.",
  items: [
    ["ASH-ACC-CLEANKIT", 1],
    ["ASH-CON-CLEAN-30", 2],
    ["ASH-CON-HOLDER-1", 1],
    ["ASH-ACC-CASE", 1],
  ] as [string, number][],
};

/**
 * A downloadable product: a guide in PDF, its files bought together (links_purchased_separately 0)
 * and a free sample of it. Files are drawn by the sandbox on request (product-types.ts).
 */
export const DOWNLOADABLE = {
  sku: "ASH-DL-FLAVOUR-GUIDE",
  name: "The Ashless Flavour Guide",
  urlKey: "ashless-flavour-guide",
  price: 2.99,
  colour: "#c98a2b",
  subtitle: "A 24-page guide to all eight flavours, in PDF",
  description:
    "Tasting notes, pairings and the story behind each of the eight Ashless flavours, with a chart to find your next one.",
  linksTitle: "Your downloads",
  separately: false,
  links: [
    { title: "The Ashless Flavour Guide (PDF, 24 pages)", price: 0, sample: true },
    { title: "Flavour chart to print (PDF, A4)", price: 0, sample: false },
  ],
  samples: [{ title: "Read the first pages (PDF)" }],
  sampleText: [
    "Amber Tobacco: a rich, rounded tobacco blend with warm notes of toasted grain.",
    "Teak: a smooth, woody tobacco with a hint of cedar.",
    "Silver Menthol: crisp menthol over a light tobacco base.",
    "The full guide covers all eight flavours, pairings and a chart to find your next one.",
  ],
};

/**
 * A downloadable product whose files are bought one by one (links_purchased_separately 1): the
 * shopper ticks the cards they want, each adding its price to the product's (nothing on its own).
 */
export const TASTING_CARDS: typeof DOWNLOADABLE = {
  sku: "ASH-DL-TASTING-CARDS",
  name: "Ashless Tasting Cards",
  urlKey: "ashless-tasting-cards",
  price: 0,
  colour: "#7a5c8e",
  subtitle: "Printable tasting cards, one flavour each, in PDF",
  description:
    "A card for each flavour to print and keep: its notes, its strength and what to try next. Choose the cards you want.",
  linksTitle: "Choose your cards",
  separately: true,
  links: [
    { title: "Amber Tobacco tasting card (PDF)", price: 0.99, sample: true },
    { title: "Silver Menthol tasting card (PDF)", price: 0.99, sample: false },
    { title: "All eight flavours, one card each (PDF)", price: 4.99, sample: false },
  ],
  samples: [],
  sampleText: [],
};
