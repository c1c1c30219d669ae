// Paying by card on the provider's hosted page (design.md §2), with scripting off and on, on both
// platform flavours (the platform starts each payment and says how it went): a decline and a
// retry, a strong-authentication challenge, paying a waiting order from the account, saving a
// card and paying with it. axe runs on the shop's pages and on the provider's.
import { expect, type Page } from "@playwright/test";
import { addToCart, expectAccessible, test } from "./support";
import { errorSummary, h1, register } from "./account-support";
import { CABLE, expectStep, prepareCheckout } from "./checkout-support";
import { CARDS, challengeCode, checkoutAsCustomer, expectProviderPage, payByCard } from "./payment-support";

const flash = (page: Page, text: string | RegExp) => page.locator(".notice--success").filter({ hasText: text });

test.describe("paying by card", () => {
  // whole journeys through two sites, with axe on most pages: more than the default minute
  test.slow();

  test(
    "a guest's card is declined, then has too little; paid later from the confirmation after a challenge",
    { tag: "@both-flavours" },
    async ({ page }) => {
      await prepareCheckout(page, "payment");
      await page.goto("/checkout/payment");
      await expectStep(page, "payment");
      await page.getByLabel("I confirm I am 18 or over").check();
      await page.getByRole("button", { name: "Place order" }).click();
      await expectProviderPage(page);
      await expect(page.getByText("Amount: £9.49")).toBeVisible();
      await expectAccessible(page);

      // Nothing typed: each field says what it needs, beside it and in the summary.
      await page.getByRole("button", { name: /^Pay £/ }).click();
      await expect(errorSummary(page).getByRole("link", { name: "Enter your card number." })).toBeVisible();
      await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(/Enter your card number\./);
      await expectAccessible(page);

      await payByCard(page, CARDS.declined);
      await expect(page).toHaveURL(/\/payment\/return\?payment=/);
      await expect(h1(page, "Your payment was not taken")).toBeVisible();
      await expect(
        page.getByText(/^Your card was declined\. Order \d+ is waiting for a payment of £9\.49/),
      ).toBeVisible();
      await expectAccessible(page);
      // The shop asks the platform; what the address says is not believed.
      await page.goto("/payment/return?payment=forged&status=completed");
      await expect(h1(page, "Your payment was not taken")).toBeVisible();

      await page.getByRole("button", { name: "Try again" }).click();
      await payByCard(page, CARDS.insufficient);
      await expect(page.getByText(/^Your card has insufficient funds\. Order \d+ is waiting/)).toBeVisible();

      // Later: the guest's confirmation says the order waits, and pays it.
      await page.getByRole("link", { name: "Back to your order" }).click();
      await expect(h1(page, "Your order is placed and waiting for payment")).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Pay now by card" }).click();
      await payByCard(page, CARDS.sca);
      const code = await challengeCode(page);
      await expectAccessible(page);
      const codeField = page.getByLabel("Security code from your bank");
      await codeField.fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Confirm payment" }).click();
      await expect(codeField).toHaveAccessibleDescription(/That code is not right\. You have 2 tries left\./);
      await codeField.fill(code);
      await page.getByRole("button", { name: "Confirm payment" }).click();

      await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
      await expect(h1(page, "Thank you: your order is paid")).toBeVisible();
      await expect(flash(page, /is paid with your Visa card ending 3184\.$/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Pay now by card" })).toHaveCount(0);
      await expectAccessible(page);
    },
  );

  test("a customer pays a waiting order from the account, saves the card, and pays the next order with it", async ({
    page,
  }, info) => {
    await register(page);
    await page.goto(CABLE.path);
    await addToCart(page, info);
    await page.goto("/checkout");
    await checkoutAsCustomer(page);
    await expect(page.getByLabel("Save a new card for next time")).not.toBeChecked();
    await page.getByRole("button", { name: "Place order" }).click();
    await expectProviderPage(page);
    await page.getByRole("button", { name: "Cancel and return to Ashless" }).click();
    await expect(h1(page, "Your payment is not finished")).toBeVisible();
    await expectAccessible(page);
    const number = /Order (\d+) is waiting/.exec(await page.getByRole("alert").innerText())![1];

    // Later, from the order in the account: by card, and keep the card.
    await page.getByRole("link", { name: "Choose another way to pay" }).click();
    await expect(h1(page, `Order ${number}`)).toBeVisible();
    await expect(page.getByText("Status: Awaiting payment")).toBeVisible();
    await expect(page.getByRole("group", { name: "How would you like to pay?" }).getByLabel("Card")).toBeChecked();
    await page.getByLabel("Save a new card for next time").check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Pay now", exact: true }).click();
    await expectProviderPage(page);
    await expect(page.getByText("This card will be saved to your Ashless account for next time.")).toBeVisible();
    await payByCard(page, CARDS.good);
    await expect(h1(page, `Order ${number}`)).toBeVisible();
    await expect(
      flash(page, `Payment received: thank you. Order ${number} is paid with your Visa card ending 4242.`),
    ).toBeVisible();
    await expect(page.getByText("Status: Paid")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay now", exact: true })).toHaveCount(0);

    await page.goto("/account/payments");
    await expect(page.getByRole("heading", { name: "Visa ending 4242" })).toBeVisible();

    // The next order: the saved card is offered, and paying takes one press on the provider's page.
    await page.goto(CABLE.path);
    await addToCart(page, info);
    await page.goto("/checkout");
    await checkoutAsCustomer(page);
    const which = page.getByRole("group", { name: "If you pay by card, which card?" });
    await expect(which.getByLabel("Visa ending 4242")).toBeChecked();
    await page.getByRole("button", { name: "Place order" }).click();
    await expectProviderPage(page, "Pay with your saved card");
    await expect(page.getByText(/^Visa ending 4242, expires 12\/2034$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: /^Pay £/ }).click();
    await expect(h1(page, "Thank you: your order is paid")).toBeVisible();
  });
});
