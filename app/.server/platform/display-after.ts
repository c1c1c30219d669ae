/**
 * product.md §3: custom attributes are ordered by their display_after chains. An attribute with
 * no display_after starts a chain (chains keep the order they were given in); every other
 * attribute goes straight after the one it names. A configuration that does not describe
 * one clear order — a cycle, a reference to an unknown code, two attributes after the same
 * one, a repeated code — falls back to the given order rather than guessing.
 */
export interface DisplayAfterItem {
  code: string;
  displayAfter: string | null;
}

export function orderByDisplayAfter<T extends DisplayAfterItem>(items: readonly T[]): T[] {
  const byCode = new Map<string, T>();
  const next = new Map<string, T>();
  for (const item of items) {
    if (byCode.has(item.code)) return [...items];
    byCode.set(item.code, item);
  }
  for (const item of items) {
    if (item.displayAfter === null) continue;
    if (!byCode.has(item.displayAfter) || next.has(item.displayAfter)) return [...items];
    next.set(item.displayAfter, item);
  }
  const ordered: T[] = [];
  for (const root of items) {
    if (root.displayAfter !== null) continue;
    for (let item: T | undefined = root; item; item = next.get(item.code)) ordered.push(item);
  }
  // Whatever no chain reached hangs off a cycle.
  return ordered.length === items.length ? ordered : [...items];
}
