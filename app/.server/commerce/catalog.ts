import { cached, FIVE_MINUTES } from "../state/cache";
import { commerceRequest, CommerceError, type CommerceDocument } from "./client";
import {
  mapCategory,
  mapCountry,
  mapCurrency,
  mapPrice,
  mapProduct,
  mapProductSummary,
  mapStoreConfig,
  present,
  type Maybe,
  type RawCountry,
  type RawProductSummary,
} from "./mappers";
import type {
  Category,
  Country,
  Currency,
  Product,
  ProductListPage,
  ProductPrice,
  ProductSort,
  ProductSummary,
  StoreConfig,
  StoreView,
} from "~/lib/models/commerce";
import {
  GetCategoriesDocument,
  GetCategoryProductsDocument,
  GetConsumablesMatrixDocument,
  GetCountriesDocument,
  GetCountryDocument,
  GetCurrencyDocument,
  GetProductDetailDocument,
  GetProductsDocument,
  GetProductsEssentialsDocument,
  GetSticksMatrixDocument,
  GetStockStatusesDocument,
  GetStoreConfigDocument,
  GetUrlKeysDocument,
  SearchProductsDocument,
  type GetConsumablesMatrixQuery,
  type GetSticksMatrixQuery,
} from "./generated/operations";
import { categoryTrail } from "~/lib/listing";

type StockStatus = "IN_STOCK" | "OUT_OF_STOCK";
/** What a listing reads: one page of product summaries and where it stands. */
type Page = {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
    items: Array<RawProductSummary | null> | null;
  } | null;
};

/** Public, store-wide reads: the same for every shopper, so cached per store view. */
export const shared = <T>(store: StoreView, key: string, load: () => Promise<T>) =>
  cached(`commerce:${store}:${key}`, FIVE_MINUTES, load);
const read = <T, V>(store: StoreView, doc: CommerceDocument<T, V>, variables: V) =>
  commerceRequest(doc, variables, { store });
const items = <T>(list: Maybe<Maybe<T>[]>) => present(list);

export function getStoreConfig(store: StoreView): Promise<StoreConfig> {
  return shared(store, "storeConfig", async () =>
    mapStoreConfig((await read(store, GetStoreConfigDocument, {})).storeConfig),
  );
}

export function getCurrency(store: StoreView): Promise<Currency> {
  return shared(store, "currency", async () =>
    mapCurrency((await read(store, GetCurrencyDocument, {})).currency ?? {}),
  );
}

export function getCountries(store: StoreView): Promise<Country[]> {
  return shared(store, "countries", async () => {
    const { countries } = await read(store, GetCountriesDocument, {});
    return items(countries)
      .filter((c): c is RawCountry & { id: string } => Boolean(c.id))
      .map(mapCountry);
  });
}

/**
 * One country by its ISO code (product.md §7 getCountry, commerce's country(id:)), for a page that
 * shows one: null for a code the store does not know.
 */
export function getCountry(store: StoreView, id: string): Promise<Country | null> {
  return shared(store, `country:${id.toUpperCase()}`, async () => {
    try {
      const { country } = await read(store, GetCountryDocument, { id });
      return country?.id ? mapCountry({ ...country, id: country.id }) : null;
    } catch (error) {
      if (error instanceof CommerceError && error.errors[0]?.extensions?.category === "graphql-no-such-entity")
        return null;
      throw error;
    }
  });
}

/** The category tree below the store's root category. */
export function getCategories(store: StoreView): Promise<Category[]> {
  return shared(store, "categories", async () => {
    const { categories } = await read(store, GetCategoriesDocument, {});
    return items(categories?.items).flatMap((root) => mapCategory(root).children);
  });
}

export async function getCategoryByPath(store: StoreView, urlPath: string): Promise<Category | null> {
  const find = (list: Category[]): Category | null => {
    for (const c of list) {
      if (c.urlPath === urlPath) return c;
      const inner = find(c.children);
      if (inner) return inner;
    }
    return null;
  };
  return find(await getCategories(store));
}

/** The categories from the top down to the one at `urlPath`: the breadcrumbs' middle. */
export async function getCategoryTrail(store: StoreView, urlPath: string): Promise<Category[]> {
  return categoryTrail(await getCategories(store), urlPath);
}

const SORTS: Record<ProductSort, Record<string, "ASC" | "DESC">> = {
  position: { position: "ASC" },
  name: { name: "ASC" },
  price_asc: { price: "ASC" },
  price_desc: { price: "DESC" },
};

// Adobe Commerce refuses a page past the end; the route wants an empty page and the real totals.
const pastLastPage = (e: unknown) =>
  e instanceof CommerceError && /^currentPage value \d+ specified is greater than/.test(e.message);

async function pageOf(fetch: (page: number) => Promise<Page>, page: number): Promise<ProductListPage> {
  let data: Page;
  try {
    data = await fetch(page);
  } catch (error) {
    if (!pastLastPage(error)) throw error;
    const first = (await fetch(1)).products;
    return {
      items: [],
      totalCount: first?.total_count ?? 0,
      currentPage: page,
      totalPages: first?.page_info?.total_pages ?? 0,
    };
  }
  const { products } = data;
  return {
    // Subscription twins are bought from their one-time product's page, never listed themselves.
    items: items(products?.items)
      .map(mapProductSummary)
      .filter((p) => !p.subscription),
    totalCount: products?.total_count ?? 0,
    currentPage: products?.page_info?.current_page ?? page,
    totalPages: products?.page_info?.total_pages ?? 0,
  };
}

/** A category listing (the whole catalogue when no category is given). */
export function listProducts(
  store: StoreView,
  options: { categoryUid?: string; sort: ProductSort; page: number; pageSize: number },
): Promise<ProductListPage> {
  const { sort, page, pageSize } = options;
  return shared(store, `list:${options.categoryUid ?? "*"}:${sort}:${page}:${pageSize}`, async () => {
    const categoryUid = options.categoryUid ?? (await rootCategoryUid(store));
    return pageOf(
      (currentPage) =>
        read(store, GetCategoryProductsDocument, { categoryUid, sort: SORTS[sort], currentPage, pageSize }),
      page,
    );
  });
}

async function rootCategoryUid(store: StoreView): Promise<string> {
  const { storeConfig } = await shared(store, "rootCategory", () => read(store, GetStoreConfigDocument, {}));
  return String(storeConfig?.root_category_uid);
}

export function searchProducts(store: StoreView, query: string, page = 1, pageSize = 12): Promise<ProductListPage> {
  const search = query.trim();
  if (!search) return Promise.resolve({ items: [], totalCount: 0, currentPage: 1, totalPages: 0 });
  return shared(store, `search:${search.toLowerCase()}:${page}:${pageSize}`, () =>
    pageOf((currentPage) => read(store, SearchProductsDocument, { search, currentPage, pageSize }), page),
  );
}

export function getProductsBySku(store: StoreView, skus: string[]): Promise<ProductSummary[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return shared(store, `skus:${[...skus].sort().join(",")}`, async () => {
    const data = await read(store, GetProductsDocument, { skus, pageSize: skus.length });
    return items(data.products?.items).map(mapProductSummary);
  });
}

export interface ProductsEssentials {
  baseCurrencyCode: string;
  totalCount: number;
  prices: { sku: string; stockStatus: StockStatus; price: ProductPrice }[];
}

/** Prices and stock of a few skus, with the store's base currency (product.md §7 getProductsEssentials). */
export function getProductsEssentials(store: StoreView, skus: string[]): Promise<ProductsEssentials> {
  return shared(store, `essentials:${[...skus].sort().join(",")}`, async () => {
    const data = await read(store, GetProductsEssentialsDocument, { skus, pageSize: Math.max(skus.length, 1) });
    return {
      baseCurrencyCode: data.storeConfig?.base_currency_code ?? "GBP",
      totalCount: data.products?.total_count ?? 0,
      prices: items(data.products?.items).map((p) => ({
        sku: p.sku ?? "",
        stockStatus: p.stock_status === "IN_STOCK" ? "IN_STOCK" : "OUT_OF_STOCK",
        price: mapPrice(p.price_range.minimum_price),
      })),
    };
  });
}

/** Fresh stock for each sku (never cached); a sku the shop does not know counts as out of stock. */
export async function getStockStatuses(store: StoreView, skus: string[]): Promise<Record<string, StockStatus>> {
  const result: Record<string, StockStatus> = Object.fromEntries(
    skus.map((sku) => [sku, "OUT_OF_STOCK" as StockStatus]),
  );
  if (skus.length === 0) return result;
  const data = await read(store, GetStockStatusesDocument, { skus, pageSize: skus.length });
  for (const p of items(data.products?.items))
    if (p.sku && p.sku in result) result[p.sku] = p.stock_status === "IN_STOCK" ? "IN_STOCK" : "OUT_OF_STOCK";
  return result;
}

/** Where a sku's page lives: its url key and first category path (product.md §2 product links). */
export function getUrlKey(
  store: StoreView,
  sku: string,
): Promise<{ urlKey: string; categoryPath: string | null } | null> {
  return shared(store, `urlKey:${sku}`, async () => {
    const data = await read(store, GetUrlKeysDocument, { sku });
    const product = items(data.products?.items).find((p) => p.sku === sku);
    if (!product?.url_key) return null;
    return {
      urlKey: product.url_key,
      categoryPath: items(product.categories).find((c) => c.url_path)?.url_path ?? null,
    };
  });
}

type SticksMatrix = GetSticksMatrixQuery["getSticksMatrix"];
type ConsumablesMatrix = GetConsumablesMatrixQuery["getConsumablesMatrix"];

const sticksMatrix = (store: StoreView) =>
  shared(store, "sticksMatrix", async () => (await read(store, GetSticksMatrixDocument, {})).getSticksMatrix);
const consumablesMatrix = (store: StoreView) =>
  shared(
    store,
    "consumablesMatrix",
    async () => (await read(store, GetConsumablesMatrixDocument, {})).getConsumablesMatrix,
  );

/** The one-time and subscription skus of the flavour and format `sku` belongs to ([] when there is no such pair). */
function sticksTwins(matrix: SticksMatrix, sku: string): { sku: string; subscription: boolean }[] {
  const sections = matrix ? [matrix.single_packs, matrix.cartons, matrix.mix_n_match] : [];
  for (const section of sections) {
    const onetime = items(section?.onetime);
    const subscription = items(section?.subscription);
    const entry = [...onetime, ...subscription].find((e) => e.sku === sku);
    if (!entry) continue;
    const one = onetime.find((e) => e.flavour === entry.flavour)?.sku;
    const sub = subscription.find((e) => e.flavour === entry.flavour)?.sku;
    return one && sub
      ? [
          { sku: one, subscription: false },
          { sku: sub, subscription: true },
        ]
      : [];
  }
  return [];
}

/** The other packagings of the same consumable (same product type, same purchase type). */
function packagings(matrix: ConsumablesMatrix, sku: string) {
  const formats = items(matrix?.packagingFormats);
  const entries = items(matrix?.items);
  const entry = entries.find((i) => i.sku === sku);
  const type = formats.find((f) => f.id === entry?.packagingFormatId)?.productTypeName;
  if (!entry || !type) return [];
  const list = formats
    .filter((f) => f.productTypeName === type)
    .flatMap((f) => {
      const item = entries.find((i) => i.packagingFormatId === f.id && i.purchaseType === entry.purchaseType);
      return item ? [{ id: f.id, label: f.label ?? f.id, itemsPerPackage: f.itemsPerPackage ?? 1, sku: item.sku }] : [];
    });
  return list.length > 1 ? list : [];
}

/** A product page; purchase options and packagings are filled in from the brand matrices. */
export function getProductByUrlKey(store: StoreView, urlKey: string): Promise<Product | null> {
  return shared(store, `product:${urlKey}`, async () => {
    const data = await read(store, GetProductDetailDocument, { urlKey });
    const raw = items(data.products?.items).find((p) => p.url_key === urlKey);
    if (!raw?.sku) return null;
    const [sticks, consumables] = await Promise.all([sticksMatrix(store), consumablesMatrix(store)]);
    const twins = sticksTwins(sticks, raw.sku);
    const formats = packagings(consumables, raw.sku);
    const related = new Map(
      (
        await getProductsBySku(
          store,
          [...twins, ...formats].map((x) => x.sku),
        )
      ).map((p) => [p.sku, p]),
    );
    const purchaseOptions = twins.flatMap((t) => {
      const p = related.get(t.sku);
      return p
        ? [
            {
              sku: p.sku,
              urlKey: p.urlKey,
              subscription: t.subscription,
              format: p.subscriptionFormat,
              price: p.price,
              inStock: p.stockStatus === "IN_STOCK",
            },
          ]
        : [];
    });
    const packagingFormats = formats.flatMap((f) => {
      const p = related.get(f.sku);
      return p ? [{ ...f, urlKey: p.urlKey }] : [];
    });
    return mapProduct(raw, { purchaseOptions: purchaseOptions.length === 2 ? purchaseOptions : [], packagingFormats });
  });
}
