// The shopper sees what they will pay before every button that moves the checkout on (issue 40,
// 10): each step shows the order summary, its lines and total, before the step's button, in the
// page's order (what a screen reader and a phone show first) and on the screen, at a phone's and
// a desktop's width.
import { expect, type Page } from "@playwright/test";
import { test } from "./support";
import { prepareCheckout, STEP_HEADINGS, summaryRow, uniqueEmail } from "./checkout-support";

const BUTTONS = {
  contact: "Continue to shipping",
  shipping: "Continue to delivery",
  delivery: "Continue to payment",
  payment: "Place order",
} as const;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/**
 * The summary's total comes before `button` in the page, and on the screen it is reached no
 * later than the button: above it on a phone, beside or above it on a desktop.
 */
async function expectTotalBefore(page: Page, button: string, total: RegExp) {
  const summary = page.getByRole("region", { name: "Order summary" });
  // the amount (the summary's rows are laid out by their cells: a row has no box of its own)
  const row = summaryRow(summary, /^(Total|To pay today)$/).locator("dd");
  await expect(row).toContainText(total);
  const submit = page.getByRole("button", { name: button, exact: true });
  const before = await row.evaluate(
    (el, other) => Boolean(el.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await submit.elementHandle(),
  );
  expect(before, `the total comes before "${button}" in the page`).toBe(true);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const [a, b] = [await row.boundingBox(), await submit.boundingBox()];
    expect(a!.y, `the total is shown by "${button}" at ${size.width} px`).toBeLessThanOrEqual(b!.y + b!.height);
  }
}

test.describe("order summary on every checkout step", () => {
  test("the shop's checkout shows the total before each step's button", { tag: "@js" }, async ({ page }) => {
    await prepareCheckout(page, "payment", { email: uniqueEmail("summary") });
    for (const step of ["contact", "shipping", "delivery", "payment"] as const) {
      await page.goto(`/checkout/${step}`);
      await expect(page.getByRole("heading", { level: 1, name: STEP_HEADINGS[step] })).toBeVisible();
      await expect(page.getByRole("region", { name: "Order summary" }).getByRole("listitem").first()).toContainText(
        "1 × Ashless USB-C Charging Cable",
      );
      // the cable costs £6.50; tracked delivery, chosen by prepareCheckout, £2.99
      await expectTotalBefore(page, BUTTONS[step], /£9\.49/);
    }
  });

  test("the free trial's checkout shows what is paid today and after the trial", { tag: "@js" }, async ({ page }) => {
    await page.goto("/trial");
    await page.getByRole("button", { name: /^Start my free trial/ }).click();
    await expect(page).toHaveURL(/\/trial\/checkout\/contact$/);
    await expectTotalBefore(page, BUTTONS.contact, /£0\.00/);
    await expect(
      summaryRow(page.getByRole("region", { name: "Order summary" }), "After your free trial"),
    ).toContainText("£39.00");
  });
});
