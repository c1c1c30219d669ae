// The shop's one stylesheet, as the build minified it, for the server to write into a page's
// <head> (decisions 0028, 0077). Imported only by entry.server.tsx, so it never reaches the
// browser's script bundles.
import css from "~/styles/app.css?inline";

/**
 * The stylesheet's text when this request's page carries it, null when the page links the file
 * (decision 0077). A request without cookies is a shopper's first page (or one a shared cache
 * keeps for everyone): the stylesheet comes in it. A request with cookies comes from a browser
 * that has had a page of the shop, which fetched the file beside it: the page links the file,
 * and its render and compression skip 30 KB.
 */
export function pageStyles(request: Request): string | null {
  return request.headers.has("cookie") ? null : css;
}
