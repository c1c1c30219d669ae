// A signed-in customer's cart, with scripting off and on, on both platform flavours: every
// cart change must carry the customer's token (the commerce side refuses a customer cart
// without it). The customer adds, changes the quantity, removes a line, applies and removes
// a discount code on the cart and on the payment step, checks out, and finds the order.
import { expect, type Page } from "@playwright/test";
import { register } from "./account-support";
import { chooseDelivery, fillDeliveryAddress, placeOrder, submitAddress } from "./checkout-support";
import { addToCart, expectAccessible, expectCartCount, test } from "./support";

const AMBER = "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20";
const RUBY = "/shop/sticks/single-packs/ruby-berry-sticks-pack-20";

async function applyCode(page: Page, code: string) {
  await page.getByLabel(/^(Code|Use a different code)$/).fill(code);
  await page.getByRole("button", { name: "Apply code" }).click();
  await expect(page.getByText(`Applied: ${code}`)).toBeVisible();
}

async function removeCode(page: Page, code: string) {
  await page.getByRole("button", { name: /^Remove discount code/ }).click();
  await expect(page.getByText(`Applied: ${code}`)).toHaveCount(0);
}

test.describe.configure({ timeout: 180_000 });

test(
  "a signed-in customer changes the cart, uses a code, checks out and finds the order",
  { tag: "@both-flavours" },
  async ({ page }, info) => {
    await register(page, "Morgan");
    await page.goto(AMBER);
    await addToCart(page, info);
    await page.goto(RUBY);
    await addToCart(page, info);
    await page.goto("/cart");
    await expectCartCount(page, 2);

    const lines = page.getByRole("list", { name: "Items in your cart" });
    const amber = lines.getByRole("listitem").filter({ hasText: "Amber Tobacco Sticks" });
    await amber.getByLabel(/^Quantity/).fill("2");
    await amber.getByRole("button", { name: /^Update quantity/ }).click();
    await expectCartCount(page, 3);
    await expect(amber.getByLabel(/^Quantity/)).toHaveValue("2");

    await lines
      .getByRole("listitem")
      .filter({ hasText: "Ruby Berry Sticks" })
      .getByRole("button", { name: /^Remove Ruby/ })
      .click();
    await expect(lines.getByText("Ruby Berry Sticks")).toHaveCount(0);
    await expectCartCount(page, 2);

    await applyCode(page, "WELCOME10");
    await expectAccessible(page);
    await removeCode(page, "WELCOME10");

    // the customer's e-mail is known: the checkout starts at the address
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await fillDeliveryAddress(page);
    await submitAddress(page);
    await chooseDelivery(page, /^Tracked delivery/);
    await applyCode(page, "WELCOME10");
    await expectAccessible(page);
    await removeCode(page, "WELCOME10");
    await applyCode(page, "WELCOME10");
    const number = await placeOrder(page);

    await page.goto("/account/orders");
    await expect(page.getByRole("link", { name: new RegExp(number) })).toBeVisible();
    await expectAccessible(page);
  },
);
