import type Database from "better-sqlite3";
import { currencyOf, round2, storeConfigValue, type Ctx } from "./context";
import { isSubscriptionLine, isVirtualCart, shippingFor } from "./checkout-methods";
import { appliedCampaign } from "./campaigns";
import { checkCartOwner } from "./customer-auth";
import { noSuchEntity } from "./errors";
import { linksPrice } from "./downloadable-links";
import { ruleErrors } from "./line-rules";
import { flexibleGifts, promotionsFor } from "./promotions";
import {
  productById,
  productBySku,
  stockOf,
  unitPrice,
  type BundleOptionRow,
  type BundleSelectionRow,
  type ProductRow,
} from "./products";

export interface QuoteRow {
  id: number;
  masked_id: string;
  store_code: string;
  customer_id: number | null;
  /** the owning account's uuid; null for a guest cart */
  customer_uuid: string | null;
  email: string | null;
  is_active: number;
  coupon_code: string | null;
  /** the loyalty campaign chosen for this cart (campaigns.ts) */
  loyalty_campaign_uuid?: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteItemRow {
  id: number;
  quote_id: number;
  product_id: number;
  variant_id: number | null;
  qty: number;
  is_gift: number;
  parent_gift_item_id: number | null;
  has_registration_consent: number;
  created_at: string;
  updated_at: string;
}

export interface LineSelection {
  option: BundleOptionRow;
  selection: BundleSelectionRow;
  product: ProductRow;
  qty: number;
}

export interface CartLine {
  item: QuoteItemRow;
  /** the product added: simple, configurable parent or bundle */
  product: ProductRow;
  variant: ProductRow | null;
  selections: LineSelection[];
  /** prices include VAT, as catalogue prices do in this market */
  unit: number;
  row: number;
  discount: number;
  errors: { code: string; message: string }[];
}

export interface CouponRow {
  code: string;
  label: string;
  discount_percent: number;
  /** a fixed amount off the goods (0: the percentage applies) */
  discount_amount: number;
  /** a customer's own code (a club voucher, a partner's), used once; null: anyone's */
  customer_uuid: string | null;
  from_date: string;
  to_date: string;
  is_active: number;
}

export const now = () => new Date().toISOString();

/** The cart behind a masked id, refused the way Adobe Commerce refuses it. */
export function findCart(ctx: Ctx, maskedId: string): QuoteRow {
  const quote = ctx.db.prepare("SELECT * FROM quote WHERE masked_id = ?").get(maskedId) as QuoteRow | undefined;
  if (!quote) throw noSuchEntity(`Could not find a cart with ID "${maskedId}"`);
  if (quote.store_code !== ctx.store.code) throw noSuchEntity(`Wrong store code specified for cart "${maskedId}"`);
  if (!quote.is_active) throw noSuchEntity("The cart isn't active.");
  checkCartOwner(ctx, quote.customer_uuid, maskedId);
  return quote;
}

export function itemsOf(db: Database.Database, quoteId: number): QuoteItemRow[] {
  return db.prepare("SELECT * FROM quote_item WHERE quote_id = ? ORDER BY id").all(quoteId) as QuoteItemRow[];
}

export function selectionsOf(db: Database.Database, itemId: number): LineSelection[] {
  const rows = db
    .prepare("SELECT * FROM quote_item_bundle_selection WHERE item_id = ? ORDER BY option_id, selection_id")
    .all(itemId) as {
    option_id: number;
    selection_id: number;
    qty: number;
  }[];
  return rows.map((r) => {
    const option = db
      .prepare("SELECT * FROM catalog_product_bundle_option WHERE id = ?")
      .get(r.option_id) as BundleOptionRow;
    const selection = db
      .prepare("SELECT * FROM catalog_product_bundle_selection WHERE id = ?")
      .get(r.selection_id) as BundleSelectionRow;
    return { option, selection, product: productById(db, selection.product_id), qty: r.qty };
  });
}

/**
 * A fixed amount off (at most the goods' total), shared between the lines in proportion to
 * their price, the last line taking what rounding leaves, as Magento's cart fixed rule does.
 */
function spreadAmount(lines: CartLine[], amount: number, subtotal: number) {
  const paid = lines.filter((l) => l.row > 0);
  let left = amount;
  paid.forEach((line, i) => {
    line.discount = i === paid.length - 1 ? round2(left) : round2((amount * line.row) / subtotal);
    left -= line.discount;
  });
}

/**
 * Usable coupon for this store and this cart, or why it is not. A customer's own code (a club
 * voucher, a partner's: `customer_uuid`) is valid on their carts only, and once: an order of
 * theirs that carries it (not cancelled) has used it (decision 0055).
 */
export function checkCoupon(
  db: Database.Database,
  code: string,
  quote: Pick<QuoteRow, "customer_uuid">,
): { coupon: CouponRow } | { error: string } {
  const coupon = db.prepare("SELECT * FROM salesrule_coupon WHERE code = ? COLLATE NOCASE").get(code) as
    CouponRow | undefined;
  const today = now().slice(0, 10);
  const notTheirs = coupon?.customer_uuid && coupon.customer_uuid !== quote.customer_uuid;
  if (!coupon || !coupon.is_active || today < coupon.from_date || notTheirs)
    return { error: `The coupon code "${code}" is not valid.` };
  if (today > coupon.to_date) return { error: `The coupon code "${code}" has expired.` };
  const used =
    coupon.customer_uuid &&
    db
      .prepare(
        "SELECT 1 FROM sales_order WHERE coupon_code = ? COLLATE NOCASE AND customer_uuid = ? AND status != 'canceled'",
      )
      .get(coupon.code, coupon.customer_uuid);
  if (used) return { error: `The coupon code "${code}" has already been used.` };
  return { coupon };
}

/** What each product unit of a line needs from stock. */
export function stockNeeds(
  line: Pick<CartLine, "product" | "variant" | "selections" | "item">,
): [ProductRow, number][] {
  if (line.selections.length) return line.selections.map((s) => [s.product, s.qty * line.item.qty]);
  return [[line.variant ?? line.product, line.item.qty]];
}

export function stockProblem(db: Database.Database, needs: [ProductRow, number][]): string | null {
  for (const [product, qty] of needs) {
    const stock = stockOf(db, product.id);
    if (!stock.is_in_stock || stock.qty <= 0) return "This product is out of stock.";
    if (qty > stock.qty) return "The requested qty is not available";
  }
  return null;
}

/** Why `item` could not hold `qty` units, given today's stock; null when it can. */
export function itemStockProblem(db: Database.Database, item: QuoteItemRow, qty: number): string | null {
  const product = productById(db, item.product_id);
  const variant = item.variant_id ? productById(db, item.variant_id) : null;
  return stockProblem(
    db,
    stockNeeds({ product, variant, selections: selectionsOf(db, item.id), item: { ...item, qty } }),
  );
}

const cartonsIn = (line: CartLine) =>
  line.item.is_gift
    ? 0
    : line.selections.length
      ? line.selections.reduce((n, s) => n + (s.product.pack_type === "carton" ? s.qty * line.item.qty : 0), 0)
      : line.product.pack_type === "carton"
        ? line.item.qty
        : 0;

/** Prices, discounts and line errors of a cart, computed fresh on every read. */
export function computeCart(ctx: Ctx, quote: QuoteRow) {
  const { db } = ctx;
  const coupon = quote.coupon_code ? checkCoupon(db, quote.coupon_code, quote) : null;
  const percent = coupon && "coupon" in coupon ? coupon.coupon.discount_percent : 0;
  const lines: CartLine[] = itemsOf(db, quote.id).map((item) => {
    const product = productById(db, item.product_id);
    const variant = item.variant_id ? productById(db, item.variant_id) : null;
    const selections = selectionsOf(db, item.id);
    const unit = item.is_gift
      ? 0
      : selections.length
        ? round2(selections.reduce((sum, s) => sum + unitPrice(db, s.product, s.qty) * s.qty, 0))
        : round2(unitPrice(db, variant ?? product, item.qty) + linksPrice(db, product, item.id));
    const row = round2(unit * item.qty);
    const line: CartLine = {
      item,
      product,
      variant,
      selections,
      unit,
      row,
      discount: round2((row * percent) / 100),
      errors: [],
    };
    // a gift line's stock and availability are the free-gift rules' (line-rules.ts)
    if (item.is_gift) return line;
    const stock = stockProblem(db, stockNeeds(line));
    if (stock) line.errors.push({ code: "ITEM_QTY", message: stock });
    if (product.status !== 1 || (product.store_scope && product.store_scope !== ctx.store.code)) {
      line.errors.push({ code: "UNDEFINED", message: "This product is no longer available." });
    }
    if (
      product.enable_order_quantity_limit &&
      product.order_quantity_limit !== null &&
      item.qty > product.order_quantity_limit
    ) {
      line.errors.push({ code: "ITEM_QTY", message: `The most you may purchase is ${product.order_quantity_limit}.` });
    }
    return line;
  });

  const rules = ruleErrors(ctx, quote.customer_uuid, lines);
  for (const line of lines) line.errors.push(...rules.get(line.item.id)!);

  const cartonsLimit = storeConfigValue<number>(ctx, "cartons_limit_value");
  const cartons = lines.reduce((n, l) => n + cartonsIn(l), 0);
  if (cartonsLimit !== null && cartons > cartonsLimit) {
    for (const line of lines.filter((l) => cartonsIn(l) > 0)) {
      line.errors.push({
        code: "CARTONS_LIMIT",
        message: `You can buy up to ${cartonsLimit} cartons per order; your cart has ${cartons}.`,
      });
    }
  }

  const messages: { type: "INFORMATION" | "ERROR"; text: string }[] = [];
  const orderLimit = storeConfigValue<boolean>(ctx, "is_order_limit_enabled")
    ? storeConfigValue<number>(ctx, "order_limit_value")
    : null;
  const units = lines.filter((l) => !l.item.is_gift).reduce((n, l) => n + l.item.qty, 0);
  if (orderLimit !== null && units > orderLimit)
    messages.push({ type: "ERROR", text: `An order can hold at most ${orderLimit} items; your cart has ${units}.` });
  for (const missing of missingGifts(ctx, lines))
    messages.push({ type: "INFORMATION", text: `Your free ${missing} is out of stock, so we could not add it.` });

  const vatRate = storeConfigValue<number>(ctx, "tax/vat_rate") ?? 0;
  const exclTax = (incl: number) => round2(incl / (1 + vatRate / 100));
  const subtotal = round2(lines.reduce((n, l) => n + l.row, 0));
  const amountOff = coupon && "coupon" in coupon ? coupon.coupon.discount_amount : 0;
  if (amountOff > 0) spreadAmount(lines, Math.min(amountOff, subtotal), subtotal);
  const discount = round2(lines.reduce((n, l) => n + l.discount, 0));
  const isVirtual = isVirtualCart(lines);
  const hasSubscription = lines.some(isSubscriptionLine);
  // The chosen delivery is charged in the totals (its VAT is part of `tax`).
  const shipping = shippingFor(ctx, quote, { subtotal: subtotal - discount, hasSubscription, isVirtual });
  const loyalty = appliedCampaign(db, quote, subtotal - discount);
  if (loyalty.dropped)
    messages.push({
      type: "INFORMATION",
      text: "Your club points no longer cover the points offer you chose, so it was taken off.",
    });
  const campaignDiscount = loyalty.campaign?.discount ?? 0;
  // Magento's sales/minimum_order_amount: the goods after discounts, delivery not counted
  const minimum = storeConfigValue<number>(ctx, "sales/minimum_order_amount") ?? 0;
  const payable = round2(subtotal - discount - campaignDiscount);
  if (minimum > 0 && lines.length > 0 && payable < minimum) {
    const price = (n: number) =>
      new Intl.NumberFormat("en-GB", { style: "currency", currency: currencyOf(ctx) }).format(n);
    messages.push({
      type: "ERROR",
      text: `The minimum order is ${price(minimum)}: add ${price(round2(minimum - payable))} more to check out.`,
    });
  }
  const grandTotal = round2(subtotal - discount - campaignDiscount + (shipping.selected?.amount ?? 0));
  const trialLines = lines.filter((l) => l.product.after_trial_price !== null);
  const afterTrial = round2(
    lines.reduce((n, l) => n + (l.product.after_trial_price ?? l.unit) * l.item.qty - l.discount, 0),
  );
  return {
    quote,
    lines,
    currency: currencyOf(ctx),
    coupon: coupon && "coupon" in coupon ? coupon.coupon : null,
    subtotal,
    subtotalExclTax: exclTax(subtotal),
    subtotalWithDiscountExclTax: exclTax(subtotal - discount),
    discount,
    campaign: loyalty.campaign,
    isVirtual,
    hasSubscription,
    shipping,
    grandTotal,
    tax: round2(grandTotal - exclTax(grandTotal)),
    vatLabel: storeConfigValue<string>(ctx, "tax/vat_label") ?? "Tax",
    exclTax,
    messages,
    subscriptionAmount: round2(lines.filter((l) => l.product.subscription).reduce((n, l) => n + l.row - l.discount, 0)),
    /** when the cart holds a free trial: what is charged once the trial ends */
    afterTrial: trialLines.length ? { total: afterTrial, tax: round2(afterTrial - exclTax(afterTrial)) } : null,
    canApplyCoupons: trialLines.length === 0,
  };
}
export type CartModel = ReturnType<typeof computeCart>;

interface WantedGift {
  parent: QuoteItemRow;
  parentSku: string;
  gift: ProductRow;
  qty: number;
}

function wantedGifts(
  ctx: Ctx,
  items: QuoteItemRow[],
): { wanted: WantedGift[]; unavailable: { parentId: number; name: string }[] } {
  const wanted: WantedGift[] = [];
  const unavailable: { parentId: number; name: string }[] = [];
  if (!storeConfigValue<boolean>(ctx, "is_free_gifts_enabled")) return { wanted, unavailable };
  // no more gift units than the store allows in one cart; the first qualifying lines get theirs
  const limit = storeConfigValue<number>(ctx, "gift_basket_quantity_limitation") ?? Infinity;
  // gifts the shopper chose (and keeps) come first
  let units = chosenGifts(ctx, items).reduce((n, g) => n + g.qty, 0);
  for (const parent of items.filter((i) => !i.is_gift)) {
    const product = productById(ctx.db, parent.product_id);
    for (const promo of promotionsFor(ctx, product, "free_gift_fixed")) {
      const gift = promo.gift_sku ? productBySku(ctx, promo.gift_sku) : undefined;
      const qty = promo.gift_qty ?? 1;
      if (units + qty > limit) continue;
      if (gift && !stockProblem(ctx.db, [[gift, qty]])) {
        wanted.push({ parent, parentSku: product.sku, gift, qty });
        units += qty;
      } else unavailable.push({ parentId: parent.id, name: gift?.name ?? "gift" });
    }
  }
  return { wanted, unavailable };
}

/** Gifts a line should come with but could not get; a gift line still in the cart says so itself (line-rules.ts). */
function missingGifts(ctx: Ctx, lines: CartLine[]): string[] {
  const items = lines.map((l) => l.item);
  return wantedGifts(ctx, items)
    .unavailable.filter((u) => !items.some((i) => i.is_gift && i.parent_gift_item_id === u.parentId))
    .map((u) => u.name);
}

/**
 * The chosen gifts (free_gift_flexible) that stay: their parent line is still in the cart and
 * still offers them, within its allowed quantity (the first chosen kept).
 */
function chosenGifts(ctx: Ctx, items: QuoteItemRow[]): QuoteItemRow[] {
  const kept: QuoteItemRow[] = [];
  for (const parent of items.filter((i) => !i.is_gift)) {
    const { allowed, choices } = flexibleGifts(ctx, productById(ctx.db, parent.product_id));
    let units = 0;
    for (const gift of items.filter((i) => i.is_gift && i.parent_gift_item_id === parent.id)) {
      if (!choices.some((c) => c.gift.id === gift.product_id) || units + gift.qty > allowed) continue;
      kept.push(gift);
      units += gift.qty;
    }
  }
  return kept;
}

/**
 * Free-gift lines follow their parent lines: a fixed gift is added, resized and removed with
 * its parent; a chosen gift is removed once its parent leaves. Run after every cart change.
 */
export function reconcileGifts(ctx: Ctx, quote: QuoteRow) {
  const items = itemsOf(ctx.db, quote.id);
  const { wanted } = wantedGifts(ctx, items);
  const chosen = new Set(chosenGifts(ctx, items).map((g) => g.id));
  const gifts = items.filter((i) => i.is_gift && !chosen.has(i.id));
  for (const gift of gifts) {
    const keep = wanted.find((w) => w.parent.id === gift.parent_gift_item_id && w.gift.id === gift.product_id);
    if (!keep) ctx.db.prepare("DELETE FROM quote_item WHERE id = ?").run(gift.id);
    else if (keep.qty !== gift.qty)
      ctx.db.prepare("UPDATE quote_item SET qty = ?, updated_at = ? WHERE id = ?").run(keep.qty, now(), gift.id);
  }
  for (const w of wanted) {
    if (gifts.some((g) => g.parent_gift_item_id === w.parent.id && g.product_id === w.gift.id)) continue;
    ctx.db
      .prepare(
        `INSERT INTO quote_item (quote_id, product_id, qty, is_gift, parent_gift_item_id, created_at, updated_at)
      VALUES (?, ?, ?, 1, ?, ?, ?)`,
      )
      .run(quote.id, w.gift.id, w.qty, w.parent.id, now(), now());
  }
}

export function giftParentSku(db: Database.Database, item: QuoteItemRow): string | null {
  if (!item.parent_gift_item_id) return null;
  const parent = db.prepare("SELECT product_id FROM quote_item WHERE id = ?").get(item.parent_gift_item_id) as
    { product_id: number } | undefined;
  return parent ? productById(db, parent.product_id).sku : null;
}
