// Cart line errors (product.md §8) beside their lines, with scripting off: a customer who already
// subscribes to Ruby Berry packs has them in the cart again (ONGOING_SUBSCRIPTION) next to three
// packs of Turquoise Mint, which sells in fives (ITEM_INCREMENT). The cart is filled through the
// sandbox's commerce API with the customer's token; checking out waits until both are fixed.
import { expect } from "@playwright/test";
import { h1 } from "./account-support";
import { graphql, PASSWORD, sandboxOrigin, subscriber } from "./subscription-support";
import { expectAccessible, test } from "./support";

const ADD = `
  mutation ($cartId: String!, $items: [SimpleProductCartItemInput!]!) {
    addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: $items }) {
      cart {
        id
      }
    }
  }
`;

test("each line's error shows beside it; the quantity fixes one, removing the other", async ({ page }, info) => {
  // set-up through two services and an order, on a shared two-core machine
  test.slow();
  const { email, token } = await subscriber(info, [["ASH-STK-RUBY-P20-SUB", 1]]);
  const origin = sandboxOrigin(info);
  const cartId = (await graphql(origin, token, "{ customerCart { id } }")).customerCart.id as string;
  await graphql(origin, token, ADD, {
    cartId,
    items: [
      { data: { sku: "ASH-STK-RUBY-P20-SUB", quantity: 1 } },
      { data: { sku: "ASH-STK-TURQUOISE-P20", quantity: 3 } },
    ],
  });

  await page.goto("/login?redirectTo=/cart");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(h1(page, "Your cart")).toBeVisible();

  const lines = page.getByRole("list", { name: "Items in your cart" });
  const ruby = lines.getByRole("listitem").filter({ hasText: "Ruby Berry Sticks" });
  const turquoise = lines.getByRole("listitem").filter({ hasText: "Turquoise Mint Sticks" });
  await expect(ruby.getByRole("alert")).toHaveText(
    "You already have a subscription for this product. You can change it in your account.",
  );
  await expect(turquoise.getByRole("alert")).toHaveText(
    "This product is sold in multiples of 5. Please choose at least 5.",
  );
  // the quantity field is described by its line's error
  await expect(turquoise.getByLabel(/^Quantity/)).toHaveAccessibleDescription(/sold in multiples of 5/);
  await expect(page.getByText("Please fix the problems marked in your cart before checking out.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveCount(0);
  await expectAccessible(page);

  await turquoise.getByLabel(/^Quantity/).fill("7");
  await turquoise.getByRole("button", { name: /^Update quantity/ }).click();
  await expect(turquoise.getByRole("alert")).toHaveText(
    "This product is sold in multiples of 5. Please choose 5, 10, 15 and so on.",
  );
  await turquoise.getByLabel(/^Quantity/).fill("10");
  await turquoise.getByRole("button", { name: /^Update quantity/ }).click();
  await expect(turquoise.getByLabel(/^Quantity/)).toHaveValue("10");
  await expect(turquoise.getByRole("alert")).toHaveCount(0);

  await ruby.getByRole("button", { name: /^Remove Ruby/ }).click();
  await expect(lines.getByText("Ruby Berry Sticks")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
});
