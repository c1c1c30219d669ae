import { z } from "zod";
import { config } from "../config";
import { createRestClient } from "../http/rest";
import { CONTENT_MESSAGES, ContentError } from "./client";
import { fillState } from "./state";
import { getStoreFacts } from "../commerce/store-facts";
import { moneyWriter } from "../commerce/money";
import { factsForText } from "~/lib/store-facts";
import type { ContentKind, Highlighted } from "~/lib/site-search";

/**
 * The content service's search (product.md §7 `GET /api/search`: q, per_page, lang, page, type,
 * highlight). Highlights arrive as HTML with `<mark>`; they are turned into text parts here,
 * so no markup from the service reaches the page.
 */

export interface ContentHit {
  id: string;
  type: ContentKind;
  url: string;
  title: Highlighted;
  excerpt: Highlighted;
}

export interface ContentResults {
  hits: ContentHit[];
  total: number;
  counts: Record<ContentKind, number>;
  page: number;
  totalPages: number;
}

const kind = z.enum(["faq", "article", "page"]);
const schema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      type: kind,
      title: z.string(),
      url: z.string(),
      excerpt: z.string().catch(""),
      highlight: z.object({ title: z.string(), excerpt: z.string() }).optional(),
    }),
  ),
  total: z.number().int().min(0),
  counts: z.object({ faq: z.number(), article: z.number(), page: z.number() }).partial().catch({}),
  page: z.number().int().min(1),
  total_pages: z.number().int().min(0),
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]);

/** "a <mark>b</mark> c" → [{a, no}, {b, yes}, {c, no}]; any other tag is dropped. */
export function highlightParts(html: string): Highlighted {
  return html
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const m = /^<mark>([^<]*)<\/mark>$/.exec(part);
      return { text: decode((m ? m[1] : part).replace(/<[^>]*>/g, "")), hit: Boolean(m) };
    });
}

/** Only links inside the shop: a result never sends the shopper elsewhere. */
const sameSite = (url: string) => (/^\/(?!\/)/.test(url) && !url.includes("\\") ? url : null);

/** `{{state.store.…}}` in an answer, perhaps with the search's <mark>s inside or cut off by the excerpt */
const PLACEHOLDER = /\{\{\s*state\.store\.((?:[\w.]|<\/?mark>)+?)\s*\}\}/g;
const CUT = /\{\{[^}]*$|^[^{]*?\}\}/g;

/**
 * The CMS copy says its facts as placeholders the shop fills (pages.ts, issue 40); the search
 * indexes the copy as written, so its titles and excerpts are filled here the same way. Without
 * the facts (commerce unreachable) a placeholder is left out rather than shown.
 */
async function withStoreFacts(d: z.infer<typeof schema>): Promise<z.infer<typeof schema>> {
  if (!JSON.stringify(d.results).includes("state.store")) return d;
  const store = await Promise.all([getStoreFacts("default"), moneyWriter()]).then(
    ([facts, money]) => factsForText(facts, money),
    () => ({}),
  );
  // highlights are HTML (escaped values); the plain title and excerpt are text
  const fill = (text: string, html = false) =>
    fillState(
      text.replace(PLACEHOLDER, (_, path: string) => `{{state.store.${path.replace(/<\/?mark>/g, "")}}}`),
      { store },
      html,
    ).replace(CUT, "");
  return {
    ...d,
    results: d.results.map((r) => ({
      ...r,
      title: fill(r.title),
      excerpt: fill(r.excerpt),
      highlight: r.highlight && { title: fill(r.highlight.title, true), excerpt: fill(r.highlight.excerpt, true) },
    })),
  };
}

export async function searchContent(
  q: string,
  options: { page: number; perPage: number; type?: ContentKind; signal?: AbortSignal },
): Promise<ContentResults> {
  const { url, apiKey } = config().content;
  if (!apiKey) throw new ContentError(CONTENT_MESSAGES.missingKey);
  const rest = createRestClient({ service: "content", baseUrl: url });
  const body = await rest.get<unknown>("/api/search", {
    query: {
      apiKey,
      q,
      page: options.page,
      per_page: options.perPage,
      type: options.type,
      lang: config().locale,
      highlight: true,
    },
    signal: options.signal,
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContentError(CONTENT_MESSAGES.fetch);
  const d = await withStoreFacts(parsed.data);
  return {
    hits: d.results.flatMap((r) => {
      const href = sameSite(r.url);
      if (!href) return [];
      return [
        {
          id: r.id,
          type: r.type,
          url: href,
          title: r.highlight ? highlightParts(r.highlight.title) : [{ text: r.title, hit: false }],
          excerpt: r.highlight ? highlightParts(r.highlight.excerpt) : [{ text: r.excerpt, hit: false }],
        },
      ];
    }),
    total: d.total,
    counts: { faq: d.counts.faq ?? 0, article: d.counts.article ?? 0, page: d.counts.page ?? 0 },
    page: d.page,
    totalPages: d.total_pages,
  };
}
