import { z } from "zod";
import type { RenderBlock } from "~/lib/content";
import { config } from "../config";
import { cached, clearCache, FIVE_MINUTES } from "../cache";
import { CONTENT_MESSAGES, ContentError, fetchEntries } from "./client";
import { prepareBlocks, type ContentFormDefinition } from "./prepare";

/** A marketing page ready to render: HTML sanitised, symbols resolved, no secrets. */
export interface ContentPage {
  id: string;
  url: string;
  title: string;
  description: string | null;
  blocks: RenderBlock[];
}

interface Prepared {
  page: ContentPage;
  forms: Record<string, ContentFormDefinition>;
}

const pageDataSchema = z
  .object({
    url: z.string(),
    title: z.string().catch(""),
    description: z.string().optional().catch(undefined),
    blocks: z.array(z.unknown()).catch([]),
  })
  .passthrough();

const symbolDataSchema = z.object({ blocks: z.array(z.unknown()).default([]) }).passthrough();

// Shared TTL cache (app/.server/cache.ts); "content:" keys are ours.
const PAGE_KEY = "content:page:";
const SYMBOL_KEY = "content:symbol:";

/** Trailing slashes and query strings do not make a different page. */
export function normalisePageUrl(url: string): string {
  const path = url.split(/[?#]/)[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

async function loadPage(url: string, model = "page"): Promise<Prepared | null> {
  const locale = config().locale;
  return cached(`${PAGE_KEY}${model}:${locale}:${url}`, FIVE_MINUTES, async () => {
    const [entry] = await fetchEntries(model, { query: { "data.url": url }, limit: 1, enrich: true, locale });
    if (!entry) return null;
    const data = pageDataSchema.safeParse(entry.data);
    if (!data.success) throw new ContentError(CONTENT_MESSAGES.fetch);
    const { blocks, forms } = await prepareBlocks(data.data.blocks, { pageUrl: url, resolveSymbol: symbolOrNull });
    return {
      page: { id: entry.id, url, title: data.data.title, description: data.data.description ?? null, blocks },
      forms,
    };
  });
}

/**
 * The content page published at `url`, or null when there is none (render a 404).
 * Cached for 5 minutes, including "no such page".
 */
export async function getContentPage(url: string): Promise<ContentPage | null> {
  const path = normalisePageUrl(url);
  // Paths this long are not pages anyone published; do not spend a call or a cache slot.
  if (path.length > 300) return null;
  return (await loadPage(path))?.page ?? null;
}

/** A blog article (model "article") published at `url`, or null; cached like pages. */
export async function getArticle(url: string): Promise<ContentPage | null> {
  const path = normalisePageUrl(url);
  if (path.length > 300) return null;
  return (await loadPage(path, "article"))?.page ?? null;
}

export interface ArticleSummary {
  url: string;
  title: string;
  description: string | null;
  /** ISO date */
  date: string | null;
}

const articleSummary = z.object({
  url: z.string().startsWith("/"),
  title: z.string(),
  description: z.string().nullish(),
  date: z.string().nullish(),
});

/** The blog's articles, newest first (SPEC §9 fetch limit); cached 5 minutes. */
export function listArticles(): Promise<ArticleSummary[]> {
  const locale = config().locale;
  return cached(`${PAGE_KEY}article-list:${locale}`, FIVE_MINUTES, async () => {
    const entries = await fetchEntries("article", { sort: { "data.date": -1 }, locale });
    return entries.flatMap((e) => {
      const a = articleSummary.safeParse(e.data);
      return a.success ? [{ ...a.data, description: a.data.description ?? null, date: a.data.date ?? null }] : [];
    });
  });
}

/** The server-side definition (with recipient) of form `formId` on page `url`. */
export async function getContentForm(url: string, formId: string): Promise<ContentFormDefinition | null> {
  const path = normalisePageUrl(url);
  if (path.length > 300) return null;
  const prepared = await loadPage(path);
  return prepared?.forms[formId] ?? null;
}

/** The raw blocks of a symbol entry; throws 'Could not fetch symbol content' when missing. */
export async function getSymbol(id: string, model = "symbol"): Promise<unknown[]> {
  return cached(`${SYMBOL_KEY}${model}:${id}`, FIVE_MINUTES, async () => {
    const [entry] = await fetchEntries(model, { query: { id }, limit: 1 });
    const data = symbolDataSchema.safeParse(entry?.data);
    if (!entry || !data.success) throw new ContentError(CONTENT_MESSAGES.symbol);
    return data.data.blocks;
  });
}

async function symbolOrNull(model: string, id: string): Promise<unknown[] | null> {
  try {
    return await getSymbol(id, model);
  } catch (error) {
    // A missing promo banner should not cost the shopper the whole page.
    console.warn(
      `[content] ${CONTENT_MESSAGES.symbol} (${model}/${id}):`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

export function clearPageCaches() {
  clearCache(PAGE_KEY);
  clearCache(SYMBOL_KEY);
}
