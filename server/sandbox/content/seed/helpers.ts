// Small builders for seed entries in the content service's wire format (Builder-style
// elements). Ids are written by hand so they stay stable across re-seeds: tabs and
// forms use them in URLs and element ids.

/** Replaced by the router with the absolute URL of this sandbox's /media route. */
export const MEDIA = "{{media}}";

export interface SeedEntry {
  id: string;
  model: string;
  name: string;
  data: Record<string, unknown>;
  /** lower first; the order entries are listed in when nothing else is asked */
  priority?: number;
  /** a draft is only listed to a preview (a preview token with the "preview" permission) */
  published?: "published" | "draft";
  /** A/B test variations (product.md §3): each with its share of visitors and its own data */
  variations?: Record<string, { id: string; name: string; testRatio: number; data: Record<string, unknown> }>;
  /** the entry's meta; a page's own `breakpoints` replace the service's 640/991/1200 */
  meta?: Record<string, unknown>;
}

/** Replaced by the router with the absolute URL of this content service (httpRequests, form actions). */
export const CONTENT_BASE = "{{content}}";

export function el(id: string, name: string, options: Record<string, unknown>, children: unknown[] = []) {
  return { "@type": "@builder.io/sdk:Element", id, component: { name, options }, children };
}

export const section = (id: string, children: unknown[], maxWidth = 1200) =>
  el(id, "Core:Section", { maxWidth }, children);
export const text = (id: string, html: string) => el(id, "Text", { text: html });
export const button = (id: string, label: string, link: string, variant = "primary") =>
  el(id, "Core:Button", { text: label, link, variant });
export const symbol = (id: string, entry: string) => el(id, "Symbol", { symbol: { model: "symbol", entry } });

export function image(id: string, name: string, altText: string, width = 1200, height = 675) {
  // a small picture is shown at its own size, so the browser need not fetch a wide one
  const sizes = width <= 400 ? `${width}px` : undefined;
  return el(id, "Image", { image: `${MEDIA}/${name}.svg`, altText, width, height, ...(sizes ? { sizes } : {}) });
}

/** The page-entity data fields every page carries (product.md §3), empty where unused. */
export function pageData(url: string, title: unknown, description: string, blocks: unknown[]) {
  return {
    url,
    title,
    description,
    blocks,
    state: {},
    inputs: [],
    cssCode: "",
    customFonts: [],
    jsCode: "",
    httpRequests: {},
  };
}
