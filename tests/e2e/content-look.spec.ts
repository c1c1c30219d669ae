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
