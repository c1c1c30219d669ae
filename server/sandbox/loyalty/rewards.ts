import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { issueCoupon } from "../accounts/coupons";
import { AccountsError, invalid } from "../accounts/errors";
import type { RewardType } from "./catalogue";
import { addEntry, pointsStatus } from "./ledger";

/**
 * The rewards catalogue and redeeming (product.md §3 reward; §7 POST …/reward {reward_uuid, qty}).
 * A reward is for the tiers in its `levels`, may have a stock, and may need an address
 * (sent rewards, and lottery prizes that are sent). What a redemption gives depends on the
 * type: a coupon code (virtual), a ticket drawn at once (instant_lottery: every `win_every`-th
 * ticket of the reward wins), an entry to a later draw (delayed_lottery), a place or a parcel.
 */

export interface RewardRow {
  uuid: string;
  slug: string;
  name: string;
  brand_name: string;
  subtitle: string;
  description: string;
  points: number;
  reward_type: RewardType;
  color: string;
  has_coupons: number;
  levels: string;
  locations: string;
  is_address_required: number;
  stock: number | null;
  max_qty: number;
  featured: number;
  win_every: number | null;
  draw_date: string | null;
  created_at: string;
}

export interface RedemptionRow {
  uuid: string;
  user_uuid: string;
  reward_uuid: string;
  qty: number;
  points: number;
  status: "confirmed" | "entered" | "won" | "lost";
  coupon: string | null;
  address: string | null;
  created_at: string;
}

export interface PostalAddress {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode: string;
  country_code: string;
  telephone?: string | null;
}

export function listRewards(db: Database.Database, filter: { featured?: boolean } = {}): RewardRow[] {
  return db
    .prepare(`SELECT * FROM loyalty_rewards ${filter.featured ? "WHERE featured = 1" : ""} ORDER BY points, slug`)
    .all() as RewardRow[];
}

/** By uuid or slug (the storefront's page address uses the slug). */
export function getReward(db: Database.Database, id: string): RewardRow {
  const row = db.prepare("SELECT * FROM loyalty_rewards WHERE uuid = ? OR slug = ?").get(id, id) as
    RewardRow | undefined;
  if (!row) throw new AccountsError(404, "REWARD_NOT_FOUND", "This reward does not exist.");
  return row;
}

export function getRedemption(db: Database.Database, user: string, uuid: string): RedemptionRow {
  const row = db.prepare("SELECT * FROM loyalty_redemptions WHERE uuid = ? AND user_uuid = ?").get(uuid, user) as
    RedemptionRow | undefined;
  if (!row) throw new AccountsError(404, "REDEMPTION_NOT_FOUND", "No such redemption.");
  return row;
}

/** The customer's redemptions, newest first (several in one millisecond: the later one first), a page of them. */
export function redemptionsOf(db: Database.Database, user: string, page: number, pageSize: number) {
  const totalCount = Number(
    db.prepare("SELECT COUNT(*) FROM loyalty_redemptions WHERE user_uuid = ?").pluck().get(user),
  );
  const size = Math.min(Math.max(Math.trunc(pageSize) || 10, 1), 50);
  const totalPages = Math.max(1, Math.ceil(totalCount / size));
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), totalPages);
  const rows = db
    .prepare(
      "SELECT * FROM loyalty_redemptions WHERE user_uuid = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
    )
    .all(user, size, (current - 1) * size) as RedemptionRow[];
  return { rows, page: current, page_size: size, total_count: totalCount, total_pages: totalPages };
}

const n = (v: number) => v.toLocaleString("en-GB");
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

function address(raw: unknown): PostalAddress {
  const a = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const out = {
    firstname: text(a.firstname),
    lastname: text(a.lastname),
    street: text(a.street),
    city: text(a.city),
    postcode: text(a.postcode),
    country_code: text(a.country_code ?? a.countryCode) || "GB",
    telephone: text(a.telephone) || null,
  };
  const missing = (["firstname", "lastname", "street", "city", "postcode"] as const).find((k) => !out[k]);
  if (missing) throw invalid("ADDRESS_REQUIRED", "This reward is sent by post: an address is required.", "address");
  if (Object.values(out).some((v) => (v ?? "").length > 120))
    throw invalid("ADDRESS_INVALID", "The address is too long.", "address");
  return out;
}

/** A reward's voucher: its amount from its name ("£5 shop voucher"), valid 3 months. */
function rewardCoupon(db: Database.Database, user: string, reward: RewardRow) {
  const amount = Number(/£(\d+)/.exec(reward.name)?.[1] ?? 5);
  return issueCoupon(db, user, {
    source: "reward",
    source_id: reward.uuid,
    source_name: reward.name,
    description: reward.subtitle,
    prefix: "ASH",
    percent: 0,
    amount,
    validDays: 91,
  });
}

/** Redeems `qty` of a reward for the customer: checks level, stock, address and balance, then spends the points. */
export function redeem(
  db: Database.Database,
  user: string,
  rewardId: string,
  qtyRaw: unknown,
  addressRaw: unknown,
): { redemption: RedemptionRow; reward: RewardRow; balance: number } {
  return db.transaction(() => {
    const reward = getReward(db, text(rewardId));
    const qty = Number(qtyRaw);
    if (!Number.isInteger(qty) || qty < 1 || qty > reward.max_qty)
      throw invalid("INVALID_QUANTITY", `Choose a quantity from 1 to ${reward.max_qty}.`, "qty");
    const status = pointsStatus(db, user);
    if (!(JSON.parse(reward.levels) as string[]).includes(status.tier.code))
      throw invalid("LEVEL_REQUIRED", "This reward is not available at your tier.", "reward_uuid");
    if (reward.stock !== null && reward.stock < qty)
      throw new AccountsError(
        409,
        "OUT_OF_STOCK",
        reward.stock === 0 ? "This reward is out of stock." : `Only ${reward.stock} left.`,
        "qty",
      );
    const sent = reward.is_address_required ? address(addressRaw) : null;
    const cost = reward.points * qty;
    if (cost > status.points)
      throw invalid("INSUFFICIENT_POINTS", `This needs ${n(cost)} points; you have ${n(status.points)}.`, "qty");

    let outcome: RedemptionRow["status"] = "confirmed";
    let coupon: string | null = null;
    if (reward.reward_type === "delayed_lottery") outcome = "entered";
    if (reward.reward_type === "instant_lottery") {
      const sold = Number(
        db
          .prepare("SELECT COALESCE(SUM(qty), 0) FROM loyalty_redemptions WHERE reward_uuid = ?")
          .pluck()
          .get(reward.uuid),
      );
      const every = reward.win_every ?? 2;
      const won = Array.from({ length: qty }, (_, i) => (sold + i + 1) % every === 0).some(Boolean);
      outcome = won ? "won" : "lost";
    }
    // a lottery's ticket that did not win gives nothing; a coupon is the customer's, and the cart takes it
    if (reward.has_coupons && outcome !== "lost") coupon = rewardCoupon(db, user, reward).code;
    if (reward.stock !== null)
      db.prepare("UPDATE loyalty_rewards SET stock = stock - ? WHERE uuid = ?").run(qty, reward.uuid);
    const redemption: RedemptionRow = {
      uuid: randomUUID(),
      user_uuid: user,
      reward_uuid: reward.uuid,
      qty,
      points: cost,
      status: outcome,
      coupon,
      address: sent ? JSON.stringify(sent) : null,
      created_at: new Date().toISOString(),
    };
    db.prepare(
      `INSERT INTO loyalty_redemptions (uuid, user_uuid, reward_uuid, qty, points, status, coupon, address, created_at)
       VALUES (@uuid, @user_uuid, @reward_uuid, @qty, @points, @status, @coupon, @address, @created_at)`,
    ).run(redemption);
    addEntry(db, user, {
      event: "reward",
      type: "spent",
      points: -cost,
      reference: redemption.uuid,
      coupon,
      couponType: coupon ? "voucher" : null,
      at: redemption.created_at,
    });
    return { redemption, reward: getReward(db, reward.uuid), balance: status.points - cost };
  })();
}
