import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import {
  deliveryAddress,
  deliveryOptions,
  errorSummary,
  escapeRegExp,
  expectFieldError,
  expectStep,
  fillDeliveryAddress,
  prepareCheckout,
  SHOPPER,
  submitAddress,
  submitContact,
  uniqueEmail,
} from "./checkout-support";

// Each problem: its message beside the field, the same message in the summary linking to the
// field, and everything the shopper typed still in place. With JS the same rules run in the
// browser; without it the server answers; the shopper sees the same either way.
test.describe("checkout validation", () => {
  // @js: after a refused submit, script moves the focus to the error summary
  test("contact: a missing, then a malformed e-mail address", { tag: "@js" }, async ({ page }) => {
    await prepareCheckout(page, "contact");
    await page.goto("/checkout");
    await expectStep(page, "contact");
    const email = page.getByLabel("E-mail address");
    const referral = page.getByLabel("How did you hear about us?");
    await referral.selectOption({ label: "A friend" });

    await page.getByRole("button", { name: "Continue to shipping" }).click();
    await expectStep(page, "contact");
    await expectFieldError(page, email, "Enter your e-mail address so we can send your order confirmation.");
    // the page starts at the summary: focused on arrival without scripting, moved to with it
    await expect(errorSummary(page)).toBeFocused();
    await expect(referral).toHaveValue("friend");
    await expectAccessible(page);

    await email.fill("ada@example");
    await email.press("Enter");
    await expectFieldError(page, email, "Enter an e-mail address in the correct format, like name@example.com.");
    await expect(errorSummary(page).getByRole("link")).toHaveCount(1);
    await expect(email).toHaveValue("ada@example");
    await expect(referral).toHaveValue("friend");
    await expectAccessible(page);

    await submitContact(page, uniqueEmail("fixed"));
  });

  test("address: a postcode that is not a UK postcode", async ({ page }) => {
    await prepareCheckout(page, "shipping");
    await page.goto("/checkout/shipping");
    await expectStep(page, "shipping");
    // the billing address steps aside while it is the delivery address, with scripting off too
    const same = page.getByLabel("My billing address is the same as my delivery address");
    const billing = page.getByRole("group", { name: /^Billing address/ });
    await expect(same).toBeChecked();
    await expect(billing).toBeHidden();
    await same.uncheck();
    await expect(billing).toBeVisible();
    await same.check();
    await expect(billing).toBeHidden();
    await fillDeliveryAddress(page, { postcode: "12345" });
    const instructions = page.getByLabel("Delivery instructions");
    await instructions.fill("Leave it with the neighbour at number 12");

    await page.getByRole("button", { name: "Continue to delivery" }).click();
    await expectStep(page, "shipping");
    const address = deliveryAddress(page);
    await expectFieldError(page, address.getByLabel("Postcode"), "Enter a real postcode, like the one on your post.");
    await expect(errorSummary(page).getByRole("link")).toHaveCount(1);
    await expect(address.getByLabel("Postcode")).toHaveValue("12345");
    await expect(address.getByLabel("First name")).toHaveValue(SHOPPER.firstname);
    await expect(address.getByLabel("Last name")).toHaveValue(SHOPPER.lastname);
    await expect(address.getByLabel("Address line 1")).toHaveValue(`${SHOPPER.house} ${SHOPPER.street}`);
    await expect(address.getByLabel("Town or city")).toHaveValue(SHOPPER.city);
    await expect(address.getByLabel("County, state or region").locator("option:checked")).toHaveText(SHOPPER.region);
    await expect(address.getByLabel("Phone number")).toHaveValue(SHOPPER.telephone);
    await expect(instructions).toHaveValue("Leave it with the neighbour at number 12");
    await expectAccessible(page);

    await address.getByLabel("Postcode").fill(SHOPPER.postcode);
    await submitAddress(page);
  });

  test("delivery: continuing without choosing a delivery option", async ({ page }) => {
    await prepareCheckout(page, "delivery");
    await page.goto("/checkout/delivery");
    await expectStep(page, "delivery");

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expectStep(page, "delivery");
    const options = deliveryOptions(page);
    const message = "Choose a delivery option.";
    // A radio group carries its message on the fieldset; the summary links to its first radio.
    await expect(options).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(options.getByText(message)).toBeVisible();
    const first = options.getByRole("radio").first();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(errorSummary(page).getByRole("link", { name: message })).toHaveAttribute(
      "href",
      `#${await first.getAttribute("id")}`,
    );
    await expect(options.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(options.getByRole("radio")).toHaveCount(3);
    await expectAccessible(page);

    // Ship to store without a store: asked for, beside the store list, the choice kept
    await options.getByLabel(/^Ship to store/).check();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expectStep(page, "delivery");
    const store = page.getByLabel("Store to collect from");
    await expectFieldError(page, store, "Choose the store you'd like to collect from.");
    await expect(options.getByLabel(/^Ship to store/)).toBeChecked();
    await expectAccessible(page);

    await store.selectOption({ label: "Ashless Covent Garden, 12 Long Acre, London, WC2E 9LH" });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expectStep(page, "payment");
    await expect(page.getByRole("heading", { name: "Collection" })).toBeVisible();
    await expect(page.getByText("Collect from Ashless Covent Garden")).toBeVisible();
    // the order goes to the store's address; the shopper's own stays the billing address
    const review = page.locator(".checkout-review");
    await expect(review.locator("address").first()).toContainText("12 Long Acre");
    await expect(review.locator("address").first()).not.toContainText("Downing Street");
    await expect(page.getByRole("heading", { name: "Billing address" })).toBeVisible();
    await expect(review.locator("address").nth(1)).toContainText("Downing Street");
    // the address step still offers the shopper's own address, not the store's
    await page.goto("/checkout/shipping");
    await expect(deliveryAddress(page).getByLabel("Address line 1")).toHaveValue(/Downing Street$/);

    // back to home delivery: the address is no longer a store collection
    await page.goto("/checkout/delivery");
    await expect(store).toHaveValue("LON-01");
    await options.getByLabel(/^Tracked delivery/).check();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expectStep(page, "payment");
    await expect(page.getByRole("heading", { name: "Delivery address" })).toBeVisible();
    await expect(page.getByText("Collect from")).toHaveCount(0);
    await expect(page.locator(".checkout-review address").first()).toContainText("Downing Street");
  });

  test("payment: placing the order without confirming the age keeps the other choices", async ({ page }) => {
    await prepareCheckout(page, "payment");
    await page.goto("/checkout/payment");
    await expectStep(page, "payment");

    const payment = page.getByRole("group", { name: "Payment method" });
    await payment.getByLabel("Cash on delivery").check();
    const reference = page.getByLabel("Your reference");
    await reference.fill("PO 1234");
    const age = page.getByLabel("I confirm I am 18 or over");
    await page.getByRole("button", { name: "Place order" }).click();

    await expectStep(page, "payment");
    await expectFieldError(page, age, "Tick the box to confirm: I confirm I am 18 or over.");
    await expect(errorSummary(page).getByRole("link")).toHaveCount(1);
    await expect(age).not.toBeChecked();
    await expect(payment.getByLabel("Cash on delivery")).toBeChecked();
    await expect(reference).toHaveValue("PO 1234");
    await expectAccessible(page);

    await age.check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is confirmed" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payment" }).locator("xpath=following-sibling::p[1]")).toHaveText(
      "Cash on delivery",
    );
  });
});
