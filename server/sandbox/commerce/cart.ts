import { linkObject, sampleObject, samplesOf } from "./product-types";
import { lineLinks } from "./downloadable-links";
import { money, storeConfigValue, toUid, type Ctx } from "./context";
import { authorizationError } from "./errors";
import { computeCart, findCart, giftParentSku, type CartLine, type CartModel, type QuoteRow } from "./cart-model";
import { optionLabel, productObject, unitPrice } from "./products";
import type { Resolvers } from "./schema";
import { campaignLabel } from "./campaigns";
import { crossSellPopup } from "./cross-sell";

type ItemObject = ReturnType<typeof itemObject>;

function itemObject(ctx: Ctx, model: CartModel, line: CartLine) {
  const { item, product, variant, selections } = line;
  const m = (value: number) => money(value, model.currency);
  const coupon = model.coupon;
  const base = {
    id: String(item.id),
    uid: toUid(item.id),
    quantity: item.qty,
    is_available: !line.errors.some((e) => e.code === "ITEM_QTY" || e.code === "FREEGIFTS_UNAVAILABLE"),
    prices: {
      price: m(model.exclTax(line.unit)),
      price_including_tax: m(line.unit),
      row_total: m(model.exclTax(line.row)),
      row_total_including_tax: m(line.row),
      total_item_discount: m(line.discount),
      discounts:
        coupon && line.discount > 0
          ? [
              {
                amount: m(line.discount),
                applied_to: "ITEM",
                label: coupon.label,
                coupon: { code: coupon.code, label: coupon.label },
              },
            ]
          : [],
    },
    // its cart goes with it, for the offers' eligibility (product-fields.ts)
    product: { ...productObject(product), __quote_id: item.quote_id },
    errors: line.errors.length ? line.errors : null,
    has_registration_consent: Boolean(item.has_registration_consent),
    gift_data: {
      is_gift: Boolean(item.is_gift),
      parent_gift_sku: giftParentSku(ctx.db, item),
      parent_gift_id: item.parent_gift_item_id,
    },
    // not in the schema: lets sorting (and later checkout code) see the raw rows
    __line: line,
  };
  if (product.type_id === "bundle") {
    const options = [...new Map(selections.map((s) => [s.option.id, s.option])).values()];
    return {
      ...base,
      __typename: "BundleCartItem",
      bundle_options: options.map((o) => ({
        id: o.id,
        uid: toUid(`bundle/${o.id}`),
        label: o.title,
        type: o.type,
        values: selections
          .filter((s) => s.option.id === o.id)
          .map((s) => ({
            id: s.selection.id,
            uid: toUid(`bundle/${o.id}/${s.selection.id}/${s.qty}`),
            label: s.product.name,
            quantity: s.qty,
            price: unitPrice(ctx.db, s.product, s.qty),
          })),
      })),
    };
  }
  if (variant) {
    const attributes = ctx.db
      .prepare(
        `SELECT a.id, a.code, a.label FROM catalog_product_super_attribute s JOIN eav_attribute a ON a.id = s.attribute_id
      WHERE s.product_id = ? ORDER BY s.position`,
      )
      .all(product.id) as { id: number; code: "color" | "flavor"; label: string }[];
    return {
      ...base,
      __typename: "ConfigurableCartItem",
      configured_variant: productObject(variant),
      configurable_options: attributes.map((a) => ({
        id: a.id,
        configurable_product_option_uid: toUid(`configurable/${a.id}`),
        option_label: a.label,
        value_id: variant[a.code],
        configurable_product_option_value_uid: toUid(`configurable/${a.id}/${variant[a.code]}`),
        value_label: optionLabel(ctx.db, variant[a.code]) ?? "",
      })),
    };
  }
  if (product.type_id === "downloadable") {
    // every file of a product sold whole; the chosen ones of one sold file by file
    return {
      ...base,
      __typename: "DownloadableCartItem",
      links: lineLinks(ctx.db, product, item.id).map((l) => linkObject(ctx, l)),
      samples: samplesOf(ctx.db, product.id).map((s) => sampleObject(ctx, s)),
    };
  }
  return { ...base, __typename: "SimpleCartItem" };
}

const SORT_KEYS: Record<string, (i: ItemObject) => number | string> = {
  ITEM_ID: (i) => i.__line.item.id,
  CREATED_AT: (i) => i.__line.item.created_at,
  UPDATED_AT: (i) => i.__line.item.updated_at,
  PRODUCT_ID: (i) => i.__line.product.id,
  SKU: (i) => i.__line.product.sku,
  NAME: (i) => i.__line.product.name,
  QTY: (i) => i.quantity,
  PRICE: (i) => i.__line.unit,
  PRICE_INC_TAX: (i) => i.__line.unit,
  ROW_TOTAL: (i) => i.__line.row,
  ROW_TOTAL_INC_TAX: (i) => i.__line.row,
};

/** The coupon's discount and the loyalty campaign's, as Magento lists a cart's discounts. */
function discountsOf(model: CartModel, m: (v: number) => unknown, coupon: { code: string; label: string } | null) {
  const list = [];
  if (coupon && model.discount > 0)
    list.push({ amount: m(model.discount), applied_to: "ITEM", label: coupon.label, coupon });
  if (model.campaign && model.campaign.discount > 0)
    list.push({
      amount: m(model.campaign.discount),
      applied_to: "ITEM",
      label: campaignLabel(model.campaign.points),
      coupon: null,
    });
  return list.length ? list : null;
}

/** The Cart a query or mutation returns; totals are computed once per resolution. */
export function cartObject(ctx: Ctx, quote: QuoteRow) {
  const model = computeCart(ctx, quote);
  const m = (value: number) => money(value, model.currency);
  const items = model.lines.map((line) => itemObject(ctx, model, line));
  const coupons = model.coupon ? [{ code: model.coupon.code, label: model.coupon.label }] : null;
  const trial = model.afterTrial;
  return {
    // not in the schema: for the checkout resolvers that extend Cart
    __quote: quote,
    __model: model,
    id: quote.masked_id,
    email: quote.email,
    items,
    itemsV2: (args: {
      pageSize?: number;
      currentPage?: number;
      sort?: { field: string; order: "ASC" | "DESC" } | null;
    }) => {
      const { pageSize = 20, currentPage = 1, sort } = args;
      const key = SORT_KEYS[sort?.field ?? "ITEM_ID"] ?? SORT_KEYS.ITEM_ID;
      const sign = sort?.order === "DESC" ? -1 : 1;
      const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
      return {
        items: sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(items.length / pageSize) },
        total_count: items.length,
      };
    },
    applied_coupon: coupons?.[0] ?? null,
    applied_coupons: coupons,
    shipping_addresses: [],
    billing_address: null,
    available_payment_methods: [],
    selected_payment_method: null,
    prices: {
      grand_total: m(model.grandTotal),
      subtotal_including_tax: m(model.subtotal),
      subtotal_excluding_tax: m(model.subtotalExclTax),
      subtotal_with_discount_excluding_tax: m(model.subtotalWithDiscountExclTax),
      applied_taxes: model.tax > 0 ? [{ label: model.vatLabel, amount: m(model.tax) }] : [],
      discounts: discountsOf(model, m, coupons?.[0] ?? null),
    },
    total_quantity: model.lines.reduce((n, l) => n + l.item.qty, 0),
    is_virtual: model.isVirtual,
    subscription_amount: m(model.subscriptionAmount),
    can_apply_coupons: model.canApplyCoupons,
    messages: model.messages,
    applied_campaign: model.campaign
      ? {
          loyalty_discount_uuid: model.campaign.uuid,
          loyalty_discount_points: model.campaign.points,
          loyalty_discount_amount: m(model.campaign.discount),
        }
      : null,
    total_after_trial: trial
      ? { total: m(trial.total - trial.tax), total_incl_tax: m(trial.total), tax: m(trial.tax) }
      : null,
    total_including_trial: trial
      ? { total: m(model.grandTotal - model.tax), total_incl_tax: m(model.grandTotal), tax: m(model.tax) }
      : null,
    minimum_payable_amount: m(storeConfigValue<number>(ctx, "sales/minimum_order_amount") ?? 0),
    xselling_popup: crossSellPopup(ctx, model),
    is_trial_eligible: storeConfigValue<boolean>(ctx, "brand/is_trial_store") ?? false,
  };
}

export const cartQueryResolvers: Resolvers<Ctx> = {
  Query: {
    cart: (_root, args: { cart_id: string }, ctx) => cartObject(ctx, findCart(ctx, args.cart_id)),
    // Customer carts arrive with customer accounts; until then no token is valid.
    customerCart: () => {
      throw authorizationError("The current customer isn't authorized.");
    },
    cartCanApplyCoupons: (_root, args: { cart_id: string }, ctx) =>
      computeCart(ctx, findCart(ctx, args.cart_id)).canApplyCoupons,
  },
};
