// Usage: npm run build && npm run lighthouse [-- --assert [--performance]]
// Lighthouse's mobile run (a Moto G Power on slow 4G, a 4× slower processor) on the pages issue
// 13 names, against the production build on a sandbox of its own, with Debian's headless
// chromium. Prints each run's performance metrics and each page's four best scores; with
// --assert it fails unless accessibility and best practices are 100 on every page and search
// is 100 on the pages meant to be indexed; --performance asserts performance 100 too. It is a
// measurement, run on demand: no timing score gates a merge (decision 0032), because the same
// build reads 97 to 100 from run to run on a shared machine. The reports of the runs below 100
// go to .data/lighthouse/.
//
// The throttling is applied while the page loads (Lighthouse's "devtools" method: Chromium
// slows the network and the processor for real), not simulated from an unthrottled load
// (decision 0029). On a 2-core machine the simulation multiplies by four the time the page's
// tasks spend waiting for a processor, so a page without any script read 190 to 240 ms of
// blocking time. LIGHTHOUSE_THROTTLING=simulate prints the simulated scores; --performance
// asserts nothing more with it.
//
// Each page is run up to LIGHTHOUSE_RUNS times (3), keeping each category's best run, as
// Lighthouse CI's "optimistic" aggregation does; a page that scores 100 everywhere needs one
// run. A run's performance does not count when the machine was not its own during it: other
// work took more than a tenth of the processors (scripts/other-work.ts), or Lighthouse measured
// it slower than its own threshold (a benchmark index of 1,000, below which it warns that the
// score suffers). Such a run is done again, up to LIGHTHOUSE_RUNS times over all the pages.
// A page with no run that counts is named as not measured; its performance is not asserted.
//
// The storefront is warmed up first, each page requested WARM_UP times (100), as a server that
// has been serving shoppers is: a freshly started one compiles its code while the first audits
// run, and on a 2-core machine that compiling takes the processor from the page being measured.
// Then one audit of the first page in the freshly started Chromium is made and not counted.
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { cartCookie, PRODUCT, startStack } from "../../scripts/measure-support";
import { moment, otherWork } from "../../scripts/other-work";

const ASSERT = process.argv.includes("--assert");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const WARM_UP = Number(process.env.WARM_UP ?? 100);
/**
 * "devtools" (slow 4G and a 4× slower CPU applied by Chromium while the page loads) or
 * "simulate" (Lighthouse's default: the load observed unthrottled, the same throttling simulated)
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "simulate" ? "simulate" : "devtools";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** performance too with --performance, and only with the throttling applied (decision 0029) */
const ASSERTED: readonly string[] =
  process.argv.includes("--performance") && THROTTLING === "devtools" ? CATEGORIES : CATEGORIES.slice(1);
/** Lighthouse's own threshold: at or below it, it warns that the host is too slow for its score */
const SLOW_HOST = 1000;
/** the share of the machine's processors other work may take during a run that counts */
const OTHER_WORK_LIMIT = 0.1;
/** runs that did not count, done again, over all the pages */
let spareRuns = RUNS;

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
  /** the performance run kept had the machine at the speed Lighthouse expects */
  timed: boolean;
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

/** a run's performance score and the metrics it weighs, printed for each run */
function metrics(lhr: Report): string {
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return (
    `performance ${raw(lhr, "performance")}: FCP ${ms("first-contentful-paint")}, ` +
    `LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, ` +
    `SI ${ms("speed-index")} ms, CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)}`
  );
}

const raw = (lhr: Report, c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const score = (r: Result, c: string) => raw(r.runs[c], c);

/** `timed`: the machine measured faster than SLOW_HOST during the run, so its timings count */
function better(best: Result | null, lhr: Report, timed: boolean): Result {
  const runs = { ...(best?.runs ?? {}) };
  for (const c of CATEGORIES) {
    const kept = runs[c];
    const replaces =
      !kept ||
      (c === "performance" && timed && !best!.timed) ||
      ((c !== "performance" || timed === best!.timed) && raw(lhr, c) > raw(kept, c));
    if (replaces) runs[c] = lhr;
  }
  return { runs, timed: (best?.timed ?? false) || timed };
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
/** pages whose every run shared the machine or found it slow: their performance is not asserted */
const unmeasured: string[] = [];
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
  // A first audit in the freshly started Chromium, not counted: its own code and caches are cold
  // then, and the first page measured lost a point to it (decision 0029, addendum of 2026-11-27).
  await audit(chrome.port, stack.base + TARGETS[0].path, undefined).catch(() => undefined);
  console.log(`throttling: ${THROTTLING}\npage                   perf  a11y  best  seo`);
  for (const t of TARGETS) {
    const cookie = cookies.get(t);
    const scored = CATEGORIES.filter((c) => (c !== "seo" || t.indexed) && (!ASSERT || ASSERTED.includes(c)));
    let best: Result | null = null;
    let counted = 0;
    for (let run = 1; counted < RUNS && run <= 2 * RUNS; run++) {
      try {
        const before = moment();
        const lhr = await audit(chrome.port, stack.base + t.path, cookie);
        const shared = otherWork(before, moment());
        const index = lhr.environment.benchmarkIndex;
        benchmarks.push(index);
        const why =
          index <= SLOW_HOST
            ? `the machine slower than Lighthouse expects (benchmark index ${Math.round(index)})`
            : shared > OTHER_WORK_LIMIT
              ? `${Math.round(shared * 100)} % of the processors busy with other work`
              : null;
        if (why) console.log(`${t.name}: run ${run}'s performance not counted: ${why}`);
        else counted++;
        const machine = `benchmark index ${Math.round(index)}, other work ${Math.round(shared * 100)} %`;
        console.log(`  ${t.name}, run ${run}: ${metrics(lhr)} (${machine})`);
        best = better(best, lhr, !why);
        if (why && spareRuns-- <= 0) break;
      } catch (error) {
        console.log(`${t.name}: run ${run} failed: ${(error as Error).message}`);
        if (spareRuns-- <= 0) break;
        continue;
      }
      const timingsCount = best.timed || !scored.includes("performance");
      if (timingsCount && scored.every((c) => score(best!, c) === 100)) break;
    }
    if (!best) {
      failures.push(`${t.name}: no run completed`);
      continue;
    }
    console.log(`${t.name.padEnd(22)} ${CATEGORIES.map((c) => String(score(best!, c)).padStart(4)).join("  ")}`);
    if (!best.timed && scored.includes("performance")) unmeasured.push(t.name);
    for (const c of scored) {
      if (score(best!, c) === 100 || (c === "performance" && !best.timed)) continue;
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
if (unmeasured.length)
  console.log(
    `\nPerformance not measured (no run had the machine to itself at its usual speed): ${unmeasured.join(", ")}`,
  );
if (failures.length) {
  console.log(`\nBelow 100:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  if (ASSERT) process.exit(1);
}
