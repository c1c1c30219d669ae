import { expect } from "@playwright/test";
import { expectAccessible, expectCartCount, test } from "./support";
import {
  addProductAndOpenCart,
  CABLE,
  checkoutFromCart,
  deliveryOptions,
  expectStep,
  fillDeliveryAddress,
  placeOrder,
  prepareCheckout,
  submitAddress,
  submitContact,
  summaryRow,
  uniqueEmail,
} from "./checkout-support";

// Well-stocked products only: tests run in parallel against one sandbox.
const AMBER_CARTON = "/shop/sticks/cartons/amber-tobacco-sticks-carton-10";

test.describe("guest checkout", () => {
  // Whole checkouts with axe on every page: a busy machine needs more than the default minute.
  test.describe.configure({ timeout: 120_000 });

  // @js: the inline add to cart, and a scripted Place order sent on to the provider's page
  test(
    "a guest buys a simple product from the product page to the confirmation",
    { tag: "@js" },
    async ({ page }, info) => {
      const email = uniqueEmail("guest");
      await page.goto(`/p/${CABLE.sku}`);
      await expect(page.getByRole("heading", { level: 1, name: CABLE.name })).toBeVisible();
      await expectAccessible(page);
      await addProductAndOpenCart(page, info);
      await expectCartCount(page, 1);
      await checkoutFromCart(page);
      // The cart's "Added …" message was seen on the cart; it does not follow the shopper into checkout.
      await expect(page.getByText(`Added 1 × ${CABLE.name} to your cart.`)).toHaveCount(0);
      await expectAccessible(page);

      await submitContact(page, email);
      await fillDeliveryAddress(page);
      await expectAccessible(page);
      await submitAddress(page);

      // Cheapest first; the free-delivery method needs £30, so it is not offered for £6.50.
      await expect(deliveryOptions(page).locator("label")).toHaveText([
        /^Ship to store — Free/,
        /^Tracked delivery — £2\.99/,
        /^Next-day courier — £5\.99/,
      ]);
      await expectAccessible(page);
      await deliveryOptions(page)
        .getByLabel(/^Tracked delivery/)
        .check();
      await page.getByRole("button", { name: "Continue to payment" }).click();

      await expectStep(page, "payment");
      const summary = page.getByRole("region", { name: "Order summary" });
      await expect(summaryRow(summary, "Total")).toContainText("£9.49");
      await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Card")).toBeChecked();
      await expectAccessible(page);

      // Place order, then the good test card on the provider's page (see placeOrder)
      await placeOrder(page);
      await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is paid" })).toBeVisible();
      await expect(page.getByText("We've received your payment of £9.49.")).toBeVisible();
      await expect(page.getByText(`We've sent a confirmation to ${email}.`)).toBeVisible();
      const order = page.getByRole("region", { name: "Your order" });
      await expect(order.getByRole("listitem")).toHaveText([/^1 × Ashless USB-C Charging Cable\s*£6\.50$/]);
      await expect(summaryRow(order, "Subtotal")).toContainText("£6.50");
      await expect(summaryRow(order, /^Delivery \(.*Tracked delivery\)$/)).toContainText("£2.99");
      await expect(summaryRow(order, "Total")).toContainText("£9.49");
      const delivery = page.locator("address").first();
      for (const line of ["Ada Lovelace", "Downing Street", "10", "London", "SW1A 2AA", "United Kingdom"]) {
        await expect(delivery).toContainText(line);
      }
      await expect(
        page.getByRole("heading", { name: "Delivery", exact: true }).locator("xpath=following-sibling::p[1]"),
      ).toContainText("Tracked delivery");
      await expectCartCount(page, 0);
      await expectAccessible(page);

      // The checkout is over: it sends the shopper to the cart, which is empty rather than as it
      // was before the order. (Back from the confirmation leads to the provider's finished page.)
      await page.goto("/checkout/payment");
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText("Your cart is empty.", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: CABLE.name })).toHaveCount(0);
      await expectCartCount(page, 0);
    },
  );

  test("a guest subscribes to a carton: no courier, card only, confirmed as a subscription", async ({ page }, info) => {
    await page.goto(AMBER_CARTON);
    const howToBuy = page.getByRole("group", { name: "How would you like to buy?" });
    await howToBuy.getByLabel(/^Subscribe and save/).check();
    await expectAccessible(page);
    await addProductAndOpenCart(page, info);
    await expect(
      page.getByRole("link", { name: "Amber Tobacco Sticks, Carton of 10 Packs (Subscription)" }),
    ).toBeVisible();
    await checkoutFromCart(page);
    await expectAccessible(page);
    await submitContact(page, uniqueEmail("subscriber"));
    await fillDeliveryAddress(page);
    await expectAccessible(page);
    await submitAddress(page);

    // The courier can't deliver repeat orders; £46.80 qualifies for free delivery.
    await expect(deliveryOptions(page).locator("label")).toHaveText([
      /^Free delivery — Free/,
      /^Ship to store — Free/,
      /^Tracked delivery — £2\.99/,
    ]);
    await expect(page.getByText("Next-day courier")).toHaveCount(0);
    await expectAccessible(page);
    await deliveryOptions(page)
      .getByLabel(/^Free delivery/)
      .check();
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await expectStep(page, "payment");
    // Subscriptions renew by card, so cash on delivery is not offered.
    await expect(page.getByRole("group", { name: "Payment method" }).getByRole("radio")).toHaveCount(1);
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Card")).toBeChecked();
    await expectAccessible(page);

    await placeOrder(page);
    await expect(page.getByRole("heading", { level: 1, name: "Your subscription is confirmed" })).toBeVisible();
    await expect(page.getByText("Your subscription starts with this order.")).toBeVisible();
    const order = page.getByRole("region", { name: "Your order" });
    await expect(order.getByRole("listitem")).toHaveText([
      /^1 × Amber Tobacco Sticks, Carton of 10 Packs.*\(subscription\)\s*£46\.80$/i,
    ]);
    await expect(summaryRow(order, "Total")).toContainText("£46.80");
    await expectCartCount(page, 0);
    await expectAccessible(page);
  });

  test("steps can't be skipped: a later step sends the shopper to the first one still to do", async ({ page }) => {
    const progress = page.getByRole("navigation", { name: "Checkout steps" });

    await page.goto("/checkout/payment");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Your cart is empty. Add something to it before checking out.")).toBeVisible();
    await expectAccessible(page);

    await prepareCheckout(page, "contact"); // a cart with something in it, nothing more
    await page.goto("/checkout/payment");
    await expectStep(page, "contact");
    await expect(page.getByText("Please enter your contact details first.")).toBeVisible();
    await expect(progress.getByRole("link")).toHaveCount(0);
    await expectAccessible(page);

    await submitContact(page, uniqueEmail("skipper"));
    // The reminder was for the contact step, which is now done.
    await expect(page.getByText("Please enter your contact details first.")).toHaveCount(0);
    await page.goto("/checkout/delivery");
    await expectStep(page, "shipping");
    await expect(page.getByText("Please enter your address first.")).toBeVisible();
    await expect(progress.getByRole("link", { name: "Payment" })).toHaveCount(0);
    await expectAccessible(page);

    await fillDeliveryAddress(page);
    await submitAddress(page);
    await expect(page.getByText("Please enter your address first.")).toHaveCount(0);
    await page.goto("/checkout/payment");
    await expectStep(page, "delivery");
    await expect(page.getByText("Please choose a delivery option first.")).toBeVisible();
    await expectAccessible(page);
  });
});

// Issue 40, 10: the shopper sees what they buy and the total before each step's button: first in
// the page on a phone, on the right on a wide screen.
test("every step shows the order summary and total before its button", async ({ page }) => {
  await prepareCheckout(page, "payment");
  const steps = [
    ["contact", "Continue to shipping"],
    ["shipping", /Continue/],
    ["delivery", /Continue/],
    ["payment", "Place order"],
  ] as const;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [step, button] of steps) {
      await page.goto(`/checkout/${step}`);
      const summary = page.getByRole("region", { name: "Order summary" });
      const submit = page.getByRole("button", { name: button }).first();
      await expect(summary.getByText("Total", { exact: true })).toBeVisible();
      const summaryBox = (await summary.boundingBox())!;
      const submitBox = (await submit.boundingBox())!;
      if (width === 390) expect(summaryBox.y, `${step}: summary above the button`).toBeLessThan(submitBox.y);
      else expect(summaryBox.x, `${step}: summary beside the form`).toBeGreaterThan(submitBox.x + submitBox.width);
    }
  }
});
