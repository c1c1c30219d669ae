// What a listing's URL may say (sort, page), read the same way by loaders and links.
// Anything else in the query string falls back to the default rather than failing.
import type { Category, ProductSort, ProductSummary } from "~/lib/models/commerce";

export const SORTS: { value: ProductSort; label: string }[] = [
  { value: "position", label: "Featured" },
  { value: "name", label: "Name" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
];

export function parseSort(value: string | null): ProductSort {
  return SORTS.some((s) => s.value === value) ? (value as ProductSort) : "position";
}

/** No listing has this many pages; a larger number would overflow the upstream's Int. */
export const MAX_PAGE = 10_000;

/** A whole number in [min, max] from the query string, else `fallback`. */
export function intParam(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

export const parsePage = (value: string | null) => intParam(value, 1, 1, MAX_PAGE);

/** A listing's description for search engines: its category's own, else one naming it. */
export function listingDescription(category: { name: string; description?: string | null } | null): string {
  if (category?.description) return category.description;
  return category
    ? `${category.name} from Ashless: heated, never burnt, so no ash and no smoke.`
    : "Ashless heated sticks, devices, bundles and accessories: no ash and no smoke.";
}

/** A product listing page as its loader answers it (app/.server/catalog/listing.ts) and Listing shows it. */
export interface ListingData {
  kind: "listing";
  category: Category | null;
  categories: Category[];
  sort: ProductSort;
  page: number;
  totalPages: number;
  totalCount: number;
  products: (ProductSummary & { href: string })[];
  /** the listing's own path, for its sort and page links */
  base: string;
}

/**
 * The categories from the top of `tree` down to the one at `urlPath` (Sticks, then Single packs);
 * empty when the path names no category.
 */
export function categoryTrail(tree: Category[], urlPath: string): Category[] {
  for (const c of tree) {
    if (c.urlPath === urlPath) return [c];
    const inner = categoryTrail(c.children, urlPath);
    if (inner.length > 0) return [c, ...inner];
  }
  return [];
}
