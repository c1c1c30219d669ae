import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { checkoutToPayment, expectStep, placeOrder, summaryRow, uniqueEmail } from "./checkout-support";

const BASE = "/trial/checkout";
const NOT_ELIGIBLE = /you can't continue with this free trial: free trials are limited to one per customer/;

async function startTrial(page: Page) {
  await page.goto("/trial");
  await expect(page.getByRole("heading", { level: 1, name: "Try Ashless free" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: /^Start my free trial\s*: Ashless One Free Trial Kit$/ }).click();
  await expectStep(page, "contact", BASE);
}

test.describe("free trial checkout", () => {
  // A whole checkout with axe on every page: a busy machine needs more than the default minute.
  test.describe.configure({ timeout: 120_000 });

  test("a first-time e-mail address gets the free trial", async ({ page }) => {
    await startTrial(page);
    await checkoutToPayment(page, uniqueEmail("trial"), /^Free delivery/, BASE);
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByRole("listitem")).toHaveText([/^1 × Ashless One Free Trial Kit/]);
    await expect(summaryRow(summary, "To pay today")).toContainText("£0.00");
    await expect(summaryRow(summary, "After your free trial")).toContainText("£39.00");
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("No payment required")).toBeChecked();

    const number = await placeOrder(page);
    await expect(page).toHaveURL(`${BASE}/confirmation/${number}`);
    await expect(page.getByRole("heading", { level: 1, name: "Your free order is confirmed" })).toBeVisible();
    await expect(page.getByText("There is nothing to pay for this order today.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your order" }).getByRole("listitem")).toHaveText([
      /^1 × Ashless One Free Trial Kit/,
    ]);
    await expectAccessible(page);
  });

  test("an e-mail address that already had a trial is told so and can't go on", async ({ page }) => {
    await startTrial(page);
    const email = page.getByLabel("E-mail address");
    await email.fill("used-trial@example.com");
    await page.getByRole("button", { name: "Continue to shipping" }).click();

    await expectStep(page, "contact", BASE);
    await expect(page.getByRole("alert").filter({ hasText: NOT_ELIGIBLE })).toBeVisible();
    await expect(email).toHaveValue("used-trial@example.com");
    await expect(page.getByRole("link", { name: "Go to the shop" })).toBeVisible();
    await expectAccessible(page);

    // Neither pressing on nor typing a later step's address gets past it.
    await page.getByRole("button", { name: "Continue to shipping" }).click();
    await expectStep(page, "contact", BASE);
    await expect(page.getByRole("alert").filter({ hasText: NOT_ELIGIBLE })).toBeVisible();
    for (const step of ["shipping", "delivery", "payment"]) {
      await page.goto(`${BASE}/${step}`);
      await expectStep(page, "contact", BASE);
      await expect(page.getByRole("alert").filter({ hasText: NOT_ELIGIBLE })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Checkout steps" }).getByRole("link")).toHaveCount(0);
  });
});
