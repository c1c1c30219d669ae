import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// Issue 40: the legal and service pages answer, each with its own title and heading, pass axe,
// and are linked from every page's footer beside the seller's details; registration's privacy
// consent links to the privacy notice in a new tab, so nothing typed is lost without scripting.
const PAGES = [
  { path: "/privacy", h1: "Privacy notice" },
  { path: "/terms", h1: "Terms and conditions of sale" },
  { path: "/returns", h1: "Returns and refunds" },
  { path: "/delivery", h1: "Delivery" },
  { path: "/cookies", h1: "Cookie notice" },
];

test("each legal page answers with its own title and heading, and passes axe", async ({ page }) => {
  const titles = new Set<string>();
  for (const { path, h1 } of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: h1, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${h1} · Ashless`);
    titles.add(await page.title());
    await expectAccessible(page);
  }
  expect(titles.size).toBe(PAGES.length);
});

test("the footer names the seller and links the five pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Ashless Trading Limited");
  await expect(footer).toContainText("company number 12345678");
  await expect(footer).toContainText("VAT number GB 123 4567 89");
  const legal = footer.getByRole("navigation", { name: "Legal" });
  for (const href of ["/delivery", "/returns", "/terms", "/privacy", "/cookies"])
    await expect(legal.locator(`a[href="${href}"]`)).toHaveCount(1);
  await legal.getByRole("link", { name: "Delivery" }).click();
  await expect(page.getByRole("table", { name: "Delivery methods and prices" })).toContainText("Tracked delivery");
});

test("registration's privacy consent links to the privacy notice in a new tab", async ({ page }) => {
  await page.goto("/register");
  const link = page.getByRole("link", { name: "Read the privacy notice (opens in a new tab)" });
  await expect(link).toHaveAttribute("href", "/privacy");
  await expect(link).toHaveAttribute("target", "_blank");
});
