import type Database from "better-sqlite3";

/**
 * The club's configuration (product.md §3 Loyalty, §9): tiers with their thresholds, the earning
 * rules per event (points, and whether they are multiplied by the quantity), and the rewards
 * catalogue (every reward type, with levels, stock and rewards that need an address).
 * Tiers and rules are the programme's fixed settings; rewards live in a table (stock moves).
 */

export const PROGRAMME = {
  name: "Ashless Club",
  currency: "GBP",
  /** earned points expire this many days after they were earned */
  expiryDays: 365,
  /** "points to expire" counts what expires within this many days */
  expiringWindowDays: 30,
  /** order points stay pending until the return period is over */
  pendingDays: 14,
  /** points-for-money: this many points take one pound off a cart */
  pointsPerPound: 100,
} as const;

export interface Tier {
  code: string;
  name: string;
  /** points earned in the last 12 months needed to reach the tier */
  threshold: number;
}
export const TIERS: Tier[] = [
  { code: "bronze", name: "Bronze", threshold: 0 },
  { code: "silver", name: "Silver", threshold: 600 },
  { code: "gold", name: "Gold", threshold: 1500 },
];

export type EarningEvent = "order" | "pack_code" | "article_read" | "qr_code" | "survey" | "referral_first_purchase";
export interface EarningRule {
  event_name: EarningEvent;
  name: string;
  description: string;
  points: number;
  /** product.md §9: the rule's points are multiplied by the quantity when set */
  multiply: boolean;
}
export const RULES: EarningRule[] = [
  {
    event_name: "order",
    name: "Shop with us",
    description: "Points for every item you order, once the return period is over.",
    points: 10,
    multiply: true,
  },
  {
    event_name: "pack_code",
    name: "Register a pack code",
    description: "Enter the code printed inside a pack or carton.",
    points: 50,
    multiply: false,
  },
  {
    event_name: "article_read",
    name: "Read an article",
    description: "Read one of our club articles to the end.",
    points: 20,
    multiply: false,
  },
  {
    event_name: "qr_code",
    name: "Scan a QR code",
    description: "Scan the QR codes at our events and in our stores.",
    points: 25,
    multiply: false,
  },
  {
    event_name: "survey",
    name: "Answer a survey",
    description: "Tell us what you think of a product you bought.",
    points: 100,
    multiply: false,
  },
  {
    event_name: "referral_first_purchase",
    name: "Refer a friend",
    description: "When a friend you referred places their first order.",
    points: 250,
    multiply: false,
  },
];

/** The order rule's points per item of a sku: cartons and devices earn more than the rule's default. */
export function orderPointsPerItem(sku: string, rule: EarningRule): number {
  if (/^ASH-STK-.+-C\d+$/.test(sku)) return 120;
  if (sku.startsWith("ASH-DEV-")) return 300;
  return rule.points;
}

/**
 * Points-for-money campaigns: a signed-in customer's cart can take one of them ("Use 500 points
 * for £5 off"); the points are spent when the order is placed.
 */
export interface Campaign {
  uuid: string;
  points: number;
  /** in the store's currency, taken off the cart */
  amount: number;
}
export const CAMPAIGNS: Campaign[] = [500, 1000, 2000].map((points) => ({
  uuid: `7b1e0c00-0000-4000-8000-${String(points).padStart(12, "0")}`,
  points,
  amount: points / PROGRAMME.pointsPerPound,
}));

export const REWARD_TYPES = ["sensorial", "delayed_lottery", "instant_lottery", "physical", "virtual"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export function migrateLoyalty(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS loyalty_ledger (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_uuid TEXT NOT NULL,
      event TEXT NOT NULL,            -- an earning event, or reward / expiry
      type TEXT NOT NULL CHECK (type IN ('earned', 'spent', 'expired')),
      points INTEGER NOT NULL,        -- signed: spent and expired are negative
      reference TEXT,                 -- order number, article, QR code, redemption, referee, expired entry
      order_id TEXT,
      coupon TEXT,
      coupon_type TEXT,
      created_at TEXT NOT NULL,
      available_at TEXT NOT NULL,     -- pending until then
      expires_at TEXT
    );
    CREATE INDEX IF NOT EXISTS loyalty_ledger_user ON loyalty_ledger (user_uuid, created_at);
    -- an article, a QR code, a survey or a referee's first order earns once per customer
    CREATE UNIQUE INDEX IF NOT EXISTS loyalty_ledger_once ON loyalty_ledger (user_uuid, event, reference)
      WHERE event IN ('article_read', 'qr_code', 'survey', 'referral_first_purchase', 'order', 'expiry');
    CREATE TABLE IF NOT EXISTS loyalty_rewards (
      uuid TEXT PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      brand_name TEXT NOT NULL,
      subtitle TEXT NOT NULL,
      description TEXT NOT NULL,
      points INTEGER NOT NULL,
      reward_type TEXT NOT NULL CHECK (reward_type IN ('sensorial', 'delayed_lottery', 'instant_lottery', 'physical', 'virtual')),
      color TEXT NOT NULL,
      has_coupons INTEGER NOT NULL DEFAULT 0,
      levels TEXT NOT NULL,           -- JSON: the tier codes that may redeem it
      locations TEXT NOT NULL,        -- JSON: where a sensorial reward takes place
      is_address_required INTEGER NOT NULL DEFAULT 0,
      stock INTEGER,                  -- null: unlimited
      max_qty INTEGER NOT NULL DEFAULT 5,
      featured INTEGER NOT NULL DEFAULT 0,
      win_every INTEGER,              -- instant lottery: every n-th ticket wins
      draw_date TEXT,                 -- delayed lottery
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS loyalty_redemptions (
      uuid TEXT PRIMARY KEY,
      user_uuid TEXT NOT NULL,
      reward_uuid TEXT NOT NULL REFERENCES loyalty_rewards(uuid),
      qty INTEGER NOT NULL,
      points INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('confirmed', 'entered', 'won', 'lost')),
      coupon TEXT,
      address TEXT,                   -- JSON, for rewards that are sent
      created_at TEXT NOT NULL
    );
  `);
}

type Seed = {
  slug: string;
  name: string;
  brand: string;
  subtitle: string;
  description: string;
  points: number;
  type: RewardType;
  color: string;
  levels?: string[];
  locations?: string[];
  address?: boolean;
  stock?: number | null;
  maxQty?: number;
  featured?: boolean;
  coupons?: boolean;
  winEvery?: number;
  drawDate?: string;
};
const ALL = TIERS.map((t) => t.code);
export const REWARDS: Seed[] = [
  {
    slug: "voucher-5",
    name: "£5 shop voucher",
    brand: "Ashless",
    subtitle: "A code for £5 off your next order",
    description: "A single-use voucher code for the Ashless shop, valid for 3 months.",
    points: 500,
    type: "virtual",
    color: "#2f6f4f",
    coupons: true,
    featured: true,
    maxQty: 3,
  },
  {
    slug: "travel-case",
    name: "Leather travel case",
    brand: "Ashless",
    subtitle: "Sent to your address",
    description: "A stitched leather case for a device and two packs. We post it to the address you give.",
    points: 900,
    type: "physical",
    color: "#7a4b2a",
    address: true,
    stock: 25,
    maxQty: 2,
    featured: true,
  },
  {
    slug: "scratch-card",
    name: "Scratch card",
    brand: "Ashless",
    subtitle: "Win a £20 voucher on the spot",
    description: "Every ticket is drawn at once: one in three wins a £20 shop voucher code.",
    points: 150,
    type: "instant_lottery",
    color: "#b5562b",
    coupons: true,
    winEvery: 3,
    maxQty: 1,
    featured: true,
  },
  {
    slug: "festival-draw",
    name: "Festival weekend draw",
    brand: "Ashless",
    subtitle: "Two tickets for a summer festival",
    description: "Enter the draw as many times as you like; the winners are drawn on the date shown.",
    points: 100,
    type: "delayed_lottery",
    color: "#4b3f8f",
    drawDate: "2027-06-01",
    maxQty: 10,
  },
  {
    slug: "flavour-lab",
    name: "Flavour lab evening",
    brand: "Ashless",
    subtitle: "A tasting with our flavourists",
    description: "An evening at one of our stores tasting the flavours we are working on. Gold members only.",
    points: 1200,
    type: "sensorial",
    color: "#8a2b52",
    levels: ["gold"],
    locations: ["London", "Manchester"],
    stock: 12,
    maxQty: 1,
  },
  {
    slug: "limited-pin",
    name: "Limited edition pin",
    brand: "Ashless",
    subtitle: "All gone for now",
    description: "The enamel pin of our first anniversary.",
    points: 200,
    type: "physical",
    color: "#59636e",
    address: true,
    stock: 0,
    maxQty: 1,
  },
];

export function seedRewards(db: Database.Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO loyalty_rewards (uuid, slug, name, brand_name, subtitle, description, points, reward_type, color,
      has_coupons, levels, locations, is_address_required, stock, max_qty, featured, win_every, draw_date, created_at)
     VALUES (@uuid, @slug, @name, @brand, @subtitle, @description, @points, @type, @color, @coupons, @levels, @locations,
      @address, @stock, @maxQty, @featured, @winEvery, @drawDate, @createdAt)`,
  );
  REWARDS.forEach((r, i) =>
    insert.run({
      uuid: `6a0c1f00-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
      slug: r.slug,
      name: r.name,
      brand: r.brand,
      subtitle: r.subtitle,
      description: r.description,
      points: r.points,
      type: r.type,
      color: r.color,
      coupons: r.coupons ? 1 : 0,
      levels: JSON.stringify(r.levels ?? ALL),
      locations: JSON.stringify(r.locations ?? []),
      address: r.address ? 1 : 0,
      stock: r.stock ?? null,
      maxQty: r.maxQty ?? 5,
      featured: r.featured ? 1 : 0,
      winEvery: r.winEvery ?? null,
      drawDate: r.drawDate ?? null,
      createdAt: "2026-01-15T09:00:00.000Z",
    }),
  );
}
