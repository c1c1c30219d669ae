// Usage: npx tsx scripts/visit-cost.ts [target…]
// A shopper's visit on slow 4G (nav-cost.ts's profile: 562.5 ms of latency, 1.6 Mbit/s down,
// 750 kbit/s up, the CPU four times slower), in a fresh browser context each time: a first load
// of the home page, then a listing, a product page, the cart with a line and login, each reached
// by a click on a link as a shopper makes it. From a page that ships no script (decision 0019,
// `handle.scripts`) that click is a full page load; from a scripted page, with scripting on, it
// is Remix's client-side navigation. Every step reports its first paint (a full load: the first
// contentful paint from the navigation's start; a client-side navigation: from the click to the
// frame that shows the new page's heading), the time until it is complete (loaded, hydrated, the
// router idle and the network quiet, whichever is last) and the bytes transferred; then the
// visit's totals. With scripting on and off.
//
// A target is a base URL, or a build directory (default: build) for which the production host
// and a sandbox are started here, as nav-cost.ts starts them. Two targets are compared in one
// run, alternated run by run: `npx tsx scripts/visit-cost.ts /tmp/build-inline /tmp/build-linked`.
// VISIT_RUNS (default 5) visits each; medians, with the lowest and highest in brackets.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright";
import { cartCookie, PRODUCT, slow4g, startStack, type Stack } from "./measure-support";

const RUNS = Number(process.env.VISIT_RUNS ?? 5);
/** Ports of the hosts started here (their sandboxes 1000 up). */
const FIRST_PORT = Number(process.env.VISIT_PORT ?? 3400);
const QUIET_MS = 500;

interface Step {
  name: string;
  path: string;
  /** the link a shopper clicks on the page before; none: typed into the address bar */
  link?: (page: Page) => ReturnType<Page["locator"]>;
  /** what the shopper's session holds by then */
  before?: (context: BrowserContext, base: string) => Promise<void>;
}

const STEPS: Step[] = [
  { name: "home", path: "/" },
  {
    name: "listing",
    path: "/shop/sticks",
    link: (page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sticks" }),
  },
  { name: "product page", path: PRODUCT, link: (page) => page.locator(`main a[href="${PRODUCT}"]`).first() },
  {
    name: "cart, a line",
    path: "/cart",
    link: (page) => page.locator('header a[href="/cart"]'),
    // the line the product page's add to cart would make, put in the session as it would be
    before: async (context, base) => {
      const cookies = (await cartCookie(base)).split("; ").map((c) => {
        const [name, ...value] = c.split("=");
        return { name, value: value.join("="), url: base };
      });
      await context.addCookies(cookies);
    },
  },
  { name: "login", path: "/login", link: (page) => page.locator('header a[href="/login"]') },
];

interface Measure {
  kind: "full" | "client";
  paint: number;
  complete: number;
  bytes: number;
}

type Marks = { hydratedAt?: number; clickAt?: number; paintedAt?: number; idleAt?: number };
type VisitWindow = Window & { __visit?: Marks; __remixRouter?: RemixRouter };
interface RemixRouter {
  state: { navigation: { state: string }; location: { pathname: string } };
  subscribe(fn: (state: RemixRouter["state"]) => void): () => void;
}

/** Runs in every document (scripting on only): when it hydrated, and when the last click came. */
function instrument() {
  const w = window as VisitWindow;
  const marks: Marks = (w.__visit = {});
  new MutationObserver(() => {
    if (marks.hydratedAt === undefined && document.documentElement.hasAttribute("data-hydrated"))
      marks.hydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  document.addEventListener("click", (e) => void (marks.clickAt = e.timeStamp), true);
}

/**
 * Before a click that may be a client-side navigation to `to`: the frame that first shows the new
 * page's heading (a mutation, then the frame after it), and when the router comes to rest there.
 */
function watchNavigation(to: string) {
  const w = window as VisitWindow;
  const marks = w.__visit!;
  delete marks.paintedAt;
  delete marks.idleAt;
  const old = document.querySelector("main h1");
  const oldText = old?.textContent;
  const observer = new MutationObserver(() => {
    const h1 = document.querySelector("main h1");
    if (location.pathname !== to || !h1 || (h1 === old && h1.textContent === oldText)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => void (marks.paintedAt ??= performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  w.__remixRouter?.subscribe((state) => {
    if (state.navigation.state === "idle" && state.location.pathname === to) marks.idleAt = performance.now();
  });
}

/** The step's figures from the document, once it is complete. */
function readFigures(full: boolean): { paint: number; complete: number } {
  const marks = (window as VisitWindow).__visit ?? {};
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  if (full) {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    const ends = resources.map((r) => r.responseEnd);
    return { paint: fcp, complete: Math.max(fcp, nav.loadEventEnd, marks.hydratedAt ?? 0, ...ends) };
  }
  const start = marks.clickAt!;
  const ends = resources.filter((r) => r.startTime >= start).map((r) => r.responseEnd);
  return {
    paint: marks.paintedAt! - start,
    complete: Math.max(marks.paintedAt!, marks.idleAt ?? 0, ...ends) - start,
  };
}

async function visit(browser: Browser, base: string, javaScriptEnabled: boolean): Promise<Measure[]> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 }, javaScriptEnabled });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await slow4g(cdp);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => void (bytes += e.encodedDataLength));
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = performance.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  const quiet = async () => {
    while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) await new Promise((r) => setTimeout(r, 50));
  };

  const results: Measure[] = [];
  try {
    for (const step of STEPS) {
      await step.before?.(context, base);
      const origin = await page.evaluate(() => performance.timeOrigin);
      if (javaScriptEnabled) await page.evaluate(watchNavigation, step.path);
      bytes = 0;
      if (step.link) await step.link(page).click();
      else await page.goto(step.path, { waitUntil: "commit" });
      await page.waitForURL((url) => url.pathname === step.path, { waitUntil: "load" });
      const full = (await page.evaluate(() => performance.timeOrigin)) !== origin;
      if (javaScriptEnabled && full && (await page.locator("script[type=module]").count()) > 0)
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      if (javaScriptEnabled && !full)
        await page.waitForFunction(() => {
          const marks = (window as VisitWindow).__visit;
          return marks?.paintedAt !== undefined && marks.idleAt !== undefined;
        });
      await quiet();
      const figures = await page.evaluate(readFigures, full);
      if (!(figures.paint > 0)) throw new Error(`${base}${step.path}: no first paint`);
      if (step.path === "/cart" && !(await page.locator("main").innerText()).includes("Amber"))
        throw new Error(`${base}/cart: no line in the cart`);
      results.push({ kind: full ? "full" : "client", ...figures, bytes });
    }
  } finally {
    await context.close();
  }
  return results;
}

/** A base URL as it is; a build directory: its host and a sandbox, started here. */
async function open(target: string, i: number): Promise<{ label: string; base: string; stack?: Stack }> {
  if (/^https?:\/\//.test(target)) return { label: target, base: target.replace(/\/$/, "") };
  const dir = path.resolve(target);
  let host = ".";
  if (dir !== path.resolve("build")) {
    // the host runs build/ from its working directory, and finds its packages above it
    host = `.data/visit-cost-${i}-host`;
    rmSync(host, { recursive: true, force: true });
    cpSync(dir, `${host}/build`, { recursive: true });
  }
  const stack = await startStack(FIRST_PORT + i, `visit-cost-${i}`, undefined, host);
  return { label: target, base: stack.base, stack };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ms = (xs: number[]) =>
  `${Math.round(median(xs)).toLocaleString("en-GB")} [${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}]`;
const kb = (xs: number[]) =>
  `${(median(xs) / 1024).toFixed(1)} [${(Math.min(...xs) / 1024).toFixed(1)}–${(Math.max(...xs) / 1024).toFixed(1)}]`;

function report(label: string, visits: Measure[][]) {
  console.log(`\n${label}`);
  console.log("| step | load | first paint, ms | complete, ms | KB transferred |");
  console.log("| ---- | ---- | --------------- | ------------ | -------------- |");
  STEPS.forEach((step, s) => {
    const at = visits.map((v) => v[s]);
    const kinds = [...new Set(at.map((m) => m.kind))].join("/");
    const row = [
      step.name,
      kinds,
      ms(at.map((m) => m.paint)),
      ms(at.map((m) => m.complete)),
      kb(at.map((m) => m.bytes)),
    ];
    console.log(`| ${row.join(" | ")} |`);
  });
  const sum = (f: (m: Measure) => number) => visits.map((v) => v.reduce((a, m) => a + f(m), 0));
  const total = ["visit (sum)", "", ms(sum((m) => m.paint)), ms(sum((m) => m.complete)), kb(sum((m) => m.bytes))];
  console.log(`| ${total.join(" | ")} |`);
}

type Figure = "paint" | "complete" | "bytes";

/** Two targets: the second's figures less the first's, run by run (they ran one after the other). */
function difference(label: string, a: Measure[][], b: Measure[][]) {
  console.log(`\n${label}`);
  console.log("| step | first paint, ms | complete, ms | KB transferred |");
  console.log("| ---- | --------------- | ------------ | -------------- |");
  const signed = (x: number, per: number, digits: number) => `${x > 0 ? "+" : ""}${(x / per).toFixed(digits)}`;
  const cell = (xs: number[], per = 1, digits = 0) =>
    `${signed(median(xs), per, digits)} [${signed(Math.min(...xs), per, digits)} to ${signed(Math.max(...xs), per, digits)}]`;
  const rows: [string, (v: Measure[]) => Measure[]][] = [
    ...STEPS.map((step, s): [string, (v: Measure[]) => Measure[]] => [step.name, (v) => [v[s]]]),
    ["visit (sum)", (v) => v],
  ];
  for (const [name, pick] of rows) {
    const total = (v: Measure[], f: Figure) => pick(v).reduce((t, m) => t + m[f], 0);
    const d = (f: Figure) => b.map((v, run) => total(v, f) - total(a[run], f));
    console.log(`| ${[name, cell(d("paint")), cell(d("complete")), cell(d("bytes"), 1024, 1)].join(" | ")} |`);
  }
}

const targets = process.argv.slice(2).length ? process.argv.slice(2) : ["build"];
const opened: Awaited<ReturnType<typeof open>>[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const [i, target] of targets.entries()) opened.push(await open(target, i));
  const modes = [true, false];
  // one visit each, not counted: the hosts' page caches and compiled code warm
  for (const t of opened) for (const js of modes) await visit(browser, t.base, js);
  const visits = new Map<string, Measure[][]>();
  for (let run = 0; run < RUNS; run++) {
    // alternated: every other run takes the targets in the other order
    const order = run % 2 ? [...opened].reverse() : opened;
    for (const js of modes)
      for (const t of order) {
        const key = `${t.label}, scripting ${js ? "on" : "off"}`;
        const v = await visit(browser, t.base, js);
        visits.set(key, [...(visits.get(key) ?? []), v]);
        console.error(
          `run ${run + 1}/${RUNS} ${key}: ${v.map((m) => `${Math.round(m.paint)}/${Math.round(m.complete)}`).join(" ")}`,
        );
      }
  }
  console.log(`slow 4G, CPU ×4, ${RUNS} visits each, medians [lowest–highest]:`);
  for (const js of modes)
    for (const t of opened) {
      const key = `${t.label}, scripting ${js ? "on" : "off"}`;
      report(key, visits.get(key)!);
    }
  if (opened.length === 2)
    for (const js of modes) {
      const [a, b] = opened.map((t) => visits.get(`${t.label}, scripting ${js ? "on" : "off"}`)!);
      difference(`${opened[1].label} less ${opened[0].label}, scripting ${js ? "on" : "off"}, median [range]:`, a, b);
    }
} finally {
  await browser.close();
  for (const t of opened) t.stack?.stop();
}
