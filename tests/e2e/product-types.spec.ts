import { expect } from "@playwright/test";
import { expectAccessible, expectCartCount, jsEnabled, test } from "./support";

// The grouped and downloadable products (product.md §3 product types): a grouped product's items
// each with a quantity of its own, added by one plain form; a downloadable one's files and samples.

// @js: with scripting the form goes through a fetcher and the page stays
test("a grouped product adds the items chosen, each in its own quantity", { tag: "@js" }, async ({ page }, info) => {
  await page.goto("/shop/accessories");
  const card = page.getByRole("listitem").filter({ hasText: "Ashless Care Set" });
  await expect(card).toContainText("From £3.50");
  await card.getByRole("link", { name: "Ashless Care Set" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Ashless Care Set" })).toBeVisible();

  const items = page.getByRole("group", { name: "How many of each? Leave 0 to skip one." });
  await expect(items.getByLabel("Ashless Cleaning Kit · £7.50")).toHaveValue("1");
  await expect(items.getByLabel("Ashless Cleaning Sticks, Pack of 30 · £3.50")).toHaveValue("2");
  await expect(items.getByLabel("Ashless Stick Holder · £9.90")).toHaveValue("1");
  // an item out of stock is shown, without a field
  await expect(items.getByRole("listitem").filter({ hasText: "Ashless Travel Case" })).toHaveText(
    "Ashless Travel Case · £14.90 (out of stock)",
  );
  await expect(items.getByRole("spinbutton")).toHaveCount(3);
  await expectAccessible(page);

  // nothing chosen: the form says so and keeps what was typed
  for (const field of await items.getByRole("spinbutton").all()) await field.fill("0");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter how many you want of at least one item.");
  await expect(items.getByLabel("Ashless Cleaning Kit · £7.50")).toHaveValue("0");
  await expectAccessible(page);

  await items.getByLabel("Ashless Cleaning Kit · £7.50").fill("1");
  await items.getByLabel("Ashless Cleaning Sticks, Pack of 30 · £3.50").fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  if (jsEnabled(info)) {
    await expect(page.getByText("Added your choice to your cart.")).toBeVisible();
    await expectCartCount(page, 3);
    await page.getByRole("link", { name: "Cart 3 items", exact: true }).click();
  } else {
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByText("Added 1 × Ashless Cleaning Kit, 2 × Ashless Cleaning Sticks, Pack of 30 to your cart."),
    ).toBeVisible();
  }
  const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Ashless Cleaning Kit" })).toBeVisible();
  await expect(lines.filter({ hasText: "Ashless Cleaning Sticks, Pack of 30" }).getByLabel("Quantity")).toHaveValue(
    "2",
  );
  await expect(page.locator(".summary .total").last()).toHaveText("£14.50");
});

test("a downloadable guide shows its files and free samples, and its cart ships nothing", async ({ page, request }) => {
  await page.goto("/search?q=flavour+guide");
  await page.getByRole("link", { name: "The Ashless Flavour Guide" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "The Ashless Flavour Guide" })).toBeVisible();
  const downloads = page.getByRole("region", { name: "Your downloads" });
  await expect(downloads.getByRole("listitem")).toHaveText([
    "The Ashless Flavour Guide (PDF, 24 pages) · Free sample of The Ashless Flavour Guide (PDF, 24 pages)",
    "Flavour chart to print (PDF, A4)",
    "Read the first pages (PDF) (free)",
  ]);
  // where the files are delivered (decision 0071)
  await expect(downloads.getByRole("link", { name: "Your downloads" })).toHaveAttribute("href", "/account/downloads");
  const sample = downloads.getByRole("link", { name: "Read the first pages (PDF)" });
  const file = await request.get((await sample.getAttribute("href"))!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Added 1 × The Ashless Flavour Guide to your cart.")).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).not.toContainText("Delivery");
  await expect(page.locator(".summary .total").last()).toHaveText("£2.99");
  await expectAccessible(page);
});
