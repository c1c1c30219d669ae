/** The site search's tabs (links, state in the URL): everything, products, or one kind of content. */
export const SEARCH_TABS = ["all", "products", "faq", "article", "page"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export type ContentKind = Exclude<SearchTab, "all" | "products">;

export const TAB_LABELS: Record<SearchTab, string> = {
  all: "All results",
  products: "Products",
  faq: "FAQs",
  article: "Articles",
  page: "Pages",
};

export const parseTab = (v: string | null): SearchTab =>
  (SEARCH_TABS as readonly string[]).includes(v ?? "") ? (v as SearchTab) : "all";

/** A highlighted text: the parts the query matched are `hit`. */
export type Highlighted = { text: string; hit: boolean }[];

export function searchHref(q: string, tab: SearchTab, page = 1): string {
  const p = new URLSearchParams({ q });
  if (tab !== "all") p.set("tab", tab);
  if (page > 1) p.set("page", String(page));
  return `/search?${p}`;
}

const NOUNS: Record<Exclude<SearchTab, "products">, [string, string]> = {
  all: ["FAQ, article or page", "FAQs, articles and pages"],
  faq: ["FAQ", "FAQs"],
  article: ["article", "articles"],
  page: ["page", "pages"],
};

/** "3 FAQs", "1 article", "5 FAQs, articles and pages" */
export const contentHeading = (tab: Exclude<SearchTab, "products">, n: number) => `${n} ${NOUNS[tab][n === 1 ? 0 : 1]}`;
