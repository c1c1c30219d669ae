// npm run bench — measures, it does not assert (run `npm run build` first). Side by side in
// one run: the shop as `npm start` runs it (embedded sandbox on its thread; ports BENCH_PORT,
// 3900, and BENCH_PORT + 1000, data in .data/bench) and a hello-world Remix app built from the
// same installed packages and served by the same host stack (scripts/hello: Express,
// compression, @remix-run/express) on BENCH_PORT + 1. BENCH_BEFORE=<dir> also runs the shop
// of that directory (another checkout, built; BENCH_PORT + 2 and + 1002) and measures each
// page on it just before this tree's, for a before and after in the same run.
// For home, a listing, a product page, a guest's cart with a line and the signed-in demo
// customer's cart with a line (issue 41, 7): requests per second, p50/p97.5
// latency and failures with BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10) each,
// and the share of hello-world's requests per second (hello-world is measured before and
// after the shop's pages, and their mean is the reference). Then each page's HTML size and
// the gzipped JavaScript it makes a browser download.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { cartCookie, PRODUCT, signedInCartCookie, start, waitUp } from "./measure-support";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const HELLO_PORT = PORT + 1;
const BEFORE = process.env.BENCH_BEFORE;
const base = `http://localhost:${PORT}`;
const hello = `http://localhost:${HELLO_PORT}/`;
const beforeBase = `http://localhost:${PORT + 2}`;
const PAGES = ["/", "/shop/sticks", PRODUCT, "/cart", "/cart (signed in)"];
const SIZE_PAGES = [...PAGES, "/shop", "/shop/devices/ashless-one-device", "/faq", "/search?q=amber"];

interface Figures {
  rps: number;
  p50: number;
  p97: number;
  failed: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const run = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        { url, connections: CONNECTIONS, duration, headers: { "accept-encoding": "gzip", ...headers } },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
  await run(2); // warm: caches filled and the JIT settled, as in a shop that has been running
  const r = await run(SECONDS);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p97: r.latency.p97_5,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

function jsFor(html: string): number {
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  for (const f of files) total += gzipSync(fs.readFileSync(path.join("build/client", f))).length;
  return total;
}

// the hello-world app, built afresh from the installed packages
execFileSync("npx", ["remix", "vite:build", "scripts/hello"], { stdio: ["ignore", "ignore", "inherit"] });
const helloServer = start(["scripts/hello/serve.mjs"], { PORT: String(HELLO_PORT) });
const shopAt = (port: number, cwd?: string) =>
  start(
    ["--import", "tsx", "server/start.ts"],
    { PORT: String(port), SANDBOX_PORT: String(port + 1000), SANDBOX_DATA_DIR: ".data/bench" },
    cwd,
  );
const shop = shopAt(PORT);
const before = BEFORE ? shopAt(PORT + 2, path.resolve(BEFORE)) : undefined;
try {
  await Promise.all([waitUp(hello), waitUp(`${base}/healthz`), ...(before ? [waitUp(`${beforeBase}/healthz`)] : [])]);
  // a shop's page: its path, and the cookie its row is measured with
  const requestsOf = async (origin: string) => {
    const guest = await cartCookie(origin);
    const customer = await signedInCartCookie(origin);
    return (page: string): [string, Record<string, string>] =>
      page === "/cart (signed in)"
        ? ["/cart", { cookie: customer }]
        : [page, page === "/cart" ? { cookie: guest } : {}];
  };
  const request = await requestsOf(base);
  const requestBefore = before ? await requestsOf(beforeBase) : undefined;
  const helloBefore = await measure(hello);
  const rows: [string, Figures][] = [];
  for (const page of PAGES) {
    if (requestBefore) {
      const [path, headers] = requestBefore(page);
      rows.push([`${page} (before)`, await measure(beforeBase + path, headers)]);
    }
    const [path, headers] = request(page);
    rows.push([page, await measure(base + path, headers)]);
  }
  const helloAfter = await measure(hello);
  const reference = (helloBefore.rps + helloAfter.rps) / 2;
  const line = (name: string, f: Figures, share: string) =>
    console.log(
      `${name.padEnd(56)}${f.rps.toFixed(0).padStart(7)}${f.p50.toFixed(0).padStart(8)}${f.p97.toFixed(0).padStart(8)}` +
        `${String(f.failed).padStart(8)}${share.padStart(12)}`,
    );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s a page`);
  console.log(`${"page".padEnd(56)}  req/s  p50 ms  p97.5ms  failed  of hello-world`);
  line("hello-world (before)", helloBefore, "");
  for (const [page, f] of rows) line(page, f, `${((100 * f.rps) / reference).toFixed(0)} %`);
  line("hello-world (after)", helloAfter, "");

  console.log(`\n${"page".padEnd(56)}html KB   JS gz KB (modulepreload)`);
  for (const page of SIZE_PAGES) {
    const [path, headers] = request(page);
    const html = await (await fetch(base + path, { headers })).text();
    console.log(`${page.padEnd(56)}${(html.length / 1024).toFixed(1).padEnd(9)}${(jsFor(html) / 1024).toFixed(1)}`);
  }
} finally {
  shop.kill("SIGTERM");
  before?.kill("SIGTERM");
  helloServer.kill("SIGTERM");
}
