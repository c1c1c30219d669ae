// Personal pages, and every answer to a form, must not be kept by a browser or proxy cache.
// This is the one place that says so.

/** for one person only, and kept by no cache: not the browser's, not a shared one (decision 0043) */
export const NO_STORE = "private, no-store";

/** `init` plus `Cache-Control: private, no-store`. */
export function noStore(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  headers.set("Cache-Control", NO_STORE);
  return headers;
}
