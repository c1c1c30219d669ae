// The brand's promotions (brand_promotion): which products they are for, the gifts a shopper
// may choose (free_gift_flexible, brand_promotion_gift), and whether an offer applies to the
// shopper's cart (promotionalOffers' eligible and potentially_eligible).
import { storeConfigValue, type Ctx } from "./context";
import { currentCustomer } from "./customer-auth";
import { isSalable, productById, productBySku, tierPrices, type ProductRow } from "./products";

export interface PromotionRow {
  code: string;
  type: string;
  title: string;
  description: string;
  hint: string | null;
  label: string | null;
  skus: string;
  gift_sku: string | null;
  gift_qty: number | null;
  limit_qty: number | null;
}

/** The sku promotions name for this product (a variant's parent's). */
const promotedSku = (ctx: Ctx, row: ProductRow) => (row.parent_id ? productById(ctx.db, row.parent_id).sku : row.sku);

/** Promotions whose trigger list names this product (or, for a variant, its parent). */
export function promotionsFor(ctx: Ctx, row: ProductRow, type?: string): PromotionRow[] {
  const rows = ctx.db
    .prepare("SELECT * FROM brand_promotion p WHERE EXISTS (SELECT 1 FROM json_each(p.skus) WHERE value = ?)")
    .all(promotedSku(ctx, row)) as PromotionRow[];
  return rows.filter((p) => !type || p.type === type);
}

export interface GiftChoice {
  gift: ProductRow;
  eligible: boolean;
  /** why it cannot be chosen; null when it can */
  reason: string | null;
}

/** A gift the shopper may choose now: in this store view and in stock. */
function giftChoice(ctx: Ctx, gift: ProductRow): GiftChoice {
  const inStore = productBySku(ctx, gift.sku) !== undefined;
  if (!inStore) return { gift, eligible: false, reason: "No longer available." };
  if (!isSalable(ctx.db, gift)) return { gift, eligible: false, reason: "Out of stock at the moment." };
  return { gift, eligible: true, reason: null };
}

/**
 * The gifts a shopper chooses from with this product (its free_gift_flexible promotions) and how
 * many units they may choose in all (the promotions' limit_qty, 1 when unset); none while free
 * gifts are off.
 */
export function flexibleGifts(ctx: Ctx, row: ProductRow): { allowed: number; choices: GiftChoice[] } {
  if (!storeConfigValue<boolean>(ctx, "is_free_gifts_enabled")) return { allowed: 0, choices: [] };
  const promos = promotionsFor(ctx, row, "free_gift_flexible");
  const choices = promos.flatMap((p) =>
    (
      ctx.db
        .prepare(
          "SELECT p.* FROM brand_promotion_gift g JOIN catalog_product p ON p.sku = g.sku WHERE g.code = ? ORDER BY g.position",
        )
        .all(p.code) as ProductRow[]
    ).map((gift) => giftChoice(ctx, gift)),
  );
  return { allowed: promos.reduce((n, p) => n + (p.limit_qty ?? 1), 0), choices };
}

/** The shopper's cart for an offer: the cart a product is read in, else the signed-in customer's active one. */
function shopperCartId(ctx: Ctx, quoteId: number | undefined): number | null {
  if (quoteId !== undefined) return quoteId;
  const customer = currentCustomer(ctx);
  if (!customer) return null;
  const row = ctx.db
    .prepare(
      "SELECT id FROM quote WHERE customer_uuid = ? AND store_code = ? AND is_active = 1 ORDER BY id DESC LIMIT 1",
    )
    .get(customer.uuid, ctx.store.code) as { id: number } | undefined;
  return row?.id ?? null;
}

/** Units of each sku (a variant counted as its parent) on the cart's own (not gift) lines. */
function cartUnits(ctx: Ctx, quoteId: number): Map<string, number> {
  const rows = ctx.db
    .prepare(
      `SELECT p.sku, SUM(i.qty) AS qty FROM quote_item i JOIN catalog_product p ON p.id = i.product_id
       WHERE i.quote_id = ? AND i.is_gift = 0 GROUP BY p.sku`,
    )
    .all(quoteId) as { sku: string; qty: number }[];
  return new Map(rows.map((r) => [r.sku, r.qty]));
}

/**
 * Whether an offer applies to the shopper's cart (eligible), or would once they add one of its
 * skus (potentially_eligible). A multi-buy (conditional_purchase) applies from its product's
 * first price tier (one unit when it has none); a free gift from one unit, while free gifts are
 * on. Without a cart nothing applies yet.
 */
export function offerEligibility(ctx: Ctx, promo: PromotionRow, quoteId: number | undefined) {
  const skus = JSON.parse(promo.skus) as string[];
  if (promo.type !== "conditional_purchase" && !storeConfigValue<boolean>(ctx, "is_free_gifts_enabled"))
    return { eligible: false, potentially_eligible: false, skus };
  const cartId = shopperCartId(ctx, quoteId);
  const units = cartId === null ? new Map<string, number>() : cartUnits(ctx, cartId);
  const threshold = (sku: string) => {
    if (promo.type !== "conditional_purchase") return 1;
    const product = productBySku(ctx, sku);
    return (product && tierPrices(ctx.db, product.id)[0]?.qty) || 1;
  };
  const eligible = skus.some((sku) => (units.get(sku) ?? 0) >= threshold(sku));
  return { eligible, potentially_eligible: !eligible, skus };
}
