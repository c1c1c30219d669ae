// Paying on the sandbox provider's hosted page, as a shopper does: the test cards of the
// README, the card form, the strong-authentication code (shown in TEST mode).
import { expect, type Page } from "@playwright/test";
import { AGE_PAGE, passAgeCheck } from "./age-support";
import { fillAddress } from "./support";

export const CARDS = {
  good: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficient: "4000 0000 0000 9995",
  sca: "4000 0027 6000 3184",
};

export const PROVIDER_PAGE = /\/payment-provider\/sessions\/[^/?]+$/;

export async function expectProviderPage(page: Page, title: string | RegExp = "Pay by card") {
  await expect(page).toHaveURL(PROVIDER_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** Types a card on the provider's page and presses Pay. */
export async function payByCard(page: Page, number = CARDS.good) {
  await expectProviderPage(page);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: /^Pay £/ }).click();
}

/** The strong-authentication page: the code its TEST-mode notice shows. */
export async function challengeCode(page: Page) {
  await expect(page).toHaveURL(/\/challenge$/);
  const notice = page.getByText(/your code is \d{6}/);
  await expect(notice).toBeVisible();
  return /your code is (\d{6})/.exec(await notice.innerText())![1];
}

/** After Place order: the provider's page for a card, else straight to the confirmation. */
export async function payIfAsked(page: Page, number = CARDS.good) {
  await page.waitForURL((url) => /\/confirmation\/\d+$/.test(url.pathname) || PROVIDER_PAGE.test(url.href));
  if (PROVIDER_PAGE.test(page.url())) await payByCard(page, number);
}

/**
 * A signed-in customer with an empty address book, from /checkout to the payment step: the
 * steps they are sent through, filled in as they come.
 */
export async function checkoutAsCustomer(page: Page, options: { verifyAge?: boolean } = {}) {
  const next = page.getByRole("button", { name: /^Continue to / });
  for (let step = 0; step < 4 && !/\/payment$/.test(page.url()); step++) {
    // an unverified customer is sent to verify their age first, then back to the payment step
    if (AGE_PAGE.test(page.url())) {
      if (options.verifyAge === false) return;
      await passAgeCheck(page);
      continue;
    }
    if (/\/shipping$/.test(page.url())) {
      const group = page.getByRole("group", { name: "Delivery address", exact: true });
      if (await group.getByLabel("First name").isVisible()) {
        await fillAddress(group, {
          firstname: "Ada",
          lastname: "Lovelace",
          line1: "10 Downing Street",
          city: "London",
          postcode: "SW1A 2AA",
          region: "England",
          phone: "07700 900123",
        });
      }
    }
    if (/\/delivery$/.test(page.url()))
      await page
        .getByRole("group", { name: "Delivery option" })
        .getByLabel(/^Tracked delivery/)
        .check();
    const url = page.url();
    await next.click();
    await expect(page).not.toHaveURL(url);
  }
  if (AGE_PAGE.test(page.url())) {
    if (options.verifyAge === false) return;
    await passAgeCheck(page);
  }
  // the whole form first: without JS the page may still be arriving when the URL changes
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  const adult = page.getByLabel(/I confirm I am 18 or over/);
  if (await adult.count()) await adult.check();
}
