import { getProductByUrlKey, getStockStatuses } from "./commerce/catalog";
import type { Product, StoreView, Variant } from "~/lib/models/commerce";
import { sanitizeHtml } from "./sanitize";
import { productLinker } from "./links";

export interface ProductPageData {
  product: Product;
  href: string;
  /** sanitised on the server; safe to render */
  descriptionHtml: string;
  selected: Record<string, number>;
  variant: Variant | null;
  /** the sku the add-to-cart form posts */
  sku: string;
  inStock: boolean;
  purchaseOptions: (Product["purchaseOptions"][number] & { href: string })[];
  packagingFormats: (Product["packagingFormats"][number] & { href: string })[];
}

/** Picks the variant from the URL (?color=12), else the first one in stock. */
function chooseVariant(product: Product, params: URLSearchParams) {
  const selected: Record<string, number> = {};
  for (const option of product.configurableOptions) {
    const raw = params.get(option.code);
    if (raw !== null && option.values.some((v) => String(v.valueIndex) === raw)) selected[option.code] = Number(raw);
  }
  const matches = (v: Variant) => Object.entries(selected).every(([code, value]) => v.attributes[code] === value);
  const candidates = product.variants.filter(matches);
  const variant = candidates.find((v) => v.stockStatus === "IN_STOCK") ?? candidates[0] ?? null;
  if (variant)
    for (const option of product.configurableOptions) selected[option.code] ??= variant.attributes[option.code];
  return { selected, variant };
}

export async function loadProductPage(
  store: StoreView,
  urlKey: string,
  params: URLSearchParams,
): Promise<ProductPageData | null> {
  const cached = await getProductByUrlKey(store, urlKey);
  if (!cached) return null;
  // The catalogue object is shared through the cache: work on a copy.
  const product = structuredClone(cached);
  // The catalogue is cached; stock is asked fresh so nobody adds what just sold out.
  const stock = await getStockStatuses(store, [product.sku, ...product.variants.map((v) => v.sku)]);
  product.stockStatus = stock[product.sku] ?? product.stockStatus;
  for (const v of product.variants) v.stockStatus = stock[v.sku] ?? v.stockStatus;
  const { selected, variant } = chooseVariant(product, params);
  const link = await productLinker();
  const hrefOf = (p: { sku: string; urlKey: string }) => link({ ...p, categories: product.categories });
  const inStock =
    product.typeId === "configurable" ? variant?.stockStatus === "IN_STOCK" : product.stockStatus === "IN_STOCK";
  return {
    product,
    href: link(product),
    descriptionHtml: sanitizeHtml(product.descriptionHtml),
    selected,
    variant,
    sku: variant?.sku ?? product.sku,
    inStock,
    purchaseOptions: product.purchaseOptions.map((o) => ({ ...o, href: hrefOf(o) })),
    packagingFormats: product.packagingFormats.map((f) => ({ ...f, href: hrefOf(f) })),
  };
}
