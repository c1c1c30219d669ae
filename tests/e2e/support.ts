import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";

/**
 * Each test is a shopper of its own, with its own address: the storefront trusts
 * X-Forwarded-For from loopback (TRUST_PROXY's default), as from a proxy in front of it, and
 * keys its per-address rate limits on it. Without this every test would share 127.0.0.1 and
 * the suite would trip the limits real shoppers never meet. 198.18.0.0/15 is a range no
 * proxy setting trusts.
 */
export const test = base.extend<{ noBrowserErrors: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use, info) => {
    const [a, b] = createHash("sha256")
      .update(`${info.project.name}|${info.titlePath.join("|")}|${info.retry}|${info.repeatEachIndex}`)
      .digest();
    await use({ "X-Forwarded-For": `198.${18 + (a & 1)}.${b}.${(a >> 1) + 1}` });
  },
  noBrowserErrors: [
    async ({ context }, use) => {
      const errors = watchBrowserErrors(context);
      await use();
      expect(errors(), "errors in the browser's console").toEqual([]);
    },
    { auto: true },
  ],
});

export const jsEnabled = (info: TestInfo) => info.project.use.javaScriptEnabled !== false;

const SERVER_STATUS = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * Every console error and uncaught exception in the test's tabs, popups included. React 18
 * reports a hydration mismatch as a recoverable error, by console.error or by reportError (an
 * uncaught-exception event), so both are caught; so are CSP refusals and scripts that fail to
 * load, which Chromium logs as console errors whether or not scripting is on.
 *
 * One kind of message is not an error of the page: Chromium logs "Failed to load resource" for
 * every answer of 400 or more, and the shop answers so on purpose (a refused form is a 400,
 * design.md §5; an unknown page a 404; too many attempts a 429; an upstream down a 503), which the
 * tests assert. Such a line passes only when it names a page or a form's data request on the
 * page's own origin answered with a 4xx or a 503; a 500, or a script, stylesheet or picture
 * that failed, is still an error.
 */
function watchBrowserErrors(context: BrowserContext) {
  const errors: string[] = [];
  // `at`: the page's address when the message came, which names the origin it was on
  const messages: { at: string; text: string; url: string }[] = [];
  // "status url" of each page or data request answered 400 or more (a URL answered twice, a
  // refused post then another, is there once for each status)
  const answers = new Set<string>();
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() === "error")
        messages.push({ at: page.url(), text: message.text(), url: message.location().url });
    });
    page.on("pageerror", (error) => errors.push(`uncaught on ${page.url()}: ${error.stack ?? error.message}`));
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (response.status() >= 400 && (type === "document" || type === "fetch"))
        answers.add(`${response.status()} ${response.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return () => [
    ...errors,
    ...messages
      .filter(({ at, text, url }) => {
        const status = Number(SERVER_STATUS.exec(text)?.[1]);
        const ownOrigin = URL.canParse(url) && URL.canParse(at) && new URL(url).origin === new URL(at).origin;
        const deliberate =
          ((status >= 400 && status < 500) || status === 503) && answers.has(`${status} ${url}`) && ownOrigin;
        return !deliberate;
      })
      .map(({ at, text, url }) => `console.error on ${at}${url && url !== at ? ` (${url})` : ""}: ${text}`),
  ];
}

/**
 * One scripting-enabled tab per worker's browser for the no-JS axe copies (explicit: Playwright
 * Test gives new contexts the project's options, scripting off). It is reused: opening a tab
 * for every scan cost half a second each. It stays on one blank page of the shop's origin, with
 * axe loaded once; each copy is written into that document (`document.write`, which keeps the
 * window and so axe), so a scan costs neither a navigation nor loading axe's half megabyte of
 * source again. The copy's stylesheet is in the page, and its fonts come from the same origin.
 */
const scratchTabs = new WeakMap<Browser, Promise<{ page: Page; origin: string }>>();
const SCRATCH_PATH = "/__axe-scratch";
async function scratchTab(browser: Browser, origin: string) {
  let tab = scratchTabs.get(browser);
  if (!tab) {
    tab = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const page = await context.newPage();
      // a predicate, not a glob
      await page.route(
        (u) => u.pathname === SCRATCH_PATH,
        (route) =>
          route.fulfill({ body: "<!doctype html><title>axe</title>", contentType: "text/html; charset=utf-8" }),
      );
      return { page, origin: "" };
    })();
    scratchTabs.set(browser, tab);
  }
  const scratch = await tab;
  if (scratch.origin !== origin) {
    await scratch.page.goto(`${origin}${SCRATCH_PATH}`);
    await scratch.page.evaluate(axe.source);
    scratch.origin = origin;
  }
  return scratch.page;
}

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Axe, every rule, on the hydrated page itself. Legacy mode runs axe.run in the page; the
 * default opens a blank page per scan to join the results of frames, and the shop has none.
 * One `options` call: AxeBuilder's replaces what `withRules` set (axe then ran only its
 * default rules, without the AAA and experimental ones).
 */
async function scanHydrated(page: Page, exclude: string[]): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS);
  for (const selector of exclude) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

/** Axe, every rule, on `html` written into the scratch tab of `origin`: the violations. */
async function scanCopy(browser: Browser, origin: string, html: string, exclude: string[]): Promise<Violation[]> {
  const page = await scratchTab(browser, origin);
  return page.evaluate(
    async ({ html, options, exclude }) => {
      document.open();
      document.write(html);
      document.close();
      if (document.readyState !== "complete")
        await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
      // a page with its stylesheet linked (decision 0077) is checked as the browser shows it:
      // with the file's rules applied, which a written document's load does not wait for
      await Promise.all(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
          link.sheet
            ? null
            : new Promise((resolve) => {
                link.addEventListener("load", resolve, { once: true });
                link.addEventListener("error", resolve, { once: true });
              }),
        ),
      );
      // the copy of axe the scratch tab loaded (the import's type)
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const context = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
      const results = await inPage.run(context, options);
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((n) => ({ target: n.target as unknown[] })),
      }));
    },
    { html, options: AXE_OPTIONS as axe.RunOptions, exclude },
  );
}

/**
 * Markup already checked in this run, by any worker: the journeys pass the same pages again and
 * again (every checkout goes through the same four steps) and axe costs seconds a page. The key
 * is the page with what differs between shoppers taken out (hidden inputs, typed values, links,
 * the wording of text), so a page in another state (an error summary, a field's message, a
 * list with more or fewer entries) is a different key and is checked. Workers share the
 * runner's process id as their parent. Only a page that passed is remembered.
 */
const scannedDir = join(tmpdir(), `ashless-axe-${process.ppid}`);
function scanMarker(html: string, kind = "page") {
  const key = createHash("sha256")
    .update(
      html
        .replace(/<input\b[^>]*type="hidden"[^>]*>/gi, "")
        // what hydration adds and axe never reads: React's comment markers, the hydrated flag
        .replace(/<!--[\s\S]*?-->/g, "")
        .replace(/ data-hydrated=""/, "")
        .replace(/\b(value|href|action|content|srcset|src)="[^"]*"/gi, '$1=""')
        // text only counts as there or not: axe's outcome hangs on the elements, their
        // attributes and styles, and on whether a name or label has any text at all
        .replace(/>([^<]*)</g, (_, text: string) => (text.trim() ? ">x<" : `>${text}<`)),
    )
    .digest("hex");
  const marker = join(scannedDir, `${kind}-${key}`);
  return existsSync(marker) ? null : marker;
}

/**
 * The shop's header and footer, the same on most pages and about half of what axe checks on a
 * short one (the login page: 221 ms whole, 91 ms without them). Keyed on their own markup (the
 * document's head and `<html>` with them, which set their language and styles): once that
 * has passed in a whole-page scan, a page with the same header and footer is scanned without
 * them. The page-wide rules still run on the whole document (one `main`, the title, ids
 * unique across the page, the banner not repeated).
 */
const CHROME = [
  { selector: ".site-header", markup: /<header class="site-header"[\s\S]*?<\/header>/ },
  { selector: ".site-footer", markup: /<footer class="site-footer"[\s\S]*?<\/footer>/ },
];
function chromeOf(html: string) {
  const parts = CHROME.map((c) => ({ ...c, found: c.markup.exec(html)?.[0] })).filter((c) => c.found);
  if (parts.length === 0) return null;
  const head = html.slice(0, html.indexOf("<body"));
  const marker = scanMarker(head + parts.map((c) => c.found).join(""), "chrome");
  return { selectors: parts.map((c) => c.selector), marker };
}

/** Every rule axe has, experimental, best-practice and AAA ones included; only the deprecated
 * ones (kept by axe for old configurations, each superseded by another) are left out. Only
 * violations are reported in full: working out selectors for every passing node is most of
 * axe's time on a long page. */
const AXE_OPTIONS = {
  runOnly: {
    type: "rule",
    values: axe
      .getRules()
      .filter((r) => !r.tags.includes("deprecated"))
      .map((r) => r.ruleId),
  },
  resultTypes: ["violations"],
} satisfies axe.RunOptions;

/**
 * Axe on the current page, every rule: no violation of any impact. Axe needs scripting, so
 * for the no-JS project the page's server HTML (scripts removed) is checked in a
 * scripting-enabled tab of its own, on the same origin so its fonts load. With scripting on, the
 * hydrated page is checked where its markup differs from a page already checked.
 */
export async function expectAccessible(page: Page) {
  // Each page is checked once (decision 0011): the platform flavour changes what the server
  // asks upstream, never the markup, so the legacy runs skip the scan; a hydrated page whose
  // markup is what the server sent has the same key as its no-JS copy and is skipped.
  const project = test.info().project.name;
  if (project.startsWith("legacy-")) return;
  // The HTML is streamed: a heading can be visible while the rest is still arriving, and
  // a copy taken then would be checked cut short (a radio without its label, say).
  await page.waitForLoadState("load");
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const marker = scanMarker(html);
  if (!marker) return;
  // the header and footer are left out once their markup has passed (see CHROME)
  const chrome = chromeOf(html);
  const exclude = chrome && !chrome.marker ? chrome.selectors : [];
  const bad = jsEnabled(test.info())
    ? await scanHydrated(page, exclude)
    : await scanCopy(page.context().browser()!, new URL(page.url()).origin, html, exclude);
  expect
    .soft(
      bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe violations on ${page.url()}`,
    )
    .toEqual([]);
  // only a page that passed is remembered: a failed one is checked again wherever it comes back
  if (bad.length === 0) {
    mkdirSync(scannedDir, { recursive: true });
    writeFileSync(marker, "");
    if (chrome?.marker) writeFileSync(chrome.marker, "");
  }
}

/** The header cart link's accessible name is what it shows, then the unit: "Cart 2 items". */
export async function expectCartCount(page: Page, count: number) {
  const label = count === 1 ? "1 item" : `${count} items`;
  await expect(page.getByRole("link", { name: `Cart ${label}`, exact: true })).toBeVisible();
}

/**
 * Presses "Add to cart" and waits until the cart has it: without JS the browser lands
 * on /cart; with JS the page stays and shows the result. With JS it first waits for hydration:
 * before it, the form is still a plain POST, and the browser would land on /cart.
 */
export async function addToCart(page: Page, info: TestInfo) {
  if (jsEnabled(info)) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.getByRole("button", { name: "Add to cart" }).click();
  if (jsEnabled(info)) await expect(page.locator(".add-to-cart [aria-live] .notice")).toBeVisible();
  else await expect(page).toHaveURL(/\/cart$/);
}

/** An address as the shop's address fields take it (the book's and the checkout's). */
export interface TypedAddress {
  firstname: string;
  lastname: string;
  line1: string;
  city: string;
  postcode: string;
  /** a label of "County, state or region", when chosen */
  region?: string;
  /** a label of "Country", when not the one offered */
  country?: string;
  phone: string;
}

/** Types `a` into the address fields of `group` (an address fieldset). */
export async function fillAddress(group: Locator, a: TypedAddress) {
  await group.getByLabel("First name").fill(a.firstname);
  await group.getByLabel("Last name").fill(a.lastname);
  await group.getByLabel("Address line 1").fill(a.line1);
  await group.getByLabel("Town or city").fill(a.city);
  await group.getByLabel("Postcode").fill(a.postcode);
  if (a.country) await group.getByLabel("Country").selectOption({ label: a.country });
  if (a.region) await group.getByLabel("County, state or region").selectOption({ label: a.region });
  await group.getByLabel("Phone number").fill(a.phone);
}
