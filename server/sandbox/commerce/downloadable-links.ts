// The files a cart line or an order item of a downloadable product holds. A product whose files
// are bought together (links_purchased_separately 0) holds all of them and costs its price; one
// whose files are bought one by one holds the links the shopper chose, each adding its price, as
// Magento's Downloadable type does (the chosen link ids of the buy request, quote_item_option
// `downloadable_link_ids`, downloadable_link_purchased_item). The links come as addProductsToCart's
// selected_options, the uid of each DownloadableProductLinks (base64 of "downloadable/<id>"), or
// as addDownloadableProductsToCart's downloadable_product_links (link_id), both Magento's inputs.
import type Database from "better-sqlite3";
import { fromUid } from "./context";
import { CartUserError } from "./errors";
import { linksOf } from "./product-types";
import type { ProductRow } from "./products";

export function migrateDownloadableLinks(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS quote_item_downloadable_link (
      item_id INTEGER NOT NULL REFERENCES quote_item(id) ON DELETE CASCADE, link_id INTEGER NOT NULL,
      PRIMARY KEY (item_id, link_id)
    );
    CREATE TABLE IF NOT EXISTS downloadable_link_purchased_item (
      order_item_id INTEGER NOT NULL REFERENCES sales_order_item(item_id) ON DELETE CASCADE, link_id INTEGER NOT NULL,
      PRIMARY KEY (order_item_id, link_id)
    );
  `);
}

const separately = (product: Pick<ProductRow, "type_id" | "links_purchased_separately">) =>
  product.type_id === "downloadable" && product.links_purchased_separately === 1;

/** The link ids a request names: selected_options' "downloadable/<id>" uids, else link_id inputs. */
export function requestedLinkIds(selectedOptions?: string[] | null, linkInputs?: { link_id: number }[] | null) {
  const fromOptions = (selectedOptions ?? [])
    .map(fromUid)
    .filter((u) => /^downloadable\/\d+$/.test(u))
    .map((u) => Number(u.split("/")[1]));
  return fromOptions.length ? fromOptions : (linkInputs ?? []).map((l) => l.link_id);
}

/**
 * The links an add buys: none to record for a product sold whole (it holds every file); for one
 * sold file by file, the requested links of this product (others are passed over, as Magento
 * does), and at least one of them: Magento's "Please specify product link(s)." otherwise.
 */
export function chosenLinks(db: Database.Database, product: ProductRow, requested: number[]): number[] {
  if (!separately(product)) return [];
  const own = new Set(linksOf(db, product.id).map((l) => l.id));
  const chosen = [...new Set(requested.filter((id) => own.has(id)))].sort((a, b) => a - b);
  if (chosen.length === 0) throw new CartUserError("UNDEFINED", "Please specify product link(s).");
  return chosen;
}

/** The link ids recorded on a cart line (sorted; none for any line but a downloadable one sold file by file). */
export const itemLinkIds = (db: Database.Database, itemId: number) =>
  (
    db.prepare("SELECT link_id FROM quote_item_downloadable_link WHERE item_id = ? ORDER BY link_id").all(itemId) as {
      link_id: number;
    }[]
  ).map((r) => r.link_id);

export function recordItemLinks(db: Database.Database, itemId: number, linkIds: number[]) {
  const insert = db.prepare("INSERT INTO quote_item_downloadable_link (item_id, link_id) VALUES (?, ?)");
  for (const id of linkIds) insert.run(itemId, id);
}

/** A line's files: the chosen ones of a product sold file by file, else all of them. */
export function lineLinks(db: Database.Database, product: ProductRow, itemId: number) {
  const links = linksOf(db, product.id);
  if (!separately(product)) return links;
  const chosen = new Set(itemLinkIds(db, itemId));
  return links.filter((l) => chosen.has(l.id));
}

/** What the chosen files add to a unit of the line (Magento adds each link's price when sold separately). */
export function linksPrice(db: Database.Database, product: ProductRow, itemId: number): number {
  if (!separately(product)) return 0;
  return lineLinks(db, product, itemId).reduce((sum, l) => sum + l.price, 0);
}

/** The cheapest file and all of them: what a product sold file by file adds to its lowest and highest price. */
export function linksPriceRange(db: Database.Database, product: ProductRow): { min: number; max: number } {
  if (!separately(product)) return { min: 0, max: 0 };
  const prices = linksOf(db, product.id).map((l) => l.price);
  return prices.length ? { min: Math.min(...prices), max: prices.reduce((a, b) => a + b, 0) } : { min: 0, max: 0 };
}

/** At order placement: the files the line bought become the order item's. */
export function purchaseLinks(db: Database.Database, quoteItemId: number, orderItemId: number) {
  db.prepare(
    `INSERT INTO downloadable_link_purchased_item (order_item_id, link_id)
    SELECT ?, link_id FROM quote_item_downloadable_link WHERE item_id = ?`,
  ).run(orderItemId, quoteItemId);
}

/** A copy of a line (a merge of carts) keeps its files. */
export function copyItemLinks(db: Database.Database, fromItemId: number, toItemId: number) {
  db.prepare(
    `INSERT INTO quote_item_downloadable_link (item_id, link_id)
    SELECT ?, link_id FROM quote_item_downloadable_link WHERE item_id = ?`,
  ).run(toItemId, fromItemId);
}

/**
 * The files an order item bought: the ones recorded at its placement, or, with none recorded
 * (a product sold whole, or an order older than the record), every file of the product.
 */
export function boughtLinks(db: Database.Database, productId: number, orderItemId: number) {
  const links = linksOf(db, productId);
  const bought = new Set(
    (
      db.prepare("SELECT link_id FROM downloadable_link_purchased_item WHERE order_item_id = ?").all(orderItemId) as {
        link_id: number;
      }[]
    ).map((r) => r.link_id),
  );
  return bought.size ? links.filter((l) => bought.has(l.id)) : links;
}
