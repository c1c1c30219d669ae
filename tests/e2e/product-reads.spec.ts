// The catalogue reads a page makes about skus it already has (product.md §7, decision 0073), with
// scripting off: a carton's page says what three cost (getProductPrice) from a plain GET form and
// refuses a quantity it does not allow beside the field; the demo customer's orders list and an
// order's page show each product's picture described by its alt text (getProductImageDescription),
// the order's "Buy these again" says what each costs now (getProductsEssentials), and removing a
// device shows its picture (getProductImage). The demo customer is only read. axe on each page.
// The carton's also runs with scripting on (@js): the server-drawn form is a plain GET after hydration.
import { expect, type Page } from "@playwright/test";
import { h1 } from "./account-support";
import { expectValidHtml } from "./html-validator";
import { expectAccessible, test } from "./support";

const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };
const CARTON = "/shop/sticks/cartons/amber-tobacco-sticks-carton-10";

async function logIn(page: Page, to: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/** Every picture in `scope` is described, and its address answers with a picture. */
async function expectDescribedPictures(scope: ReturnType<Page["locator"]>, atLeast: number) {
  const pictures = scope.locator("img");
  expect(await pictures.count()).toBeGreaterThanOrEqual(atLeast);
  for (const img of await pictures.all()) {
    await expect(img).toHaveAttribute("alt", /\S/);
    const picture = await scope.page().request.get((await img.getAttribute("src"))!);
    expect(picture.ok()).toBe(true);
    expect(picture.headers()["content-type"]).toMatch(/^image\//);
  }
}

test.describe("what the shop knows of skus a page already has", () => {
  test.slow();

  test("a carton's page says what three cost, and what they save @js", async ({ page }) => {
    await page.goto(CARTON);
    const tiers = page.getByRole("region", { name: "Buy more, save more" });
    await tiers.getByLabel("What would this many cost?").fill("3");
    await tiers.getByRole("button", { name: "Check price" }).click();
    await expect(page).toHaveURL(/\?qty=3$/);
    await expect(tiers.getByRole("status")).toHaveText(
      "3 × Amber Tobacco Sticks, Carton of 10 Packs: £147.00 (£49.00 each, the price for 3 or more). You save £9.00.",
    );
    await expect(tiers.getByLabel("What would this many cost?")).toHaveValue("3");
    await expectAccessible(page);

    await page.goto(`${CARTON}?qty=0`);
    const field = tiers.getByLabel("What would this many cost?");
    await expect(field).toHaveValue("0");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Enter a whole number from 1 to \d+\./);
    await expect(tiers.getByRole("status")).toHaveCount(0);
    await expectAccessible(page);
    for (const query of ["?qty=3", "?qty=0"]) {
      const res = await page.request.get(`${CARTON}${query}`);
      await expectValidHtml(await res.text(), `${CARTON}${query}`);
    }
  });

  test("the demo customer's orders and an order show each product's picture, and what it costs now", async ({
    page,
  }) => {
    await logIn(page, "/account/orders");
    await expect(h1(page, "Your orders")).toBeVisible({ timeout: 30_000 });
    const rows = page.getByRole("table").getByRole("row");
    const first = rows.nth(1);
    await expectDescribedPictures(first, 1);
    await expectAccessible(page);

    await first.getByRole("link").first().click();
    await expect(h1(page, /^Order \d+$/)).toBeVisible();
    await expectDescribedPictures(page.getByRole("table", { name: "Items in this order" }), 1);
    const now = page.getByRole("region", { name: "Buy these again" }).getByRole("list", { name: "What they cost now" });
    await expect(now.getByRole("listitem").first()).toHaveText(
      /: £\d+\.\d\d each(, as you paid| now, (up|down) from the £\d+\.\d\d you paid)\. (In stock|Out of stock)\./,
    );
    await expectAccessible(page);
  });

  test("removing a device shows its picture first", async ({ page }) => {
    await logIn(page, "/account/devices?unassign=ASHDEMO002");
    const confirm = page.getByRole("region", { name: "Remove Ashless One from your account?" });
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    await expectDescribedPictures(confirm, 1);
    await expect(confirm.getByRole("img")).toHaveAttribute("alt", /Ashless One/);
    await expectAccessible(page);
  });
});
