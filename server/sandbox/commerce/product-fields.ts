import { currencyOf, money, round2, storeConfigValue, toUid, type Ctx } from "./context";
import {
  bundleOptions,
  bundleSelections,
  isSalable,
  optionLabel,
  priceRange,
  productById,
  productObject,
  stockOf,
  tierPrices,
  variantsOf,
  type PricePoint,
  type ProductRow,
} from "./products";
import { flexibleGifts, offerEligibility, promotionsFor } from "./promotions";
import type { Resolvers } from "./schema";

interface MediaRow {
  file: string;
  label: string;
  position: number;
  types: string;
  disabled: number;
  video: string | null;
}

const mediaRows = (ctx: Ctx, row: ProductRow) =>
  ctx.db
    .prepare(
      "SELECT file, label, position, types, disabled, video FROM catalog_product_media WHERE product_id = ? ORDER BY position",
    )
    .all(row.id) as MediaRow[];

/** The gallery: pictures (ProductImage) and films (ProductVideo), the disabled ones marked so. */
function media(ctx: Ctx, row: ProductRow) {
  const url = (file: string) => `${ctx.mediaBase}/catalog/product/${file}`;
  return mediaRows(ctx, row).map((m) => {
    const entry = { url: url(m.file), label: m.label, position: m.position, disabled: m.disabled === 1 };
    if (!m.video) return { __typename: "ProductImage", ...entry };
    const { video_file, ...content } = JSON.parse(m.video) as Record<string, string | null>;
    return {
      __typename: "ProductVideo",
      ...entry,
      video_content: { ...content, video_url: url(video_file ?? m.file) },
    };
  });
}

/**
 * The picture with this role (image, small_image, thumbnail), else the first enabled one. A
 * picture hidden from the product page may still hold a role, as in Magento (the close-up
 * thumbnail, catalog-extras.ts).
 */
function withRole(ctx: Ctx, row: ProductRow, role: string) {
  const rows = mediaRows(ctx, row).filter((m) => !m.video);
  const m = rows.find((r) => (JSON.parse(r.types) as string[]).includes(role)) ?? rows.find((r) => r.disabled !== 1);
  return m
    ? { url: `${ctx.mediaBase}/catalog/product/${m.file}`, label: m.label, position: m.position, disabled: false }
    : null;
}

function productPrice(point: PricePoint, currency: string) {
  const amountOff = round2(point.regular - point.final);
  return {
    regular_price: money(point.regular, currency),
    final_price: money(point.final, currency),
    discount: { amount_off: amountOff, percent_off: point.regular > 0 ? round2((amountOff / point.regular) * 100) : 0 },
    fixed_product_taxes: [],
  };
}

const configurableUid = (attributeId: number, valueIndex?: number) =>
  toUid(valueIndex === undefined ? `configurable/${attributeId}` : `configurable/${attributeId}/${valueIndex}`);

function superAttributes(ctx: Ctx, productId: number) {
  return ctx.db
    .prepare(
      `SELECT a.id, a.code, a.label, s.position FROM catalog_product_super_attribute s
    JOIN eav_attribute a ON a.id = s.attribute_id WHERE s.product_id = ? ORDER BY s.position`,
    )
    .all(productId) as {
    id: number;
    code: "color" | "flavor";
    label: string;
    position: number;
  }[];
}

export const productResolvers: Resolvers<Ctx> = {
  ProductInterface: {
    uid: (p: ProductRow) => toUid(p.id),
    description: (p: ProductRow) => ({ html: `<p>${p.description}</p>` }),
    short_description: (p: ProductRow) => ({ html: `<p>${p.short_description}</p>` }),
    image: (p: ProductRow, _a, ctx: Ctx) => withRole(ctx, p, "image"),
    small_image: (p: ProductRow, _a, ctx: Ctx) => withRole(ctx, p, "small_image"),
    thumbnail: (p: ProductRow, _a, ctx: Ctx) => withRole(ctx, p, "thumbnail"),
    media_gallery: (p: ProductRow, _a, ctx: Ctx) => media(ctx, p),
    price_range: (p: ProductRow, _a, ctx: Ctx) => {
      const range = priceRange(ctx.db, p);
      const currency = currencyOf(ctx);
      return { minimum_price: productPrice(range.min, currency), maximum_price: productPrice(range.max, currency) };
    },
    price_tiers: (p: ProductRow, _a, ctx: Ctx) =>
      tierPrices(ctx.db, p.id).map((t) => ({
        quantity: t.qty,
        final_price: money(t.value, currencyOf(ctx)),
        discount: productPrice({ regular: p.price, final: t.value }, currencyOf(ctx)).discount,
        total_price: money(t.value * t.qty, currencyOf(ctx)),
        label: t.label,
      })),
    categories: (p: ProductRow, _a, ctx: Ctx) =>
      (
        ctx.db
          .prepare(
            `SELECT c.* FROM catalog_category c JOIN catalog_category_product cp ON cp.category_id = c.id
        WHERE cp.product_id = ? ORDER BY c.level, c.position`,
          )
          .all(p.parent_id ?? p.id) as object[]
      ).map((c) => ({ ...c, __typename: "CategoryTree" })),
    canonical_url: (p: ProductRow) => p.url_key,
    url_suffix: () => "",
    relative_url: (p: ProductRow) => p.url_key,
    redirect_code: () => 0,
    type: () => "PRODUCT",
    stock_status: (p: ProductRow, _a, ctx: Ctx) => (isSalable(ctx.db, p) ? "IN_STOCK" : "OUT_OF_STOCK"),
    only_x_left_in_stock: (p: ProductRow, _a, ctx: Ctx) => {
      if (p.type_id !== "simple") return null;
      const threshold = storeConfigValue<number>(ctx, "cataloginventory/stock_threshold_qty") ?? 0;
      const { qty } = stockOf(ctx.db, p.id);
      return qty > 0 && qty <= threshold ? qty : null;
    },
    color_label: (p: ProductRow, _a, ctx: Ctx) => optionLabel(ctx.db, p.color),
    flavor_label: (p: ProductRow, _a, ctx: Ctx) => optionLabel(ctx.db, p.flavor),
    flavour_details: (p: ProductRow) => (p.flavour_details ? JSON.parse(p.flavour_details) : null),
    labels: (p: ProductRow) => JSON.parse(p.labels),
    // a product read as a cart item's carries its cart (cart.ts), which the offers are weighed against
    promotionalOffers: (p: ProductRow & { __quote_id?: number }, _a, ctx: Ctx) =>
      promotionsFor(ctx, p).map((o) => ({
        code: o.code,
        type: o.type,
        limit_qty: o.limit_qty,
        ...offerEligibility(ctx, o, p.__quote_id),
        description: { title: o.title, description: o.description, hint: o.hint, label: o.label },
      })),
    free_gifts: (p: ProductRow, _a, ctx: Ctx) => {
      if (!storeConfigValue<boolean>(ctx, "is_free_gifts_enabled")) return null;
      // the gifts to choose from, else the fixed gift that comes by itself
      const flexible = flexibleGifts(ctx, p);
      if (flexible.choices.length)
        return {
          allowed_qty: flexible.allowed,
          products: flexible.choices.map((c) => ({
            is_eligible: c.eligible,
            eligibility_description: c.reason,
            product: productObject(c.gift),
          })),
        };
      const gifts = promotionsFor(ctx, p, "free_gift_fixed");
      if (gifts.length === 0) return null;
      return {
        allowed_qty: gifts.reduce((n, g) => n + (g.gift_qty ?? 0), 0),
        products: gifts.map((g) => {
          const gift = ctx.db.prepare("SELECT * FROM catalog_product WHERE sku = ?").get(g.gift_sku) as ProductRow;
          return {
            is_eligible: isSalable(ctx.db, gift),
            eligibility_description: g.description,
            product: productObject(gift),
          };
        }),
      };
    },
  },
  ConfigurableProduct: {
    configurable_options: (p: ProductRow, _a, ctx: Ctx) =>
      superAttributes(ctx, p.id).map((a) => {
        const used = new Set(variantsOf(ctx.db, p.id).map((v) => v[a.code]));
        const options = ctx.db
          .prepare("SELECT * FROM eav_attribute_option WHERE attribute_id = ? ORDER BY position")
          .all(a.id) as {
          id: number;
          label: string;
          swatch: string | null;
        }[];
        return {
          uid: configurableUid(a.id),
          attribute_uid: toUid(a.id),
          attribute_code: a.code,
          label: a.label,
          position: a.position,
          use_default: true,
          values: options
            .filter((o) => used.has(o.id))
            .map((o) => ({
              value_index: o.id,
              uid: configurableUid(a.id, o.id),
              label: o.label,
              default_label: o.label,
              store_label: o.label,
              use_default_value: true,
              swatch_data: o.swatch ? { __typename: "ColorSwatchData", value: o.swatch } : null,
            })),
        };
      }),
    variants: (p: ProductRow, _a, ctx: Ctx) => {
      const attributes = superAttributes(ctx, p.id);
      return variantsOf(ctx.db, p.id).map((v) => ({
        product: productObject(v),
        attributes: attributes.map((a) => ({
          code: a.code,
          label: optionLabel(ctx.db, v[a.code]),
          value_index: v[a.code],
          uid: configurableUid(a.id, v[a.code] ?? 0),
        })),
      }));
    },
  },
  BundleProduct: {
    price_view: () => "PRICE_RANGE",
    dynamic_price: () => true,
    dynamic_sku: () => true,
    ship_bundle_items: () => "TOGETHER",
    items: (p: ProductRow, _a, ctx: Ctx) =>
      bundleOptions(ctx.db, p.id).map((o) => ({
        option_id: o.id,
        uid: toUid(`bundle/${o.id}`),
        title: o.title,
        required: Boolean(o.required),
        type: o.type,
        position: o.position,
        sku: p.sku,
        options: bundleSelections(ctx.db, o.id).map((s) => {
          const child = productById(ctx.db, s.product_id);
          return {
            id: s.id,
            uid: toUid(`bundle/${o.id}/${s.id}/${s.qty}`),
            label: child.name,
            qty: s.qty,
            quantity: s.qty,
            position: s.position,
            is_default: Boolean(s.is_default),
            price: priceRange(ctx.db, child).min.final,
            price_type: "FIXED",
            can_change_quantity: Boolean(s.can_change_qty),
            product: productObject(child),
          };
        }),
      })),
  },
};
