import crypto from "node:crypto";
import type { HashedPolicy } from "./security";

// Public pages that a shared HTTP cache (Varnish, a CDN) may keep and repeat (decision 0043).
//
// A page is the same for every visitor who sends no cookie: no session, no cart, no flash
// message. Such a page (a 200 HTML answer to a cookie-less GET that sets no cookie and is not
// marked private or no-store: home, listings, product and content pages) is sent:
// - without the request's CSP nonce: its policy names the hashes of its own inline scripts and
//   styles instead (a page with none runs no script at all), so a copy served to anyone else still runs, and the page holds nothing that
//   changes per request;
// - with `Cache-Control: public, s-maxage, stale-while-revalidate`: a shared cache serves it for a
//   minute and keeps serving the old copy for five more while it fetches a new one; browsers ask
//   again each time (`max-age=0`), so a shopper who then signs in never sees the anonymous copy;
// - with `Vary: Cookie`: a request with cookies is another variant, never this one.
// Every other answer keeps its per-request nonce, and personal pages keep their `no-store`.

/** seconds a shared cache serves a public page, then while it fetches a new copy */
export const SHARED_SECONDS = { fresh: 60, stale: 300 };
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_SECONDS.fresh}, stale-while-revalidate=${SHARED_SECONDS.stale}`;

/** True when this answer is the same for every visitor who sends no cookie. */
export function isShareable(request: Request, response: Response, cookies: string[]): boolean {
  return (
    request.method === "GET" &&
    !request.headers.has("cookie") &&
    !request.headers.has("authorization") &&
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    cookies.length === 0 &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/i.test(response.headers.get("cache-control") ?? "")
  );
}

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A script without a type, a JavaScript type or a module runs; any other type is data (JSON, JSON-LD). */
const runs = (attributes: string) => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
};

/** The CSP sources of the page's inline scripts (those without `src`) and its `<style>` elements. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes, text] of html.matchAll(INLINE)) {
    if (tag.toLowerCase() === "style") styles.add(sha256(text));
    else if (!/\bsrc\s*=/i.test(attributes) && runs(attributes)) scripts.add(sha256(text));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The public page as a shared cache may keep it: without its nonce, with hashes instead. */
export async function shareablePage(response: Response, nonce: string, policy: HashedPolicy): Promise<Response> {
  const html = (await response.text()).replaceAll(` nonce="${nonce}"`, "");
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", policy(inlineHashes(html)));
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.append("Vary", "Cookie");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
