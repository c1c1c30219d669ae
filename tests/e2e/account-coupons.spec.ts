// Your coupons and partner coupons (product.md §7) with scripting off: a new customer, registered
// and given a cart through the sandbox's APIs, gets a partner's code, finds it in "Your coupons",
// is refused a second one beside the partner (the platform's words), and uses the code in the cart.
import { expect, type Page } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { h1, notice } from "./account-support";
import { customer } from "./pack-support";
import { graphql, PASSWORD, sandboxOrigin } from "./subscription-support";

const card = (page: Page, section: string, heading: string | RegExp) =>
  page
    .getByRole("region", { name: section })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: heading }) });

test("a partner's code, listed in your coupons, refused twice, used in the cart", async ({ page }, info) => {
  const origin = sandboxOrigin(info);
  const { email, token } = await customer(info);
  const cartId = (await graphql(origin, token, "{ customerCart { id } }")).customerCart.id as string;
  await graphql(
    origin,
    token,
    `
      mutation ($cartId: String!) {
        addSimpleProductsToCart(
          input: { cart_id: $cartId, cart_items: [{ data: { sku: "ASH-STK-SILVER-P20", quantity: 2 } }] }
        ) {
          cart {
            id
          }
        }
      }
    `,
    { cartId },
  );

  await page.goto("/login?redirectTo=%2Faccount%2Fcoupons");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(h1(page, "Coupons")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Coupons" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("You have no coupons yet.")).toBeVisible();

  const partner = card(page, "Partner coupons", "City Rides");
  await partner.getByRole("button", { name: "Get a code from City Rides" }).click();
  const issued = notice(page, /^Your City Rides code is RIDE-[0-9A-F]{8}\. It is in your coupons below\.$/);
  await expect(issued).toBeVisible();
  const code = /RIDE-[0-9A-F]{8}/.exec((await issued.textContent()) ?? "")![0];
  const coupon = card(page, "Your coupons", code);
  await expect(coupon.getByText("15% off an order")).toBeVisible();
  await expect(coupon.getByText("From City Rides")).toBeVisible();
  await expect(coupon.getByText(/^Use by \d{1,2} \w+ \d{4}$/)).toBeVisible();

  // one code per member: the platform's refusal, beside the partner
  await partner.getByRole("button", { name: "Get a code from City Rides" }).click();
  await expect(partner.getByRole("alert")).toHaveText(
    `City Rides gives one code per member, and you already have yours: ${code}.`,
  );
  await expectAccessible(page);

  await coupon.getByRole("button", { name: `Use in your cart (${code})` }).click();
  await expect(notice(page, `Discount code ${code} applied.`)).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("main").getByText(code).first()).toBeVisible();
});
