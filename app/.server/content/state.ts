import { z } from "zod";
import { config } from "../config";
import { log, upstreamCall } from "../observability";

/**
 * A content page's `httpRequests` (product.md §7: "any URL in content httpRequests is fetched with
 * GET and the JSON stored in state"), fetched by the shop's server, never the browser. Only
 * URLs on the content service's own origin are fetched: an editor's typo (or a hostile entry)
 * must not make the shop's server call its private network. A request that fails leaves its
 * key null, and the page renders without it.
 */

const MAX_REQUESTS = 5;
const MAX_BYTES = 100_000;
const TIMEOUT_MS = 2000;

const requestsSchema = z.record(z.string()).catch({});

export type PageState = Record<string, unknown>;

const inputsSchema = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((i) => {
      const input = z.object({ name: z.string().regex(/^\w{1,64}$/), defaultValue: z.unknown() }).safeParse(i);
      return input.success && input.data.defaultValue !== undefined && input.data.name !== "__proto__"
        ? [[input.data.name, input.data.defaultValue] as const]
        : [];
    }),
  );
const ownStateSchema = z.record(z.unknown()).catch({});

/**
 * The state a content page starts from (product.md §3's page entity): each of its `inputs`' default
 * value under the input's name, then its own `state` over them. The page's `httpRequests` and the
 * store's facts go over both. An input without a default, or with a name a path could not reach,
 * adds nothing.
 */
export function initialState(data: { inputs?: unknown; state?: unknown }): PageState {
  const state: PageState = Object.fromEntries(inputsSchema.parse(data.inputs ?? []));
  for (const [key, value] of Object.entries(ownStateSchema.parse(data.state ?? {})))
    if (key !== "__proto__") state[key] = value;
  return state;
}

export function allowedDataUrl(url: string): URL | null {
  const base = new URL(config().content.url);
  const u = URL.canParse(url) ? new URL(url) : null;
  return u && /^https?:$/.test(u.protocol) && u.origin === base.origin ? u : null;
}

export async function fetchPageState(httpRequests: unknown, signal?: AbortSignal): Promise<PageState> {
  const entries = Object.entries(requestsSchema.parse(httpRequests ?? {})).slice(0, MAX_REQUESTS);
  const results = await Promise.all(
    entries.map(async ([key, url]) => [key, await fetchJson(key, url, signal)] as const),
  );
  return Object.fromEntries(results);
}

async function fetchJson(key: string, url: string, signal?: AbortSignal): Promise<unknown> {
  const target = allowedDataUrl(url);
  if (!target) {
    log().warn(`[content] httpRequests.${key}: ${url} is not on the content service's origin; not fetched`);
    return null;
  }
  try {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const text = await upstreamCall(
      "content",
      "GET page-state",
      async (trace) => {
        const res = await fetch(target, {
          headers: { Accept: "application/json", ...trace.headers },
          redirect: "error",
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        trace.status(res.status);
        const body = await res.text();
        if (!res.ok || body.length > MAX_BYTES) throw new Error(`HTTP ${res.status}, ${body.length} characters`);
        return body;
      },
      signal,
    );
    return JSON.parse(text) as unknown;
  } catch (error) {
    log().warn(`[content] httpRequests.${key} failed: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * `{{state.delivery.cutOff}}` in a text block becomes that value of the page state, as text
 * (escaped: the JSON is data, never markup); a path with nothing there becomes "". `escape`
 * false is for plain-text fields (a card's description), which React escapes itself.
 */
export function fillState(html: string, state: PageState, escape = true): string {
  return html.replace(/\{\{\s*state\.([\w.]{1,100})\s*\}\}/g, (_, path: string) => {
    let cur: unknown = state;
    for (const k of path.split(".")) {
      if (cur === null || typeof cur !== "object" || !Object.prototype.hasOwnProperty.call(cur, k)) return "";
      cur = (cur as Record<string, unknown>)[k];
    }
    if (typeof cur !== "string" && typeof cur !== "number" && typeof cur !== "boolean") return "";
    return escape ? escapeHtml(String(cur)) : String(cur);
  });
}
