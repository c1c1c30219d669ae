// A downloadable product whose files are bought one by one (decision 0074), with scripting off,
// as a customer buys it: the product page asks for at least one file beside the files, the
// ticked one goes to the cart, whose line and checkout summary list it; paid with the test
// card, the confirmation points to Your downloads, where that file (and only it) downloads.
import { expect } from "@playwright/test";
import { h1 } from "./account-support";
import { checkoutAsCustomer, payIfAsked } from "./payment-support";
import { confirmedOrderNumber } from "./checkout-support";
import { customer } from "./pack-support";
import { expectAccessible, fillAddress, test } from "./support";

const CARD = "Silver Menthol tasting card (PDF)";

test("a customer buys one tasting card, pays by card and downloads it", async ({ page }, info) => {
  const { email, password } = await customer(info);
  await page.goto("/login?redirectTo=%2Fsearch%3Fq%3Dtasting%2Bcards");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("link", { name: "Ashless Tasting Cards" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Ashless Tasting Cards" })).toBeVisible();

  // nothing ticked: refused, the message beside the files
  const files = page.getByRole("group", { name: "Choose your cards" });
  await expect(files.getByRole("checkbox")).toHaveCount(3);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(files.getByText("Choose at least one file.")).toBeVisible();
  await expect(files.getByLabel(`${CARD} (£0.99)`)).toHaveAccessibleDescription(/Choose at least one file\./);
  await expectAccessible(page);

  await files.getByLabel(`${CARD} (£0.99)`).check();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  const line = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Ashless Tasting Cards" }) });
  await expect(line.getByText(`File: ${CARD}`)).toBeVisible();
  await expect(line).toContainText("£0.99 each");

  // nothing ships: the address step asks for a billing address only
  await page.getByRole("link", { name: "Checkout", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your billing address" })).toBeVisible();
  await fillAddress(page.getByRole("group", { name: "Billing address" }), {
    firstname: "Robin",
    lastname: "Hart",
    line1: "10 Downing Street",
    city: "London",
    postcode: "SW1A 2AA",
    region: "England",
    phone: "07700 900123",
  });
  await checkoutAsCustomer(page);
  await expect(page.getByText(`File: ${CARD}`)).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await payIfAsked(page);
  const number = await confirmedOrderNumber(page);
  await expectAccessible(page);

  // the confirmation says where the files are, with a link there
  const where = page.locator("p", { hasText: "The files you bought are in your account, under Your downloads" });
  await where.getByRole("link", { name: "Your downloads" }).click();
  await expect(h1(page, "Your downloads")).toBeVisible();
  const bought = page.getByRole("listitem").filter({ hasText: `of order ${number}` });
  await expect(bought).toHaveCount(1);
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await bought.getByRole("link", { name: /^Download \(PDF\)/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^ashless-tasting-cards-\d+\.pdf$/);
});
