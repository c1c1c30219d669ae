import type { ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import { startStorefront, stop } from "./processes";
import { test } from "./support";

// product.md §2: product links come from the sku → pdpLink mapping list (PRODUCT_LINK_MODE=
// sku-mapping) or from the url key and first category path (the default, every other spec). This
// storefront runs the mapping mode against the suite's sandbox, whose content service holds the list
// (server/sandbox/content/seed/product-mapping.ts).
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
test.describe("sku-mapping mode", () => {
  let shop: { child: ChildProcess; origin: string };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shop = await startStorefront(SANDBOX, { env: { PRODUCT_LINK_MODE: "sku-mapping" } });
  });
  test.afterAll(async () => {
    if (shop) await stop(shop.child);
  });

  test("in sku-mapping mode a mapped product links to its pdpLink, an unmapped one through /p/{sku}", async ({
    page,
  }) => {
    await page.goto(`${shop.origin}/shop/sticks`);
    const amber = page.getByRole("link", { name: "Amber Tobacco Sticks, Pack of 20" }).first();
    // the mapping's link, not the url-key one (/shop/sticks/single-packs/…)
    await expect(amber).toHaveAttribute("href", "/shop/sticks/amber-tobacco-sticks-pack-20");
    const teak = page.getByRole("link", { name: "Teak Sticks, Pack of 20" }).first();
    await expect(teak).toHaveAttribute("href", "/p/ASH-STK-TEAK-P20");

    await amber.click();
    await expect(page).toHaveURL(`${shop.origin}/shop/sticks/amber-tobacco-sticks-pack-20`);
    await expect(page.getByRole("heading", { level: 1, name: "Amber Tobacco Sticks, Pack of 20" })).toBeVisible();

    // an unmapped sku's link redirects to its url-key page
    await page.goto(`${shop.origin}/shop/sticks`);
    await page.getByRole("link", { name: "Teak Sticks, Pack of 20" }).first().click();
    await expect(page).toHaveURL(`${shop.origin}/shop/sticks/single-packs/teak-sticks-pack-20`);
    await expect(page.getByRole("heading", { level: 1, name: "Teak Sticks, Pack of 20" })).toBeVisible();
  });
});

test("the default url-key mode links the same product by its category path", async ({ page }) => {
  await page.goto("/shop/sticks");
  await expect(page.getByRole("link", { name: "Amber Tobacco Sticks, Pack of 20" }).first()).toHaveAttribute(
    "href",
    "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20",
  );
});
