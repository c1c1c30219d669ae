import { expect, type Page } from "@playwright/test";
import { addToCart, expectAccessible, test } from "./support";

// Issue 38 (product.md §3 Product, decision 0072): a product's colour (color_label), each colour
// choice with its swatch beside its name, a cart line's colour and thumbnail, and the store
// finder named for what the product's category holds (store_locator_name).

/** The cart's line of the product named `name`. */
async function cartLine(page: Page, name: string) {
  await page.goto("/cart");
  return page
    .getByRole("list", { name: "Items in your cart" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

test("a device's colour: its choices with swatches, said on the page and on its cart line", async ({ page }, info) => {
  await page.goto("/shop/devices/ashless-one-device");
  await expect(page.getByText("Colour: Midnight Black", { exact: true })).toBeVisible();
  const colours = page.getByRole("navigation", { name: "Choose colour" });
  // the swatch is beside the name, which stays the link's name
  const white = colours.getByRole("link", { name: "Pearl White", exact: true });
  await expect(white.locator(".swatch")).toHaveCSS("background-color", "rgb(242, 239, 233)");
  await expect(colours.getByRole("link", { name: "Copper (out of stock)" }).locator(".swatch")).toHaveCSS(
    "background-color",
    "rgb(184, 115, 51)",
  );
  await expectAccessible(page);

  await white.click();
  await expect(page.getByText("Colour: Pearl White", { exact: true })).toBeVisible();
  await addToCart(page, info);
  const line = await cartLine(page, "Ashless One Heating Device");
  await expect(line.getByText("Colour: Pearl White", { exact: true })).toBeVisible();
  // the small picture is the chosen colour's thumbnail, a close-up of its own
  await expect(line.locator("img").first()).toHaveAttribute("src", /ashless-one-device-pearl-white--thumb\.svg$/);
  await expect(line.locator("img").first()).toHaveAttribute("alt", "");
  await expectAccessible(page);
});

test("an accessory's own colour, on its page and its cart line", async ({ page }, info) => {
  await page.goto("/shop/accessories/ashless-stick-holder");
  await expect(page.getByText("Colour: Gunmetal", { exact: true })).toBeVisible();
  await addToCart(page, info);
  const line = await cartLine(page, "Ashless Stick Holder");
  await expect(line.getByText("Colour: Gunmetal", { exact: true })).toBeVisible();
  await expect(line.locator("img").first()).toHaveAttribute("src", /ashless-stick-holder--thumb\.svg$/);
  const picture = await page.request.get((await line.locator("img").first().getAttribute("src"))!);
  expect(await picture.text()).toContain('width="200" height="200"');
});

test("a product page links the store finder, which says what it searches for", async ({ page }) => {
  await page.goto("/shop/devices/ashless-prime-device");
  await page.getByRole("link", { name: "Find a store that sells heating devices" }).click();
  await expect(page).toHaveURL(/\/stores\?category=devices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find a store that sells heating devices" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Postcode or town").fill("m4 3ah");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page).toHaveURL(/\/stores\?q=m4\+3ah&category=devices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find a store that sells heating devices" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "10 stores nearest to M4 3AH" })).toBeVisible();
  await page.getByRole("navigation", { name: "Store result pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/category=devices/);
  await expect(page.getByRole("heading", { level: 1, name: "Find a store that sells heating devices" })).toBeVisible();
  await expectAccessible(page);

  // the name is the category's own, never the address's: anything else leaves the plain finder
  await page.goto("/stores?category=heating+devices+and+free+money");
  await expect(page.getByRole("heading", { level: 1, name: "Find a store", exact: true })).toBeVisible();
  // a sticks page names sticks; an accessory's category has no store-finder name, so no link
  await page.goto("/shop/sticks/single-packs/amber-tobacco-sticks-pack-20");
  await expect(page.getByRole("link", { name: "Find a store that sells heated sticks" })).toHaveAttribute(
    "href",
    "/stores?category=sticks%2Fsingle-packs",
  );
  await page.goto("/shop/accessories/ashless-stick-holder");
  await expect(page.getByRole("link", { name: /Find a store that sells/ })).toHaveCount(0);
});
