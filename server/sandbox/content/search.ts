import type Database from "better-sqlite3";
import { localize } from "./query";
import { entriesOf, type StoredEntry } from "./store";

/**
 * The content service's site search (product.md §7 `GET /api/search` with q, per_page, lang, page,
 * type, highlight): every published page, each question of a page's accordions (type faq) and
 * every article, matched word by word (each word of the query must start a word of the title
 * or text), best first, with an excerpt around the first hit and `<mark>` highlights.
 */

export const SEARCH_TYPES = ["faq", "article", "page"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchDoc {
  id: string;
  type: SearchType;
  title: string;
  url: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    // a page-state placeholder ({{state.launch.date}}) is filled by the shop when it shows the
    // page, from what it fetches then: an excerpt marks the gap rather than closing it up. The
    // shop's own facts ({{state.store.…}}) stay as written, as a real index keeps them: the shop
    // fills them in the answers too (app/.server/content/search.ts).
    .replace(/\{\{(?!\s*state\.store\.)[^}]*\}\}/g, " … ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, " ")
    .trim();

const asText = (v: unknown, locale?: string) => {
  const l = localize(v, locale);
  return typeof l === "string" ? l : "";
};

interface Element {
  id?: string;
  component?: { name?: string; options?: Record<string, unknown> };
  children?: unknown[];
}

/** Walks a page's blocks: the text of every block, and the accordions' questions on their own. */
function walk(blocks: unknown, locale: string | undefined, found: { texts: string[]; faqs: SearchDoc[] }, url: string) {
  if (!Array.isArray(blocks)) return;
  for (const b of blocks as Element[]) {
    if (!b || typeof b !== "object") continue;
    const o = b.component?.options ?? {};
    if (b.component?.name === "Builder:Accordion" && Array.isArray(o.items)) {
      (o.items as Record<string, unknown>[]).forEach((item, i) =>
        found.faqs.push({
          id: `${b.id}-${i}`,
          type: "faq",
          title: plain(asText(item.title, locale)),
          url: `${url}#${b.id}`,
          text: plain(asText(item.detail, locale)),
        }),
      );
      continue;
    }
    if (b.component?.name === "Form:Form") continue;
    const html = asText(o.text, locale);
    if (html) found.texts.push(plain(html));
    if (Array.isArray(o.tabs))
      for (const tab of o.tabs as Record<string, unknown>[]) walk(tab.content, locale, found, url);
    if (Array.isArray(o.columns))
      for (const col of o.columns as Record<string, unknown>[]) walk(col.blocks, locale, found, url);
    walk(b.children, locale, found, url);
  }
}

const pageTitle = (e: StoredEntry, locale?: string) =>
  asText(e.data.title, locale).replace(/\s+—\s+Ashless$/, "") || e.name;

/** The documents of the published content, built on each search (the sandbox holds little). */
export function searchDocs(db: Database.Database, locale?: string): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const page of entriesOf(db, "page")) {
    const url = asText(page.data.url);
    if (!url) continue;
    const found = { texts: [] as string[], faqs: [] as SearchDoc[] };
    walk(page.data.blocks, locale, found, url);
    const description = asText(page.data.description, locale);
    docs.push({
      id: page.id,
      type: "page",
      title: pageTitle(page, locale),
      url,
      text: [description, ...found.texts].join(" "),
    });
    docs.push(...found.faqs);
  }
  for (const article of entriesOf(db, "article")) {
    const found = { texts: [] as string[], faqs: [] as SearchDoc[] };
    const url = asText(article.data.url);
    walk(article.data.blocks, locale, found, url);
    docs.push({
      id: article.id,
      type: "article",
      title: pageTitle(article, locale),
      url,
      text: [asText(article.data.description, locale), ...found.texts].join(" "),
    });
  }
  return docs.filter((d) => d.url.startsWith("/") && d.title);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The query's words, lower case, letters and digits only. */
export const terms = (q: string) => [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 10);

const wordStart = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(term)}`, "giu");
const count = (text: string, term: string) => text.match(wordStart(term))?.length ?? 0;

const EXCERPT = 160;

function excerpt(text: string, words: string[]): string {
  const first = Math.min(...words.map((w) => text.search(wordStart(w))).filter((i) => i >= 0), text.length);
  const start = first < EXCERPT / 2 ? 0 : text.lastIndexOf(" ", first - 40) + 1;
  const cut = text.slice(start, start + EXCERPT);
  const end = start + EXCERPT < text.length ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return `${start > 0 ? "…" : ""}${end}${start + EXCERPT < text.length ? "…" : ""}`;
}

function mark(text: string, words: string[]): string {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRe).join("|")})[\\p{L}\\p{N}]*`, "giu");
  let out = "";
  let at = 0;
  for (const m of text.matchAll(re)) {
    out += `${escapeHtml(text.slice(at, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    at = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(at));
}

export interface SearchParams {
  q: string;
  page: number;
  perPage: number;
  types: SearchType[];
  highlight: boolean;
  locale?: string;
}

export function search(db: Database.Database, p: SearchParams) {
  const words = terms(p.q);
  const order = (t: SearchType) => SEARCH_TYPES.indexOf(t);
  const matched = words.length
    ? searchDocs(db, p.locale)
        .filter((d) => words.every((w) => count(d.title, w) + count(d.text, w) > 0))
        .map((d) => ({ d, score: words.reduce((s, w) => s + 3 * count(d.title, w) + count(d.text, w), 0) }))
        .sort((a, b) => b.score - a.score || order(a.d.type) - order(b.d.type) || a.d.title.localeCompare(b.d.title))
        .map((x) => x.d)
    : [];
  const counts = Object.fromEntries(SEARCH_TYPES.map((t) => [t, matched.filter((d) => d.type === t).length]));
  const wanted = p.types.length ? matched.filter((d) => p.types.includes(d.type)) : matched;
  const items = wanted.slice((p.page - 1) * p.perPage, p.page * p.perPage).map((d) => {
    const text = excerpt(d.text, words);
    return {
      id: d.id,
      type: d.type,
      title: d.title,
      url: d.url,
      excerpt: text,
      ...(p.highlight ? { highlight: { title: mark(d.title, words), excerpt: mark(text, words) } } : {}),
    };
  });
  return {
    results: items,
    total: wanted.length,
    counts,
    page: p.page,
    per_page: p.perPage,
    total_pages: Math.ceil(wanted.length / p.perPage),
  };
}
