// Your downloads (decision 0071) with scripting off: a new customer, registered and given an order
// of the flavour guide through the sandbox's APIs (placed, its card payment not yet made), finds
// both of its files listed as waiting for the payment, with nothing to download yet. The paid
// path (the PDF passed on) is in tests/integration/downloads-routes.test.ts.
import { expect } from "@playwright/test";
import { h1 } from "./account-support";
import { customer } from "./pack-support";
import { ADDRESS, graphql, placeOrderOf, sandboxOrigin } from "./subscription-support";
import { expectAccessible, test } from "./support";

test("a bought guide's files wait for its payment on Your downloads", async ({ page }, info) => {
  const origin = sandboxOrigin(info);
  const { email, password, token } = await customer(info);
  const cartId = (await graphql(origin, token, "{ customerCart { id } }")).customerCart.id as string;
  await graphql(
    origin,
    token,
    `
      mutation ($cartId: String!, $address: CartAddressInput!) {
        addSimpleProductsToCart(
          input: { cart_id: $cartId, cart_items: [{ data: { sku: "ASH-DL-FLAVOUR-GUIDE", quantity: 1 } }] }
        ) {
          cart {
            is_virtual
          }
        }
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) {
          cart {
            id
          }
        }
        setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "ashless_card" } }) {
          cart {
            id
          }
        }
      }
    `,
    { cartId, address: ADDRESS },
  );
  const number = await placeOrderOf(origin, token, cartId);

  await page.goto("/login?redirectTo=%2Faccount%2Fdownloads");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(h1(page, "Your downloads")).toBeVisible();
  const files = page.getByRole("listitem").filter({ hasText: `of order ${number}` });
  await expect(files).toHaveCount(2);
  await expect(files.first()).toContainText("It can be downloaded once your payment has gone through.");
  await expect(page.getByRole("link", { name: /^Download \(PDF\)/ })).toHaveCount(0);
  await expectAccessible(page);
  // a file not yet paid for, asked for by its address, is refused with a message, not served
  await page.goto(`/account/downloads/${number}-1`);
  await expect(h1(page, "Your downloads")).toBeVisible();
  await expect(page.getByText("That file isn't available to download.", { exact: false })).toBeVisible();
});
