import path from "node:path";
import type { Plugin } from "vite";

// What every page that hydrates loads goes into two files instead of a dozen (decision 0025):
// the libraries the browser entry and the root route import ("framework") and our own modules
// the root imports (the header, the footer and what they use: "shell"). Left to itself, Rollup
// made a chunk of each module two entries share, so the cart loaded 21 scripts of 1 to 5 KB
// each, and every one is a request, a response and a compile task on a phone's main thread.
// Modules only some routes use are still split as Rollup decides, so no page loads another
// page's code.
type ModuleInfo = { importedIds: readonly string[] } | null;

export function pageChunks(): Plugin {
  const app = path.resolve("app") + path.sep;
  const entries = [path.join(app, "root.tsx"), path.join(app, "entry.client.tsx")];
  const forms = path.join(app, "components", "forms") + path.sep;
  let reachable: Set<string> | null = null;
  let kit: Set<string> | null = null;

  /** Every module the given ones import, statically, however deep, themselves included. */
  function imports(from: string[], getModuleInfo: (id: string) => ModuleInfo): Set<string> {
    const seen = new Set<string>();
    const queue = [...from];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }

  return {
    name: "ashless:page-chunks",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            manualChunks(id, { getModuleInfo, getModuleIds }) {
              if (!reachable) {
                reachable = imports(entries, getModuleInfo);
                for (const entry of entries) reachable.delete(entry);
                const kitModules = [...getModuleIds()].filter((m) => m.startsWith(forms));
                kit = imports(kitModules, getModuleInfo);
              }
              if (!reachable.has(id)) return kit!.has(id) && id.startsWith(app) ? "kit" : undefined;
              if (id.includes(`${path.sep}node_modules${path.sep}`)) return "framework";
              if (id.startsWith(app)) return "shell";
              return undefined;
            },
          },
        },
      },
    }),
  };
}
