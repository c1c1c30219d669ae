// The free trial says what it costs before the shopper commits (issue 40, 5): on /trial, before
// "Start my free trial", the trial product's own terms (its catalogue description, with the
// later price); above "Place order", what is paid today and how, and what once the trial ends;
// and the same on the confirmation. The figures are the sandbox's: the kit's after-trial price
// is £39.00 (server/sandbox/commerce/seed/catalog-data.ts TRIAL).
import { expect, type Locator, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { checkoutToPayment, expectStep, placeOrder, summaryRow, uniqueEmail } from "./checkout-support";

const BASE = "/trial/checkout";
const TERMS = /Keep it for £39\.00 or send it back free of charge/;

function trialTerms(page: Page) {
  return page.getByRole("region", { name: "Your free trial: what it costs" });
}

async function expectBefore(a: Locator, b: Locator, what: string) {
  const before = await a.evaluate(
    (el, other) => Boolean(el.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await b.elementHandle(),
  );
  expect(before, what).toBe(true);
}

test.describe("the free trial's cost", () => {
  test.describe.configure({ timeout: 120_000 });

  test("is said on /trial, above Place order and on the confirmation", async ({ page }) => {
    await page.goto("/trial");
    const start = page.getByRole("button", { name: /^Start my free trial/ });
    const terms = page.getByText(TERMS);
    await expect(terms).toBeVisible();
    await expectBefore(terms, start, "the terms come before Start my free trial");
    await expectAccessible(page);
    await start.click();
    await expectStep(page, "contact", BASE);

    await checkoutToPayment(page, uniqueEmail("trial-terms"), /^Free delivery/, BASE);
    const box = trialTerms(page);
    await expect(summaryRow(box, "To pay today")).toContainText("£0.00 (No payment required)");
    await expect(summaryRow(box, "After your free trial")).toContainText("£39.00");
    await expect(box).toContainText(TERMS);
    await expectBefore(
      box,
      page.getByRole("button", { name: "Place order" }),
      "the trial's cost comes before Place order",
    );

    await placeOrder(page);
    await expect(page.getByRole("heading", { level: 1, name: "Your free order is confirmed" })).toBeVisible();
    const kept = trialTerms(page);
    await expect(summaryRow(kept, "To pay today")).toContainText("£0.00 (No payment required)");
    await expect(summaryRow(kept, "After your free trial")).toContainText("£39.00");
    await expect(kept).toContainText(TERMS);
    await expectAccessible(page);
  });
});
