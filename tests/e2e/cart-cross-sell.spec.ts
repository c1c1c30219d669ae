import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// product.md §3 xselling_popup: once a device is in the cart, the cart suggests accessories in a
// section of its own; each is added with a plain form, and "No thanks" hides them for this cart
// (scripting off, a fresh guest cart).
test.describe("the cart's cross-selling suggestions", () => {
  test("a device in the cart brings accessories: one added, the rest dismissed", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/shop/devices/ashless-one-device");
    await page
      .getByRole("navigation", { name: /Choose colou?r/ })
      .getByRole("link", { name: "Pearl White" })
      .click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);

    const section = page.getByRole("region", { name: "Complete your kit" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Complete your kit");
    const suggested = section.getByRole("listitem");
    await expect(suggested.first()).toBeVisible();
    const name = (await suggested.first().getByRole("heading", { level: 3 }).textContent())!.trim();
    await expectAccessible(page);

    await section.getByRole("button", { name: `Add ${name} to cart` }).click();
    await expect(page.getByText(`${name} added to your cart.`)).toBeVisible();
    const lines = page.getByRole("list", { name: "Items in your cart" });
    await expect(lines.getByRole("link", { name, exact: true })).toBeVisible();
    // what the cart holds is no longer suggested
    await expect(section.getByRole("heading", { name, exact: true })).toHaveCount(0);

    await section.getByRole("button", { name: /^No thanks/ }).click();
    await expect(page.getByText("Suggestions hidden for this cart.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Complete your kit" })).toHaveCount(0);
    await expect(lines.getByRole("link", { name, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
