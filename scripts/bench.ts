// npm run bench — measures, it does not assert. Starts the production build on its own
// sandbox (ports 3900/4900, data in .data/bench), then for each page: server time to
// first byte and total (p50/p95 over N requests at concurrency C), HTML size, and the
// gzipped JavaScript the page makes a browser download (from the built modules).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const N = Number(process.env.BENCH_REQUESTS ?? 60);
const C = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PORT = 3900;
const base = `http://localhost:${PORT}`;
const PAGES = [
  "/",
  "/shop",
  "/shop/sticks",
  "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20",
  "/shop/devices/ashless-one-device",
  "/cart",
  "/faq",
  "/search?q=amber",
];

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

async function timeOne(url: string) {
  const start = performance.now();
  const res = await fetch(url);
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  const ttfb = performance.now() - start;
  let bytes = value?.length ?? 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    bytes += chunk.value.length;
  }
  return { ttfb, total: performance.now() - start, bytes };
}

const pct = (xs: number[], p: number) =>
  xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function jsFor(html: string): number {
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  for (const f of files) total += gzipSync(fs.readFileSync(path.join("build/client", f))).length;
  return total;
}

const server = spawn("npx", ["tsx", "server/start.ts"], {
  env: { ...process.env, PORT: String(PORT), SANDBOX_PORT: "4900", SANDBOX_DATA_DIR: ".data/bench" },
  stdio: "ignore",
});
try {
  await waitUp();
  console.log(`page${" ".repeat(52)}ttfb p50/p95 ms   total p50/p95 ms   html KB   JS gz KB (modulepreload)`);
  for (const page of PAGES) {
    const url = base + page;
    await timeOne(url); // warm caches, as a running shop would be
    const ttfb: number[] = [];
    const total: number[] = [];
    let bytes = 0;
    for (let i = 0; i < N; i += C) {
      const batch = await Promise.all(Array.from({ length: Math.min(C, N - i) }, () => timeOne(url)));
      for (const b of batch) {
        ttfb.push(b.ttfb);
        total.push(b.total);
        bytes = b.bytes;
      }
    }
    const html = await (await fetch(url)).text();
    console.log(
      `${page.padEnd(56)}${pct(ttfb, 50).toFixed(1)}/${pct(ttfb, 95).toFixed(1)}`.padEnd(75) +
        `${pct(total, 50).toFixed(1)}/${pct(total, 95).toFixed(1)}`.padEnd(19) +
        `${(bytes / 1024).toFixed(1)}`.padEnd(10) +
        `${(jsFor(html) / 1024).toFixed(1)}`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
