import { expect } from "@playwright/test";
import { addToCart, expectAccessible, expectCartCount, jsEnabled, test } from "./support";

test.describe("browse the catalogue and build a cart", () => {
  // @js: the inline add to cart, and the cart's quantity, coupon and remove fetchers
  test(
    "home → category → product → add → change quantity → coupon → remove",
    { tag: "@js" },
    async ({ page }, info) => {
      // the longest journey, with axe on five pages: give it room on a busy machine
      test.setTimeout(120_000);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sticks", exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/sticks$/);
      await expect(page.getByRole("heading", { level: 1, name: "Sticks" })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("link", { name: "Amber Tobacco Sticks, Pack of 20" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Amber Tobacco Sticks, Pack of 20" })).toBeVisible();
      await expect(page.getByText("3.5 out of 5")).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("button", { name: "Add to cart" }).click();
      if (jsEnabled(info)) {
        // enhanced: the page stays, the message and the header count update in place
        await expect(page.getByText("Added 1 × Amber Tobacco Sticks, Pack of 20 to your cart.")).toBeVisible();
        await expectCartCount(page, 1);
        await page.getByRole("link", { name: "Cart 1 item", exact: true }).click();
      } else {
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByText("Added 1 × Amber Tobacco Sticks, Pack of 20 to your cart.")).toBeVisible();
      }
      await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
      await expectCartCount(page, 1);
      await expectAccessible(page);

      const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
      await line.getByLabel("Quantity").fill("3");
      await line.getByRole("button", { name: /^Update/ }).click();
      await expectCartCount(page, 3);
      await expect(page.locator(".summary .total").last()).toHaveText("£16.50");

      await page.getByLabel("Code", { exact: true }).fill("SUMMER2025");
      await page.getByRole("button", { name: "Apply code" }).click();
      // beside the field (and, without JavaScript, in the error summary at the top as well)
      await expect(page.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(
        /The coupon code "SUMMER2025" has expired\.$/,
      );
      await expect(page.getByLabel("Code", { exact: true })).toHaveValue("SUMMER2025");
      await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel("Code", { exact: true }).fill("WELCOME10");
      await page.getByRole("button", { name: "Apply code" }).click();
      await expect(page.getByText("Applied: WELCOME10")).toBeVisible();
      await expect(page.locator(".summary .total").last()).toHaveText("£14.85");
      await expectAccessible(page);

      await page.getByRole("button", { name: /^Remove discount code/ }).click();
      await expect(page.getByText("Applied: WELCOME10")).toHaveCount(0);
      await expect(page.locator(".summary .total").last()).toHaveText("£16.50");

      await line.getByRole("button", { name: /^Remove Amber/ }).click();
      await expect(page.getByText("Your cart is empty.")).toBeVisible();
      await expectCartCount(page, 0);
    },
  );

  test("a configurable device: choose a colour through links, add it", async ({ page }, info) => {
    await page.goto("/shop/devices/ashless-one-device");
    await expectAccessible(page);
    const colours = page.getByRole("navigation", { name: /Choose colou?r/ });
    await colours.getByRole("link", { name: /Copper/ }).click();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await expect(page.getByText("This product is out of stock")).toBeVisible();
    await colours.getByRole("link", { name: "Pearl White" }).click();
    await expect(colours.getByRole("link", { name: "Pearl White" })).toHaveAttribute("aria-current", "true");
    await addToCart(page, info);
    await page.goto("/cart");
    const lines = page.getByRole("list", { name: "Items in your cart" });
    await expect(lines.getByText("Pearl White")).toBeVisible();
    // the free gift of the device promotion arrives as its own line
    await expect(lines.getByText("Free gift")).toBeVisible();
    await expectAccessible(page);
  });

  test("a bundle shows its option groups and goes into the cart with them", async ({ page }, info) => {
    await page.goto("/shop/bundles/ashless-one-starter-kit");
    const groups = page.locator("form.add-to-cart fieldset");
    expect(await groups.count()).toBeGreaterThan(1);
    await expectAccessible(page);
    await addToCart(page, info);
    await page.goto("/cart");
    await expect(page.getByRole("link", { name: "Ashless One Starter Kit" })).toBeVisible();
    await expectAccessible(page);
  });

  test("an out-of-stock product cannot be added", async ({ page }) => {
    await page.goto("/p/ASH-ACC-CASE");
    await expect(page.getByRole("heading", { level: 1, name: "Ashless Travel Case" })).toBeVisible();
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    await expectAccessible(page);
  });

  // @js: the inline add to cart's refusal, on the product page
  test("asking for more than is in stock says so and keeps the quantity", { tag: "@js" }, async ({ page }) => {
    await page.goto("/p/ASH-STK-SIENNA-C10");
    await page.getByLabel("Quantity").fill("3");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /available|stock/i })).toBeVisible();
    await expect(page.getByLabel("Quantity")).toHaveValue("3");
    await expectAccessible(page);
  });

  // @js: the quantity fetcher's refusal, on its line
  test(
    "a line over the product's quantity limit shows its error on the line",
    { tag: "@js" },
    async ({ page }, info) => {
      await page.goto("/p/ASH-STK-PURPLE-P20");
      await expect(page.getByText("You can buy at most 3 of this product per order.")).toBeVisible();
      await addToCart(page, info);
      await page.goto("/cart");
      const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
      await line.getByLabel("Quantity").fill("5");
      await line.getByRole("button", { name: /^Update/ }).click();
      await expect(line.getByRole("alert").first()).toContainText(/3/);
      await expectAccessible(page);
    },
  );

  test("listing sorts and pages through links", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("link", { name: "Price: low to high" }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole("link", { name: "Price: low to high" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/page 2 of/)).toBeVisible();
    await expectAccessible(page);
  });

  test("unknown pages answer 404 with a helpful page", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectAccessible(page);
  });
});
