import { searchProducts } from "~/.server/commerce/catalog";
import { searchContent, type ContentResults } from "~/.server/content/search";
import { ContentError } from "~/.server/content/client";
import { UpstreamUnavailableError } from "~/.server/http/errors";
import { withHrefs } from "~/.server/document/links";
import type { ContentKind, SearchTab } from "~/lib/site-search";
import { searchQuerySchema } from "~/lib/schemas/search";
import { log } from "~/.server/observability";

/**
 * /search: products from the commerce catalogue and content (FAQs, articles, pages) from the
 * content service's search, asked side by side. "All results" shows the first few of each;
 * a tab shows one kind, a page at a time. When the content search fails the products still
 * show, with a message; a commerce outage is the shop's outage (503).
 */

export const PRODUCTS_PER_PAGE = 12;
export const CONTENT_PER_PAGE = 10;
export const ALL_PRODUCTS = 4;
export const ALL_CONTENT = 5;

export async function siteSearch(raw: string | null, tab: SearchTab, page: number, signal?: AbortSignal) {
  const parsed = searchQuerySchema.safeParse((raw ?? "").slice(0, 500));
  if (!parsed.success)
    return { state: "invalid" as const, q: (raw ?? "").slice(0, 500), tab, error: parsed.error.issues[0].message };
  const q = parsed.data;
  if (!q) return { state: "empty" as const, q, tab };
  const kind: ContentKind | undefined = tab === "all" || tab === "products" ? undefined : tab;
  const [products, content] = await Promise.all([
    searchProducts("default", q, tab === "products" ? page : 1, tab === "all" ? ALL_PRODUCTS : PRODUCTS_PER_PAGE),
    searchContent(q, {
      page: kind ? page : 1,
      perPage: tab === "all" ? ALL_CONTENT : CONTENT_PER_PAGE,
      type: kind,
      signal,
    }).catch((error: unknown): ContentResults | null => {
      if (error instanceof UpstreamUnavailableError || error instanceof ContentError) {
        log().error(`content search: ${(error as Error).message}`);
        return null;
      }
      throw error;
    }),
  ]);
  return {
    state: "results" as const,
    q,
    tab,
    products: {
      items: tab === "all" || tab === "products" ? await withHrefs(products.items) : [],
      total: products.totalCount,
      page: products.currentPage,
      totalPages: products.totalPages,
    },
    content,
  };
}
