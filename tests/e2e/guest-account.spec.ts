// A guest who subscribes creates the account from the order's confirmation (issue 40, 6): the
// registration form starts with the order's e-mail and name, and the new account holds the
// order and its subscription. Scripting off: plain links and form posts.
import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { placeOrder, prepareCheckout, SHOPPER, uniqueEmail } from "./checkout-support";
import { h1, notice, PASSWORD, register } from "./account-support";

const SUBSCRIPTION = {
  path: "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20-subscription",
  sku: "ASH-STK-AMBER-P20-SUB",
};

test("a guest's subscription order goes into the account made from its confirmation", async ({ page }) => {
  test.slow();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const add = await page.request.post(`${origin}${SUBSCRIPTION.path}`, {
    form: { intent: "add", kind: "simple", sku: SUBSCRIPTION.sku, quantity: "1" },
    maxRedirects: 0,
    headers: { Origin: origin },
  });
  expect(add.status()).toBe(302);
  const email = uniqueEmail("guest-subscriber");
  await prepareCheckout(page, "payment", { email, method: "flatrate|tracked" });
  await page.goto("/checkout/payment");
  const number = await placeOrder(page);

  // the confirmation offers the account, for the order's e-mail
  const offer = page.getByRole("region", { name: "Create your account to manage your subscription" });
  await expect(offer).toContainText(email);
  await expectAccessible(page);
  await offer.getByRole("link", { name: "Create an account" }).click();

  await expect(h1(page, "Create an account")).toBeVisible();
  await expect(page.getByText(`Your order ${number} will be in your new account`)).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await expect(page.getByLabel("First name")).toHaveValue(SHOPPER.firstname);
  await expect(page.getByLabel("Last name")).toHaveValue(SHOPPER.lastname);
  await expectAccessible(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Date of birth").fill("1988-11-02");
  await page.getByLabel(/privacy notice/).check();
  await page.getByRole("button", { name: "Create my account" }).click();

  // signed in, on the order in the account
  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}$`));
  await expect(notice(page, `Order ${number} is in your account.`)).toBeVisible();
  await expect(h1(page, `Order ${number}`)).toBeVisible();
  await page.goto("/account/orders");
  await expect(page.getByRole("link", { name: `Order ${number}` })).toBeVisible();
  await page.goto("/account/subscriptions");
  await expect(page.getByText(/Amber Tobacco Sticks/).first()).toBeVisible();
  // the confirmation no longer offers an account
  await page.goto(`/checkout/confirmation/${number}`);
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveCount(0);
});

test("a guest whose e-mail has an account signs in from the confirmation, and the order goes into it @both-flavours", async ({
  page,
}) => {
  test.slow();
  // an account made earlier, then a guest order with its e-mail (signed out)
  const email = await register(page, "Jordan");
  await page.context().clearCookies();
  await prepareCheckout(page, "payment", { email, method: "flatrate|tracked" });
  await page.goto("/checkout/payment");
  const number = await placeOrder(page);

  // the platform says the e-mail has an account: the confirmation offers signing in, not a new account
  const offer = page.getByRole("region", { name: "Keep track of your order" });
  await expect(offer).toContainText(`You already have an account for ${email}`);
  await expect(offer.getByRole("link", { name: "Create an account" })).toHaveCount(0);
  await offer.getByRole("link", { name: "Log in" }).click();

  await expect(h1(page, "Log in")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}$`));
  await expect(notice(page, `Order ${number} is in your account.`)).toBeVisible();
  await expect(h1(page, `Order ${number}`)).toBeVisible();
});
