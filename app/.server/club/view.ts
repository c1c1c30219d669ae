// The club as the pages show it: numbers and dates formatted on the server (the page reads the
// same with or without scripting), events and reward types in words.
import type {
  HistoryItem,
  LoyaltyStatus,
  OrderPoints,
  Redemption,
  Reward,
  RewardType,
  Tier,
} from "~/lib/models/loyalty";
import { formatDate } from "../account/format";
import { config } from "../config";

export const CLUB_UNAVAILABLE =
  "The club isn't available right now, so we can't show your points here. They are safe: please try again in a few minutes.";

// a NumberFormat is costly to make (about 2 % of a signed-in cart's CPU when made per number)
const formats = new Map<string, Intl.NumberFormat>();
function number(n: number) {
  const { locale } = config();
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}
export const pointsLabel = (n: number) => `${number(n)} ${Math.abs(n) === 1 ? "point" : "points"}`;
const signed = (n: number) => (n > 0 ? `+${number(n)}` : `−${number(-n)}`);

const EVENTS: Record<string, string> = {
  order: "Order",
  pack_code: "Pack code registered",
  article_read: "Article read",
  qr_code: "QR code scanned",
  survey: "Survey answered",
  referral_first_purchase: "A friend's first order",
  reward: "Reward redeemed",
  order_discount: "Points used on an order",
  expiry: "Points expired",
  adjustment: "Points added by customer service",
};

export const REWARD_TYPE_LABELS: Record<RewardType, string> = {
  sensorial: "Experience",
  delayed_lottery: "Prize draw",
  instant_lottery: "Instant win",
  physical: "Sent by post",
  virtual: "Voucher code",
};

export function statusView(s: LoyaltyStatus) {
  const p = s.points;
  return {
    tier: s.tier?.name ?? null,
    tierImage: s.tier?.imageUrl ?? null,
    balance: pointsLabel(p.points),
    pending: p.pendingPoints > 0 ? pointsLabel(p.pendingPoints) : null,
    expiring: p.pointsToExpire > 0 ? { points: pointsLabel(p.pointsToExpire), on: formatDate(p.expireAt) } : null,
    nextTier: s.nextTier
      ? { name: s.nextTier.name, missing: pointsLabel(Math.max(s.nextTier.threshold - s.earnedLastYear, 0)) }
      : null,
  };
}
export type StatusView = ReturnType<typeof statusView>;

/**
 * Every tier as the platform lists them, with what it needs and whether it is the customer's or
 * the one they reach next (product.md §3 tier; the customer's own from the tier call).
 */
export function tierList(tiers: Tier[], own: Pick<LoyaltyStatus, "tier" | "nextTier">) {
  return tiers.map((t) => ({
    code: t.code,
    name: t.name,
    image: t.imageUrl,
    needs: t.threshold > 0 ? `${pointsLabel(t.threshold)} earned in 12 months` : "Every member",
    current: t.code === own.tier?.code,
    next: t.code === own.nextTier?.code,
  }));
}
export type TierItem = ReturnType<typeof tierList>[number];

export function historyRow(item: HistoryItem, index: number) {
  const detail = item.orderId ? `Order ${item.orderId}` : item.coupon ? `Code ${item.coupon}` : null;
  return {
    key: `${item.date}-${index}`,
    date: formatDate(item.date),
    label: EVENTS[item.event] ?? item.event.replace(/_/g, " "),
    detail,
    points: signed(item.points),
    kind: item.type,
    pending: item.pending,
    balance: number(item.balance),
  };
}

/** Why the customer can't redeem a reward now, or null when they can. */
export function blocker(r: Reward, s: LoyaltyStatus): string | null {
  if (r.stock === 0) return "Out of stock.";
  if (s.tier && r.levels.length > 0 && !r.levels.includes(s.tier.code)) {
    const names = r.levels.map((code) => code.charAt(0).toUpperCase() + code.slice(1));
    return `For ${names.join(" and ")} members.`;
  }
  if (r.points > s.points.points) return `You need ${pointsLabel(r.points - s.points.points)} more.`;
  return null;
}

export function rewardItem(r: Reward, s: LoyaltyStatus | null) {
  return {
    slug: r.slug,
    name: r.name,
    brand: r.brandName,
    subtitle: r.subtitle,
    description: r.description,
    points: pointsLabel(r.points),
    type: REWARD_TYPE_LABELS[r.rewardType],
    color: r.color,
    image: r.images[0] ?? null,
    stock: r.stock === null ? null : r.stock === 0 ? "Out of stock" : `${number(r.stock)} left`,
    locations: r.locations,
    drawDate: r.drawDate ? formatDate(r.drawDate) : null,
    isAddressRequired: r.isAddressRequired,
    blocker: s ? blocker(r, s) : null,
  };
}
export type RewardItem = ReturnType<typeof rewardItem>;

/** What a redemption gave, in words (the result page). */
export function redemptionView(r: Redemption) {
  const outcome = {
    won: {
      title: "You won!",
      text: `Your ticket for ${r.reward.name} is a winner${r.coupon ? ": here is your prize's code." : ". We will send your prize."}`,
    },
    lost: {
      title: "Not this time",
      text: `Your ticket for ${r.reward.name} did not win. Thank you for playing.`,
    },
    entered: {
      title: "You're in the draw",
      text: `You have ${r.qty} ${r.qty === 1 ? "entry" : "entries"} in the ${r.reward.name}${
        r.reward.drawDate ? `, drawn on ${formatDate(r.reward.drawDate)}` : ""
      }.`,
    },
    confirmed: {
      title: "Reward redeemed",
      text: r.coupon
        ? `Here is your code. Enter it in your cart to use it.`
        : r.reward.isAddressRequired
          ? `We will send ${r.qty === 1 ? "it" : `all ${r.qty}`} to the address you gave.`
          : `We will be in touch by e-mail with the details.`,
    },
  }[r.status];
  return {
    ...outcome,
    status: r.status,
    reward: r.reward.name,
    slug: r.reward.slug,
    qty: r.qty,
    points: pointsLabel(r.points),
    coupon: r.coupon,
    date: formatDate(r.createdAt, true),
  };
}

/** A reward the customer redeemed, as a row of "Your rewards": what, what came of it, what it cost. */
export function redemptionRow(r: Redemption) {
  const draw = r.reward.drawDate ? ` on ${formatDate(r.reward.drawDate)}` : "";
  const outcome = {
    won: r.coupon ? `Won: code ${r.coupon}` : "Won",
    lost: "Not a winner",
    entered: `${r.qty} ${r.qty === 1 ? "entry" : "entries"} in the draw${draw}`,
    confirmed: r.coupon ? `Code ${r.coupon}` : r.reward.isAddressRequired ? "Sent by post" : "Redeemed",
  }[r.status];
  return {
    key: r.uuid,
    href: `/club/redemptions/${encodeURIComponent(r.uuid)}`,
    date: formatDate(r.createdAt),
    reward: `${r.qty} × ${r.reward.name}`,
    outcome,
    points: pointsLabel(r.points),
  };
}
export type RedemptionRow = ReturnType<typeof redemptionRow>;

/** An order's club points in words (product.md §3 loyalty_info), or null when the club gave none. */
export function orderPoints(info: OrderPoints | null) {
  if (!info) return null;
  const earned =
    info.pointsEarned === 0
      ? "This order earned no points."
      : info.pointsPending
        ? `This order earns ${pointsLabel(info.pointsEarned)}, added to your balance on ${formatDate(info.pointsAvailableAt)} (after the return period).`
        : `This order earned ${pointsLabel(info.pointsEarned)}.`;
  return { earned, spent: info.pointsSpent > 0 ? `You used ${pointsLabel(info.pointsSpent)} on it.` : null };
}
