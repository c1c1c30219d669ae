import { shopperMessage } from "../errors";
import type { Cart, CartItem, CrossSell } from "~/lib/models/commerce";
import type {
  GetCartItemsQuery,
  GetCartPricesQuery,
  GetXSellingPopupQuery,
  TrialTotalFragment,
} from "../generated/operations";
import { mapFreeGifts, mapOffers, mapProductSummary, money, present, type Entry, type Maybe } from "./catalog";

export type RawCartItems = NonNullable<GetCartItemsQuery["cart"]>;
type RawCartItem = Entry<NonNullable<RawCartItems["itemsV2"]>["items"]>;
export type RawCartPrices = NonNullable<GetCartPricesQuery["cart"]>;

/** Magento's cart item uid is its id, base64-encoded: the number a gift names as its parent_gift_id. */
const lineIdOf = (uid: string) => Number(Buffer.from(uid, "base64").toString("utf8")) || 0;

/**
 * The gifts chosen with a line (product.md §3 free_gifts of a `free_gift_flexible` offer); a fixed
 * gift comes by itself and offers no choice.
 */
function giftChoice(raw: RawCartItem, all: RawCartItem[]): CartItem["giftChoice"] {
  const gifts = mapFreeGifts(raw.product.free_gifts);
  const flexible = present(raw.product.promotionalOffers).some((o) => o.type === "free_gift_flexible");
  if (raw.gift_data?.is_gift || !gifts || !flexible) return null;
  const lineId = lineIdOf(raw.uid);
  const lines = all
    .filter((i) => i.gift_data?.is_gift && i.gift_data.parent_gift_id === lineId)
    .map((i) => ({ id: i.uid, sku: i.product.sku ?? "", quantity: i.quantity }));
  return { ...gifts, chosen: lines.reduce((n, l) => n + l.quantity, 0), lines };
}

function filesOf(raw: RawCartItem): CartItem["options"] {
  const links = "links" in raw ? present(raw.links).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0)) : [];
  return links.length
    ? [{ label: links.length > 1 ? "Files" : "File", value: links.map((l) => l.title).join(", ") }]
    : [];
}

function mapItem(raw: RawCartItem, all: RawCartItem[]): CartItem {
  const product = mapProductSummary(raw.product);
  const currency = product.price.final.currency;
  const chosen = "configurable_options" in raw ? raw.configurable_options : [];
  const variant = "configured_variant" in raw ? raw.configured_variant : null;
  const options = [
    ...chosen.map((o) => ({
      label: o.option_label,
      value: o.value_label,
    })),
    // a product that comes in one colour says it (color_label); a variant's is among its options
    ...(product.colour && chosen.length === 0 ? [{ label: "Colour", value: product.colour }] : []),
    ...("bundle_options" in raw ? raw.bundle_options : []).map((o) => ({
      label: o.label,
      value: o.values.map((v) => `${v.quantity} × ${v.label}`).join(", "),
    })),
    // the files a downloadable line holds: every file of a product sold whole, else the chosen ones
    ...filesOf(raw),
  ];
  return {
    id: raw.uid,
    quantity: raw.quantity,
    product,
    variantSku: variant?.sku ?? null,
    picture: variant?.thumbnail?.url ? { url: variant.thumbnail.url, label: product.name } : product.thumbnail,
    options,
    isSubscription: product.subscription,
    isGift: raw.gift_data?.is_gift ?? false,
    lineId: lineIdOf(raw.uid),
    parentGiftId: raw.gift_data?.parent_gift_id ?? null,
    offers: mapOffers(raw.product.promotionalOffers),
    giftChoice: giftChoice(raw, all),
    registrationConsent: raw.has_registration_consent ?? false,
    quantityLimit: raw.product.enable_order_quantity_limit ? (raw.product.order_quantity_limit ?? null) : null,
    // UK shoppers see prices with VAT; the unit price follows the row total that includes it.
    price: money(raw.prices?.price_including_tax, currency),
    rowTotal: money(raw.prices?.row_total, currency),
    rowTotalInclTax: money(raw.prices?.row_total_including_tax, currency),
    discount: money(raw.prices?.total_item_discount, currency),
    errors: (raw.errors ?? []).map((e) => ({ code: e.code, message: shopperMessage(e.code, e.message) })),
  };
}

function trialTotal(raw: Maybe<TrialTotalFragment>) {
  if (!raw?.total_incl_tax) return null;
  return { total: money(raw.total), totalInclTax: money(raw.total_incl_tax), tax: money(raw.tax) };
}

/** One Cart from the two halves read in parallel (getCartItems + getCartPrices). */
export function mapCart(items: RawCartItems, prices: RawCartPrices): Cart {
  const shipping = present(prices.shipping_addresses)[0]?.selected_shipping_method?.amount;
  const p = prices.prices;
  return {
    id: items.id,
    email: items.email ?? null,
    items: present(items.itemsV2?.items).map((item, _, all) => mapItem(item, all)),
    totalQuantity: items.total_quantity,
    isVirtual: items.is_virtual,
    canApplyCoupons: prices.can_apply_coupons ?? true,
    appliedCoupons: present(prices.applied_coupons).map((c) => ({ code: c.code, label: c.label ?? null })),
    isTrialEligible: prices.is_trial_eligible ?? false,
    appliedCampaign: prices.applied_campaign?.loyalty_discount_uuid
      ? {
          uuid: prices.applied_campaign.loyalty_discount_uuid,
          points: prices.applied_campaign.loyalty_discount_points ?? 0,
          amount: money(prices.applied_campaign.loyalty_discount_amount),
        }
      : null,
    prices: {
      subtotalExclTax: money(p?.subtotal_excluding_tax),
      subtotalInclTax: money(p?.subtotal_including_tax),
      grandTotal: money(p?.grand_total),
      taxes: present(p?.applied_taxes).map((t) => ({ label: t.label, amount: money(t.amount) })),
      discounts: present(p?.discounts).map((d) => ({
        label: d.label,
        amount: money(d.amount),
        couponCode: d.coupon?.code ?? null,
      })),
      shipping: shipping ? money(shipping) : null,
    },
    totalAfterTrial: trialTotal(prices.total_after_trial),
    totalIncludingTrial: trialTotal(prices.total_including_trial),
    messages: present(prices.messages).map((m) => ({
      type: m.type === "ERROR" ? "ERROR" : "INFORMATION",
      text: m.text,
    })),
    subscriptionAmount: prices.subscription_amount?.value ? money(prices.subscription_amount) : null,
    minimumPayable: prices.minimum_payable_amount?.value ? money(prices.minimum_payable_amount) : null,
  };
}

/** The cart's cross-selling suggestions; null when the store offers none (disabled, or no products). */
export function mapCrossSell(raw: NonNullable<GetXSellingPopupQuery["cart"]>["xselling_popup"]): CrossSell | null {
  const products = present(raw?.products).map(mapProductSummary);
  if (!raw?.enabled || products.length === 0) return null;
  return { title: raw.title || "You may also like", products };
}
