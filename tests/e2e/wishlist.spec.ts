// The wishlist (product.md §8) as a customer meets it, with scripting off and (@js) on: saved from a
// product page (a guest signs in first and comes back; the wishlist page itself ships no scripts), listed on /account/wishlist, moved to the
// cart or removed; and the three errors of product.md §8, each from the sandbox's own rules: an
// out-of-stock product (OUT_OF_STOCK) and a device saved without its colour (UNDEFINED) stay
// with the reason beside them; an item no longer in the list (NOT_FOUND) is said at the top.
// Each test is a new customer whose wishlist is set up through the sandbox's API.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible, expectCartCount, test } from "./support";
import { h1, notice } from "./account-support";
import { graphql, PASSWORD, sandboxOrigin } from "./subscription-support";
import { post } from "./pack-support";

interface Shopper {
  email: string;
  token: string;
  wishlistId: string;
}

/** A new customer registered on the sandbox platform, with their commerce token and wish list. */
async function newShopper(info: TestInfo): Promise<Shopper> {
  const origin = sandboxOrigin(info);
  const email = `wish-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const grant = await post(`${origin}/platform/users`, {
    email,
    password: PASSWORD,
    first_name: "Wren",
    last_name: "Ashby",
    date_of_birth: "1989-05-06",
    consents: [{ id: "gdpr-privacy", accepted: true }],
  });
  const token = (grant.tokens as { commerce: string }).commerce;
  const data = await graphql(origin, token, "{ customer { wishlists { id } } }");
  const wishlistId = (data.customer.wishlists as { id: string }[])[0].id;
  return { email, token, wishlistId };
}

/** Saves products to the shopper's wish list through the API; answers the new items' ids by sku. */
async function save(info: TestInfo, shopper: Shopper, items: { sku: string; parent_sku?: string }[]) {
  const data = await graphql(
    sandboxOrigin(info),
    shopper.token,
    `
      mutation ($id: ID!, $items: [WishlistItemInput!]!) {
        addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
          wishlist {
            items_v2 {
              items {
                id
                product {
                  sku
                }
              }
            }
          }
          user_errors {
            message
          }
        }
      }
    `,
    { id: shopper.wishlistId, items: items.map((i) => ({ quantity: 1, ...i })) },
  );
  const out = data.addProductsToWishlist as {
    wishlist: { items_v2: { items: { id: string; product: { sku: string } }[] } };
    user_errors: unknown[];
  };
  expect(out.user_errors).toEqual([]);
  return Object.fromEntries(out.wishlist.items_v2.items.map((i) => [i.product.sku, i.id]));
}

async function logIn(page: Page, email: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

const line = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Saved products" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name }) });

const CABLE = "Ashless USB-C Charging Cable";
const CASE = "Ashless Travel Case";
const DEVICE = "Ashless One Heating Device";

test.describe("the wishlist", () => {
  test("saved from a product page after signing in, then moved to the cart @js", async ({ page }, info) => {
    const shopper = await newShopper(info);
    await page.goto("/p/ASH-ACC-CABLE");
    await expect(h1(page, CABLE)).toBeVisible();
    const productUrl = page.url();
    // a guest is asked to sign in, and comes back to the product, saved
    await page.getByRole("button", { name: "Save to wishlist" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(notice(page, "Log in or create an account, and we'll save it to your wishlist.")).toBeVisible();
    await logIn(page, shopper.email);
    await expect(page).toHaveURL(productUrl);
    await expect(page.getByText(`${CABLE} is saved to your wishlist.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Save to wishlist" })).toHaveCount(0);
    await page.getByRole("link", { name: "View your wishlist" }).click();

    await expect(h1(page, "Wishlist")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Wishlist" }),
    ).toHaveAttribute("aria-current", "page");
    const item = line(page, CABLE);
    await expect(item.getByRole("link", { name: CABLE })).toHaveAttribute("href", new URL(productUrl).pathname);
    await expect(item.locator("img")).toHaveAttribute("src", /^http/);
    await expect(item.locator(".price")).toHaveText(/^£\d+\.\d\d$/);
    await expect(item.getByText("In stock")).toBeVisible();
    await expectAccessible(page);

    await item.getByRole("button", { name: `Add to cart ${CABLE}` }).click();
    await expect(notice(page, `${CABLE} is in your cart now.`)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/wishlist$/);
    await expectCartCount(page, 1);
    // it left the list (Magento's rule)
    await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Visit the shop" })).toHaveAttribute("href", "/shop");
    await expectAccessible(page);
  });

  test("an item that cannot go to the cart says why; one already gone, and Remove", async ({ page }, info) => {
    const shopper = await newShopper(info);
    // out of stock in the seed; a device without its colour; an item removed behind the page's back
    const ids = await save(info, shopper, [{ sku: "ASH-ACC-CASE" }, { sku: "ASH-DEV-ONE" }, { sku: "ASH-ACC-CABLE" }]);
    await page.goto("/login?redirectTo=%2Faccount%2Fwishlist");
    await logIn(page, shopper.email);
    await expect(h1(page, "Wishlist")).toBeVisible();
    await expect(line(page, CASE).getByText("Out of stock")).toBeVisible();

    // OUT_OF_STOCK: beside the item, which stays
    await line(page, CASE)
      .getByRole("button", { name: `Add to cart ${CASE}` })
      .click();
    await expect(line(page, CASE).getByRole("alert")).toHaveText(
      "Sorry, this product is out of stock, so it stays in your wishlist.",
    );
    await expect(page.getByRole("list", { name: "Saved products" }).getByRole("listitem")).toHaveCount(3);
    await expectAccessible(page);

    // UNDEFINED: the cart wants the device's colour
    await line(page, DEVICE)
      .getByRole("button", { name: `Add to cart ${DEVICE}` })
      .click();
    await expect(line(page, DEVICE).getByRole("alert")).toHaveText(/^We couldn't add this item to your cart\./);
    await expect(line(page, CASE).getByRole("alert")).toHaveCount(0);

    // NOT_FOUND: removed elsewhere (another tab, the app) after this page was drawn
    await graphql(
      sandboxOrigin(info),
      shopper.token,
      `
        mutation ($id: ID!, $ids: [ID!]!) {
          removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
            user_errors {
              message
            }
          }
        }
      `,
      { id: shopper.wishlistId, ids: [ids["ASH-ACC-CABLE"]] },
    );
    await line(page, CABLE)
      .getByRole("button", { name: `Add to cart ${CABLE}` })
      .click();
    await expect(notice(page, "This item is no longer in your wishlist.")).toBeVisible();
    await expect(line(page, CABLE)).toHaveCount(0);
    await expectCartCount(page, 0);

    await line(page, CASE)
      .getByRole("button", { name: `Remove ${CASE}` })
      .click();
    await expect(notice(page, `${CASE} has been removed from your wishlist.`)).toBeVisible();
    await expect(line(page, CASE)).toHaveCount(0);
    await expect(line(page, DEVICE)).toHaveCount(1);
  });
});
