import { config } from "../config";
import { RestError } from "../http/rest";
import {
  EMPTY_PAGE,
  HISTORY_PAGE_SIZE,
  REFERRAL_PAGE_SIZE,
  type LoyaltyGateway,
  type LoyaltyStatus,
  type Referral,
} from "~/lib/models/loyalty";
import {
  articleEarnedSchema,
  articleSchema,
  articlesSchema,
  campaignsSchema,
  configurationSchema,
  historySchema,
  legacyLoyalty,
  redemptionSchema,
  referralSchema,
  rewardSchema,
  rewardsSchema,
  qrCodeSchema,
  qrEarnedSchema,
  ruleLookupSchema,
  rulesSchema,
  statusSchema,
  unifiedLoyalty,
} from "./loyalty-wire";
import { loyaltyClient } from "./loyalty-client";
import type { PlatformCallOptions } from "./platform";

/**
 * The club's gateway (contract: ~/lib/models/loyalty) over whichever platform flavour is
 * configured, with the loyalty time-out (product.md §9: LOYALTY_TIMEOUT_MS, 5000 ms by default).
 * product.md §8: the customer's reads (status, points, history, earning rule, rewards, referral)
 * fall back to safe defaults, marked `available: false` so a page can say the club is
 * unavailable; only a refused token is not swallowed (the session is over: SESSION_EXPIRED).
 * The configuration and a reward's details throw when data is missing; redeeming returns the
 * platform's refusal as a result, its field named as the form's (qty, address).
 */

const OPS = { unified: unifiedLoyalty, legacy: legacyLoyalty };

export const DEFAULT_STATUS: LoyaltyStatus = {
  tier: null,
  nextTier: null,
  earnedLastYear: 0,
  points: { points: 0, expireAt: null, pendingPoints: 0, pointsToExpire: 0 },
};
export const DEFAULT_REFERRAL: Referral = {
  code: "",
  parentCode: null,
  hasFirstPurchase: false,
  stats: { refereesCount: 0, completedFirstOrderCount: 0, earnedPoints: 0 },
  history: EMPTY_PAGE,
};

const FORM_FIELDS: Record<string, string> = { qty: "qty", quantity: "qty", address: "address" };

export function loyaltyGateway(options: PlatformCallOptions = {}): LoyaltyGateway {
  const ops = OPS[config().platform.flavour];
  const { get, read, post, find } = loyaltyClient(options, {
    unwrap: ops.unwrap,
    formField: (field) => FORM_FIELDS[field],
  });

  return {
    configuration: () => get(ops.configuration, configurationSchema, "loyalty configuration"),
    status: (auth) => read(DEFAULT_STATUS, auth, () => get(ops.status(auth), statusSchema, "loyalty status", { auth })),
    history: (auth, page) =>
      read(EMPTY_PAGE, auth, () => {
        const { path, query } = ops.history(auth, page, HISTORY_PAGE_SIZE);
        return get(path, historySchema, "points history", { auth, query });
      }),
    rules: () => read([], null, async () => (await get(ops.rules, rulesSchema, "earning rules")).items),
    earningRule: (auth, event, item) =>
      read(null, auth, async () => {
        const query = item ? { sku: item.sku, quantity: item.quantity } : undefined;
        return (await get(ops.rule(auth, event), ruleLookupSchema, "earning rule", { auth, query })).totalPoints;
      }),
    rewards: (filter = {}) =>
      read([], null, async () => {
        const query = filter.featured ? { featured: "true" } : undefined;
        return (await get(ops.rewards, rewardsSchema, "rewards", { query })).items;
      }),
    async reward(id) {
      try {
        return await get(ops.reward(id), rewardSchema, "reward");
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    redeem: (auth, input) => post(auth, ops.redeem(auth, input), redemptionSchema, "redemption"),
    redemption: (auth, uuid) => find(() => get(ops.redemption(auth, uuid), redemptionSchema, "redemption", { auth })),
    articles: (auth) =>
      read([], auth, async () => (await get(ops.articles(auth), articlesSchema, "articles", { auth })).items),
    article: (auth, id) => find(() => get(ops.article(auth, id), articleSchema, "article", { auth })),
    readArticle: (auth, id) => post(auth, ops.readArticle(auth, id), articleEarnedSchema, "article earning"),
    qrCode: (auth, id) => find(() => get(ops.qrCode(auth, id), qrCodeSchema, "QR code", { auth })),
    scanQrCode: (auth, id) => post(auth, ops.scanQrCode(auth, id), qrEarnedSchema, "QR code earning"),
    campaigns: (auth) =>
      read([], auth, async () => (await get(ops.campaigns(auth), campaignsSchema, "campaigns", { auth })).items),
    referral: (auth, page) =>
      read(DEFAULT_REFERRAL, auth, () => {
        const { path, query } = ops.referral(auth, page, REFERRAL_PAGE_SIZE);
        return get(path, referralSchema, "referral", { auth, query });
      }),
  };
}
