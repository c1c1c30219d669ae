import type { Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import { data, legacy } from "../platform/legacy-wire";
import { unified } from "../platform/unified-wire";
import { mountContests } from "./contests";
import { mountEngagement } from "./engagement";
import { mountLoyalty } from "./routes";

/**
 * Unified flavour (product.md §7 "Loyalty"): snake_case (the reward keeps product.md §3's own names:
 * brandName, isAddressRequired, rewardType), no envelope, lists in {items}.
 *  GET  /api/loyalty/configuration | /tiers | /rewards[?featured=true] | /reward/{uuid or slug} | /earnings (the rules)
 *  GET  /api/loyalty/consumers/{uuid}                      → {uuid, tier, next_tier, earned_last_year, points:{…}}
 *  GET  /api/loyalty/consumers/{uuid}/points               → {points, expire_at, pending_points, points_to_expire}
 *  GET  /api/loyalty/consumers/{uuid}/earnings?page&page_size → {items:[history item], page, page_size, total_count, total_pages}
 *  GET  /api/loyalty/consumers/{uuid}/tier → the tier's fields + {next_tier, earned_last_year}
 *  GET  /api/loyalty/consumers/{uuid}/rewards?page&page_size → the customer's redemptions, newest first, paged as the
 *       history | /rewards/{redemption uuid}
 *  GET  /api/loyalty/consumers/{uuid}/orders/{order number} → {order_id, points_earned, points_pending,
 *       points_available_at, points_spent}; 404 ORDER_NOT_FOUND when it is not the customer's
 *  GET  /api/loyalty/consumers/{uuid}/earning-rule/{event_name}?sku&quantity → rule + total_points
 *  POST /api/loyalty/consumers/{uuid}/reward {reward_uuid, qty, address?} → 201 redemption + balance;
 *       404 REWARD_NOT_FOUND, 409 OUT_OF_STOCK, 422 INVALID_QUANTITY | LEVEL_REQUIRED | ADDRESS_REQUIRED | INSUFFICIENT_POINTS
 *  GET  /api/loyalty/consumers/{uuid}/referral?page&page_size → {code, parent_code, has_first_purchase, stats, history}
 *  GET  /api/loyalty/consumers/{uuid}/campaigns → {items:[{uuid, points, amount:{value,currency}, is_available}]}
 *       (points-for-money offers for the cart; commerce's applyCampaignToCart takes the uuid)
 *  GET  /api/loyalty/consumers/{uuid}/articles[/{id}] → {items:[article]} | article with its body (product.md §3 fields + title)
 *  POST /api/loyalty/consumers/{uuid}/earnings/article {article_id} → 201 {article_id, points, already_read:false} | 200 already read
 *  GET  /api/loyalty/consumers/{uuid}/earnings/qr-code/{id} → {qr_code_id, name, points, valid_until, is_active, already_scanned}
 *  POST /api/loyalty/consumers/{uuid}/earnings/qr-code {qr_code_id} → 201 {qr_code_id, points, already_scanned:false} | 200; 410 QR_CODE_EXPIRED
 *  GET  /api/loyalty/consumers/{uuid}/surveys → {items:[{survey_id, title, summary, points, closes_at, status}]}
 *  GET  /api/loyalty/consumers/{uuid}/survey/{id}/status → survey; POST …/survey/{id}/start → 201 | 200 (already);
 *       410 SURVEY_CLOSED; POST …/survey/{id}/validate {serial_code} → 202 survey (status validating);
 *       409 SURVEY_NOT_STARTED | SURVEY_ALREADY_VALIDATED, 422 INVALID_SERIAL_CODE | SERIAL_CODE_USED (field serial_code)
 *  GET  /api/quizzes/by-user/{uuid} → {items:[quiz + last_submission]}; POST {quiz_id, answers:{question: option}}
 *       → 201 submission {id, quiz_id, answers, results, questions}; 422 ANSWER_REQUIRED (field answers.{question})
 *  GET  /api/quizzes/{id} (public quizzes: the flavour finder); POST /api/quizzes/{id}/submissions {answers} (a guest's);
 *       GET /api/quizzes/submissions/{id} (a guest's, or the bearer's own)
 *  GET  /api/loyalty/consumers/{uuid}/contests/status → {items:[{contest_id, title, summary, questions, file:{required,
 *       max_bytes, types}, closes_at, status: open | entered | closed, entry}]}
 *  POST /api/loyalty/consumers/{uuid}/contests multipart {contest_id, questions[], answers[], files} → 201 contest;
 *       409 ALREADY_ENTERED, 410 CONTEST_CLOSED, 422 ANSWER_REQUIRED | ANSWER_TOO_LONG (answers.{question}),
 *       FILE_REQUIRED | FILE_TOO_LARGE | FILE_TYPE (files: JPEG or PNG, 2 MB)
 *  Sandbox only: POST /_sandbox/loyalty/points {email, points}; POST /_sandbox/loyalty/first-purchase {email, order_number};
 *       POST /_sandbox/loyalty/serial-codes {survey_id, count, slow?} → {codes}
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
      order: `${consumer}/orders/:orderId`,
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
  mountEngagement(router, db, {
    flavour: unified,
    out: (v) => v,
    paths: {
      surveys: `${consumer}/surveys`,
      surveyStatus: `${consumer}/survey/:id/status`,
      startSurvey: `${consumer}/survey/:id/start`,
      validateSurvey: `${consumer}/survey/:id/validate`,
      quizzesByUser: "/api/quizzes/by-user/:uuid",
      submitByUser: "/api/quizzes/by-user/:uuid",
      quiz: "/api/quizzes/:id",
      submitGuest: "/api/quizzes/:id/submissions",
      submission: "/api/quizzes/submissions/:id",
    },
    fields: { serialCode: "serial_code", quizId: "quiz_id" },
  });
  mountContests(router, db, {
    flavour: unified,
    out: (v) => v,
    status: `${consumer}/contests/status`,
    enter: `${consumer}/contests`,
    contestField: "contest_id",
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
  serial_code: "serialCode",
};

const legacyFlavour = {
  errorBody: (e: AccountsError) =>
    legacy.errorBody(
      e.field && LEGACY_FIELDS[e.field] ? new AccountsError(e.status, e.code, e.message, LEGACY_FIELDS[e.field]) : e,
    ),
};
const legacyOut = (v: unknown) => data(camelKeys(v));

/**
 * Legacy flavour: camelCase in `{data}`, the customer's calls under /consumers/{UUID}/loyalty.
 *  GET  /loyalty/configuration | /loyalty/tiers | /loyalty/rewards | /loyalty/rewards/{id} | /loyalty/earning-rules
 *  GET  /consumers/{UUID}/loyalty | …/loyalty/points | …/loyalty/history?page&pageSize | …/loyalty/tier
 *  GET  /consumers/{UUID}/loyalty/orders/{order number} → {data:{orderId, pointsEarned, pointsPending, …}}
 *  GET  /consumers/{UUID}/loyalty/redemptions?page&pageSize | …/loyalty/redemptions/{id}
 *  GET  /consumers/{UUID}/loyalty/earning-rules/{event}?sku&quantity
 *  POST /consumers/{UUID}/loyalty/redemptions {rewardUuid, quantity, address?}  (errors name rewardUuid / quantity / address)
 *  GET  /consumers/{UUID}/referral?page&pageSize (stats and friends, no code); GET /consumers/{UUID}/loyalty/campaigns
 *  POST /consumers/{UUID}/generate-promo-code → {data:{promoCode}}: the customer's own code (product.md §2), made once
 *  GET  /consumers/{UUID}/loyalty/articles[/{id}]; POST …/loyalty/articles/read {articleId}
 *  GET  /consumers/{UUID}/loyalty/qr-codes/{id}; POST …/loyalty/qr-codes/scan {qrCodeId}
 *  GET  /consumers/{UUID}/loyalty/surveys[/{id}]; POST …/surveys/{id}/start; POST …/surveys/{id}/serial-codes {serialCode}
 *  GET  /consumers/{UUID}/quizzes; POST /consumers/{UUID}/quizzes/submissions {quizId, answers}
 *  GET  /quizzes/{id}; POST /quizzes/{id}/submissions {answers}; GET /quizzes/submissions/{id}
 *  GET  /consumers/{UUID}/loyalty/contests; POST …/loyalty/contests/entries multipart {contestId, questions, answers, files}
 */
export function mountLegacyLoyalty(router: Router, db: Database.Database) {
  const consumer = "/consumers/:uuid/loyalty";
  mountLoyalty(router, db, {
    flavour: legacyFlavour,
    out: legacyOut,
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
      order: `${consumer}/orders/:orderId`,
      redemptions: `${consumer}/redemptions`,
      redemption: `${consumer}/redemptions/:id`,
      rule: `${consumer}/earning-rules/:event`,
      redeem: `${consumer}/redemptions`,
      referral: "/consumers/:uuid/referral",
      promoCode: "/consumers/:uuid/generate-promo-code",
      campaigns: `${consumer}/campaigns`,
      articles: `${consumer}/articles`,
      article: `${consumer}/articles/:id`,
      readArticle: `${consumer}/articles/read`,
      qrCode: `${consumer}/qr-codes/:id`,
      scanQrCode: `${consumer}/qr-codes/scan`,
    },
    fields: { reward: "rewardUuid", qty: "quantity", pageSize: "pageSize", article: "articleId", qrCode: "qrCodeId" },
  });
  mountEngagement(router, db, {
    flavour: legacyFlavour,
    out: legacyOut,
    paths: {
      surveys: `${consumer}/surveys`,
      surveyStatus: `${consumer}/surveys/:id`,
      startSurvey: `${consumer}/surveys/:id/start`,
      validateSurvey: `${consumer}/surveys/:id/serial-codes`,
      quizzesByUser: "/consumers/:uuid/quizzes",
      submitByUser: "/consumers/:uuid/quizzes/submissions",
      quiz: "/quizzes/:id",
      submitGuest: "/quizzes/:id/submissions",
      submission: "/quizzes/submissions/:id",
    },
    fields: { serialCode: "serialCode", quizId: "quizId" },
  });
  mountContests(router, db, {
    flavour: legacyFlavour,
    out: legacyOut,
    status: `${consumer}/contests`,
    enter: `${consumer}/contests/entries`,
    contestField: "contestId",
  });
}
