import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// The store finder: a GET form, results by distance with paging, and each store's own page.
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
  await expect(page.getByRole("link", { name: "+441319460000" })).toHaveAttribute("href", "tel:+441319460000");
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
