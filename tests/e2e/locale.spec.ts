import { expect } from "@playwright/test";
import { startStorefront, stop } from "./processes";
import { sandboxOrigin } from "./subscription-support";
import { addToCart, expectAccessible, test } from "./support";

// product.md §3 Currency and the LOCALE setting, in a browser: a storefront built once and
// started with LOCALE=de-DE writes commerce's pounds the German way, in the page the server sends
// and in what the browser writes itself after hydration (the cart's fetchers). @js: hydration
// must agree with the server's text, or React throws it away (a console error fails the test).
test(
  "LOCALE=de-DE: the built shop writes prices the German way, before and after hydration",
  { tag: "@js" },
  async ({ page }, info) => {
    const shop = await startStorefront(sandboxOrigin(info), { env: { LOCALE: "de-DE" } });
    try {
      await page.goto(`${shop.origin}/shop/sticks`);
      await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
      await page.getByRole("link", { name: "Amber Tobacco Sticks, Pack of 20" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Amber Tobacco Sticks, Pack of 20" })).toBeVisible();
      // U+00A0 between the amount and the symbol, as Intl writes it for de-DE
      await expect(page.locator("main")).toContainText("5,50\u00a0£");
      await expect(page.locator("main")).not.toContainText("£5.50");

      await addToCart(page, info);
      await page.goto(`${shop.origin}/cart`);
      const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
      await line.getByLabel("Quantity").fill("3");
      await line.getByRole("button", { name: /^Update/ }).click();
      await expect(page.locator(".summary .total").last()).toHaveText("16,50\u00a0£");
      const summary = page.getByRole("complementary", { name: "Order summary" });
      await expect(summary).toContainText(
        "Free delivery on orders of 30\u00a0£ or more: add 13,50\u00a0£ more to get it.",
      );
      await expectAccessible(page);
    } finally {
      await stop(shop.child);
    }
  },
);
