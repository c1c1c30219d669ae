// The demo customer's order history (the platform seeds the account itself). Tests, demos and
// the account pages rely on these numbers and statuses: change them together with
// tests/integration/commerce-customer*.test.ts. Orders are numbered after USED_TRIAL_ORDER
// (000000100), so the first order placed in a fresh sandbox is 000000115.

/** As the platform seeds the account (server/sandbox/accounts/seed.ts); orders refer to it by uuid only. */
export const DEMO_CUSTOMER = {
  uuid: "8f6c2a9e-0000-4000-8000-000000000001",
  email: "demo@ashless.example",
  firstname: "Alex",
  lastname: "Morgan",
};

/** The account's default address, which these orders were delivered to and billed to. */
export const DEMO_ADDRESS = {
  firstname: "Alex",
  lastname: "Morgan",
  street: ["Baker Street", "221B"],
  city: "London",
  region: null,
  postcode: "NW1 6XE",
  country_id: "GB",
  telephone: "+447700900123",
};

export type DemoDelivery = "tracked" | "courier" | "free";

export interface DemoOrder {
  number: string;
  createdAt: string;
  status: string;
  /** [sku, quantity]; a "gift" line is the free gift of the line before it */
  lines: [sku: string, qty: number, gift?: "gift"][];
  delivery: DemoDelivery;
  payment: "ashless_card" | "cashondelivery";
  coupon?: string;
  /** lines shipped: all of them, or only the first (a split delivery) */
  shipped?: "all" | "first";
  invoiced?: boolean;
  trackingNumber?: string;
  cancelReason?: string;
  /** a credit memo: [sku, quantity] lines refunded after the order was sent */
  refunded?: [sku: string, qty: number][];
  /** the extra checkout fields the shopper filled in (getOrderAttributes codes) */
  attributes?: Record<string, string>;
}

/** The card the demo customer pays with: OrderPaymentMethod.additional_data of card orders. */
export const DEMO_CARD = { cc_type: "Visa", cc_last_4: "4242" };

export const DEMO_ORDERS: DemoOrder[] = [
  {
    number: "000000101",
    createdAt: "2026-01-08T09:12:00.000Z",
    status: "complete",
    lines: [
      ["ASH-STK-AMBER-C10", 2],
      ["ASH-CON-CLEAN-30", 1],
    ],
    delivery: "free",
    payment: "ashless_card",
    shipped: "all",
    invoiced: true,
    trackingNumber: "RM123456785GB",
  },
  {
    number: "000000102",
    createdAt: "2026-01-27T18:40:00.000Z",
    status: "complete",
    lines: [
      ["ASH-DEV-DUO-SLATE", 1],
      ["ASH-ACC-CLEANKIT", 1, "gift"],
      ["ASH-STK-TEAK-P20", 4],
    ],
    delivery: "courier",
    payment: "ashless_card",
    shipped: "all",
    invoiced: true,
    trackingNumber: "15501234567890",
  },
  {
    number: "000000103",
    createdAt: "2026-02-14T11:05:00.000Z",
    status: "canceled",
    lines: [["ASH-STK-RUBY-P20", 3]],
    delivery: "tracked",
    payment: "ashless_card",
    cancelReason: "Ordered the wrong flavour",
  },
  {
    number: "000000104",
    createdAt: "2026-03-02T08:30:00.000Z",
    status: "complete",
    lines: [
      ["ASH-STK-SILVER-C10", 1],
      ["ASH-ACC-CABLE", 1],
    ],
    delivery: "free",
    payment: "ashless_card",
    coupon: "WELCOME10",
    shipped: "all",
    invoiced: true,
    trackingNumber: "RM223456789GB",
  },
  {
    number: "000000105",
    createdAt: "2026-04-19T20:15:00.000Z",
    status: "delivered",
    lines: [["ASH-STK-TURQUOISE-P20", 5]],
    delivery: "tracked",
    payment: "ashless_card",
    shipped: "all",
    invoiced: true,
    trackingNumber: "RM323456784GB",
  },
  {
    number: "000000106",
    createdAt: "2026-05-30T13:45:00.000Z",
    status: "complete",
    lines: [["ASH-STK-BRONZE-C10", 3]],
    delivery: "courier",
    payment: "ashless_card",
    shipped: "all",
    invoiced: true,
    trackingNumber: "15501234567891",
  },
  {
    number: "000000107",
    createdAt: "2026-07-11T10:00:00.000Z",
    status: "canceled",
    lines: [["ASH-CON-HOLDER-2", 1]],
    delivery: "tracked",
    payment: "cashondelivery",
    cancelReason: "No longer needed",
  },
  {
    number: "000000108",
    createdAt: "2026-08-23T16:20:00.000Z",
    status: "payment_failed",
    lines: [["ASH-STK-PURPLE-P20", 2]],
    delivery: "tracked",
    payment: "ashless_card",
  },
  {
    number: "000000109",
    createdAt: "2026-09-14T07:55:00.000Z",
    status: "shipped",
    lines: [
      ["ASH-STK-SIENNA-C10", 1],
      ["ASH-CON-CLEAN-150", 1],
    ],
    delivery: "free",
    payment: "ashless_card",
    shipped: "all",
    invoiced: true,
    trackingNumber: "RM423456788GB",
    // the cleaning kit came back: refunded by a credit memo
    refunded: [["ASH-CON-CLEAN-150", 1]],
    attributes: {
      referral_source: "friend",
      delivery_instructions: "Leave it with the neighbour at number 12",
      order_reference: "HOME-0914",
    },
  },
  {
    number: "000000110",
    createdAt: "2026-10-05T12:10:00.000Z",
    status: "processing",
    lines: [
      ["ASH-STK-AMBER-C10", 2],
      ["ASH-DEV-PRIME-GRAPHITE", 1],
    ],
    delivery: "courier",
    payment: "ashless_card",
    shipped: "first",
    invoiced: true,
    trackingNumber: "15501234567892",
  },
  {
    number: "000000111",
    createdAt: "2026-10-28T19:30:00.000Z",
    status: "shipped",
    lines: [["ASH-STK-TEAK-C10", 1]],
    delivery: "free",
    payment: "ashless_card",
    shipped: "all",
    invoiced: true,
    trackingNumber: "RM523456781GB",
  },
  {
    number: "000000112",
    createdAt: "2026-11-09T09:40:00.000Z",
    status: "processing",
    lines: [["ASH-STK-SILVER-P20", 6]],
    delivery: "free",
    payment: "ashless_card",
    invoiced: true,
  },
  {
    number: "000000113",
    createdAt: "2026-11-17T21:05:00.000Z",
    status: "pending_payment",
    lines: [
      ["ASH-STK-RUBY-C10", 1],
      ["ASH-ACC-CABLE", 1],
    ],
    delivery: "free",
    payment: "ashless_card",
  },
  {
    number: "000000114",
    createdAt: "2026-11-20T15:25:00.000Z",
    status: "new",
    lines: [
      ["ASH-STK-TURQUOISE-P20", 2],
      ["ASH-CON-HOLDER-1", 1],
    ],
    delivery: "tracked",
    payment: "cashondelivery",
  },
];

interface Delivery {
  code: string;
  carrier: string;
  description: string;
  amount: number;
  /** who carries the parcels: ShipmentTracking carrier (code) and title, and the tracking page */
  track: { carrier: string; title: string; url: string };
}

const ROYAL_MAIL = {
  carrier: "royalmail",
  title: "Royal Mail Tracked",
  url: "https://www.royalmail.com/track-your-item#/tracking-results/",
};

export const DELIVERIES: Record<DemoDelivery, Delivery> = {
  tracked: {
    code: "flatrate_tracked",
    carrier: "Royal Mail",
    description: "Royal Mail - Tracked delivery",
    amount: 2.99,
    track: ROYAL_MAIL,
  },
  courier: {
    code: "courier_ground",
    carrier: "DPD",
    description: "DPD - Next-day courier",
    amount: 5.99,
    track: { carrier: "dpd", title: "DPD Next Day", url: "https://track.dpd.co.uk/parcels/" },
  },
  free: {
    code: "freeshipping_freeshipping",
    carrier: "Free Shipping",
    description: "Free Shipping - Free delivery",
    amount: 0,
    track: ROYAL_MAIL,
  },
};
