// The cart's cross-selling suggestions (the brand's `xselling_popup`, docs/sandbox.md): once a
// device is in the cart, the accessories that go with it, in the catalogue's order, without the
// ones the cart already holds (its free gifts included) or that cannot be bought today.
// Store config `brand/xselling_popup_enabled` switches it on; off, the cart answers `enabled: false`.
import { storeConfigValue, type Ctx } from "./context";
import type { CartModel } from "./cart-model";
import { IN_STORE, isSalable, productObject, type ProductRow } from "./products";

/** At most this many suggestions: a short list beside the cart, not a catalogue. */
export const CROSS_SELL_LIMIT = 3;
const TITLE = "Complete your kit";
const DISABLED = { enabled: false, title: null, products: [] };

const inCategory = (ctx: Ctx, urlPath: string) =>
  ctx.db
    .prepare(
      `SELECT p.* FROM catalog_product p JOIN catalog_category_product cp ON cp.product_id = p.id
       JOIN catalog_category c ON c.id = cp.category_id
       WHERE c.url_path = @path AND ${IN_STORE} ORDER BY cp.position, p.position`,
    )
    .all({ path: urlPath, store: ctx.store.code }) as ProductRow[];

export function crossSellPopup(ctx: Ctx, model: CartModel) {
  if (!storeConfigValue<boolean>(ctx, "brand/xselling_popup_enabled")) return DISABLED;
  const devices = new Set(inCategory(ctx, "devices").map((p) => p.id));
  if (!model.lines.some((l) => !l.item.is_gift && devices.has(l.product.id))) return DISABLED;
  const held = new Set(model.lines.map((l) => l.product.id));
  const products = inCategory(ctx, "accessories")
    // visible in the catalogue (2: catalog, 4: catalog and search), not already held, buyable today
    .filter((p) => (p.visibility === 2 || p.visibility === 4) && !held.has(p.id) && isSalable(ctx.db, p))
    .slice(0, CROSS_SELL_LIMIT);
  return products.length ? { enabled: true, title: TITLE, products: products.map(productObject) } : DISABLED;
}
