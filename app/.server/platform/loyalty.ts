import type { z } from "zod";
import { config } from "../config";
import { UpstreamUnavailableError } from "../http/errors";
import { createRestClient, RestError, type QueryValue } from "../http/rest";
import type { AccountError, Auth } from "~/lib/models/account";
import {
  EMPTY_PAGE,
  HISTORY_PAGE_SIZE,
  REFERRAL_PAGE_SIZE,
  type LoyaltyGateway,
  type LoyaltyRead,
  type LoyaltyStatus,
  type Referral,
} from "~/lib/models/loyalty";
import { bearer, parse, SESSION_EXPIRED, toAccountError } from "./account-map";
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
import { TENANT_HEADER, withSignal, type PlatformCallOptions } from "./platform";
import { PlatformDataError } from "./types";

/**
 * The club's gateway (contract: ~/lib/models/loyalty) over whichever platform flavour is
 * configured, with the loyalty time-out (SPEC §9: LOYALTY_TIMEOUT_MS, 5000 ms by default).
 * SPEC §8: the customer's reads (status, points, history, earning rule, rewards, referral)
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
  const { flavour, url, tenant } = config().platform;
  const rest = withSignal(
    createRestClient({
      service: "platform",
      baseUrl: url,
      headers: { [TENANT_HEADER]: tenant },
      timeoutMs: config().loyaltyTimeoutMs,
    }),
    options.signal,
  );
  const ops = OPS[flavour];

  async function get<T>(
    path: string,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    what: string,
    req: { auth?: Auth; query?: Record<string, QueryValue> } = {},
  ): Promise<T> {
    const body = await rest.get(path, { query: req.query, headers: req.auth ? bearer(req.auth) : {} });
    return parse(schema, ops.unwrap(body), what);
  }

  /** SPEC §8: a failed read is the default; a refused token still ends the session. */
  async function read<T>(fallback: T, auth: Auth | null, fn: () => Promise<T>): Promise<LoyaltyRead<T>> {
    try {
      return { available: true, value: await fn() };
    } catch (error) {
      if (auth && error instanceof RestError && (error.status === 401 || error.status === 403)) throw SESSION_EXPIRED;
      if (!(
        error instanceof RestError ||
        error instanceof UpstreamUnavailableError ||
        error instanceof PlatformDataError
      ))
        throw error;
      console.error(`[loyalty] ${error.message}`);
      return { available: false, value: fallback };
    }
  }

  /** A change: the platform's refusal comes back as a result, its field named as the form's. */
  async function post<T>(
    auth: Auth,
    req: { path: string; body: unknown },
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    what: string,
  ): Promise<{ ok: true; value: T } | { ok: false; error: AccountError }> {
    try {
      const answer = await rest.post(req.path, req.body, { headers: bearer(auth) });
      return { ok: true, value: parse(schema, ops.unwrap(answer), what) };
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      const e = toAccountError(flavour, error, true);
      const field = e.field ? FORM_FIELDS[e.field] : undefined;
      return { ok: false, error: { ...e, field } };
    }
  }

  /** One thing by its id: null when there is none; a refused token ends the session. */
  async function find<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      if (error instanceof RestError && (error.status === 401 || error.status === 403)) throw SESSION_EXPIRED;
      throw error;
    }
  }

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
