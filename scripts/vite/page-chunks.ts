import path from "node:path";
import type { Plugin, Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

// What every page that hydrates loads comes in three files instead of a dozen (decision 0025):
// "framework", the libraries the browser entry and the root route import; "shell", our modules
// the root imports (the header, the footer and what they use); and "kit", the form kit and our
// modules it imports. Left to itself, Rollup made a chunk of each set of modules two entries
// share, so the cart loaded 20 scripts of 1 to 5 KB, and each one is a request, a response and a
// compile task on a phone's main thread. The shell also takes the money writer (lib/use-money.ts):
// nearly every page that hydrates shows a price, and alone it was a file of its own on each.
// Other modules are still split as Rollup decides, so no page loads another page's components.
export function pageChunks(): Plugin {
  const app = path.resolve("app") + path.sep;
  const entries = [path.join(app, "root.tsx"), path.join(app, "entry.client.tsx")];
  const shell = [...entries, path.join(app, "lib", "use-money.ts")];
  const forms = path.join(app, "components", "forms") + path.sep;
  const libraries = `${path.sep}node_modules${path.sep}`;
  let named: Map<string, string> | null = null;

  /** Every module the given ones import, statically, however deep, themselves included. */
  function imports(from: string[], { getModuleInfo }: ManualChunkMeta): Set<string> {
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

  /** The named chunk of each module that has one; the shell takes what the kit shares with it. */
  function nameChunks(meta: ManualChunkMeta): Map<string, string> {
    const chunks = new Map<string, string>();
    for (const id of imports(
      [...meta.getModuleIds()].filter((m) => m.startsWith(forms)),
      meta,
    ))
      if (id.startsWith(app)) chunks.set(id, "kit");
    for (const id of imports(shell, meta)) {
      if (entries.includes(id)) continue;
      if (id.includes(libraries)) chunks.set(id, "framework");
      else if (id.startsWith(app)) chunks.set(id, "shell");
    }
    return chunks;
  }

  return {
    name: "ashless:page-chunks",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    buildStart() {
      named = null;
    },
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            manualChunks(id, meta) {
              named ??= nameChunks(meta);
              return named.get(id);
            },
          },
        },
      },
    }),
  };
}
