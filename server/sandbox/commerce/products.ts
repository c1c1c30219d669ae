import type Database from "better-sqlite3";
import { round2, type Ctx } from "./context";
import { linksPriceRange } from "./downloadable-links";

export interface ProductRow {
  id: number;
  sku: string;
  type_id: "simple" | "configurable" | "bundle" | "grouped" | "downloadable";
  name: string;
  url_key: string;
  parent_id: number | null;
  visibility: number;
  store_scope: string | null;
  status: number;
  position: number;
  price: number;
  special_price: number | null;
  after_trial_price: number | null;
  weight: number | null;
  subtitle: string | null;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  product_disclaimer: string | null;
  subscription: number;
  subscription_format: string | null;
  has_device: number;
  trade_in: number;
  has_registration_consent: number;
  flavor: number | null;
  color: number | null;
  pack_type: "pack" | "carton" | null;
  packaging_format_id: string | null;
  enable_order_quantity_limit: number;
  order_quantity_limit: number | null;
  flavour_details: string | null;
  labels: string;
  /** 1: the trade-in offer (a device less the trade-in credit), limited per customer */
  trade_in_offer: number;
  /** a downloadable product's: 1 when each file is bought on its own; the heading over its files */
  links_purchased_separately: number | null;
  links_title: string | null;
}

export interface BundleOptionRow {
  id: number;
  parent_id: number;
  title: string;
  type: "radio" | "select" | "checkbox" | "multi";
  required: number;
  position: number;
}

export interface BundleSelectionRow {
  id: number;
  option_id: number;
  product_id: number;
  qty: number;
  is_default: number;
  can_change_qty: number;
  position: number;
}

/** SQL condition: enabled and assigned to the request's store view (`@store`). */
export const IN_STORE = "p.status = 1 AND (p.store_scope IS NULL OR p.store_scope = @store)";

export function productById(db: Database.Database, id: number): ProductRow {
  return db.prepare("SELECT * FROM catalog_product WHERE id = ?").get(id) as ProductRow;
}

/** A product of this store view by sku, whatever its visibility (carts take variants too). */
export function productBySku(ctx: Ctx, sku: string): ProductRow | undefined {
  return ctx.db
    .prepare(`SELECT * FROM catalog_product p WHERE p.sku = @sku AND ${IN_STORE}`)
    .get({ sku, store: ctx.store.code }) as ProductRow | undefined;
}

export function variantsOf(db: Database.Database, parentId: number): ProductRow[] {
  return db
    .prepare("SELECT * FROM catalog_product WHERE parent_id = ? AND status = 1 ORDER BY position")
    .all(parentId) as ProductRow[];
}

export function bundleOptions(db: Database.Database, bundleId: number): BundleOptionRow[] {
  return db
    .prepare("SELECT * FROM catalog_product_bundle_option WHERE parent_id = ? ORDER BY position")
    .all(bundleId) as BundleOptionRow[];
}

export function bundleSelections(db: Database.Database, optionId: number): BundleSelectionRow[] {
  return db
    .prepare("SELECT * FROM catalog_product_bundle_selection WHERE option_id = ? ORDER BY position")
    .all(optionId) as BundleSelectionRow[];
}

export interface GroupedLinkRow {
  product_id: number;
  qty: number;
  position: number;
}

/** A grouped product's items, in their order (enabled products only, as Magento lists them). */
export function groupedLinks(db: Database.Database, parentId: number): GroupedLinkRow[] {
  return db
    .prepare(
      `SELECT l.product_id, l.qty, l.position FROM catalog_product_grouped_link l JOIN catalog_product p ON p.id = l.product_id
      WHERE l.parent_id = ? AND p.status = 1 ORDER BY l.position`,
    )
    .all(parentId) as GroupedLinkRow[];
}

export interface StockItem {
  qty: number;
  is_in_stock: number;
  /** Magento's stock options: when on, the product sells only in multiples of qty_increments */
  enable_qty_increments: number;
  qty_increments: number;
}

export function stockOf(db: Database.Database, productId: number): StockItem {
  return (
    (db
      .prepare(
        "SELECT qty, is_in_stock, enable_qty_increments, qty_increments FROM cataloginventory_stock_item WHERE product_id = ?",
      )
      .get(productId) as StockItem | undefined) ?? {
      qty: 0,
      is_in_stock: 0,
      enable_qty_increments: 0,
      qty_increments: 1,
    }
  );
}

/**
 * Simple (and downloadable): in stock with qty left. Configurable: any variant salable. Grouped:
 * any item salable. Bundle: every required option has a salable choice.
 */
export function isSalable(db: Database.Database, row: ProductRow): boolean {
  if (row.status !== 1) return false;
  if (row.type_id === "configurable") return variantsOf(db, row.id).some((v) => isSalable(db, v));
  if (row.type_id === "grouped")
    return groupedLinks(db, row.id).some((l) => isSalable(db, productById(db, l.product_id)));
  if (row.type_id === "bundle") {
    return bundleOptions(db, row.id)
      .filter((o) => o.required)
      .every((o) => bundleSelections(db, o.id).some((s) => isSalable(db, productById(db, s.product_id))));
  }
  const stock = stockOf(db, row.id);
  return stock.is_in_stock === 1 && stock.qty > 0;
}

export function tierPrices(
  db: Database.Database,
  productId: number,
): { qty: number; value: number; label: string | null }[] {
  return db
    .prepare("SELECT qty, value, label FROM catalog_product_tier_price WHERE product_id = ? ORDER BY qty")
    .all(productId) as {
    qty: number;
    value: number;
    label: string | null;
  }[];
}

/** The unit price a simple product sells at for a line of `qty`: lowest of price, special price and reached tiers. */
export function unitPrice(db: Database.Database, row: ProductRow, qty = 1): number {
  let price = row.price;
  if (row.special_price !== null) price = Math.min(price, row.special_price);
  for (const tier of tierPrices(db, row.id)) if (qty >= tier.qty) price = Math.min(price, tier.value);
  return round2(price);
}

export interface PricePoint {
  regular: number;
  final: number;
}

/**
 * Minimum and maximum price of a product: a configurable's and a grouped product's from their
 * variants' or items' unit prices (Magento's), bundles' dynamically from their choices.
 */
export function priceRange(db: Database.Database, row: ProductRow): { min: PricePoint; max: PricePoint } {
  if (row.type_id === "configurable" || row.type_id === "grouped") {
    const children =
      row.type_id === "grouped"
        ? groupedLinks(db, row.id).map((l) => productById(db, l.product_id))
        : variantsOf(db, row.id);
    const points = children.map((v) => ({ regular: v.price, final: unitPrice(db, v) }));
    if (points.length === 0)
      return { min: { regular: row.price, final: row.price }, max: { regular: row.price, final: row.price } };
    const byFinal = [...points].sort((a, b) => a.final - b.final);
    return { min: byFinal[0], max: byFinal[byFinal.length - 1] };
  }
  if (row.type_id === "bundle") {
    const min = { regular: 0, final: 0 };
    const max = { regular: 0, final: 0 };
    for (const option of bundleOptions(db, row.id)) {
      const choices = bundleSelections(db, option.id).map((s) => {
        const child = productById(db, s.product_id);
        return { regular: child.price * s.qty, final: unitPrice(db, child, s.qty) * s.qty };
      });
      if (choices.length === 0) continue;
      const sorted = choices.sort((a, b) => a.final - b.final);
      if (option.required) {
        min.regular += sorted[0].regular;
        min.final += sorted[0].final;
      }
      const picks = option.type === "checkbox" || option.type === "multi" ? sorted : [sorted[sorted.length - 1]];
      for (const p of picks) {
        max.regular += p.regular;
        max.final += p.final;
      }
    }
    return { min, max };
  }
  // a downloadable product sold file by file: its cheapest file and all of them added (Magento's price index)
  const links = linksPriceRange(db, row);
  const at = (extra: number) => ({ regular: round2(row.price + extra), final: round2(unitPrice(db, row) + extra) });
  return { min: at(links.min), max: at(links.max) };
}

export function optionLabel(db: Database.Database, optionId: number | null): string | null {
  if (optionId === null) return null;
  return (
    (db.prepare("SELECT label FROM eav_attribute_option WHERE id = ?").get(optionId) as { label: string } | undefined)
      ?.label ?? null
  );
}

const TYPENAMES = {
  simple: "SimpleProduct",
  configurable: "ConfigurableProduct",
  bundle: "BundleProduct",
  grouped: "GroupedProduct",
  downloadable: "DownloadableProduct",
} as const;

/**
 * The value a product resolves from: the row with GraphQL-named columns (name, sku, url_key…
 * resolve by default) plus __typename for interface type resolution.
 */
export function productObject(row: ProductRow) {
  return { ...row, __typename: TYPENAMES[row.type_id] };
}
export type ProductObject = ReturnType<typeof productObject>;
