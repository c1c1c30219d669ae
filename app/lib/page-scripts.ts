import type { UIMatch } from "@remix-run/react";

/**
 * A route whose pages gain nothing from scripting ships none (decision 0019): its `handle` says
 * `scripts: false`, or a function of its loader data when one route serves pages of both kinds.
 * The page is then plain HTML: its links are full page loads and its forms post natively, as
 * every page already works without JavaScript.
 */
export type ScriptsHandle = { scripts?: boolean | ((data: unknown) => boolean) };

export function pageShipsScripts(matches: UIMatch[]): boolean {
  return matches.every((m) => {
    const rule = (m.handle as ScriptsHandle | undefined)?.scripts;
    return typeof rule === "function" ? rule(m.data) : rule !== false;
  });
}
