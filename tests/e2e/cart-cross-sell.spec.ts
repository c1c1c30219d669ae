import { expect, type Page, type TestInfo } from "@playwright/test";
import { addToCart, expectAccessible, test } from "./support";

// product.md §3 xselling_popup: once a device is in the cart, the cart suggests accessories in a
// section of its own; each is added with a plain form, and "No thanks" hides them for this cart
// (scripting off, a fresh guest cart).
/** The Pearl White device, added from its page (scripting off: the cart comes next). */
async function addTheWhiteDevice(page: Page, info: TestInfo) {
  await page.goto("/shop/devices/ashless-one-device");
  await page
    .getByRole("navigation", { name: /Choose colou?r/ })
    .getByRole("link", { name: "Pearl White" })
    .click();
  await addToCart(page, info);
}

test.describe("the cart's cross-selling suggestions", () => {
  test("a device in the cart brings accessories: one added, the rest dismissed", async ({ page }, info) => {
    test.setTimeout(90_000);
    await addTheWhiteDevice(page, info);

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

  // @js: with scripting, suggestions not seen yet pop up once as a modal dialog; Esc or Close
  // puts them back in the page as the section
  test("with scripting, new suggestions pop up once as a dialog", { tag: "@js" }, async ({ page }, info) => {
    test.setTimeout(90_000);
    await addTheWhiteDevice(page, info);
    await page.goto("/cart");
    const dialog = page.getByRole("dialog", { name: "Complete your kit" });
    if (info.project.use.javaScriptEnabled === false) {
      // without scripting there is no dialog: the section is the suggestions
      await expect(page.getByRole("region", { name: "Complete your kit" })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      return;
    }
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await expect(dialog.getByRole("listitem").first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    const section = page.getByRole("region", { name: "Complete your kit" });
    await expect(section).toBeVisible();
    // seen once: the next visit shows the section only
    await page.reload();
    await expect(section).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
