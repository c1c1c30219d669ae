import type Database from "better-sqlite3";
import { CAMPAIGNS, type Campaign } from "../loyalty/catalogue";
import { addEntry, balanceOf, creditOrder } from "../loyalty/ledger";
import { recordFirstPurchase } from "../loyalty/referral";
import { round2 } from "./context";

/**
 * Points-for-money campaigns on a customer cart (the brand's loyalty module; product.md §3 cart
 * applied_campaign, §7 applyCampaignToCart / removeCampaignFromCart). The cart keeps the chosen
 * campaign; its discount counts while the customer's balance covers it (read from the loyalty
 * ledger, which shares the sandbox's database, as the module would ask the loyalty service).
 * Placing the order spends the points and credits the order's own (pending) points.
 */

export function migrateCampaigns(db: Database.Database) {
  const columns = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
  if (!columns("quote").includes("loyalty_campaign_uuid"))
    db.exec("ALTER TABLE quote ADD COLUMN loyalty_campaign_uuid TEXT");
  if (!columns("sales_order").includes("loyalty_campaign_uuid"))
    db.exec(`ALTER TABLE sales_order ADD COLUMN loyalty_campaign_uuid TEXT;
      ALTER TABLE sales_order ADD COLUMN loyalty_discount_points INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE sales_order ADD COLUMN loyalty_discount_amount REAL NOT NULL DEFAULT 0;`);
}

export interface AppliedCampaign extends Campaign {
  /** what it takes off this cart (never more than the cart's goods cost after coupons) */
  discount: number;
}

export const campaignByUuid = (uuid: string | null | undefined) => CAMPAIGNS.find((c) => c.uuid === uuid) ?? null;

/** The cart's campaign, if its customer's points still cover it. */
export function appliedCampaign(
  db: Database.Database,
  quote: { customer_uuid: string | null; loyalty_campaign_uuid?: string | null },
  goods: number,
): { campaign: AppliedCampaign | null; dropped: boolean } {
  const campaign = campaignByUuid(quote.loyalty_campaign_uuid);
  if (!campaign || !quote.customer_uuid) return { campaign: null, dropped: false };
  if (balanceOf(db, quote.customer_uuid) < campaign.points) return { campaign: null, dropped: true };
  return { campaign: { ...campaign, discount: round2(Math.min(campaign.amount, Math.max(goods, 0))) }, dropped: false };
}

export const campaignLabel = (points: number) => `${points.toLocaleString("en-GB")} club points`;

/** At placement: the campaign's points are spent, the order's own points credited, a referrer thanked. */
export function settleOrderPoints(
  db: Database.Database,
  customerUuid: string | null,
  orderNumber: string,
  campaign: AppliedCampaign | null,
  lines: { sku: string; quantity: number }[],
) {
  if (!customerUuid) return;
  if (campaign)
    addEntry(db, customerUuid, {
      event: "order_discount",
      type: "spent",
      points: -campaign.points,
      reference: orderNumber,
      orderId: orderNumber,
    });
  creditOrder(db, customerUuid, orderNumber, lines);
  recordFirstPurchase(db, customerUuid, orderNumber);
}
