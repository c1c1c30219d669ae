import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// A guest finds an order later from its number, e-mail and billing postcode (the seeded free
// trial order of README's demo data), with scripting off.
test("a guest finds an order from the footer, after a wrong postcode is pointed out", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Find your order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find your order" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Order number").fill("000000100");
  await page.getByLabel("E-mail address you ordered with").fill("used-trial@example.com");
  await page.getByLabel("Billing postcode").fill("SW1A 2AA");
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByText("We couldn't find an order with these details.").first()).toBeVisible();
  // what was typed stays
  await expect(page.getByLabel("E-mail address you ordered with")).toHaveValue("used-trial@example.com");
  await page.getByLabel("Billing postcode").fill("SW1A 1AA");
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order 000000100" })).toBeVisible();
  // the seeded order is complete: its label is the store's (getorderstatus), as on the account's pages
  await expect(page.getByText("Status: Complete")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Find another order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find your order" })).toBeVisible();
});
