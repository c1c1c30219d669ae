import type { StoredEntry } from "./store";

/**
 * The query language of GET /api/v3/content/{model}, as far as the storefront uses
 * it: `query.<path>=value` equality, `sort.<path>=1|-1`, `fields`/`omit` projections,
 * localized values, and `userAttributes.urlPath` page targeting.
 */

export const BREAKPOINTS = { small: 640, medium: 991, large: 1200 } as const;

export function getPath(obj: unknown, path: string): unknown {
  let cur = obj;
  for (const key of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    if (cur[key] === null || typeof cur[key] !== "object") cur[key] = {};
    cur = cur[key] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1]] = value;
}

function deletePath(obj: Record<string, unknown>, path: string) {
  const keys = path.split(".");
  const parent = keys.length > 1 ? getPath(obj, keys.slice(0, -1).join(".")) : obj;
  if (parent && typeof parent === "object") delete (parent as Record<string, unknown>)[keys[keys.length - 1]];
}

/** Values compare as text: query strings cannot say whether "1" is a number. */
export function matches(entity: unknown, filters: [string, string][]): boolean {
  return filters.every(([path, want]) => {
    const have = getPath(entity, path);
    return have !== undefined && have !== null && String(have) === want;
  });
}

export function sortBy(list: Record<string, unknown>[], sorts: [string, number][]) {
  if (sorts.length === 0) return list;
  return [...list].sort((a, b) => {
    for (const [path, dir] of sorts) {
      const x = getPath(a, path) as string | number | undefined;
      const y = getPath(b, path) as string | number | undefined;
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (x < y ? -1 : 1) * (dir < 0 ? -1 : 1);
    }
    return 0;
  });
}

export function project(entity: Record<string, unknown>, fields: string[], omit: string[]): Record<string, unknown> {
  let out = entity;
  if (fields.length > 0) {
    out = {};
    for (const f of fields) {
      const v = getPath(entity, f);
      if (v !== undefined) setPath(out, f, v);
    }
  }
  if (omit.length > 0) {
    out = structuredClone(out);
    for (const o of omit) deletePath(out, o);
  }
  return out;
}

/** Replaces `{ "@type": "@builder.io/core:LocalizedValue", ... }` objects by one language. */
export function localize(value: unknown, locale: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => localize(v, locale));
  if (value === null || typeof value !== "object") return value;
  const o = value as Record<string, unknown>;
  if (o["@type"] === "@builder.io/core:LocalizedValue") return (locale && locale in o ? o[locale] : o.Default) ?? null;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, localize(v, locale)]));
}

/** The public shape of an entry (product.md §3 content-service page entity). */
export function toEntity(e: StoredEntry): Record<string, unknown> {
  return {
    id: e.id,
    name: e.name,
    modelId: e.model,
    published: e.published,
    createdDate: e.createdDate,
    lastUpdated: e.lastUpdated,
    data: e.data,
    meta: { breakpoints: BREAKPOINTS, ...e.meta, kind: e.model === "page" ? "page" : "data" },
    variations: e.variations,
  };
}
