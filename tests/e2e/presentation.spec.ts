// Robust presentation (issue 13): the cart and every checkout step at 320 CSS px wide (a
// 1280 px screen at 400 % zoom) without scrolling sideways, and in forced colours (Windows'
// high contrast) with every control still drawn and the focus still shown. CSS only, so it
// runs once, in the scripting-off project (playwright.config.ts). State comes from the
// checkout's own form posts.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { prepareCheckout } from "./checkout-support";

const PAGES = ["/cart", "/checkout/contact", "/checkout/shipping", "/checkout/delivery", "/checkout/payment"];

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

test.describe("robust presentation", () => {
  test("the cart and each checkout step at 320 px wide: no sideways scrolling", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    await prepareCheckout(page, "payment");
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
});
