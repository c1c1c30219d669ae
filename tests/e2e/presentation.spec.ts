// Robust presentation (issue 13): the cart and every checkout step at 320 CSS px wide (a
// 1280 px screen at 400 % zoom) without scrolling sideways, and in forced colours (Windows'
// high contrast) with every control still drawn and the focus still shown; and the main page
// types with CSS off, read in document order. CSS only, so it runs once, in the scripting-off
// project (playwright.config.ts). State comes from the checkout's own form posts.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, fillAddress, test } from "./support";
import { prepareCheckout, uniqueEmail } from "./checkout-support";
import { register } from "./account-support";

const PAGES = ["/cart", "/checkout/contact", "/checkout/shipping", "/checkout/delivery", "/checkout/payment"];
const ACCOUNT_PAGES = [
  "/account",
  "/account/information",
  "/account/update-personal-details",
  "/account/address",
  "/account/communication",
  "/account/payments",
  "/account/subscriptions",
  "/account/devices",
  "/account/pack-codes",
  "/account/orders",
  "/account/returns",
  "/club",
  "/club/history",
];

/** Nothing reaches past the viewport's right edge, and the page cannot scroll sideways. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const { scroll, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        // visually hidden text is clipped to a pixel; the skip link waits off-screen for focus
        const style = getComputedStyle(el);
        if (style.position === "absolute" && (style.clip !== "auto" || r.right <= 0)) return false;
        // inside a box that scrolls sideways on its own (the phone's menu row), and that box fits
        for (let box = el.parentElement; box; box = box.parentElement)
          if (/(auto|scroll)/.test(getComputedStyle(box).overflowX))
            return box.getBoundingClientRect().right > width + 1;
        return r.right > width + 1;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className || "-"} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scroll: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5) };
  });
  expect(wide, `elements past the right edge on ${path}`).toEqual([]);
  expect(scroll, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
}

/**
 * The page as a browser without CSS (or a reader that ignores it) shows it: document order,
 * default styles. Checks what makes that order sensible.
 */
async function expectSensibleWithoutCss(page: Page, path: string) {
  const found = await page.evaluate(() => {
    for (const el of document.querySelectorAll("link[rel=stylesheet], style")) el.remove();
    for (const el of document.querySelectorAll("[style]")) el.removeAttribute("style");
    const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const problems: string[] = [];
    const first = document.querySelector("body a[href], body button, body input, body select, body textarea");
    if (first?.getAttribute("href") !== "#main")
      problems.push(`first control is not the skip link: ${first?.outerHTML.slice(0, 80)}`);
    // the shop's name and menu, then the page, then the footer; the checkout's steps keep to
    // the logo and the way back to the cart, with no menu
    const [banner, found, main, footer] = ["body > header", "header nav, body > nav", "main", "body > footer"].map(
      (s) => document.querySelector(s),
    );
    const nav = found ?? (document.querySelector("body > header a[href='/cart']") ? banner : null);
    if (!banner || !nav || !main || !footer) problems.push("a landmark is missing");
    else if (!(before(banner, main) && before(nav, main) && before(main, footer)))
      problems.push("landmarks out of order");
    // the page's one h1 comes before anything else in main that has a heading's role
    const headings = [...(main?.querySelectorAll("h1, h2, h3, h4, h5, h6") ?? [])];
    if (document.querySelectorAll("h1").length !== 1 || headings[0]?.tagName !== "H1")
      problems.push(`main does not start with the page's one h1: ${headings[0]?.outerHTML.slice(0, 80)}`);
    // without CSS a picture keeps the size its attributes give it: none may be left to fill the page
    for (const el of document.querySelectorAll("img, svg")) {
      const r = el.getBoundingClientRect();
      if (!el.getAttribute("width") || !el.getAttribute("height") || r.width > window.innerWidth)
        problems.push(`picture without its size: ${el.outerHTML.slice(0, 100)}`);
    }
    // a field's label is read before the field (tick-boxes and radios: after it)
    for (const field of document.querySelectorAll(
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea",
    )) {
      const label = field.id ? document.querySelector(`label[for="${field.id}"]`) : field.closest("label");
      if (label && !field.closest("label") && before(field, label)) problems.push(`label after its field: ${field.id}`);
    }
    // side-by-side links, buttons and labels keep a space between them ("Shop sticksFind your
    // device" reads as one word); text hidden for screen readers counts as theirs
    for (const el of document.querySelectorAll("main *, header *, footer *")) {
      const prev = el.previousSibling;
      if (!(prev instanceof HTMLElement) || !(el instanceof HTMLElement)) continue;
      if (getComputedStyle(el).display !== "inline" || getComputedStyle(prev).display !== "inline") continue;
      // as rendered without CSS: a line break counts as a space
      const [left, right] = [prev.innerText, el.innerText];
      if (/\S$/.test(left) && /^[\p{L}\p{N}£€]/u.test(right))
        problems.push(`no space between "${left.slice(-20)}" and "${right.slice(0, 20)}"`);
    }
    return problems;
  });
  expect(found, `with CSS off on ${path}`).toEqual([]);
}

/**
 * Tabs through the page and, for each element that takes the focus, measures its ring against
 * what the ring is drawn on: the outline sits outside the element (offset 2 px), so against the
 * first background among its ancestors, translucent layers composited down to an opaque one.
 * Answers the rings under 3:1 (WCAG 1.4.11).
 */
async function weakFocusRings(page: Page, maxTabs = 60) {
  const weak: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rgba = (c: string) => {
        const m = /rgba?\(([^)]+)\)/.exec(c);
        if (!m) return null;
        const [r, g, b, a = 1] = m[1]
          .split(/[ ,/]+/)
          .filter(Boolean)
          .map(Number);
        return { r, g, b, a };
      };
      const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
      };
      const style = getComputedStyle(el);
      if (style.outlineStyle === "none") return { name: el.outerHTML.slice(0, 80), ratio: 0 };
      const ring = rgba(style.outlineColor)!;
      // the layers behind the ring, nearest first, down to the first opaque one
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (let node = el.parentElement; node; node = node.parentElement) {
        const bg = rgba(getComputedStyle(node).backgroundColor);
        if (bg && bg.a > 0) layers.push(bg);
        if (bg && bg.a >= 1) break;
      }
      let under = { r: 255, g: 255, b: 255 };
      for (const l of layers.reverse())
        under = {
          r: l.r * l.a + under.r * (1 - l.a),
          g: l.g * l.a + under.g * (1 - l.a),
          b: l.b * l.a + under.b * (1 - l.a),
        };
      const [hi, lo] = [lum(ring), lum(under)].sort((x, y) => y - x);
      const label = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "")
        .trim()
        .slice(0, 40);
      return { name: `${el.tagName.toLowerCase()} "${label}"`, ratio: (hi + 0.05) / (lo + 0.05) };
    });
    if (!ring) continue;
    if (seen.has(ring.name)) break; // round the page once
    seen.add(ring.name);
    if (ring.ratio < 3) weak.push(`${ring.name}: ${ring.ratio.toFixed(2)}:1`);
  }
  return weak;
}

test.describe("robust presentation", () => {
  test("the cart and each checkout step at 320 px wide: no sideways scrolling", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    // what shoppers type can be one long word: an e-mail address, a Welsh place name
    await prepareCheckout(page, "payment", {
      email: uniqueEmail("wilhelmina.montgomery-worthington"),
      address: { city: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch" },
    });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      // the main action is on screen without sideways scrolling
      const action = page.locator("main").getByRole("button").last();
      const box = await action.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 321, `the last button on ${path} fits`).toBe(true);
    }
    await expectAccessible(page);
  });

  test("the account area at 320 px wide, with what a customer typed: no sideways scrolling", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    await register(page, "Wilhelmina", {
      email: uniqueEmail("wilhelmina.montgomery-worthington"),
      lastname: "Montgomery-Worthington-Fotheringham",
    });
    await page.goto("/account/address/new");
    const group = page.getByRole("group", { name: "Address" });
    await fillAddress(group, {
      firstname: "Wilhelmina",
      lastname: "Montgomery-Worthington-Fotheringham",
      line1: "10 Station Road",
      city: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
      postcode: "LL61 5UJ",
      region: "Wales",
      phone: "07700 900123",
    });
    await page.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByText("Your new address has been saved.")).toBeVisible();
    for (const path of ACCOUNT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    // below the overview, the section's navigation shows the overview and the page you are on,
    // so the page's heading is on the first screen; the overview lists every page
    const nav = page.getByRole("navigation", { name: "Your account" });
    await page.goto("/account/address");
    await expect(nav.getByRole("link")).toHaveText(["Overview", "Addresses"]);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await page.goto("/account");
    await expect(nav.getByRole("link", { name: "Communication preferences" })).toBeVisible();
    await nav.getByRole("link", { name: "Communication preferences" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await page.goto("/club/history");
    await expect(page.getByRole("navigation", { name: "The club" }).getByRole("link")).toHaveText([
      "Overview",
      "Points history",
    ]);
  });

  test("one look: the brand's own typeface from this shop, and every radio button and box the same size on its label's first line", async ({
    page,
  }) => {
    await page.goto("/shop/devices/ashless-one-device");
    // the typeface is self-hosted (a file of this origin's build) and shows once loaded
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('16px "Figtree"');
      return [...document.fonts].map((f) => ({ family: f.family, status: f.status, display: f.display }));
    });
    expect(faces.filter((f) => f.family.replace(/"/g, "") === "Figtree").map((f) => f.display)).toEqual([
      "swap",
      "swap",
    ]);
    expect(faces.some((f) => f.family.replace(/"/g, "") === "Figtree" && f.status === "loaded")).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Figtree"?,/);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((n) => n.endsWith(".woff2")),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles) expect(new URL(file).origin).toBe(new URL(page.url()).origin);

    for (const path of ["/shop/devices/ashless-one-device", "/shop/bundles/flavour-discovery-bundle", "/register"]) {
      await page.goto(path);
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('main input[type="radio"], main input[type="checkbox"]')]
          .filter((i) => i.offsetParent !== null && !i.closest(".visually-hidden, [aria-hidden]"))
          .map((i) => {
            const box = i.getBoundingClientRect();
            // the top of the label's text: its box less its padding
            const label = i.closest("label") ?? document.querySelector<HTMLElement>(`label[for="${i.id}"]`);
            const top = label
              ? label.getBoundingClientRect().top + parseFloat(getComputedStyle(label).paddingTop)
              : box.top;
            return { w: Math.round(box.width), h: Math.round(box.height), offset: Math.round(Math.abs(box.top - top)) };
          }),
      );
      expect(boxes.length, `controls on ${path}`).toBeGreaterThan(0);
      for (const b of boxes) {
        expect({ w: b.w, h: b.h }, `a control's size on ${path}`).toEqual({ w: 20, h: 20 });
        expect(b.offset, `a control sits on its label's first line on ${path}`).toBeLessThanOrEqual(4);
      }
    }
  });

  test("one grid: the header, breadcrumbs, page and footer share a left edge; the totals' rule is whole; buttons keep apart", async ({
    page,
  }) => {
    const left = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          return Math.round(r.left + parseFloat(getComputedStyle(el).paddingLeft));
        });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/shop/devices/ashless-one-device", "/help"]) {
        await page.goto(path);
        const edges = {
          header: await left(".site-header__bar"),
          breadcrumbs: await left(".breadcrumbs"),
          // the page's own first block: the product's gallery, a content page's first section
          content: await page
            .locator(".pdp, .cb-section")
            .first()
            .evaluate((el) => Math.round(el.getBoundingClientRect().left)),
          footer: await left(".site-footer nav"),
          legal: await left(".site-footer__legal"),
        };
        expect(
          new Set(Object.values(edges)).size,
          `left edges on ${path} at ${width} px: ${JSON.stringify(edges)}`,
        ).toBe(1);
      }
    }
    // what is out of stock is said in plain words inside its choice, not in a box of its own
    await page.goto("/shop/devices/ashless-one-device");
    // the words, not the colour's swatch beside them (decision 0072)
    const out = page.locator(".variant-links .unavailable span", { hasText: "(out of stock)" });
    await expect(out).toHaveText("(out of stock)");
    expect(await out.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("none");
    // the cart's total: one rule across the summary, and the way on apart from the code's button
    await prepareCheckout(page, "contact");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/cart");
      const [label, amount] = await page
        .locator(".summary .total")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      expect(Math.round(amount.left - label.right), `a gap in the total's rule at ${width} px`).toBe(0);
      const apply = await page.getByRole("button", { name: "Apply code" }).boundingBox();
      const checkout = await page.getByRole("link", { name: "Checkout" }).boundingBox();
      expect(checkout!.y - (apply!.y + apply!.height), `Apply code and Checkout at ${width} px`).toBeGreaterThanOrEqual(
        8,
      );
    }
  });

  test("every focus ring stands out 3:1 against what it is drawn on, the dark header included", async ({ page }) => {
    test.slow();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/shop", "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20", "/cart", "/login"]) {
        await page.goto(path);
        expect(await weakFocusRings(page), `focus rings under 3:1 on ${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("on a phone the header keeps to a fifth of the screen, and the checkout's shows the logo and the way back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", "/shop", "/faq", "/login"]) {
      await page.goto(path);
      const header = await page.locator("header.site-header").boundingBox();
      expect(header!.height, `header height on ${path}`).toBeLessThanOrEqual(844 * 0.26);
      await expect(
        page.getByRole("heading", { level: 1 }),
        `the heading of ${path} on the first screen`,
      ).toBeInViewport();
    }
    await prepareCheckout(page, "contact");
    await page.goto("/checkout/contact");
    const header = page.locator("header.site-header");
    await expect(header.getByRole("link")).toHaveText(["Ashless", "‹ Back to cart"]);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("search")).toHaveCount(0);
    await header.getByRole("link", { name: "Back to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // the cart has the whole header again
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("in forced colours every button is drawn and the focus is shown", async ({ page }) => {
    test.slow();
    await page.emulateMedia({ forcedColors: "active" });
    await prepareCheckout(page, "payment");
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // a button whose only edge is its fill would vanish: each keeps a visible border
      const borders = await page
        .locator("main button:visible:not(.visually-hidden), main .btn:visible")
        .evaluateAll((els) =>
          els.map((el) => {
            const s = getComputedStyle(el);
            return { text: el.textContent?.trim(), border: s.borderStyle !== "none" && parseFloat(s.borderWidth) > 0 };
          }),
        );
      expect(borders.length, `buttons on ${path}`).toBeGreaterThan(0);
      expect(
        borders.filter((b) => !b.border),
        `buttons drawn without a border on ${path}`,
      ).toEqual([]);
      // the keyboard focus is an outline (box shadows are dropped in forced colours)
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const el = document.activeElement!;
        const s = getComputedStyle(el);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), tag: el.tagName };
      });
      expect(outline.style, `focus outline of ${outline.tag} on ${path}`).not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });

  test("with CSS off the main page types read in a sensible order", async ({ page }) => {
    test.slow();
    await prepareCheckout(page, "payment");
    const paths = [
      "/",
      "/shop/sticks",
      "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20",
      "/faq",
      "/search?q=delivery",
    ];
    for (const path of [...paths, ...PAGES, "/stores?q=London", "/help", "/login"]) {
      await page.goto(path);
      await expectSensibleWithoutCss(page, path);
    }
  });
});
