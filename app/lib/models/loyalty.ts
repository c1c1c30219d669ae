// The club (product.md §3 Loyalty, Referral; §7 Loyalty; §8; §9): the domain shapes both platform
// flavours are mapped into, and the pages' paths.
import type { AccountError, Auth } from "./account";
import type { Money } from "./commerce";

export const CLUB_PAGE = "/club";
export const REFERRAL_PAGE = "/referral";
/** product.md §9: both from page 1 */
export const HISTORY_PAGE_SIZE = 10;
export const REFERRAL_PAGE_SIZE = 5;
/** the rewards a customer redeemed, 10 a page as the points history (decision 0061) */
export const REDEMPTIONS_PAGE_SIZE = 10;

export interface LoyaltyConfiguration {
  name: string;
  currency: string;
  /** points that take one unit of currency off a cart */
  pointsPerPound: number;
  expiryDays: number;
  expiringWindowDays: number;
  pendingDays: number;
}

export interface Tier {
  code: string;
  name: string;
  threshold: number;
  imageUrl: string | null;
}

/** What one order earned in the club (pending until its return period is over) and spent (product.md §3 loyalty_info). */
export interface OrderPoints {
  pointsEarned: number;
  pointsPending: boolean;
  pointsAvailableAt: string | null;
  pointsSpent: number;
}

/** product.md §3 points */
export interface LoyaltyPoints {
  points: number;
  expireAt: string | null;
  pendingPoints: number;
  pointsToExpire: number;
}

export interface LoyaltyStatus {
  tier: Tier | null;
  nextTier: Tier | null;
  earnedLastYear: number;
  points: LoyaltyPoints;
}

/** The customer's tier, the one above it (null at the top) and what decides it (product.md §3 tier). */
export type CustomerTier = Omit<LoyaltyStatus, "points">;

export interface EarningRule {
  eventName: string;
  name: string;
  description: string;
  points: number;
  /** product.md §9: the points are multiplied by the quantity */
  multiply: boolean;
}

/** product.md §3 history item */
export interface HistoryItem {
  type: "earned" | "spent" | "expired";
  points: number;
  coupon: string | null;
  event: string;
  date: string;
  balance: number;
  orderId: string | null;
  couponType: string | null;
  pending: boolean;
}

export interface Paged<T> {
  items: T[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export const REWARD_TYPES = ["sensorial", "delayed_lottery", "instant_lottery", "physical", "virtual"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** product.md §3 reward */
export interface Reward {
  uuid: string;
  slug: string;
  name: string;
  brandName: string;
  subtitle: string;
  description: string;
  points: number;
  images: string[];
  color: string | null;
  hasCoupons: boolean;
  createdAt: string | null;
  /** the tier codes that may redeem it */
  levels: string[];
  locations: string[];
  isAddressRequired: boolean;
  rewardType: RewardType;
  /** null: no limit */
  stock: number | null;
  maxQty: number;
  drawDate: string | null;
}

export interface Redemption {
  uuid: string;
  reward: Reward;
  qty: number;
  points: number;
  status: "confirmed" | "entered" | "won" | "lost";
  coupon: string | null;
  createdAt: string;
}

export interface PostalAddress {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  telephone: string | null;
}

export interface Referee {
  name: string;
  joinedAt: string;
  hasFirstPurchase: boolean;
  points: number;
}

/** product.md §3 Referral */
export interface Referral {
  code: string;
  parentCode: string | null;
  hasFirstPurchase: boolean;
  stats: { refereesCount: number; completedFirstOrderCount: number; earnedPoints: number };
  history: Paged<Referee>;
}

/** A points-for-money offer for the cart ("Use 500 points for £5 off"). */
export interface PointsCampaign {
  uuid: string;
  points: number;
  amount: Money;
  /** the customer's balance covers it */
  isAvailable: boolean;
}

/** product.md §3 article (with what the page shows of it) */
export interface Article {
  articleId: string;
  title: string;
  summary: string;
  /** plain-text paragraphs; only when one article is read */
  body: string | null;
  value: number;
  levels: string[];
  isRead: boolean;
  isAvailable: boolean;
}

export interface QrCode {
  id: string;
  name: string;
  points: number;
  isActive: boolean;
  alreadyScanned: boolean;
}

/** What reading an article or scanning a QR code earned: 0 when it had been credited before. */
export interface Earned {
  points: number;
  already: boolean;
}

/**
 * product.md §8 "Customer lookup" (decision 0076): why the club refused to look the customer up.
 * NOT_FOUND: it has no member for them; INACTIVE: their membership is suspended or closed;
 * UNAUTHORISED: the token sent is not theirs or has ended (the session is over); UNDEFINED:
 * anything else (an unknown refusal, an outage, an unreadable answer).
 */
export type CustomerLookupError = "NOT_FOUND" | "UNAUTHORISED" | "INACTIVE" | "UNDEFINED";

/**
 * A loyalty read (product.md §8): the safe default, and `available: false`, when the service failed;
 * `lookup` when it refused because of the customer's membership (NOT_FOUND, INACTIVE). Any other
 * failure is UNDEFINED (no `lookup`); UNAUTHORISED never comes back: it ends the session.
 */
export interface LoyaltyRead<T> {
  available: boolean;
  value: T;
  lookup?: "NOT_FOUND" | "INACTIVE";
}

export type RedeemResult = { ok: true; value: Redemption } | { ok: false; error: AccountError };

export interface LoyaltyGateway {
  /** product.md §8: missing configuration throws */
  configuration(): Promise<LoyaltyConfiguration>;
  status(auth: Auth): Promise<LoyaltyRead<LoyaltyStatus>>;
  /** product.md §3 points: available, pending, and those to expire with their date */
  points(auth: Auth): Promise<LoyaltyRead<LoyaltyPoints>>;
  tier(auth: Auth): Promise<LoyaltyRead<CustomerTier>>;
  /** the rewards the customer redeemed, newest first */
  redemptions(auth: Auth, page: number): Promise<LoyaltyRead<Paged<Redemption>>>;
  history(auth: Auth, page: number): Promise<LoyaltyRead<Paged<HistoryItem>>>;
  rules(): Promise<LoyaltyRead<EarningRule[]>>;
  /** every tier of the programme, as the platform orders them */
  tiers(): Promise<LoyaltyRead<Tier[]>>;
  /** what one of the customer's orders earned and spent; null when the club knows no such order */
  orderPoints(auth: Auth, orderNumber: string): Promise<LoyaltyRead<OrderPoints | null>>;
  /** the points `quantity` of `sku` earn under the event's rule; null when the lookup failed */
  earningRule(auth: Auth, event: string, item?: { sku: string; quantity: number }): Promise<LoyaltyRead<number | null>>;
  rewards(filter?: { featured?: boolean }): Promise<LoyaltyRead<Reward[]>>;
  /** by uuid or slug; null when there is none. Missing data throws (product.md §8). */
  reward(id: string): Promise<Reward | null>;
  redeem(auth: Auth, input: { rewardUuid: string; qty: number; address: PostalAddress | null }): Promise<RedeemResult>;
  redemption(auth: Auth, uuid: string): Promise<Redemption | null>;
  referral(auth: Auth, page: number): Promise<LoyaltyRead<Referral>>;
  /** product.md §8: campaigns are a loyalty read too (none when the service fails) */
  campaigns(auth: Auth): Promise<LoyaltyRead<PointsCampaign[]>>;
  articles(auth: Auth): Promise<LoyaltyRead<Article[]>>;
  /** null when there is no such article; missing data throws */
  article(auth: Auth, id: string): Promise<Article | null>;
  /** credits the article once (product.md: on the server, when it is read) */
  readArticle(auth: Auth, id: string): Promise<EarnResult>;
  qrCode(auth: Auth, id: string): Promise<QrCode | null>;
  scanQrCode(auth: Auth, id: string): Promise<EarnResult>;
}

export type EarnResult = { ok: true; value: Earned } | { ok: false; error: AccountError };

export const EMPTY_PAGE = { items: [], page: 1, totalPages: 1, totalCount: 0 } satisfies Paged<never>;
