// A refused discount code without JavaScript (issue 40, 13): the page comes back starting at an
// error summary ("There is a problem") that links to the code's field, on the cart and on the
// checkout's payment step.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { errorSummary, prepareCheckout } from "./checkout-support";

const EXPIRED = 'The coupon code "SUMMER2025" has expired.';

async function expectPageStartsAtTheProblem(page: Page) {
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  const link = summary.getByRole("link", { name: EXPIRED });
  await expect(link).toHaveAttribute("href", "#coupon-code");
  await expect(page.locator("#coupon-code")).toHaveValue("SUMMER2025");
  // the summary comes before everything the page lists (the cart's lines, the order summary)
  const first = await summary.evaluate((el) => {
    const main = el.closest("main") ?? document.body;
    const lists = [...main.querySelectorAll("ul, dl, form")].filter((n) => !el.contains(n));
    return lists.every((n) => Boolean(el.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING));
  });
  expect(first, "the error summary comes before the page's lists and forms").toBe(true);
  // the link takes the shopper to the field
  await link.click();
  await expect(page).toHaveURL(/#coupon-code$/);
  await expectAccessible(page);
}

test.describe("a refused discount code", () => {
  test("on the cart, the page starts at the error summary", async ({ page }) => {
    await prepareCheckout(page, "contact");
    await page.goto("/cart");
    await page.getByLabel("Code", { exact: true }).fill("SUMMER2025");
    await page.getByRole("button", { name: "Apply code" }).click();
    await expectPageStartsAtTheProblem(page);
  });

  test("on the payment step, the page starts at the error summary", async ({ page }) => {
    await prepareCheckout(page, "payment");
    await page.goto("/checkout/payment");
    await page.getByLabel("Code", { exact: true }).fill("SUMMER2025");
    await page.getByRole("button", { name: "Apply code" }).click();
    await expectPageStartsAtTheProblem(page);
  });
});
