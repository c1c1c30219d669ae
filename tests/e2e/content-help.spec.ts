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
