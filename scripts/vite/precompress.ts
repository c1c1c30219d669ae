import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

// The browser's scripts and styles are written compressed beside themselves, once, at the best
// ratio each format has: `x.js.br` (brotli, quality 11) and `x.js.gz` (gzip, level 9). The
// server holds those in memory and sends them as they are (server/assets.ts) instead of
// compressing every response at the compression middleware's fast settings (decision 0027).
// It runs when the server's build closes: Remix writes the route manifest into the browser's
// assets during that build.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files worth compressing: text. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await readdir(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (f) => {
      const source = await readFile(path.join(dir, f));
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(path.join(dir, f + ".br"), br), writeFile(path.join(dir, f + ".gz"), gz)]);
    }),
  );
  return files.length;
}

/** `assetsDirectory`: the browser build's hashed files (build/client/assets). */
export function precompress(assetsDirectory: string): Plugin {
  return {
    name: "ashless:precompress",
    apply: (_, env) => env.command === "build" && Boolean(env.isSsrBuild),
    async closeBundle() {
      await precompressDirectory(path.resolve(assetsDirectory));
    },
  };
}
