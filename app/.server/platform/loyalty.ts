import { RestError } from "../http/rest";
import { cachedForShopper, FIVE_MINUTES } from "../state/cache";
import type { Auth } from "~/lib/models/account";
import {
  EMPTY_PAGE,
  HISTORY_PAGE_SIZE,
  REDEMPTIONS_PAGE_SIZE,
  REFERRAL_PAGE_SIZE,
  type Article,
  type CustomerTier,
  type EarningRule,
  type Earned,
  type HistoryItem,
  type LoyaltyConfiguration,
  type LoyaltyPoints,
  type LoyaltyGateway,
  type LoyaltyStatus,
  type OrderPoints,
  type Paged,
  type PointsCampaign,
  type PostalAddress,
  type QrCode,
  type Redemption,
  type Referral,
  type Reward,
  type Tier,
} from "~/lib/models/loyalty";
import type { Operation, PlatformCallOptions } from "./adapter";
import { seg } from "./account-map";
import {
  articleEarnedSchema,
  articleSchema,
  articlesSchema,
  campaignsSchema,
  club,
  configurationSchema,
  consumer,
  customerTierSchema,
  historySchema,
  orderPointsSchema,
  pointsSchema,
  qrCodeSchema,
  qrEarnedSchema,
  promoCodeSchema,
  redemptionSchema,
  redemptionsSchema,
  referralSchema,
  referralStatsSchema,
  rewardSchema,
  rewardsSchema,
  ruleLookupSchema,
  rulesSchema,
  snakeAddress,
  statusSchema,
  tiersSchema,
} from "./loyalty-wire";
import { loyaltyClient } from "./loyalty-client";

/**
 * The club's gateway (contract: ~/lib/models/loyalty), one operation per call (decision 0035;
 * product.md §7 "Loyalty"), with the loyalty time-out (product.md §9: LOYALTY_TIMEOUT_MS, 5000 ms by
 * default). The flavours differ in paths, envelope (legacy `{data}`), key case (unified
 * snake_case) and the bodies' names; ./loyalty-wire.ts reads both answers into one shape.
 * product.md §8: the customer's reads (status, points, history, earning rule, rewards, referral)
 * fall back to safe defaults, marked `available: false` so a page can say the club is
 * unavailable; only a refused token is not swallowed (the session is over: SESSION_EXPIRED).
 * The configuration and a reward's details throw when data is missing; redeeming returns the
 * platform's refusal as a result, its field named as the form's (qty, address).
 */

const { unified: u, legacy: l } = club;
const loyalty = (auth: Auth) => `${consumer.legacy(auth)}/loyalty`;

export const configuration: Operation<[], LoyaltyConfiguration> = {
  unified: (rest) => u.get(rest, "/api/loyalty/configuration", configurationSchema, "loyalty configuration"),
  legacy: (rest) => l.get(rest, "/loyalty/configuration", configurationSchema, "loyalty configuration"),
};

export const status: Operation<[Auth], LoyaltyStatus> = {
  unified: (rest, auth) => u.get(rest, consumer.unified(auth), statusSchema, "loyalty status", { auth }),
  legacy: (rest, auth) => l.get(rest, loyalty(auth), statusSchema, "loyalty status", { auth }),
};

/** product.md §3 points; the overview's source for them (decision 0061) */
export const points: Operation<[Auth], LoyaltyPoints> = {
  unified: (rest, auth) => u.get(rest, `${consumer.unified(auth)}/points`, pointsSchema, "points", { auth }),
  legacy: (rest, auth) => l.get(rest, `${loyalty(auth)}/points`, pointsSchema, "points", { auth }),
};

export const tier: Operation<[Auth], CustomerTier> = {
  unified: (rest, auth) => u.get(rest, `${consumer.unified(auth)}/tier`, customerTierSchema, "tier", { auth }),
  legacy: (rest, auth) => l.get(rest, `${loyalty(auth)}/tier`, customerTierSchema, "tier", { auth }),
};

export const history: Operation<[Auth, number], Paged<HistoryItem>> = {
  unified: (rest, auth, page) =>
    u.get(rest, `${consumer.unified(auth)}/earnings`, historySchema, "points history", {
      auth,
      query: { page, page_size: HISTORY_PAGE_SIZE },
    }),
  legacy: (rest, auth, page) =>
    l.get(rest, `${loyalty(auth)}/history`, historySchema, "points history", {
      auth,
      query: { page, pageSize: HISTORY_PAGE_SIZE },
    }),
};

export const rules: Operation<[], EarningRule[]> = {
  unified: async (rest) => (await u.get(rest, "/api/loyalty/earnings", rulesSchema, "earning rules")).items,
  legacy: async (rest) => (await l.get(rest, "/loyalty/earning-rules", rulesSchema, "earning rules")).items,
};

export const tiers: Operation<[], Tier[]> = {
  unified: async (rest) => (await u.get(rest, "/api/loyalty/tiers", tiersSchema, "tiers")).items,
  legacy: async (rest) => (await l.get(rest, "/loyalty/tiers", tiersSchema, "tiers")).items,
};

/** the order's number is the id the club knows it by (it credits the order's points under it) */
export const orderPoints: Operation<[Auth, string], OrderPoints> = {
  unified: (rest, auth, number) =>
    u.get(rest, `${consumer.unified(auth)}/orders/${seg(number)}`, orderPointsSchema, "order points", { auth }),
  legacy: (rest, auth, number) =>
    l.get(rest, `${loyalty(auth)}/orders/${seg(number)}`, orderPointsSchema, "order points", { auth }),
};

type Item = { sku: string; quantity: number } | undefined;
const itemQuery = (item: Item) => (item ? { sku: item.sku, quantity: item.quantity } : undefined);
export const earningRule: Operation<[Auth, string, Item], number> = {
  unified: async (rest, auth, event, item) =>
    (
      await u.get(rest, `${consumer.unified(auth)}/earning-rule/${seg(event)}`, ruleLookupSchema, "earning rule", {
        auth,
        query: itemQuery(item),
      })
    ).totalPoints,
  legacy: async (rest, auth, event, item) =>
    (
      await l.get(rest, `${loyalty(auth)}/earning-rules/${seg(event)}`, ruleLookupSchema, "earning rule", {
        auth,
        query: itemQuery(item),
      })
    ).totalPoints,
};

const featured = (only: boolean | undefined) => (only ? { featured: "true" } : undefined);
export const rewards: Operation<[boolean | undefined], Reward[]> = {
  unified: async (rest, only) =>
    (await u.get(rest, "/api/loyalty/rewards", rewardsSchema, "rewards", { query: featured(only) })).items,
  legacy: async (rest, only) =>
    (await l.get(rest, "/loyalty/rewards", rewardsSchema, "rewards", { query: featured(only) })).items,
};

export const reward: Operation<[string], Reward> = {
  unified: (rest, id) => u.get(rest, `/api/loyalty/reward/${seg(id)}`, rewardSchema, "reward"),
  legacy: (rest, id) => l.get(rest, `/loyalty/rewards/${seg(id)}`, rewardSchema, "reward"),
};

type RedeemInput = { rewardUuid: string; qty: number; address: PostalAddress | null };
export const redeem: Operation<[Auth, RedeemInput], Redemption> = {
  unified: (rest, auth, { rewardUuid, qty, address }) =>
    u.post(
      rest,
      auth,
      `${consumer.unified(auth)}/reward`,
      { reward_uuid: rewardUuid, qty, ...(address ? { address: snakeAddress(address) } : {}) },
      redemptionSchema,
      "redemption",
    ),
  legacy: (rest, auth, { rewardUuid, qty, address }) =>
    l.post(
      rest,
      auth,
      `${loyalty(auth)}/redemptions`,
      { rewardUuid, quantity: qty, ...(address ? { address } : {}) },
      redemptionSchema,
      "redemption",
    ),
};

/** the rewards the customer redeemed, newest first (legacy: the list of the one-redemption path, decision 0061) */
export const redemptions: Operation<[Auth, number], Paged<Redemption>> = {
  unified: (rest, auth, page) =>
    u.get(rest, `${consumer.unified(auth)}/rewards`, redemptionsSchema, "redeemed rewards", {
      auth,
      query: { page, page_size: REDEMPTIONS_PAGE_SIZE },
    }),
  legacy: (rest, auth, page) =>
    l.get(rest, `${loyalty(auth)}/redemptions`, redemptionsSchema, "redeemed rewards", {
      auth,
      query: { page, pageSize: REDEMPTIONS_PAGE_SIZE },
    }),
};

export const redemption: Operation<[Auth, string], Redemption> = {
  unified: (rest, auth, uuid) =>
    u.get(rest, `${consumer.unified(auth)}/rewards/${seg(uuid)}`, redemptionSchema, "redemption", { auth }),
  legacy: (rest, auth, uuid) =>
    l.get(rest, `${loyalty(auth)}/redemptions/${seg(uuid)}`, redemptionSchema, "redemption", { auth }),
};

export const referral: Operation<[Auth, number], Referral> = {
  unified: (rest, auth, page) =>
    u.get(rest, `${consumer.unified(auth)}/referral`, referralSchema, "referral", {
      auth,
      query: { page, page_size: REFERRAL_PAGE_SIZE },
    }),
  /** the stats and friends, and the customer's own code from product.md §2's generate-promo-code (made once) */
  legacy: async (rest, auth, page) => {
    const [referral, { promoCode }] = await Promise.all([
      l.get(rest, `${consumer.legacy(auth)}/referral`, referralStatsSchema, "referral", {
        auth,
        query: { page, pageSize: REFERRAL_PAGE_SIZE },
      }),
      l.post(rest, auth, `${consumer.legacy(auth)}/generate-promo-code`, {}, promoCodeSchema, "promo code"),
    ]);
    return { ...referral, code: promoCode };
  },
};

export const campaigns: Operation<[Auth], PointsCampaign[]> = {
  unified: async (rest, auth) =>
    (await u.get(rest, `${consumer.unified(auth)}/campaigns`, campaignsSchema, "campaigns", { auth })).items,
  legacy: async (rest, auth) =>
    (await l.get(rest, `${loyalty(auth)}/campaigns`, campaignsSchema, "campaigns", { auth })).items,
};

export const articles: Operation<[Auth], Article[]> = {
  unified: async (rest, auth) =>
    (await u.get(rest, `${consumer.unified(auth)}/articles`, articlesSchema, "articles", { auth })).items,
  legacy: async (rest, auth) =>
    (await l.get(rest, `${loyalty(auth)}/articles`, articlesSchema, "articles", { auth })).items,
};

export const article: Operation<[Auth, string], Article> = {
  unified: (rest, auth, id) =>
    u.get(rest, `${consumer.unified(auth)}/articles/${seg(id)}`, articleSchema, "article", { auth }),
  legacy: (rest, auth, id) => l.get(rest, `${loyalty(auth)}/articles/${seg(id)}`, articleSchema, "article", { auth }),
};

export const readArticle: Operation<[Auth, string], Earned> = {
  unified: (rest, auth, id) =>
    u.post(
      rest,
      auth,
      `${consumer.unified(auth)}/earnings/article`,
      { article_id: id },
      articleEarnedSchema,
      "article earning",
    ),
  legacy: (rest, auth, id) =>
    l.post(rest, auth, `${loyalty(auth)}/articles/read`, { articleId: id }, articleEarnedSchema, "article earning"),
};

export const qrCode: Operation<[Auth, string], QrCode> = {
  unified: (rest, auth, id) =>
    u.get(rest, `${consumer.unified(auth)}/earnings/qr-code/${seg(id)}`, qrCodeSchema, "QR code", { auth }),
  legacy: (rest, auth, id) => l.get(rest, `${loyalty(auth)}/qr-codes/${seg(id)}`, qrCodeSchema, "QR code", { auth }),
};

export const scanQrCode: Operation<[Auth, string], Earned> = {
  unified: (rest, auth, id) =>
    u.post(
      rest,
      auth,
      `${consumer.unified(auth)}/earnings/qr-code`,
      { qr_code_id: id },
      qrEarnedSchema,
      "QR code earning",
    ),
  legacy: (rest, auth, id) =>
    l.post(rest, auth, `${loyalty(auth)}/qr-codes/scan`, { qrCodeId: id }, qrEarnedSchema, "QR code earning"),
};

export const DEFAULT_STATUS: LoyaltyStatus = {
  tier: null,
  nextTier: null,
  earnedLastYear: 0,
  points: { points: 0, expireAt: null, pendingPoints: 0, pointsToExpire: 0 },
};
export const DEFAULT_TIER: CustomerTier = { tier: null, nextTier: null, earnedLastYear: 0 };
export const DEFAULT_REFERRAL: Referral = {
  code: "",
  parentCode: null,
  hasFirstPurchase: false,
  stats: { refereesCount: 0, completedFirstOrderCount: 0, earnedPoints: 0 },
  history: EMPTY_PAGE,
};

const FORM_FIELDS: Record<string, string> = { qty: "qty", quantity: "qty", address: "address" };

export function loyaltyGateway(options: PlatformCallOptions = {}): LoyaltyGateway {
  const { get, read, post, find } = loyaltyClient(options, (field) => FORM_FIELDS[field]);

  return {
    configuration: () => get(configuration),
    status: (auth) => read(DEFAULT_STATUS, auth, () => get(status, auth)),
    points: (auth) => read(DEFAULT_STATUS.points, auth, () => get(points, auth)),
    tier: (auth) => read(DEFAULT_TIER, auth, () => get(tier, auth)),
    history: (auth, page) => read(EMPTY_PAGE, auth, () => get(history, auth, page)),
    rules: () => read([], null, () => get(rules)),
    tiers: () => read([], null, () => get(tiers)),
    orderPoints: (auth, number) => read(null, auth, () => find(() => get(orderPoints, auth, number))),
    // A rule, not a balance: what a product earns changes with the club's rules or the customer's
    // tier, not with their points, so a page shown again (the cart after each change) asks once
    // in five minutes per product and quantity (decision 0077).
    earningRule: (auth, event, item) =>
      read(null, auth, () =>
        cachedForShopper(
          `loyalty:earning-rule:${auth.userUuid}:${event}:${item ? `${item.sku}:${item.quantity}` : ""}`,
          FIVE_MINUTES,
          () => get(earningRule, auth, event, item),
        ),
      ),
    rewards: (filter = {}) => read([], null, () => get(rewards, filter.featured)),
    async reward(id) {
      try {
        return await get(reward, id);
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    redeem: (auth, input) => post(redeem, auth, input),
    redemptions: (auth, page) => read(EMPTY_PAGE, auth, () => get(redemptions, auth, page)),
    redemption: (auth, uuid) => find(() => get(redemption, auth, uuid)),
    articles: (auth) => read([], auth, () => get(articles, auth)),
    article: (auth, id) => find(() => get(article, auth, id)),
    readArticle: (auth, id) => post(readArticle, auth, id),
    qrCode: (auth, id) => find(() => get(qrCode, auth, id)),
    scanQrCode: (auth, id) => post(scanQrCode, auth, id),
    campaigns: (auth) => read([], auth, () => get(campaigns, auth)),
    referral: (auth, page) => read(DEFAULT_REFERRAL, auth, () => get(referral, auth, page)),
  };
}
