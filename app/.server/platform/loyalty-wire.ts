import { z } from "zod";
import type { Auth } from "~/lib/models/account";
import type { PostalAddress } from "~/lib/models/loyalty";
import { REWARD_TYPES } from "~/lib/models/loyalty";
import { seg } from "./account-map";

/**
 * The two flavours of the loyalty calls (product.md §7 "Loyalty"). They differ in paths, envelope
 * (legacy `{data}`), key case (unified snake_case, legacy camelCase) and the redeem body's
 * names; `unwrap` brings both to camelCase, so one set of schemas reads them.
 */
export interface LoyaltyOps {
  configuration: string;
  rewards: string;
  reward(id: string): string;
  rules: string;
  status(auth: Auth): string;
  history(auth: Auth, page: number, size: number): { path: string; query: Record<string, number> };
  rule(auth: Auth, event: string): string;
  redeem(
    auth: Auth,
    input: { rewardUuid: string; qty: number; address: PostalAddress | null },
  ): { path: string; body: unknown };
  redemption(auth: Auth, uuid: string): string;
  referral(auth: Auth, page: number, size: number): { path: string; query: Record<string, number> };
  campaigns(auth: Auth): string;
  articles(auth: Auth): string;
  article(auth: Auth, id: string): string;
  readArticle(auth: Auth, id: string): { path: string; body: unknown };
  qrCode(auth: Auth, id: string): string;
  scanQrCode(auth: Auth, id: string): { path: string; body: unknown };
  unwrap(body: unknown): unknown;
}

const toCamel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
function camelCase(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(camelCase);
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[toCamel(k)] = camelCase(x);
  return out;
}

const snakeAddress = ({ countryCode, ...a }: PostalAddress) => ({ ...a, country_code: countryCode });

const consumer = (auth: Auth) => `/api/loyalty/consumers/${seg(auth.userUuid)}`;
export const unifiedLoyalty: LoyaltyOps = {
  configuration: "/api/loyalty/configuration",
  rewards: "/api/loyalty/rewards",
  reward: (id) => `/api/loyalty/reward/${seg(id)}`,
  rules: "/api/loyalty/earnings",
  status: consumer,
  history: (auth, page, size) => ({ path: `${consumer(auth)}/earnings`, query: { page, page_size: size } }),
  rule: (auth, event) => `${consumer(auth)}/earning-rule/${seg(event)}`,
  redeem: (auth, { rewardUuid, qty, address }) => ({
    path: `${consumer(auth)}/reward`,
    body: { reward_uuid: rewardUuid, qty, ...(address ? { address: snakeAddress(address) } : {}) },
  }),
  redemption: (auth, uuid) => `${consumer(auth)}/rewards/${seg(uuid)}`,
  referral: (auth, page, size) => ({ path: `${consumer(auth)}/referral`, query: { page, page_size: size } }),
  campaigns: (auth) => `${consumer(auth)}/campaigns`,
  articles: (auth) => `${consumer(auth)}/articles`,
  article: (auth, id) => `${consumer(auth)}/articles/${seg(id)}`,
  readArticle: (auth, id) => ({ path: `${consumer(auth)}/earnings/article`, body: { article_id: id } }),
  qrCode: (auth, id) => `${consumer(auth)}/earnings/qr-code/${seg(id)}`,
  scanQrCode: (auth, id) => ({ path: `${consumer(auth)}/earnings/qr-code`, body: { qr_code_id: id } }),
  unwrap: camelCase,
};

const profile = (auth: Auth) => `/consumers/${seg(auth.userUuid)}`;
export const legacyLoyalty: LoyaltyOps = {
  configuration: "/loyalty/configuration",
  rewards: "/loyalty/rewards",
  reward: (id) => `/loyalty/rewards/${seg(id)}`,
  rules: "/loyalty/earning-rules",
  status: (auth) => `${profile(auth)}/loyalty`,
  history: (auth, page, size) => ({ path: `${profile(auth)}/loyalty/history`, query: { page, pageSize: size } }),
  rule: (auth, event) => `${profile(auth)}/loyalty/earning-rules/${seg(event)}`,
  redeem: (auth, { rewardUuid, qty, address }) => ({
    path: `${profile(auth)}/loyalty/redemptions`,
    body: { rewardUuid, quantity: qty, ...(address ? { address } : {}) },
  }),
  redemption: (auth, uuid) => `${profile(auth)}/loyalty/redemptions/${seg(uuid)}`,
  referral: (auth, page, size) => ({ path: `${profile(auth)}/referral`, query: { page, pageSize: size } }),
  campaigns: (auth) => `${profile(auth)}/loyalty/campaigns`,
  articles: (auth) => `${profile(auth)}/loyalty/articles`,
  article: (auth, id) => `${profile(auth)}/loyalty/articles/${seg(id)}`,
  readArticle: (auth, id) => ({ path: `${profile(auth)}/loyalty/articles/read`, body: { articleId: id } }),
  qrCode: (auth, id) => `${profile(auth)}/loyalty/qr-codes/${seg(id)}`,
  scanQrCode: (auth, id) => ({ path: `${profile(auth)}/loyalty/qr-codes/scan`, body: { qrCodeId: id } }),
  unwrap: (body) => camelCase(body && typeof body === "object" ? (body as { data?: unknown }).data : undefined),
};

// ---- what the answers must hold (camelCase after unwrap) ------------------------------------

const text = z.string().nullish();
const count = z.number().int();
export const configurationSchema = z.object({
  name: z.string(),
  currency: z.string(),
  pointsPerPound: z.number().positive(),
  expiryDays: count,
  expiringWindowDays: count,
  pendingDays: count,
});
const tier = z
  .object({ code: z.string(), name: z.string(), threshold: z.number(), imageUrl: text })
  .transform((t) => ({ ...t, imageUrl: t.imageUrl ?? null }));
const points = z.object({
  points: z.number(),
  expireAt: text,
  pendingPoints: z.number(),
  pointsToExpire: z.number(),
});
export const statusSchema = z
  .object({ tier: tier.nullish(), nextTier: tier.nullish(), earnedLastYear: z.number().default(0), points })
  .transform((s) => ({
    tier: s.tier ?? null,
    nextTier: s.nextTier ?? null,
    earnedLastYear: s.earnedLastYear,
    points: { ...s.points, expireAt: s.points.expireAt ?? null },
  }));
const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), page: count, totalPages: count, totalCount: count });
export const historySchema = page(
  z.object({
    type: z.enum(["earned", "spent", "expired"]),
    points: z.number(),
    coupon: z.string().nullable(),
    event: z.string(),
    date: z.string(),
    balance: z.number(),
    orderId: z.string().nullable(),
    couponType: z.string().nullable(),
    pending: z.boolean().default(false),
  }),
);
export const ruleSchema = z.object({
  eventName: z.string(),
  name: z.string(),
  description: z.string().default(""),
  points: z.number(),
  multiply: z.boolean(),
});
export const rulesSchema = z.object({ items: z.array(ruleSchema) });
export const ruleLookupSchema = ruleSchema.extend({ totalPoints: z.number() });
export const rewardSchema = z
  .object({
    prizeUuid: z.string(),
    slug: z.string(),
    name: z.string(),
    brandName: z.string().default(""),
    subtitle: z.string().default(""),
    description: z.string().default(""),
    points: z.number().int().nonnegative(),
    images: z.array(z.string()).default([]),
    color: text,
    hasCoupons: z.boolean().default(false),
    createdAt: text,
    levels: z.array(z.string()).default([]),
    locations: z.array(z.string()).default([]),
    isAddressRequired: z.boolean(),
    rewardType: z.enum(REWARD_TYPES),
    stock: z.number().int().nullish(),
    maxQty: z.number().int().positive().default(1),
    drawDate: text,
  })
  .transform(({ prizeUuid, ...r }) => ({
    ...r,
    uuid: prizeUuid,
    color: r.color ?? null,
    createdAt: r.createdAt ?? null,
    stock: r.stock ?? null,
    drawDate: r.drawDate ?? null,
  }));
export const rewardsSchema = z.object({ items: z.array(rewardSchema) });
export const redemptionSchema = z.object({
  uuid: z.string(),
  reward: rewardSchema,
  qty: count,
  points: z.number(),
  status: z.enum(["confirmed", "entered", "won", "lost"]),
  coupon: z.string().nullable(),
  createdAt: z.string(),
});
export const referralSchema = z
  .object({
    code: z.string(),
    parentCode: text,
    hasFirstPurchase: z.boolean(),
    stats: z.object({ refereesCount: count, completedFirstOrderCount: count, earnedPoints: z.number() }),
    history: page(
      z.object({ name: z.string(), joinedAt: z.string(), hasFirstPurchase: z.boolean(), points: z.number() }),
    ),
  })
  .transform((r) => ({ ...r, parentCode: r.parentCode ?? null }));
export const campaignsSchema = z.object({
  items: z.array(
    z.object({
      uuid: z.string(),
      points: z.number().int().positive(),
      amount: z.object({ value: z.number(), currency: z.string() }),
      isAvailable: z.boolean(),
    }),
  ),
});

export const articleSchema = z
  .object({
    articleId: z.string(),
    title: z.string(),
    summary: z.string().default(""),
    body: z.string().nullish(),
    value: z.number().int(),
    levels: z.array(z.string()).default([]),
    isRead: z.boolean(),
    isAvailable: z.boolean(),
  })
  .transform((a) => ({ ...a, body: a.body ?? null }));
export const articlesSchema = z.object({ items: z.array(articleSchema) });
export const qrCodeSchema = z
  .object({
    qrCodeId: z.string(),
    name: z.string(),
    points: z.number().int(),
    isActive: z.boolean(),
    alreadyScanned: z.boolean(),
  })
  .transform(({ qrCodeId, ...q }) => ({ id: qrCodeId, ...q }));
export const articleEarnedSchema = z
  .object({ points: z.number().int(), alreadyRead: z.boolean() })
  .transform((e) => ({ points: e.points, already: e.alreadyRead }));
export const qrEarnedSchema = z
  .object({ points: z.number().int(), alreadyScanned: z.boolean() })
  .transform((e) => ({ points: e.points, already: e.alreadyScanned }));
