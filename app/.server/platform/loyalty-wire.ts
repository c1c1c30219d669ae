import { z } from "zod";
import type { QueryValue, RestClient } from "../http/rest";
import type { Auth } from "~/lib/models/account";
import type { PostalAddress } from "~/lib/models/loyalty";
import { REWARD_TYPES } from "~/lib/models/loyalty";
import { bearer, parse, seg } from "./account-map";

/**
 * How the club's calls (loyalty, surveys, quizzes; product.md §7 "Loyalty") are spoken on each
 * flavour: unified snake_case bare, legacy camelCase in `{data}`. Both answers are brought to
 * camelCase, so one set of schemas (below) reads them; each operation (./loyalty.ts,
 * ./engagement.ts) names its paths and bodies side by side.
 */

const toCamel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
function camelCase(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(camelCase);
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[toCamel(k)] = camelCase(x);
  return out;
}

type Schema<T> = z.ZodType<T, z.ZodTypeDef, unknown>;
const headers = (auth: Auth | null | undefined) => (auth ? bearer(auth) : {});

function speaking(open: (body: unknown) => unknown) {
  return {
    /** GET, with the customer's token when there is one */
    async get<T>(
      rest: RestClient,
      path: string,
      schema: Schema<T>,
      what: string,
      req: { auth?: Auth | null; query?: Record<string, QueryValue> } = {},
    ): Promise<T> {
      return parse(schema, open(await rest.get(path, { query: req.query, headers: headers(req.auth) })), what);
    },
    /** POST (a change: no retry) */
    async post<T>(
      rest: RestClient,
      auth: Auth | null,
      path: string,
      body: unknown,
      schema: Schema<T>,
      what: string,
    ): Promise<T> {
      return parse(schema, open(await rest.post(path, body, { headers: headers(auth) })), what);
    },
  };
}

export const club = {
  unified: speaking(camelCase),
  legacy: speaking((body) =>
    camelCase(body && typeof body === "object" ? (body as { data?: unknown }).data : undefined),
  ),
};

/** The customer's part of the club: unified /api/loyalty/consumers/{uuid}, legacy /consumers/{UUID}. */
export const consumer = {
  unified: (auth: Auth) => `/api/loyalty/consumers/${seg(auth.userUuid)}`,
  legacy: (auth: Auth) => `/consumers/${seg(auth.userUuid)}`,
};

export const snakeAddress = ({ countryCode, ...a }: PostalAddress) => ({ ...a, country_code: countryCode });

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
export const tiersSchema = z.object({ items: z.array(tier) });
/** product.md §3 loyalty_info, as the club gives it for one order */
export const orderPointsSchema = z
  .object({ pointsEarned: z.number(), pointsPending: z.boolean(), pointsAvailableAt: text, pointsSpent: z.number() })
  .transform((o) => ({ ...o, pointsAvailableAt: o.pointsAvailableAt ?? null }));
const points = z.object({
  points: z.number(),
  expireAt: text,
  pendingPoints: z.number(),
  pointsToExpire: z.number(),
});
/** product.md §3 points, the customer's own call */
export const pointsSchema = points.transform((p) => ({ ...p, expireAt: p.expireAt ?? null }));
/** the customer's tier: the tier's own fields, the next tier and the points earned in 12 months */
export const customerTierSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    threshold: z.number(),
    imageUrl: text,
    nextTier: tier.nullish(),
    earnedLastYear: z.number(),
  })
  .transform(({ nextTier, earnedLastYear, ...t }) => ({
    tier: { ...t, imageUrl: t.imageUrl ?? null },
    nextTier: nextTier ?? null,
    earnedLastYear,
  }));
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
export const redemptionsSchema = page(redemptionSchema);
const referralBody = z.object({
  code: z.string(),
  parentCode: text,
  hasFirstPurchase: z.boolean(),
  stats: z.object({ refereesCount: count, completedFirstOrderCount: count, earnedPoints: z.number() }),
  history: page(
    z.object({ name: z.string(), joinedAt: z.string(), hasFirstPurchase: z.boolean(), points: z.number() }),
  ),
});
const parentCodeOrNull = <T extends { parentCode?: string | null }>(r: T) => ({
  ...r,
  parentCode: r.parentCode ?? null,
});
/** unified: the referral read, the customer's own code in it */
export const referralSchema = referralBody.transform(parentCodeOrNull);
/** legacy: the referral read without the code, which is its own call (generate-promo-code) */
export const referralStatsSchema = referralBody.omit({ code: true }).transform(parentCodeOrNull);
export const promoCodeSchema = z.object({ promoCode: z.string() });
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
