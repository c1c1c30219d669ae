import type { Request, Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { userByEmail } from "../accounts/store";
import { body, handle, str, type Flavour } from "../platform/http";
import { mountMembershipSandbox, withMember } from "./membership";
import { CAMPAIGNS, PROGRAMME, RULES, TIERS, type Tier } from "./catalogue";
import {
  addEntry,
  balanceOf,
  history,
  NO_ORDER_POINTS,
  orderPoints,
  pointsFor,
  pointsStatus,
  ruleFor,
  type PointsStatus,
} from "./ledger";
import { articleFor, articlesFor, qrCodeFor, readArticle, scanQrCode } from "./content";
import { recordFirstPurchase, referralCode, referralOf } from "./referral";
import {
  getRedemption,
  getReward,
  listRewards,
  redeem,
  redemptionsOf,
  type RedemptionRow,
  type RewardRow,
} from "./rewards";

/**
 * The loyalty service's routes for one flavour: `paths`, `out` (envelope and key case) and the
 * names of the request's fields differ, the rules (./ledger.ts, ./rewards.ts, ./referral.ts) do not.
 * Bodies are written once in snake_case with product.md §3's field names; `out` renames for legacy.
 */
export interface LoyaltyWire {
  flavour: Flavour;
  out: (value: unknown) => unknown;
  paths: {
    configuration: string;
    tiers: string;
    rewards: string;
    reward: string;
    rules: string;
    status: string;
    points: string;
    history: string;
    tier: string;
    /** product.md §7: an order's points */
    order: string;
    redemptions: string;
    redemption: string;
    rule: string;
    redeem: string;
    referral: string;
    /** legacy: the customer's own code is made (once) and read here, not in the referral read */
    promoCode?: string;
    campaigns: string;
    articles: string;
    article: string;
    readArticle: string;
    qrCode: string;
    scanQrCode: string;
  };
  /** request field names: reward, quantity, page size, article, QR code */
  fields: { reward: string; qty: string; pageSize: string; article: string; qrCode: string };
}

/** Where the artwork is: the sandbox's content service draws it (server/sandbox/content/media.ts). */
const mediaBase = (req: Request) => `${req.protocol}://${req.get("host")}/content/media`;

// product.md §3 tier image_url and reward images
const tierBody = (t: Tier | null, media: string) =>
  t ? { code: t.code, name: t.name, threshold: t.threshold, image_url: `${media}/tier-${t.code}.svg` } : null;

export const rewardBody = (r: RewardRow, media: string) => ({
  prize_uuid: r.uuid,
  slug: r.slug,
  name: r.name,
  brandName: r.brand_name,
  subtitle: r.subtitle,
  description: r.description,
  points: r.points,
  images: [`${media}/reward-${r.slug}.svg`],
  color: r.color,
  has_coupons: Boolean(r.has_coupons),
  created_at: r.created_at,
  levels: JSON.parse(r.levels) as string[],
  locations: JSON.parse(r.locations) as string[],
  isAddressRequired: Boolean(r.is_address_required),
  rewardType: r.reward_type,
  stock: r.stock,
  max_qty: r.max_qty,
  draw_date: r.draw_date,
});

const redemptionBody = (db: Database.Database, r: RedemptionRow, media: string) => ({
  uuid: r.uuid,
  reward: rewardBody(getReward(db, r.reward_uuid), media),
  qty: r.qty,
  points: r.points,
  status: r.status,
  coupon: r.coupon,
  address: r.address ? (JSON.parse(r.address) as unknown) : null,
  created_at: r.created_at,
});

/** product.md §3 points */
const pointsBody = (s: PointsStatus) => ({
  points: s.points,
  expire_at: s.expire_at,
  pending_points: s.pending_points,
  points_to_expire: s.points_to_expire,
});

const int = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

export function mountLoyalty(router: Router, db: Database.Database, wire: LoyaltyWire) {
  const { flavour, paths, out } = wire;
  const json = (res: { json(v: unknown): void }, v: unknown) => res.json(out(v));
  const pageSize = (req: Request, fallback: number) => int(req.query[wire.fields.pageSize], fallback);

  router.get(
    paths.configuration,
    handle(flavour, (_req, res) =>
      json(res, {
        name: PROGRAMME.name,
        currency: PROGRAMME.currency,
        points_per_pound: PROGRAMME.pointsPerPound,
        expiry_days: PROGRAMME.expiryDays,
        expiring_window_days: PROGRAMME.expiringWindowDays,
        pending_days: PROGRAMME.pendingDays,
      }),
    ),
  );
  router.get(
    paths.tiers,
    handle(flavour, (req, res) => json(res, { items: TIERS.map((t) => tierBody(t, mediaBase(req))) })),
  );
  router.get(
    paths.rules,
    handle(flavour, (_req, res) => json(res, { items: RULES })),
  );
  router.get(
    paths.rewards,
    handle(flavour, (req, res) =>
      json(res, {
        items: listRewards(db, { featured: str(req.query.featured) === "true" }).map((r) =>
          rewardBody(r, mediaBase(req)),
        ),
      }),
    ),
  );
  router.get(
    paths.reward,
    handle(flavour, (req, res) => json(res, rewardBody(getReward(db, str(req.params.id)), mediaBase(req)))),
  );

  router.get(
    paths.status,
    withMember(db, flavour, (req, res, user) => {
      const s = pointsStatus(db, user.uuid);
      json(res, {
        uuid: user.uuid,
        // product.md §7: the customer lookup gives the code they were referred by
        parent_code: user.referrer_code,
        tier: tierBody(s.tier, mediaBase(req)),
        next_tier: tierBody(s.next_tier, mediaBase(req)),
        earned_last_year: s.earned_last_year,
        points: pointsBody(s),
      });
    }),
  );
  router.get(
    paths.points,
    withMember(db, flavour, (_req, res, user) => {
      const s = pointsStatus(db, user.uuid);
      json(res, pointsBody(s));
    }),
  );
  router.get(
    paths.history,
    withMember(db, flavour, (req, res, user) =>
      json(res, history(db, user.uuid, int(req.query.page, 1), pageSize(req, 10))),
    ),
  );
  router.get(
    paths.tier,
    withMember(db, flavour, (req, res, user) => {
      const s = pointsStatus(db, user.uuid);
      json(res, {
        ...tierBody(s.tier, mediaBase(req)),
        next_tier: tierBody(s.next_tier, mediaBase(req)),
        earned_last_year: s.earned_last_year,
      });
    }),
  );
  router.get(
    paths.order,
    withMember(db, flavour, (req, res, user) => {
      const number = str(req.params.orderId);
      // an order of the customer's that earned nothing (one placed before the club) is known, with no points
      const owned = () =>
        db.prepare("SELECT 1 FROM sales_order WHERE increment_id = ? AND customer_uuid = ?").get(number, user.uuid);
      const points = orderPoints(db, user.uuid, number) ?? (owned() ? NO_ORDER_POINTS : null);
      if (!points) throw new AccountsError(404, "ORDER_NOT_FOUND", "The club knows no such order of yours.");
      json(res, { order_id: number, ...points });
    }),
  );
  router.get(
    paths.redemptions,
    withMember(db, flavour, (req, res, user) => {
      const { rows, ...paging } = redemptionsOf(db, user.uuid, int(req.query.page, 1), pageSize(req, 10));
      json(res, { items: rows.map((r) => redemptionBody(db, r, mediaBase(req))), ...paging });
    }),
  );
  router.get(
    paths.redemption,
    withMember(db, flavour, (req, res, user) =>
      json(res, redemptionBody(db, getRedemption(db, user.uuid, str(req.params.id)), mediaBase(req))),
    ),
  );
  router.get(
    paths.rule,
    withMember(db, flavour, (req, res) => {
      const rule = ruleFor(str(req.params.event));
      const quantity = Math.max(1, int(req.query.quantity, 1));
      const sku = str(req.query.sku) || undefined;
      json(res, { ...rule, sku: sku ?? null, quantity, total_points: pointsFor(rule, quantity, sku) });
    }),
  );
  router.post(
    paths.redeem,
    withMember(db, flavour, (req, res, user) => {
      const b = body(req);
      const r = redeem(db, user.uuid, str(b[wire.fields.reward]), b[wire.fields.qty], b.address);
      res.status(201).json(out({ ...redemptionBody(db, r.redemption, mediaBase(req)), balance: r.balance }));
    }),
  );
  router.get(
    paths.campaigns,
    withMember(db, flavour, (_req, res, user) => {
      const balance = balanceOf(db, user.uuid);
      json(res, {
        items: CAMPAIGNS.map((c) => ({
          uuid: c.uuid,
          points: c.points,
          amount: { value: c.amount, currency: PROGRAMME.currency },
          is_available: c.points <= balance,
        })),
      });
    }),
  );
  router.get(
    paths.referral,
    withMember(db, flavour, (req, res, user) => {
      const { code, ...rest } = referralOf(db, user.uuid, int(req.query.page, 1), pageSize(req, 5));
      json(res, paths.promoCode ? rest : { code, ...rest });
    }),
  );
  if (paths.promoCode)
    router.post(
      paths.promoCode,
      withMember(db, flavour, (_req, res, user) => json(res, { promo_code: referralCode(db, user) })),
    );

  router.get(
    paths.articles,
    withMember(db, flavour, (_req, res, user) => json(res, { items: articlesFor(db, user.uuid) })),
  );
  router.get(
    paths.article,
    withMember(db, flavour, (req, res, user) => json(res, articleFor(db, user.uuid, str(req.params.id)))),
  );
  router.post(
    paths.readArticle,
    withMember(db, flavour, (req, res, user) => {
      const r = readArticle(db, user.uuid, str(body(req)[wire.fields.article]));
      res.status(r.already_read ? 200 : 201).json(out(r));
    }),
  );
  router.get(
    paths.qrCode,
    withMember(db, flavour, (req, res, user) => json(res, qrCodeFor(db, user.uuid, str(req.params.id)))),
  );
  router.post(
    paths.scanQrCode,
    withMember(db, flavour, (req, res, user) => {
      const r = scanQrCode(db, user.uuid, str(body(req)[wire.fields.qrCode]));
      res.status(r.already_scanned ? 200 : 201).json(out(r));
    }),
  );

  // Sandbox only, for tests: a customer's club membership, points, and a referee's first order.
  mountMembershipSandbox(router, db, flavour, out);
  const customer = (req: Request) => {
    const u = userByEmail(db, str(body(req).email));
    if (!u) throw new AccountsError(404, "NOT_FOUND", "No customer with that e-mail.", "email");
    return u;
  };
  router.post(
    "/_sandbox/loyalty/points",
    handle(flavour, (req, res) => {
      const u = customer(req);
      const points = Math.min(Math.max(int(body(req).points, 0), 1), 100_000);
      addEntry(db, u.uuid, { event: "adjustment", type: "earned", points });
      res.status(201).json(out({ uuid: u.uuid, points: pointsStatus(db, u.uuid).points }));
    }),
  );
  router.post(
    "/_sandbox/loyalty/first-purchase",
    handle(flavour, (req, res) => {
      const u = customer(req);
      res
        .status(201)
        .json(out({ credited: recordFirstPurchase(db, u.uuid, str(body(req).order_number) || "sandbox") }));
    }),
  );
}
