import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// Site search: products and content on one page, tabs and pages as links.
test("search from the header finds the delivery FAQ, and the tabs narrow it down", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("search").getByLabel("Search products, FAQs and articles").fill("delivery");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “delivery”" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Kinds of result" });
  await expect(tabs.getByRole("link", { name: "All results" })).toHaveAttribute("aria-current", "page");
  // the FAQs and pages that say "delivery" (the legal pages among them: terms, delivery, returns…)
  await expect(tabs.getByRole("link", { name: "FAQs (3)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "9 FAQs, articles and pages" })).toBeVisible();
  const faq = page.getByRole("listitem").filter({ hasText: "When will my order arrive?" });
  // marked where the shopper reads the word, never inside the store's facts filled in around it
  await expect(faq.locator("mark").first()).toHaveText("delivery");
  for (const mark of await faq.locator("mark").allTextContents()) expect(mark).toBe("delivery");
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "FAQs (3)" }).click();
  await expect(page).toHaveURL(/\/search\?q=delivery&tab=faq$/);
  await expect(page.getByRole("heading", { name: "3 FAQs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /products?$/ })).toHaveCount(0);

  await page.getByRole("link", { name: "When will my order arrive?" }).click();
  await expect(page).toHaveURL(/\/faq#faq-orders$/);
});

test("product results page by page on their tab, and an over-long query is explained", async ({ page }) => {
  await page.goto("/search?q=sticks");
  await expect(page.getByRole("heading", { name: "20 products" })).toBeVisible();
  await expect(page.locator("ul.grid > li")).toHaveCount(4);
  await page.getByRole("link", { name: "See all 20 products" }).click();
  await expect(page).toHaveURL(/tab=products/);
  await expect(page.locator("ul.grid > li")).toHaveCount(12);
  const pages = page.getByRole("navigation", { name: "Product result pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/tab=products&page=2/);
  await expect(page.locator("ul.grid > li")).toHaveCount(8);
  await expect(pages.locator("[aria-current=page]")).toHaveText(/2/);
  await expectAccessible(page);

  const response = await page.goto(`/search?q=${"a".repeat(101)}`);
  expect(response?.status()).toBe(400);
  const field = page.getByRole("main").getByLabel("Search products, FAQs and articles");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#search-page-q-error")).toHaveText(/Enter at most 100 characters/);
  await expectAccessible(page);
});

test("articles: found on their tab, listed on the blog, each on its own page", async ({ page }) => {
  await page.goto("/search?q=warranty&tab=article");
  await expect(page.getByRole("heading", { name: "1 article" })).toBeVisible();
  await page.getByRole("link", { name: "Caring for your device" }).click();
  await expect(page).toHaveURL(/\/blog\/caring-for-your-device$/);
  await expect(page.getByRole("heading", { level: 1, name: "Caring for your device" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "More from the blog" }).click();
  await expect(page.getByRole("heading", { level: 2 }).getByRole("link")).toHaveText([
    "Caring for your device",
    "Your first week without smoke",
  ]);
  await expectAccessible(page);
});
