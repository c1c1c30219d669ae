import type { AppLoadContext } from "@remix-run/node";

/**
 * Names work that each copy of this page served by the page cache (server/page-cache.ts) must
 * repeat, as this render does it: a copy never reaches the loader. The host puts the page
 * cache's register on the load context (`onCachedCopy`) when the page may be kept; without it
 * (a visitor with cookies, a test, no cache) nothing is registered. The task runs after the
 * copy is sent, unawaited; it must bound its own time.
 */
export function onCachedCopy(context: AppLoadContext | undefined, task: () => unknown) {
  const register = (context as { onCachedCopy?: unknown } | undefined)?.onCachedCopy;
  if (typeof register === "function") register(task);
}
