import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import {
  addProductAndOpenCart,
  checkoutFromCart,
  deliveryAddress,
  errorSummary,
  expectStep,
  SHOPPER,
  submitContact,
  uniqueEmail,
} from "./checkout-support";

// Finding things (issue 12). The store finder: a GET form, results by distance with paging,
// and each store's own page. The address lookup in the checkout: GOV.UK's "find address".
test("find the stores nearest a postcode, page through them and open one", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stores" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Postcode or town").fill("m4 3ah");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page).toHaveURL(/\/stores\?q=m4\+3ah/);
  await expect(page.getByRole("heading", { name: "10 stores nearest to M4 3AH" })).toBeVisible();
  const names = page.getByRole("listitem").getByRole("heading", { level: 3 });
  await expect(names).toHaveText([
    "Ashless Manchester Arndale",
    "Ashless Leeds Briggate",
    "Ashless Birmingham Bullring",
    "Ashless Bristol Cabot Circus",
    "Ashless Cardiff Queen Street",
  ]);
  const first = page.getByRole("article", { name: "Ashless Manchester Arndale" });
  await expect(first.getByText("0.2 miles away")).toBeVisible();
  await expect(first.locator("address")).toHaveText(/49 High Street\s*Manchester\s*M4 3AH/);
  await expect(first.getByText("Collect online orders (Ship to store)")).toBeVisible();
  await first.locator("summary").click();
  await expect(first.getByRole("row", { name: "Sunday 11:00 to 17:00" })).toBeVisible();
  await expect(first.getByRole("link", { name: /Directions to Ashless Manchester Arndale/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=53.4833,-2.2382",
  );
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Store result pages" }).getByRole("link", { name: "Next" }).click();
  await expect(names.first()).toHaveText("Ashless Covent Garden");
  await expect(page.locator("ol.store-list")).toHaveAttribute("start", "6");

  await page.getByRole("link", { name: "Ashless Edinburgh Princes Street", exact: true }).click();
  await expect(page).toHaveURL(/\/stores\/edinburgh-princes-street$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ashless Edinburgh Princes Street" })).toBeVisible();
  // written the way people read it; the link dials the full number
  await expect(page.getByRole("link", { name: "0131 946 0000" })).toHaveAttribute("href", "tel:+441319460000");
  await expect(page.getByRole("row", { name: "Thursday 9:00 to 20:00" })).toBeVisible();
  await expectAccessible(page);
});

test("a town by name; a query it cannot use or place is explained beside the field", async ({ page }) => {
  await page.goto("/stores?q=Birmingham");
  await expect(page.getByRole("listitem").getByRole("heading", { level: 3 }).first()).toHaveText(
    "Ashless Birmingham Bullring",
  );

  const field = page.getByLabel("Postcode or town");
  await field.fill("Atlantis");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.locator("#store-q-error")).toHaveText(/We could not find “Atlantis”/);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("Atlantis");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(0);
  await expectAccessible(page);

  const response = await page.goto("/stores?q=%3Cb%3E");
  expect(response?.status()).toBe(400);
  await expect(page.locator("#store-q-error")).toHaveText(/letters, numbers and spaces/);
  expect((await page.goto("/stores/no-such-store"))?.status()).toBe(404);
});

// @js: the lookup and the choice are submitted by script, the page kept
test(
  "checkout: find the address by postcode, choose it, and keep everything typed",
  { tag: "@js" },
  async ({ page }, info) => {
    await addProductAndOpenCart(page, info, "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20");
    await checkoutFromCart(page);
    await submitContact(page, uniqueEmail("lookup"));
    const group = deliveryAddress(page);
    await group.getByLabel("First name").fill(SHOPPER.firstname);
    await group.getByLabel("Last name").fill(SHOPPER.lastname);
    await group.getByLabel("Phone number").fill(SHOPPER.telephone);

    const lookup = group.getByLabel("Find your address");
    await lookup.fill("zz1 1zz");
    await group.getByRole("button", { name: "Find address" }).click();
    await expect(errorSummary(page).getByRole("link", { name: /could not find an address for ZZ1 1ZZ/ })).toBeVisible();
    await expect(lookup).toHaveAttribute("aria-invalid", "true");
    await expect(group.getByLabel("First name")).toHaveValue(SHOPPER.firstname);

    await lookup.fill("ec1a1bb");
    await group.getByRole("button", { name: "Find address" }).click();
    const found = group.getByRole("group", { name: "5 addresses found for EC1A 1BB" });
    await expect(found.getByRole("radio")).toHaveCount(5);
    await expect(group.getByLabel("Last name")).toHaveValue(SHOPPER.lastname);
    await expect(group.getByLabel("Phone number")).toHaveValue(SHOPPER.telephone);
    await expect(group.getByRole("link", { name: "Enter the address manually" })).toHaveAttribute(
      "href",
      `#${await group.getByLabel("Address line 1").getAttribute("id")}`,
    );
    await expectAccessible(page);

    await found.getByLabel("3 Long Lane, London, EC1A 1BB").check();
    await group.getByRole("button", { name: "Use this address" }).click();
    await expect(group.getByRole("status")).toHaveText(/We have filled in 3 Long Lane, London, EC1A 1BB below/);
    await expect(group.getByLabel("Address line 1")).toHaveValue("3 Long Lane");
    await expect(group.getByLabel("Town or city")).toHaveValue("London");
    await expect(group.getByLabel("Postcode", { exact: true })).toHaveValue("EC1A 1BB");
    await expect(group.getByLabel("First name")).toHaveValue(SHOPPER.firstname);
    await expect(group.getByLabel("Phone number")).toHaveValue(SHOPPER.telephone);
    await expectAccessible(page);

    await group.getByLabel("County, state or region").selectOption({ label: SHOPPER.region });
    await page.getByRole("button", { name: "Continue to delivery" }).click();
    await expectStep(page, "delivery");
    await expect(page.getByText(/Long Lane/).first()).toBeVisible();
  },
);

// Titles name the page once, then the shop (issue 40, 15): a tab, a bookmark or a screen
// reader's list of windows tells pages apart, and an error page says what went wrong.
test("each page's title names it once, error pages included", async ({ page }) => {
  const titles: Record<string, string> = {
    "/faq": "Frequently asked questions · Ashless",
    "/no-such-page": "Page not found · Ashless",
    "/shop/no-such-product": "Page not found · Ashless",
    "/cart": "Your cart · Ashless",
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});
