import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// Issue 12, item 7: the seeded home page looks finished. Its pictures are illustrations with
// alt text that says what they show (or an empty alt where they are decoration), never boxes
// with a word in them; and the header holds at every width, with the menu's product teaser
// in a place of its own.

test("the home page's pictures are illustrations with meaningful or empty alt text", async ({ page, request }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  const hero = main.getByRole("img", { name: "An Ashless One device lying beside a pack of sticks" });
  const promo = main.getByRole("img", { name: "An Ashless One device in a gift box" });
  await expect(hero).toBeVisible();
  await expect(promo).toBeVisible();
  // the benefit icons repeat their headings: decoration, so out of the accessibility tree
  await expect(main.locator('img[alt=""][src*="no-ash"]')).toHaveCount(1);
  for (const image of [hero, promo]) {
    const src = await image.getAttribute("src");
    const res = await request.get(new URL(src!, page.url()).toString());
    expect(res.headers()["content-type"]).toContain("image/svg+xml");
    const svg = await res.text();
    expect(svg).not.toContain("<text"); // a picture, not a caption
    expect(svg.length).toBeGreaterThan(1000);
  }
  await expectAccessible(page);
});

for (const width of [320, 768, 1280, 1600]) {
  test(`the header holds at ${width} px: nothing overflows and the teaser keeps its own place`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    const teaser = nav.getByRole("link", { name: /Ashless One/ });
    const menu = nav.getByRole("list");
    const [t, m] = [await teaser.boundingBox(), await menu.boundingBox()];
    expect(t && m).toBeTruthy();
    // never on top of the menu's links
    const overlaps =
      t!.x < m!.x + m!.width && m!.x < t!.x + t!.width && t!.y < m!.y + m!.height && m!.y < t!.y + t!.height;
    expect(overlaps).toBe(false);
    if (width >= 992) {
      // a column of its own at the menu's right, on one line
      expect(t!.x).toBeGreaterThanOrEqual(m!.x + m!.width);
      expect(t!.height).toBeLessThan(60);
    } else {
      // the mobile card: below the menu
      expect(t!.y).toBeGreaterThanOrEqual(m!.y + m!.height);
    }
    expect(t!.x + t!.width).toBeLessThanOrEqual(width);
  });
}

// product.md §2's redirection link card, every variant, on the seeded /help page: real links whose
// whole card is the target, at 320 px without sideways scrolling, the chevrons drawn in
// currentColor (so still there in forced colours) and the focus shown.
test("the help page's redirection cards: every variant, at 320 px and in forced colours", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/help");
  const main = page.getByRole("main");
  const card = (name: string) => main.getByRole("link", { name });
  const list = card("Find a store Ten stores in Great Britain and Ireland, with opening hours");
  const hidden = card("Read the blog");
  const club = card("Ashless Club Points on every pack Collect points and swap them for devices, sticks and more");
  const image = card("Ashless One Discover devices");
  for (const [link, variant, href] of [
    [list, "list", "/stores"],
    [hidden, "list", "/blog"],
    [club, "club", "/club"],
    [image, "withImage", "/shop/devices"],
  ] as const) {
    await expect(link).toHaveClass(new RegExp(`rcard--${variant}\\b`));
    await expect(link).toHaveAttribute("href", href);
  }
  await expect(list.locator("svg.rcard__chevron")).toBeVisible();
  await expect(hidden.locator("svg")).toHaveCount(0);
  await expect(image.locator('img[alt=""]')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await page.emulateMedia({ forcedColors: "active" });
  const drawn = await list.evaluate((a) => {
    const chevron = getComputedStyle(a.querySelector("svg path")!);
    const edge = getComputedStyle(a);
    return { stroke: chevron.stroke, border: edge.borderStyle !== "none" && parseFloat(edge.borderWidth) > 0 };
  });
  expect(drawn.stroke).not.toBe("none");
  expect(drawn.border).toBe(true);
  await list.focus();
  const outline = await list.evaluate((a) => getComputedStyle(a).outlineStyle);
  expect(outline).not.toBe("none");

  await image.click();
  await expect(page).toHaveURL(/\/shop\/devices$/);
});
