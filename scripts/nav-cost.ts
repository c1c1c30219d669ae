// Usage: npm run build && npm run nav-cost
// What a page without scripts (decision 0019) costs a shopper on the way on, on the slow-4G
// profile (DevTools' preset as Lighthouse's mobile run applies it: 562.5 ms of latency,
// 1.6 Mbit/s down, 750 kbit/s up, the CPU four times slower): a full page load from a plain
// page against the client-side navigation a scripted page makes to the same page. The
// browser's cache is warm from a scripted page first (login: the home page ships no scripts
// since decision 0019's addendum), as a shopper's is. Median of RUNS.
import { chromium, type Page } from "playwright";
import { PRODUCT, slow4g, startStack } from "./measure-support";

const RUNS = Number(process.env.NAV_RUNS ?? 5);
const LISTING = "/shop/sticks";
/** a page that ships scripts and has the main menu */
const SCRIPTED = "/login";

async function throttled(page: Page) {
  await slow4g(await page.context().newCDPSession(page));
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter?.state.navigation
        .state === "idle",
  );

async function timed(run: () => Promise<void>) {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

async function measure(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await throttled(page);
  await page.goto(SCRIPTED, { waitUntil: "load" });
  await hydrated(page);
  const h1 = (name: RegExp) => page.getByRole("heading", { level: 1, name }).waitFor();
  const rows: Record<string, number[]> = {
    "listing → product, full load (listing ships no JS): product shown": [],
    "listing → product, full load: product hydrated": [],
    "scripted page → product, client-side navigation": [],
    "scripted page → listing, full load": [],
    "scripted page → listing, client-side navigation": [],
  };
  const [a, b, c, d, e] = Object.values(rows);
  for (let i = 0; i < RUNS; i++) {
    await page.goto(LISTING, { waitUntil: "load" });
    const t = performance.now();
    await page.locator(`main a[href="${PRODUCT}"]`).first().click();
    await h1(/Amber/);
    a.push(performance.now() - t);
    await page.waitForLoadState("load");
    await hydrated(page);
    b.push(performance.now() - t);
    // the same product reached by the router, as it would be from a listing with scripts
    await page.goto(SCRIPTED, { waitUntil: "load" });
    await hydrated(page);
    c.push(
      await timed(async () => {
        await page.evaluate(
          (to) => (window as { __remixRouter?: { navigate(to: string): void } }).__remixRouter!.navigate(to),
          PRODUCT,
        );
        await h1(/Amber/);
      }),
    );
    await page.goto(SCRIPTED, { waitUntil: "load" });
    await hydrated(page);
    d.push(await timed(() => page.goto(LISTING, { waitUntil: "load" }).then(() => undefined)));
    await page.goto(SCRIPTED, { waitUntil: "load" });
    await hydrated(page);
    e.push(
      await timed(async () => {
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sticks" }).click();
        await h1(/Sticks/);
      }),
    );
  }
  await browser.close();
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  for (const [label, xs] of Object.entries(rows))
    console.log(`${String(Math.round(median(xs))).padStart(6)} ms  ${label}`);
}

const stack = await startStack(3900, "nav-cost");
try {
  console.log(`slow 4G, CPU ×4, median of ${RUNS}:`);
  await measure(stack.base);
} finally {
  stack.stop();
}
