import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// product.md §3 and §7: an offer's hint on the product page, then the free gift chosen in the
// cart with a plain form (scripting off), in a fresh guest cart.
test.describe("offers and a free gift the shopper chooses", () => {
  test("the product page gives the offer's hint; the cart's form adds the chosen gift", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/shop/accessories/ashless-cleaning-sticks-box-5-packs");
    const offer = page.locator(".notice--info", { hasText: "Choose a free accessory" });
    await expect(offer).toContainText("Free gift: Choose a free accessory");
    await expect(offer).toContainText(
      "How to get it: Add the box of 5 cleaning-stick packs to your cart, then choose your gift in the cart.",
    );
    await expect(offer).toContainText("Ashless Travel Case (Out of stock at the moment)");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole("list", { name: "Items in your cart" }).locator(":scope > li").first();
    await expect(line.getByRole("list", { name: /^Offers on/ })).toHaveText(
      "Free gift: Choose a free accessory. Applies to your cart.",
    );
    const gifts = line.getByRole("group", { name: /^Choose your free gift/ });
    await expect(gifts.getByLabel(/^Ashless Travel Case/)).toBeDisabled();
    await expect(gifts).toContainText("Ashless Travel Case (Out of stock at the moment.)");

    // none ticked: nothing is added, and the page says so beside the boxes
    await line.getByRole("button", { name: /^Add gift/ }).click();
    await expect(page.locator("[id^=gift-error-]")).toHaveText("Choose a gift first.");
    await expectAccessible(page);

    // too many: refused beside the boxes, the ticks kept
    await gifts.getByLabel("Ashless Stick Holder").check();
    await gifts.getByLabel("Ashless USB-C Charging Cable").check();
    await line.getByRole("button", { name: /^Add gift/ }).click();
    await expect(page.locator("[id^=gift-error-]")).toHaveText(
      "You can choose 1 free gift with Ashless Cleaning Sticks, Box of 5 Packs.",
    );
    await expect(gifts.getByLabel("Ashless Stick Holder")).toBeChecked();
    await expect(gifts.getByLabel("Ashless USB-C Charging Cable")).toBeChecked();

    // one gift: added as a free line, and the choice is gone
    await gifts.getByLabel("Ashless Stick Holder").uncheck();
    await line.getByRole("button", { name: /^Add gift/ }).click();
    await expect(page.getByText("Ashless USB-C Charging Cable added to your cart, free.")).toBeVisible();
    // the cart's lines (each line's offers are a list of their own)
    const cartLines = page.getByRole("list", { name: "Items in your cart" }).locator(":scope > li");
    await expect(cartLines).toHaveCount(2);
    await expect(cartLines.nth(1)).toContainText("Ashless USB-C Charging Cable");
    await expect(cartLines.nth(1)).toContainText("Free gift");
    await expect(page.getByRole("group", { name: /^Choose your free gift/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});
