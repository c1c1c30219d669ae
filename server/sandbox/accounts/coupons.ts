import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError } from "./errors";
import { hasTable } from "./subscription-tables";
import type { AccountUserRow } from "./store";

/**
 * A customer's coupons (product.md §7: the users API's coupons; external coupon providers).
 * A coupon is given by a club reward that has coupons (loyalty/rewards.ts) or issued by a
 * partner, an external coupon provider. The platform keeps whose it is; the shop's commerce
 * service gets the code as a sales rule for that customer, so their cart takes it, once. A
 * coupon is used once an order of its customer carries it (not a cancelled one).
 */

export interface CouponProvider {
  code: string;
  name: string;
  /** what the partner offers, in the shopper's words */
  description: string;
  prefix: string;
  percent: number;
  amount: number;
  validDays: number;
  /** refuses a customer who already has one of its codes */
  onePerCustomer: boolean;
}

/** The seeded partners: one code per customer at City Rides; Green Kitchen gives one each time. */
export const COUPON_PROVIDERS: CouponProvider[] = [
  {
    code: "city-rides",
    name: "City Rides",
    description: "Our bike-share partner gives club members 15% off an Ashless order. One code per member.",
    prefix: "RIDE",
    percent: 15,
    amount: 0,
    validDays: 30,
    onePerCustomer: true,
  },
  {
    code: "green-kitchen",
    name: "Green Kitchen",
    description: "£3 off an Ashless order from our meal-box partner, a new code each time you ask.",
    prefix: "GREEN",
    percent: 0,
    amount: 3,
    validDays: 14,
    onePerCustomer: false,
  },
];

export interface CouponRow {
  code: string;
  user_uuid: string;
  source: "reward" | "provider";
  source_id: string;
  source_name: string;
  description: string;
  expires_at: string;
  created_at: string;
}

export type Coupon = CouponRow & { used: boolean };

export function migrateCoupons(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_coupons (
      code TEXT PRIMARY KEY COLLATE NOCASE,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      source TEXT NOT NULL CHECK (source IN ('reward', 'provider')),
      source_id TEXT NOT NULL,
      source_name TEXT NOT NULL,
      description TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS accounts_coupons_user ON accounts_coupons(user_uuid);
  `);
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const daysAfter = (d: Date, days: number) => day(new Date(d.getTime() + days * 86_400_000));

/** Issues a coupon to the customer: theirs on the platform, a sales rule on the shop's commerce side. */
export function issueCoupon(
  db: Database.Database,
  user: string,
  c: Pick<CouponRow, "source" | "source_id" | "source_name" | "description"> & {
    prefix: string;
    percent: number;
    amount: number;
    validDays: number;
  },
  now = new Date(),
): CouponRow {
  const row: CouponRow = {
    code: `${c.prefix}-${randomBytes(4).toString("hex").toUpperCase()}`,
    user_uuid: user,
    source: c.source,
    source_id: c.source_id,
    source_name: c.source_name,
    description: c.description,
    expires_at: daysAfter(now, c.validDays),
    created_at: now.toISOString(),
  };
  db.prepare(
    `INSERT INTO accounts_coupons (code, user_uuid, source, source_id, source_name, description, expires_at, created_at)
     VALUES (@code, @user_uuid, @source, @source_id, @source_name, @description, @expires_at, @created_at)`,
  ).run(row);
  if (hasTable(db, "salesrule_coupon"))
    db.prepare(
      `INSERT INTO salesrule_coupon (code, label, discount_percent, discount_amount, from_date, to_date, is_active,
         customer_uuid) VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
    ).run(
      row.code,
      `${c.source_name}: ${c.description}`.slice(0, 120),
      c.percent,
      c.amount,
      day(now),
      row.expires_at,
      user,
    );
  return row;
}

/** The customer's coupons, newest first, each with whether an order has used it. */
export function couponsOf(db: Database.Database, user: AccountUserRow): Coupon[] {
  const rows = db
    .prepare("SELECT * FROM accounts_coupons WHERE user_uuid = ? ORDER BY created_at DESC, code")
    .all(user.uuid) as CouponRow[];
  const orders = hasTable(db, "sales_order");
  const used = (code: string) =>
    orders &&
    db
      .prepare(
        "SELECT 1 FROM sales_order WHERE coupon_code = ? COLLATE NOCASE AND customer_uuid = ? AND status != 'canceled'",
      )
      .get(code, user.uuid) !== undefined;
  return rows.map((r) => ({ ...r, used: used(r.code) }));
}

function provider(code: string): CouponProvider {
  const found = COUPON_PROVIDERS.find((p) => p.code === code);
  if (!found) throw new AccountsError(404, "PROVIDER_NOT_FOUND", "This partner does not exist.");
  return found;
}

/** A partner's code for the customer; a partner that gives one per customer refuses a second. */
export function requestProviderCoupon(db: Database.Database, user: AccountUserRow, code: string): CouponRow {
  const p = provider(code);
  return db.transaction(() => {
    const held = db
      .prepare("SELECT code FROM accounts_coupons WHERE user_uuid = ? AND source = 'provider' AND source_id = ?")
      .pluck()
      .get(user.uuid, p.code) as string | undefined;
    if (held && p.onePerCustomer)
      throw new AccountsError(
        409,
        "COUPON_ALREADY_ISSUED",
        `${p.name} gives one code per member, and you already have yours: ${held}.`,
        "provider",
      );
    return issueCoupon(db, user.uuid, {
      source: "provider",
      source_id: p.code,
      source_name: p.name,
      description: p.percent ? `${p.percent}% off an order` : `£${p.amount} off an order`,
      prefix: p.prefix,
      percent: p.percent,
      amount: p.amount,
      validDays: p.validDays,
    });
  })();
}
