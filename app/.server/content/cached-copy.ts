import type { AppLoadContext } from "@remix-run/node";

/** The request a copy from the page cache answers. */
export interface CachedCopyRequest {
  cookie: string | null;
}

/**
 * Names work that each copy of this page served by the page cache (server/page-cache.ts) must
 * repeat, as this render does it: a copy never reaches the loader. The host puts the page
 * cache's register on the load context (`onCachedCopy`) when the page may be kept; without it
 * (a visitor with cookies, a test, no cache) nothing is registered. The task runs after the
 * copy is sent, unawaited; it must bound its own time. It is given the copy's own request (its
 * Cookie header): what it records is that visitor's, never the one whose render was kept.
 */
export function onCachedCopy(context: AppLoadContext | undefined, task: (copy: CachedCopyRequest) => unknown) {
  const register = (context as { onCachedCopy?: unknown } | undefined)?.onCachedCopy;
  if (typeof register === "function") register(task);
}
