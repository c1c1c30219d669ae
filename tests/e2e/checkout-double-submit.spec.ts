import { expect } from "@playwright/test";
import { expectAccessible, expectCartCount, jsEnabled, test } from "./support";
import {
  confirmedOrderNumber,
  errorSummary,
  expectStep,
  placeOrder,
  placeOrderForm,
  prepareCheckout,
} from "./checkout-support";

// "Place order" carries an idempotency key (a hidden field issued with the payment page):
// however often the same checkout is submitted, there is one order.
test.describe("one order per checkout", () => {
  // @js: the order sent again from a stale tab, by a scripted submit this time
  test(
    "sending the order again, from a second tab or with Back, shows the same order",
    { tag: "@js" },
    async ({ page, context }, info) => {
      await prepareCheckout(page, "payment");
      await page.goto("/checkout/payment");
      await expectStep(page, "payment");
      // The same payment page, still open in a second tab.
      const stale = await context.newPage();
      await stale.goto("/checkout/payment");
      await expectStep(stale, "payment");

      // A first press without the age box ticked: without JS, a form post of its own.
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(errorSummary(page)).toBeVisible();
      await expectAccessible(page);
      // cash on delivery: this test is about one order, not about the card payment that follows
      await page.getByRole("group", { name: "Payment method" }).getByLabel("Cash on delivery").check();
      const number = await placeOrder(page);
      await expectCartCount(page, 0);
      await expectAccessible(page);

      if (!jsEnabled(info)) {
        // Back returns to that post's answer: Chromium must send the form again to show it
        // (ERR_CACHE_MISS until the shopper agrees); sending it again shows the same order.
        await page.goBack().catch((error: Error) => {
          if (!error.message.includes("net::ERR_CACHE_MISS")) throw error;
        });
        const resent = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/checkout/payment",
        );
        // The error page can still be swapping in; a reload that found no page yet is retried.
        await expect(async () => {
          await page.reload();
        }).toPass({ timeout: 15_000 });
        expect((await resent).headers()["location"]).toBe(`/checkout/confirmation/${number}`);
        expect(await confirmedOrderNumber(page)).toBe(number);
      }

      expect(await placeOrder(stale)).toBe(number);
      await expect(stale.getByRole("heading", { level: 1, name: "Thank you: your order is confirmed" })).toBeVisible();
      await expectCartCount(stale, 0);
    },
  );

  test("two Place order submissions at the same moment end on the same order", async ({ page }) => {
    await prepareCheckout(page, "payment");
    // What the browser sends for "Place order", hidden idempotency key included.
    const form = await placeOrderForm(page);
    await expectAccessible(page);
    // page.request shares the page's cookies: the same shopper, pressing twice.
    const origin = new URL(page.url()).origin;
    const post = () => page.request.post("/checkout/payment", { form, maxRedirects: 0, headers: { Origin: origin } });
    const [first, second] = await Promise.all([post(), post()]);
    expect([first.status(), second.status()]).toEqual([302, 302]);
    const location = first.headers()["location"];
    expect(location).toMatch(/^\/checkout\/confirmation\/\d+$/);
    expect(second.headers()["location"]).toBe(location);

    await page.goto(location);
    const number = await confirmedOrderNumber(page);
    expect(location).toBe(`/checkout/confirmation/${number}`);
    await expectCartCount(page, 0);
  });
});
