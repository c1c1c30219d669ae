import type { Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { data, legacy } from "../platform/legacy-wire";
import { unified } from "../platform/unified-wire";
import { mountLoyalty } from "./routes";

/**
 * Unified flavour (SPEC §7 "Loyalty"): snake_case (the reward keeps SPEC §3's own names:
 * brandName, isAddressRequired, rewardType), no envelope, lists in {items}.
 *  GET  /api/loyalty/configuration | /tiers | /rewards[?featured=true] | /reward/{uuid or slug} | /earnings (the rules)
 *  GET  /api/loyalty/consumers/{uuid}                      → {uuid, tier, next_tier, earned_last_year, points:{…}}
 *  GET  /api/loyalty/consumers/{uuid}/points               → {points, expire_at, pending_points, points_to_expire}
 *  GET  /api/loyalty/consumers/{uuid}/earnings?page&page_size → {items:[history item], page, page_size, total_count, total_pages}
 *  GET  /api/loyalty/consumers/{uuid}/tier | /rewards | /rewards/{redemption uuid}
 *  GET  /api/loyalty/consumers/{uuid}/earning-rule/{event_name}?sku&quantity → rule + total_points
 *  POST /api/loyalty/consumers/{uuid}/reward {reward_uuid, qty, address?} → 201 redemption + balance;
 *       404 REWARD_NOT_FOUND, 409 OUT_OF_STOCK, 422 INVALID_QUANTITY | LEVEL_REQUIRED | ADDRESS_REQUIRED | INSUFFICIENT_POINTS
 *  GET  /api/loyalty/consumers/{uuid}/referral?page&page_size → {code, parent_code, has_first_purchase, stats, history}
 *  GET  /api/loyalty/consumers/{uuid}/campaigns → {items:[{uuid, points, amount:{value,currency}, is_available}]}
 *       (points-for-money offers for the cart; commerce's applyCampaignToCart takes the uuid)
 *  GET  /api/loyalty/consumers/{uuid}/articles[/{id}] → {items:[article]} | article with its body (SPEC §3 fields + title)
 *  POST /api/loyalty/consumers/{uuid}/earnings/article {article_id} → 201 {article_id, points, already_read:false} | 200 already read
 *  GET  /api/loyalty/consumers/{uuid}/earnings/qr-code/{id} → {qr_code_id, name, points, valid_until, is_active, already_scanned}
 *  POST /api/loyalty/consumers/{uuid}/earnings/qr-code {qr_code_id} → 201 {qr_code_id, points, already_scanned:false} | 200; 410 QR_CODE_EXPIRED
 *  Sandbox only: POST /_sandbox/loyalty/points {email, points}; POST /_sandbox/loyalty/first-purchase {email, order_number}
 */
export function mountUnifiedLoyalty(router: Router, db: Database.Database) {
  const consumer = "/api/loyalty/consumers/:uuid";
  mountLoyalty(router, db, {
    flavour: unified,
    out: (v) => v,
    paths: {
      configuration: "/api/loyalty/configuration",
      tiers: "/api/loyalty/tiers",
      rewards: "/api/loyalty/rewards",
      reward: "/api/loyalty/reward/:id",
      rules: "/api/loyalty/earnings",
      status: consumer,
      points: `${consumer}/points`,
      history: `${consumer}/earnings`,
      tier: `${consumer}/tier`,
      redemptions: `${consumer}/rewards`,
      redemption: `${consumer}/rewards/:id`,
      rule: `${consumer}/earning-rule/:event`,
      redeem: `${consumer}/reward`,
      referral: `${consumer}/referral`,
      campaigns: `${consumer}/campaigns`,
      articles: `${consumer}/articles`,
      article: `${consumer}/articles/:id`,
      readArticle: `${consumer}/earnings/article`,
      qrCode: `${consumer}/earnings/qr-code/:id`,
      scanQrCode: `${consumer}/earnings/qr-code`,
    },
    fields: { reward: "reward_uuid", qty: "qty", pageSize: "page_size", article: "article_id", qrCode: "qr_code_id" },
  });
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** The legacy service's camelCase, all the way down. */
export function camelKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(camelKeys);
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), camelKeys(x)]));
}

const LEGACY_FIELDS: Record<string, string> = {
  qty: "quantity",
  reward_uuid: "rewardUuid",
  article_id: "articleId",
  qr_code_id: "qrCodeId",
};

/**
 * Legacy flavour: camelCase in `{data}`, the customer's calls under /consumers/{UUID}/loyalty.
 *  GET  /loyalty/configuration | /loyalty/tiers | /loyalty/rewards | /loyalty/rewards/{id} | /loyalty/earning-rules
 *  GET  /consumers/{UUID}/loyalty | …/loyalty/points | …/loyalty/history?page&pageSize | …/loyalty/tier
 *  GET  /consumers/{UUID}/loyalty/redemptions[/{id}] | …/loyalty/earning-rules/{event}?sku&quantity
 *  POST /consumers/{UUID}/loyalty/redemptions {rewardUuid, quantity, address?}  (errors name rewardUuid / quantity / address)
 *  GET  /consumers/{UUID}/referral?page&pageSize; GET /consumers/{UUID}/loyalty/campaigns
 *  GET  /consumers/{UUID}/loyalty/articles[/{id}]; POST …/loyalty/articles/read {articleId}
 *  GET  /consumers/{UUID}/loyalty/qr-codes/{id}; POST …/loyalty/qr-codes/scan {qrCodeId}
 */
export function mountLegacyLoyalty(router: Router, db: Database.Database) {
  const consumer = "/consumers/:uuid/loyalty";
  mountLoyalty(router, db, {
    flavour: {
      errorBody: (e) =>
        legacy.errorBody(
          e.field && LEGACY_FIELDS[e.field]
            ? new AccountsError(e.status, e.code, e.message, LEGACY_FIELDS[e.field])
            : e,
        ),
    },
    out: (v) => data(camelKeys(v)),
    paths: {
      configuration: "/loyalty/configuration",
      tiers: "/loyalty/tiers",
      rewards: "/loyalty/rewards",
      reward: "/loyalty/rewards/:id",
      rules: "/loyalty/earning-rules",
      status: consumer,
      points: `${consumer}/points`,
      history: `${consumer}/history`,
      tier: `${consumer}/tier`,
      redemptions: `${consumer}/redemptions`,
      redemption: `${consumer}/redemptions/:id`,
      rule: `${consumer}/earning-rules/:event`,
      redeem: `${consumer}/redemptions`,
      referral: "/consumers/:uuid/referral",
      campaigns: `${consumer}/campaigns`,
      articles: `${consumer}/articles`,
      article: `${consumer}/articles/:id`,
      readArticle: `${consumer}/articles/read`,
      qrCode: `${consumer}/qr-codes/:id`,
      scanQrCode: `${consumer}/qr-codes/scan`,
    },
    fields: { reward: "rewardUuid", qty: "quantity", pageSize: "pageSize", article: "articleId", qrCode: "qrCodeId" },
  });
}
