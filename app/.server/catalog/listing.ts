import { getCategories, listProducts } from "~/.server/commerce/catalog";
import type { Category, StoreView } from "~/lib/models/commerce";
import { withHrefs } from "~/.server/document/links";
import { parsePage, parseSort, type ListingData } from "~/lib/listing";

export const PAGE_SIZE = 12;

/** A product listing page: all products, or one category's, with sort and page from the URL. */
export async function loadListing(store: StoreView, url: URL, category: Category | null): Promise<ListingData> {
  const sort = parseSort(url.searchParams.get("sort"));
  const page = parsePage(url.searchParams.get("page"));
  const [result, categories] = await Promise.all([
    listProducts(store, { categoryUid: category?.uid, sort, page, pageSize: PAGE_SIZE }),
    getCategories(store),
  ]);
  return {
    kind: "listing" as const,
    category,
    categories,
    sort,
    page: result.currentPage,
    totalPages: result.totalPages,
    totalCount: result.totalCount,
    products: await withHrefs(result.items),
    base: category ? `/shop/${category.urlPath}` : "/shop",
  };
}
