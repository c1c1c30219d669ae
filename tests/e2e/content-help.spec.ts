import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// Issue 39, content item 2: /help (no scripts) shows product.md §2's seven link variants and
// product.md §3's 27 icons, each icon with its name beside it.
test("/help shows links in every variant and the key to the icons", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help and services" })).toBeVisible();

  const lists: [string, string][] = [
    ["Your order", "standard"],
    ["Related reading", "related-resources"],
    ["Your account", "blue-links"],
    ["Get started", "arrow"],
    ["The small print", "footer"],
    ["Browse the shop", "navigation"],
    ["Read on", "horizontal-arrows"],
  ];
  for (const [title, variant] of lists) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(page.locator(`.cb-links--${variant} a.link--${variant}`).first()).toBeVisible();
  }
  // an arrow is decoration: the link's name is its words
  await expect(page.locator(".cb-links--arrow").getByRole("link", { name: "Shop devices", exact: true })).toBeVisible();

  await expect(page.getByRole("heading", { level: 2, name: "What our icons mean" })).toBeVisible();
  const icons = page.locator(".cb-icons__item");
  await expect(icons).toHaveCount(27);
  await expect(icons.filter({ hasText: "No ash" }).locator("svg")).toBeVisible();
  await expect(page.locator('.cb-icons svg[aria-hidden="true"]')).toHaveCount(27);
  // no scripts on this page (decision 0019)
  await expect(page.locator("script[src]")).toHaveCount(0);
  await expectAccessible(page);
});

// Issue 39, content item 3: /help's entry has its own small breakpoint (720 px, not 640): at
// 700 px its two columns of cards stack, by a style the page's CSP allows.
test("/help's own breakpoint stacks its columns at 700 px", async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto("/help");
  const store = await page
    .getByRole("link", { name: /Find a store/ })
    .first()
    .boundingBox();
  const contact = await page
    .getByRole("link", { name: /Contact us/ })
    .first()
    .boundingBox();
  expect(store && contact && Math.abs(store.x - contact.x)).toBe(0);
  expect(contact!.y).toBeGreaterThan(store!.y);
  const own = await page
    .locator("style")
    .evaluateAll((els) => els.filter((e) => e.textContent?.includes("720px")).length);
  expect(own).toBe(1);
});
