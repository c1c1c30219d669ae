// The tracking page context (product.md §2, §4 "the session waits for a page context"): a
// JSON data block the tag manager reads, rendered by root for every page. A data block
// never executes, so the strict CSP needs nothing extra; it carries the nonce anyway so
// a tag manager that insists on nonce'd scripts can find it.
import { UNSAFE_RemixContext, useLocation, useMatches, type MetaDescriptor } from "@remix-run/react";
import { useContext } from "react";
import { pageName, type PageName } from "~/lib/page-names";

/** A route may name its page in `handle` (account routes do); it wins over its meta. */
export interface PageNameHandle {
  pageName?: string;
}

export interface PageMatch {
  handle?: unknown;
  /** the route's evaluated meta, when it has a meta export */
  meta?: MetaDescriptor[] | null;
}

function fromMeta(meta: MetaDescriptor[] | null | undefined): string | null {
  const entry = meta?.find((m) => (m as { name?: string }).name === "page-name") as { content?: string } | undefined;
  return typeof entry?.content === "string" ? entry.content : null;
}

/**
 * The deepest match's page name: its `handle.pageName`, else the page-name entry of its
 * meta; a match naming neither defers to its parent. Null when no route names one.
 */
export function resolvePageName(matches: PageMatch[]): PageName | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as PageNameHandle | undefined;
    const name = typeof handle?.pageName === "string" ? handle.pageName : fromMeta(matches[i].meta);
    if (name) return pageName(name);
  }
  return null;
}

/** Escapes what could end the <script> element or confuse an HTML parser. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/**
 * Routes that only set <meta name="page-name"> (shop, cart…) are read through their meta
 * export, evaluated as <Meta /> does. A meta function that throws here only loses the
 * tracking name, never the page.
 */
function useMatchesWithMeta(): PageMatch[] {
  const matches = useMatches();
  const remix = useContext(UNSAFE_RemixContext);
  const location = useLocation();
  return matches.map((m) => {
    const mod = remix?.routeModules[m.id];
    if (!mod?.meta || (m.handle as PageNameHandle | undefined)?.pageName) return { handle: m.handle };
    try {
      const meta =
        typeof mod.meta === "function"
          ? // eslint-disable-next-line @typescript-eslint/no-explicit-any
            mod.meta({ data: m.data, params: m.params, location, matches: [] as any, error: undefined })
          : mod.meta;
      return { handle: m.handle, meta: Array.isArray(meta) ? meta : null };
    } catch {
      return { handle: m.handle };
    }
  });
}

export function PageContext({ nonce }: { nonce?: string }) {
  const name = resolvePageName(useMatchesWithMeta()) ?? "other";
  return (
    <script
      type="application/json"
      id="page-context"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript({ pageName: name }) }}
    />
  );
}
