import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { expect, type Page, type Response } from "@playwright/test";
import { test } from "./support";
import { prepareCheckout } from "./checkout-support";
import { gzippedBuildFile, routeWeights } from "../../scripts/route-weights";

// Runs in the JavaScript-enabled project only (see playwright.config.ts). The budgets, with
// React in the browser (decision 0032): every page that ships scripts loads at most 100 KB of
// gzipped JavaScript, and the pages where scripting adds nothing none at all (decision 0019).
const KB = 1024;
const PRODUCT_PAGE = "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20";
const PAGE_BUDGET = 100 * KB;
const MAX_FILES = 20;
const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };

/**
 * The gzipped bytes of every script the page downloads while it loads and hydrates. Which
 * scripts: the page's own resource timing entries plus the responses Playwright saw. Their
 * bytes: the build's files, which the server sends as they are (a response's body, read from
 * the browser after the page has settled, was once unavailable for every script of a page in a
 * loaded CI run, and the page was counted as shipping none).
 */
async function scriptsOf(page: Page, path: string) {
  const urls = new Set<string>();
  const onResponse = (res: Response) => {
    if (isScript(res.url(), res.headers()["content-type"])) urls.add(res.url());
  };
  page.on("response", onResponse);
  const doc = await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const timed = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  for (const url of timed) if (isScript(url)) urls.add(url);
  const scripts = new Map<string, number>();
  for (const url of urls) scripts.set(url, gzippedBuildFile(new URL(url).pathname));
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const label = `${(total / KB).toFixed(1)} KB in ${scripts.size} files on ${path} (HTTP ${doc?.status()})`;
  return { total, files: scripts.size, label };
}

function isScript(url: string, contentType = "") {
  return new URL(url).pathname.endsWith(".js") || contentType.includes("javascript");
}

async function expectWithin(page: Page, path: string, budget: number) {
  // a fresh context per page: nothing is in the browser's cache from the page before
  const fresh = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  await fresh.addCookies(await page.context().cookies());
  const tab = await fresh.newPage();
  try {
    const { total, files, label } = await scriptsOf(tab, path);
    expect(files, `scripts: ${label}`).toBeGreaterThan(0);
    expect(total, `gzipped JS: ${label}`).toBeLessThanOrEqual(budget);
  } finally {
    await fresh.close();
  }
}

// From the build's manifest, without a browser (read once: importing the server build is
// seconds of a worker's time).
test("every route with a page stays within 100 KB, and docs/scripts.md names every route that ships scripts", async () => {
  const weights = await routeWeights();
  expect(weights.length).toBeGreaterThan(50);
  const over = weights.filter((w) => w.bytes > PAGE_BUDGET).map((w) => `${w.route}: ${(w.bytes / KB).toFixed(1)} KB`);
  expect(over).toEqual([]);
  // decision 0025: what every page needs comes in a few files (the payment step loaded 31)
  const scattered = weights.filter((w) => w.files > MAX_FILES).map((w) => `${w.route}: ${w.files} files`);
  expect(scattered).toEqual([]);

  // docs/scripts.md says, for each route that ships scripts, what they do for the shopper: a
  // route that starts shipping scripts needs its line, and one that stops loses it.
  const rows = readFileSync("docs/scripts.md", "utf8")
    .split("\n")
    .filter((line) => /^\| [a-z]/.test(line))
    .map((line) =>
      line
        .split("|")[1]
        .replace(/\\/g, "")
        .replace(/\(.*\)/, "")
        .trim(),
    );
  const documented = (route: string) =>
    rows.some((cell) =>
      cell.split(",").some((name) => {
        const n = name.trim();
        return n.endsWith(".*") ? route.startsWith(n.slice(0, -1)) : n === route;
      }),
    );
  const scripted = weights.filter((w) => w.scripts !== "none").map((w) => w.route);
  expect(
    scripted.filter((r) => !documented(r)),
    "scripted routes missing from docs/scripts.md",
  ).toEqual([]);
  const silent = new Set(weights.filter((w) => w.scripts === "none").map((w) => w.route));
  expect(
    rows.filter((cell) => silent.has(cell)),
    "routes in docs/scripts.md that ship none",
  ).toEqual([]);
});

// The schemas validate on the server: a page's scripts take only names from them
// (~/lib/form-names), and zod alone would be 12 KB of every form page's budget.
test("no script the browser can load holds zod", () => {
  const withZod = readdirSync("build/client/assets")
    .filter(
      (f) => f.endsWith(".js") && /\bZodError\b|required_error/.test(readFileSync(`build/client/assets/${f}`, "utf8")),
    )
    .sort();
  expect(withZod).toEqual([]);
});

test("product pages stay within 100 KB of gzipped JavaScript", async ({ page }) => {
  for (const path of [PRODUCT_PAGE, "/shop/devices/ashless-one-device"]) await expectWithin(page, path, PAGE_BUDGET);
});

test("cart with a line, each checkout step and login stay within 100 KB", async ({ page }) => {
  test.slow();
  for (const path of ["/login", "/register", "/trial"]) await expectWithin(page, path, PAGE_BUDGET);
  await prepareCheckout(page, "payment");
  for (const path of ["/cart", "/checkout/contact", "/checkout/shipping", "/checkout/delivery", "/checkout/payment"])
    await expectWithin(page, path, PAGE_BUDGET);
});

test("account pages stay within 100 KB", async ({ page }) => {
  test.slow();
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  for (const path of [
    "/account",
    "/account/information",
    "/account/address",
    "/account/subscriptions",
    "/account/devices",
  ])
    await expectWithin(page, path, PAGE_BUDGET);
});

test("pages where scripting adds nothing ship no JavaScript at all", async ({ page }) => {
  test.slow();
  const plain = [
    "/",
    "/shop",
    "/shop/sticks",
    "/search?q=delivery",
    "/faq",
    "/blog",
    "/stores",
    "/stores?q=Manchester",
  ];
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/account/orders");
  const order = await page.locator("main table a").first().getAttribute("href");
  expect(order, "an order of the demo customer's").toMatch(/^\/account\/orders\//);
  for (const path of [...plain, "/account/orders", order!, "/account/coupons"]) {
    const { files, label } = await scriptsOf(page, path);
    expect(files, label).toBe(0);
    await expect(page.locator("script:not([type='application/json'])"), `script elements on ${path}`).toHaveCount(0);
  }
  // from a page with scripts, the same listing is a client-side navigation: the page stays
  await page.goto("/account");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sticks" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Sticks/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

// Decision 0030: on slow 4G the document trickles in, and Chromium painted the header alone, then
// laid the whole page out again once the rest came (a 70-146 ms task after the first paint, at
// Lighthouse's 4x slowdown). The page's head asks it to wait for the end of <main> instead, as
// the server writes it (scripting on or off), and the element stays after hydration.
test("the first paint waits for the page's main part", async ({ page, request }) => {
  for (const path of [
    "/",
    "/shop/sticks",
    "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20",
    "/login",
    "/no-such-page",
  ]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(/<link rel="expect" href="#main" blocking="render"\/?>/.test(head), `${path}: the expect link`).toBe(true);
    expect(head.indexOf('rel="expect"'), `${path}: before the stylesheet`).toBeLessThan(head.indexOf("<style"));
    expect(/<main id="main"/.test(html.slice(html.indexOf("<body"))), `${path}: <main id="main">`).toBe(true);
  }
  await page.goto("/login");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(
    await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="expect"]');
      return [link?.getAttribute("blocking"), document.querySelector(link!.getAttribute("href")!)?.tagName];
    }),
  ).toEqual(["render", "MAIN"]);
});

test("every response carries a CSP nonce and the page's scripts use it", async ({ page }) => {
  const res = await page.goto("/login");
  const csp = res?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const nonces = await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  for (const n of nonces) expect(n).toBe(nonce);
});

// Decision 0043: a public page (no cookie sent or set) names its inline scripts' hashes instead
// of a nonce, so a shared cache can repeat it; its scripts still run, and hydrate the page.
test("a public page's scripts run under the hashes its policy names", async ({ page }) => {
  const res = await page.goto("/shop/accessories/ashless-usb-c-charging-cable", { waitUntil: "networkidle" });
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(res?.headers()["cache-control"]).toMatch(/^public, /);
  expect(csp).not.toContain("nonce");
  const hashes = /script-src 'self' ((?:'sha256-[^']+' ?)+);/.exec(csp)?.[1].trim().split(" ") ?? [];
  // the page's inline scripts (Remix drops some once they have run): each one named by its hash
  const inline = await page
    .locator("script:not([src])")
    .evaluateAll((els) =>
      els.filter((e) => !/json/.test(e.getAttribute("type") ?? "")).map((e) => e.textContent ?? ""),
    );
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) expect(hashes).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  // hydrated: the add-to-cart form now stays on the page (a fetcher's stay=1)
  await expect(page.locator('form.add-to-cart input[name="stay"]')).toHaveCount(1);
});

// Decisions 0028 and 0077: a shopper's first page (a request without cookies) carries the
// stylesheet in its <style>, allowed by the CSP nonce, so its first paint waits for the document
// alone; it also names the same rules as a file for print, which the browser fetches at the
// lowest priority. A request with cookies comes from a browser that has had a page of the shop:
// its page links the file instead, allowed as 'self'. Hydration and client-side navigations keep
// either as the server sent it.
test("the stylesheet comes in a first page, linked once the browser has it, kept by hydration and navigation", async ({
  playwright,
}) => {
  const { executablePath } = test.info().project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({ executablePath, args: ["--no-sandbox"] });
  try {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled });
      const page = await context.newPage();
      const fetched: string[] = [];
      const refused: string[] = [];
      page.on("request", (req) => void (req.resourceType() === "stylesheet" && fetched.push(req.url())));
      page.on("console", (msg) => void (/Content Security Policy/i.test(msg.text()) && refused.push(msg.text())));
      const res = await page.goto("/login", { waitUntil: "networkidle" });
      const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(res?.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const styles = () =>
        page.evaluate(() => {
          const inPage = document.querySelector<HTMLStyleElement>("style#page-styles");
          const file = document.querySelector<HTMLLinkElement>('link#page-styles-file[rel="stylesheet"]');
          const sheet = [...document.styleSheets].find((s) => !s.media.mediaText.includes("print"));
          return {
            form: inPage ? "in the page" : file ? "linked" : "none",
            nonce: inPage?.nonce,
            rules: (sheet?.cssRules.length ?? 0) > 100,
            // a rule of the stylesheet in force: the skip link waits off screen
            skipLink: getComputedStyle(document.querySelector(".skip-link")!).position,
            file: file?.getAttribute("href"),
            printOnly: file?.getAttribute("media") ?? undefined,
          };
        });
      const first = await styles();
      expect(first).toMatchObject({
        form: "in the page",
        nonce,
        rules: true,
        skipLink: "absolute",
        printOnly: "print",
      });
      expect(first.file).toMatch(/^\/assets\/app-[\w-]+\.css$/);
      // the file was fetched beside the first page, to be kept a year
      expect(fetched.map((url) => new URL(url).pathname)).toEqual([first.file]);
      const file = await context.request.get(first.file!);
      expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      if (javaScriptEnabled) {
        await page.evaluate(() => void ((window as unknown as { stayed: boolean }).stayed = true));
        await page.getByRole("link", { name: "Forgotten your password?" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toContainText(/password/i);
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
        expect(await styles()).toEqual(first);
      }
      // a browser that has been here (any cookie of the shop's) gets the page with the file linked
      await context.addCookies([{ name: "returning", value: "1", url: test.info().project.use.baseURL! }]);
      await page.goto("/login", { waitUntil: "networkidle" });
      expect(await styles()).toEqual({
        form: "linked",
        nonce: undefined,
        rules: true,
        skipLink: "absolute",
        file: first.file,
        printOnly: undefined,
      });
      if (javaScriptEnabled) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.getByRole("link", { name: "Forgotten your password?" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toContainText(/password/i);
        expect((await styles()).form).toBe("linked");
      }
      expect(refused, "CSP refusals").toEqual([]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});

// decision 0027: the build compresses scripts (and any stylesheet file) once, at brotli's best; the server
// sends those copies (it used to compress each response at a fast setting, 13 % bigger)
test("scripts arrive as the build compressed them, brotli at its best", async ({ page }) => {
  const sent: { path: string; encoding?: string; bytes: number }[] = [];
  page.on("requestfinished", async (req) => {
    const url = new URL(req.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    const res = await req.response();
    const bytes = (await req.sizes()).responseBodySize;
    sent.push({ path: url.pathname, encoding: res?.headers()["content-encoding"], bytes });
  });
  await page.goto("/login", { waitUntil: "networkidle" });
  expect(sent.length).toBeGreaterThan(3);
  for (const s of sent) {
    expect(s, s.path).toEqual({ path: s.path, encoding: "br", bytes: statSync(`build/client${s.path}.br`).size });
  }
});

// Chromium stops looking for the largest contentful paint at the first scroll, and a scroll
// snap the browser makes on load counts as one: the home page's carousel once moved 4 px,
// and Lighthouse found no LCP at all (NO_LCP, a score of 0).
test("the pages Lighthouse measures report a largest paint: nothing scrolls by itself on load", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: number };
    w.lcp = 0;
    new PerformanceObserver((list) => void (w.lcp += list.getEntries().length)).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
  });
  for (const path of ["/", "/shop/sticks", PRODUCT_PAGE, "/login"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    const scrolled = await page.evaluate(() =>
      [document.scrollingElement!, ...document.querySelectorAll("*")]
        .filter((el) => el.scrollLeft !== 0 || el.scrollTop !== 0)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
    expect(scrolled, `scrolled on load: ${path}`).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { lcp: number }).lcp), { message: path })
      .toBeGreaterThan(0);
  }
});

// Decision 0026: the header's logo and cart icon are drawn in the page, and the navigation
// teaser's picture is fetched once, in the size the screen shows (small screens show the card,
// wide ones the compact link): each picture fetched is a request and, for an SVG, a document
// built on the main thread.
test("the header fetches one picture, the one the screen shows", async ({ playwright }) => {
  // the suite's browsers load no pictures (playwright.config.ts): this one does
  const { executablePath } = test.info().project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    // with scripting off too: browsers load lazy pictures at once there, so the header
    // chooses by media query (decision 0026's addendum), not by lazy loading
    for (const javaScriptEnabled of [true, false])
      for (const [width, shown] of [
        [412, /device-teaser\.svg\?w=800$/],
        [1280, /device-teaser\.svg\?w=128$/],
      ] as const) {
        const context = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: { width, height: 900 },
          javaScriptEnabled,
        });
        const page = await context.newPage();
        const images: string[] = [];
        page.on("request", (req) => void (req.resourceType() === "image" && images.push(req.url())));
        await page.goto("/login", { waitUntil: "networkidle" });
        const header = images.filter((url) => !url.endsWith("/favicon.svg") && !url.startsWith("data:"));
        const label = `pictures at ${width} px, scripting ${javaScriptEnabled ? "on" : "off"}`;
        expect(header, label).toEqual([expect.stringMatching(shown)]);
        await context.close();
      }
  } finally {
    await browser.close();
  }
});
