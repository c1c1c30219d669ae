// Usage: npm run build && npm run lighthouse [-- --assert [--performance]]
// Lighthouse's mobile run (its default: a Moto G Power on slow 4G, simulated) on the pages
// issue 13 names, against the production build on a sandbox of its own, with Debian's
// headless chromium. Prints each page's four scores; with --assert (as `npm test` runs it) it
// fails unless accessibility and best practices are 100 on every page and search is 100 on the
// pages meant to be indexed; --performance asserts performance at 100 too. The reports of the
// runs below 100 go to .data/lighthouse/. LIGHTHOUSE_THROTTLING=devtools applies the same
// throttling for real instead of simulating it (decision 0026's addendum used it).
//
// Performance is printed, not asserted, by `npm test`: on these machines headless Chromium's
// first layout (font lookups) and SVG painting alone make long tasks that Lighthouse's
// simulation multiplies by four, so a page without any script scores 99 (decision 0019).
//
// Lighthouse's simulation scales the main-thread work it observes, so a machine busy with
// other work scores lower. Each page is run up to LIGHTHOUSE_RUNS times (3), keeping each
// category's best run, as Lighthouse CI's "optimistic" aggregation does; a page that scores
// 100 everywhere needs one run.
//
// The storefront is warmed up first, each page requested WARM_UP times (100), as a server that
// has been serving shoppers is: a freshly started one compiles its code while the first audits
// run, and on a 2-core machine that compiling takes the processor from the page being measured.
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { cartCookie, PRODUCT, startStack } from "./measure-support";

const ASSERT = process.argv.includes("--assert");
const ASSERTED = process.argv.includes("--performance")
  ? ["performance", "accessibility", "best-practices", "seo"]
  : ["accessibility", "best-practices", "seo"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const WARM_UP = Number(process.env.WARM_UP ?? 100);
/**
 * "simulate" (Lighthouse's default: the load observed unthrottled, then slow 4G and a 4× slower
 * CPU simulated) or "devtools" (the same throttling applied by Chromium while the page loads)
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Target {
  name: string;
  path: string;
  /** meant for search engines: the search score counts */
  indexed: boolean;
  /** needs a cart with a line */
  cart?: boolean;
}

const TARGETS: Target[] = [
  { name: "home", path: "/", indexed: true },
  { name: "listing", path: "/shop/sticks", indexed: true },
  { name: "product page", path: PRODUCT, indexed: true },
  { name: "cart with a line", path: "/cart", indexed: false, cart: true },
  { name: "checkout, first step", path: "/checkout/contact", indexed: false, cart: true },
  { name: "login", path: "/login", indexed: false },
];

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
/** Each category's best run so far. */
interface Result {
  runs: Record<string, Report>;
}

async function audit(port: number, url: string, cookie: string | undefined): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttlingMethod: THROTTLING,
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  return result.lhr;
}

const raw = (lhr: Report, c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const score = (r: Result, c: string) => raw(r.runs[c], c);

function better(best: Result | null, lhr: Report): Result {
  const runs = { ...(best?.runs ?? {}) };
  for (const c of CATEGORIES) if (!runs[c] || raw(lhr, c) > raw(runs[c], c)) runs[c] = lhr;
  return { runs };
}

/** Each page `times` times over, compressed as a browser asks for it. */
async function warmUp(base: string, targets: { path: string; cookie?: string }[], times: number) {
  for (let i = 0; i < times; i++) {
    for (const t of targets) {
      const headers = { "accept-encoding": "br, gzip", ...(t.cookie ? { cookie: t.cookie } : {}) };
      await fetch(base + t.path, { headers }).then((r) => r.text());
    }
  }
}

const stack = await startStack(3950, "lighthouse");
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const failures: string[] = [];
/** Lighthouse's measure of the machine's speed at each run (a desktop reads 1,500 to 2,000) */
const benchmarks: number[] = [];
try {
  mkdirSync(".data/lighthouse", { recursive: true });
  const cookies = new Map<Target, string>();
  for (const t of TARGETS) if (t.cart) cookies.set(t, await cartCookie(stack.base));
  await warmUp(
    stack.base,
    TARGETS.map((t) => ({ path: t.path, cookie: cookies.get(t) })),
    WARM_UP,
  );
  console.log(`throttling: ${THROTTLING}\npage                   perf  a11y  best  seo`);
  for (const t of TARGETS) {
    const cookie = cookies.get(t);
    const counted = CATEGORIES.filter((c) => (c !== "seo" || t.indexed) && (!ASSERT || ASSERTED.includes(c)));
    let best: Result | null = null;
    for (let run = 0; run < RUNS; run++) {
      try {
        const lhr = await audit(chrome.port, stack.base + t.path, cookie);
        benchmarks.push(lhr.environment.benchmarkIndex);
        best = better(best, lhr);
      } catch (error) {
        console.log(`${t.name}: run ${run + 1} failed: ${(error as Error).message}`);
        continue;
      }
      if (counted.every((c) => score(best!, c) === 100)) break;
    }
    if (!best) {
      failures.push(`${t.name}: no run completed`);
      continue;
    }
    console.log(`${t.name.padEnd(22)} ${CATEGORIES.map((c) => String(score(best!, c)).padStart(4)).join("  ")}`);
    for (const c of counted) {
      if (score(best!, c) === 100) continue;
      const lhr = best!.runs[c];
      writeFileSync(`.data/lighthouse/${t.name.replace(/\W+/g, "-")}.json`, JSON.stringify(lhr));
      // what cost the points: every audit of the category that did not pass
      const lost = lhr.categories[c].auditRefs
        .filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1)
        .map((r) => `${r.id} (${lhr.audits[r.id].displayValue ?? lhr.audits[r.id].score})`);
      failures.push(`${t.name}: ${c} ${score(best!, c)}: ${lost.join(", ") || lhr.runtimeError?.message || "?"}`);
    }
  }
} finally {
  await chrome.kill();
  stack.stop();
}
if (benchmarks.length)
  console.log(
    `\nThe machine's benchmark index over the runs: ${Math.round(Math.min(...benchmarks))} to ${Math.round(Math.max(...benchmarks))}`,
  );
if (failures.length) {
  console.log(`\nBelow 100:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  if (ASSERT) process.exit(1);
}
