import { z } from "zod";
import { pageBreakpoints, type Breakpoints, type CustomCode, type RenderBlock } from "~/lib/content";
import { config } from "../config";
import { cached, clearCache, FIVE_MINUTES } from "../state/cache";
import { CONTENT_MESSAGES, ContentError, fetchEntries, type ContentEntry } from "./client";
import { prepareBlocks, type ContentFormDefinition } from "./prepare";
import { fetchPageState, initialState } from "./state";
import { getStoreFacts } from "../commerce/store-facts";
import { moneyWriter } from "../commerce/money";
import { factsForText } from "~/lib/store-facts";
import { log } from "../observability";

/** A marketing page ready to render: HTML sanitised, symbols resolved, no secrets. */
export interface ContentPage {
  id: string;
  url: string;
  title: string;
  description: string | null;
  blocks: RenderBlock[];
  /** the A/B test variation shown (product.md §3), null for the page's own content */
  variationId: string | null;
  /** the entry's own breakpoints (`meta.breakpoints`), null for the shop's 640/991/1200 */
  breakpoints: Breakpoints | null;
}

/** One way the page can look: its own content, or one of its test variations. */
export interface PageVariant {
  page: ContentPage;
  /** the share of visitors who see it, 0 to 1 */
  ratio: number;
}

export interface PreparedPage {
  id: string;
  variants: PageVariant[];
  /** the entry's custom code, shown (never run) in edit mode */
  customCode: CustomCode;
}

interface Prepared extends PreparedPage {
  forms: Record<string, ContentFormDefinition>;
}

const pageDataSchema = z
  .object({
    url: z.string(),
    title: z.string().catch(""),
    description: z.string().optional().catch(undefined),
    blocks: z.array(z.unknown()).catch([]),
    httpRequests: z.unknown().optional(),
    inputs: z.unknown().optional(),
    state: z.unknown().optional(),
    cssCode: z.string().catch(""),
    jsCode: z.string().catch(""),
    // product.md §3 customFonts: only the families are read (decision 0067: none is loaded)
    customFonts: z
      .array(z.unknown())
      .catch([])
      .transform((fonts) =>
        fonts.flatMap((f) => {
          const font = z.object({ family: z.string().trim().min(1).max(100) }).safeParse(f);
          return font.success ? [font.data.family] : [];
        }),
      ),
  })
  .passthrough();

const variationsSchema = z
  .record(
    z.object({
      id: z.string().regex(/^[\w-]{1,64}$/),
      testRatio: z.number().min(0).max(1),
      data: z.record(z.unknown()),
    }),
  )
  .catch({});

const symbolDataSchema = z.object({ blocks: z.array(z.unknown()).default([]) }).passthrough();

// Shared TTL cache (app/.server/state/cache.ts); "content:" keys are ours.
const PAGE_KEY = "content:page:";
const SYMBOL_KEY = "content:symbol:";

/** Trailing slashes and query strings do not make a different page. */
export function normalisePageUrl(url: string): string {
  const path = url.split(/[?#]/)[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** The entry's own content and each test variation, prepared; the state fetched once. */
async function prepareEntry(entry: ContentEntry, url: string): Promise<Prepared> {
  const data = pageDataSchema.safeParse(entry.data);
  if (!data.success) throw new ContentError(CONTENT_MESSAGES.fetch);
  const forms: Record<string, ContentFormDefinition> = {};
  const variant = async (raw: z.infer<typeof pageDataSchema>, variationId: string | null, ratio: number) => {
    // a request that failed (null) leaves an input's default in place
    const fetched = Object.entries(await fetchPageState(raw.httpRequests)).filter(([, v]) => v !== null);
    const state = { ...initialState(raw), ...Object.fromEntries(fetched), ...(await storeState(raw)) };
    const prepared = await prepareBlocks(raw.blocks, { pageUrl: url, resolveSymbol: symbolOrNull, state });
    Object.assign(forms, prepared.forms);
    const page = {
      id: entry.id,
      url,
      title: raw.title,
      description: raw.description ?? null,
      blocks: prepared.blocks,
      variationId,
      breakpoints: pageBreakpoints(entry.meta),
    };
    return { page, ratio };
  };
  const tests = Object.values(variationsSchema.parse(entry.variations ?? {})).flatMap((v) => {
    const d = pageDataSchema.safeParse({ url, ...v.data });
    return d.success ? [{ id: v.id, ratio: v.testRatio, data: d.data }] : [];
  });
  const own = Math.max(0, 1 - tests.reduce((sum, t) => sum + t.ratio, 0));
  const variants = await Promise.all([
    variant(data.data, null, own),
    ...tests.map((t) => variant(t.data, t.id, t.ratio)),
  ]);
  return {
    id: entry.id,
    variants,
    customCode: { css: data.data.cssCode, js: data.data.jsCode, fonts: data.data.customFonts },
    forms,
  };
}

/**
 * `state.store`: the shop's own facts (the seller, delivery, returns, warranty, reply time) for
 * the copy an editor writes, read from the commerce store configuration, the one place they are
 * kept (issue 40). Only fetched for a page that uses them; when they cannot be had the page fails
 * rather than show a sentence with its promise missing.
 */
async function storeState(raw: unknown): Promise<{ store?: ReturnType<typeof factsForText> }> {
  if (!JSON.stringify(raw).includes("state.store.")) return {};
  const [facts, money] = await Promise.all([getStoreFacts("default"), moneyWriter()]);
  return { store: factsForText(facts, money) };
}

async function loadPage(url: string, model = "page"): Promise<Prepared | null> {
  const locale = config().locale;
  return cached(`${PAGE_KEY}${model}:${locale}:${url}`, FIVE_MINUTES, async () => {
    const [entry] = await fetchEntries(model, { query: { "data.url": url }, limit: 1, enrich: true, locale });
    return entry ? prepareEntry(entry, url) : null;
  });
}

/**
 * Every way the page published at `url` can look (its A/B variations), or null (a 404).
 * Cached for 5 minutes, including "no such page".
 */
export async function getContentPageVariants(url: string): Promise<PreparedPage | null> {
  const path = normalisePageUrl(url);
  if (path.length > 300) return null;
  return loadPage(path);
}

/**
 * A preview (product.md §2): the page at `url` with drafts, for an editor's token. Never cached,
 * so an editor sees each save at once.
 */
export async function getPreviewPage(url: string, token: string): Promise<PreparedPage | null> {
  const path = normalisePageUrl(url);
  if (path.length > 300) return null;
  const [entry] = await fetchEntries("page", {
    query: { "data.url": path },
    limit: 1,
    enrich: true,
    preview: { token },
  });
  return entry ? prepareEntry(entry, path) : null;
}

/**
 * The content page published at `url`, or null when there is none (render a 404).
 * Cached for 5 minutes, including "no such page".
 */
export async function getContentPage(url: string): Promise<ContentPage | null> {
  const path = normalisePageUrl(url);
  // Paths this long are not pages anyone published; do not spend a call or a cache slot.
  if (path.length > 300) return null;
  return (await loadPage(path))?.variants[0].page ?? null;
}

/** A blog article (model "article") published at `url`, or null; cached like pages. */
export async function getArticle(url: string): Promise<ContentPage | null> {
  const path = normalisePageUrl(url);
  if (path.length > 300) return null;
  return (await loadPage(path, "article"))?.variants[0].page ?? null;
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

/** The blog's articles, newest first (product.md §9 fetch limit); cached 5 minutes. */
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
    log().warn(
      `[content] ${CONTENT_MESSAGES.symbol} (${model}/${id}): ${error instanceof Error ? error.message : error}`,
    );
    return null;
  }
}

export function clearPageCaches() {
  clearCache(PAGE_KEY);
  clearCache(SYMBOL_KEY);
}
