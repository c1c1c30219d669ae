import { config } from "../config";
import { getProductMapping } from "../content";

interface Linkable {
  sku: string;
  urlKey: string;
  categories: { urlPath: string }[];
}

/** The shop path of a product in url-key mode: first category path plus url key (product.md §2). */
export function urlKeyHref(p: Linkable): string {
  const category = p.categories[0]?.urlPath;
  return category ? `/shop/${category}/${p.urlKey}` : `/shop/${p.urlKey}`;
}

/**
 * Builds the product-link function for this request, per the configured mode: the
 * sku → pdpLink mapping list from the content service, or url key + category path.
 * A sku missing from the mapping falls back to /p/{sku}, which redirects to its page.
 */
export async function productLinker(): Promise<(p: Linkable) => string> {
  if (config().productLinkMode === "url-key") return urlKeyHref;
  const mapping = await getProductMapping();
  return (p) => mapping[p.sku] ?? `/p/${encodeURIComponent(p.sku)}`;
}

/** Adds `href` to each product for the page. */
export async function withHrefs<T extends Linkable>(products: T[]): Promise<(T & { href: string })[]> {
  const link = await productLinker();
  return products.map((p) => ({ ...p, href: link(p) }));
}
