// Personal pages, and every answer to a form, must not be kept by a browser or proxy cache.
// This is the one place that says so.

/** `init` plus `Cache-Control: no-store`. */
export function noStore(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  headers.set("Cache-Control", "no-store");
  return headers;
}
