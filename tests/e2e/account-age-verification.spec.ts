// Age verification with scripting off and on, on both platform flavours (named account-* so
// the legacy project runs it too): the synchronous document check (refused fields, under 18,
// success), the bank check on the provider's page with its status page (success, pending
// then resolved, failed), and checkout's gate for a customer and for a guest. Customers are
// set up through the sandbox's API; the sandbox decides from the data entered (README).
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { ADULT_DOB, REVIEW_DOB, UNDER_18_DOB, verifyWithDocument } from "./age-support";
import { errorSummary, h1, notice } from "./account-support";
import { CABLE, expectStep, prepareCheckout } from "./checkout-support";
import { checkoutAsCustomer } from "./payment-support";
import { botCheck, sandboxOrigin } from "./subscription-support";
import { expectAccessible, jsEnabled, test } from "./support";

/** The status page until the bank's answer shows: with scripting it checks by itself; without,
 * the shopper presses "Check again" (no meta refresh: WCAG 2.2.1). */
async function untilAnswered(page: Page, info: TestInfo, answer: Locator) {
  await expect(async () => {
    const again = page.getByRole("button", { name: "Check again" });
    if (!jsEnabled(info) && (await again.isVisible())) await again.click();
    await expect(answer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

const PASSWORD = "Ashless-Test-2026";

test.describe.configure({ timeout: 120_000 }); // axe takes ~10 s a page on the 2-core machine

/** A new, unverified customer registered on the sandbox platform, signed in on this page's browser. */
async function newCustomer(page: Page, info: TestInfo) {
  const email = `age-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await fetch(`${sandboxOrigin(info)}/platform/users`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant-code": "ashless-gb", ...botCheck("POST", "/users") },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      first_name: "Kit",
      last_name: "Harper",
      date_of_birth: "1991-05-20",
      consents: [{ id: "gdpr-privacy", accepted: true }],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const origin = new URL(info.project.use.baseURL!).origin;
  const login = await page.request.post(`${origin}/login`, {
    form: { intent: "login", email, password: PASSWORD, website: "" },
    maxRedirects: 0,
    headers: { Origin: origin },
  });
  expect(login.status(), "signed in").toBe(302);
  return email;
}

const verified = (page: Page) => page.getByText("Your age is verified.");

async function bankCheck(page: Page, dob: string) {
  await page.goto("/account/age-verification");
  await page.getByRole("link", { name: "Bank identity check" }).click();
  await page.getByLabel("Date of birth").fill(dob);
  await page.getByRole("button", { name: "Continue to your bank" }).click();
  await expect(h1(page, "Confirm your age with your bank")).toBeVisible();
  await page.getByRole("button", { name: "Confirm and return to Ashless" }).click();
  await expect(page).toHaveURL(/\/account\/age-verification\/status\?verification=/);
}

test.describe("age verification", () => {
  test(
    "a document check: fields refused beside them, under 18 refused, then verified",
    { tag: "@both-flavours" },
    async ({ page }, info) => {
      await newCustomer(page, info);
      await page.goto("/account");
      await expect(notice(page, "Your age is not verified yet.")).toBeVisible();
      await page.getByRole("link", { name: "Verify your age" }).click();
      await expect(h1(page, "Age verification")).toBeVisible();
      await expect(page.locator('meta[name="page-name"]')).toHaveAttribute("content", "age-verification");
      await expectAccessible(page);

      await page.getByRole("link", { name: "Photo ID document" }).click();
      const number = page.getByLabel("Passport or driving licence number");
      await number.fill("AB 12");
      await page.getByLabel("Date of birth").fill("");
      await page.getByRole("button", { name: "Verify my age" }).click();
      await expect(errorSummary(page).getByRole("link", { name: "Enter your date of birth." })).toBeVisible();
      await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
      await expect(number).toHaveValue("AB 12");
      await expectAccessible(page);

      await page.getByLabel("Date of birth").fill(ADULT_DOB);
      await page.getByRole("button", { name: "Verify my age" }).click();
      await expect(
        errorSummary(page).getByRole("link", { name: /^Enter the document number as 6 to 18/ }),
      ).toBeVisible();
      await expect(number).toHaveAttribute("aria-invalid", "true");

      await verifyWithDocument(page, UNDER_18_DOB());
      await expect(errorSummary(page)).toContainText("We couldn't verify your age. The details show you are under 18");
      await expect(verified(page)).toHaveCount(0);

      await verifyWithDocument(page, ADULT_DOB);
      await expect(notice(page, "Thank you: your age is verified.")).toBeVisible();
      await expect(page.getByText("Your age is verified. There is nothing more to do.")).toBeVisible();
      await page.goto("/account");
      await expect(verified(page)).toBeVisible();
    },
  );

  test("the bank check: the provider's page, then the status page until it succeeds", async ({ page }, info) => {
    await newCustomer(page, info);
    await bankCheck(page, ADULT_DOB);
    // the status comes from the platform for this browser's verification, whatever the address says
    await expect(page.getByRole("status").filter({ hasText: /waiting for your bank|you are verified/ })).toBeVisible();
    await untilAnswered(page, info, page.getByText("Your bank confirmed your age: you are verified."));
    await page.goto("/account");
    await expect(verified(page)).toBeVisible();
  });

  // @js: once hydrated, the status page checks again by itself
  test("the bank check under review: pending, checked again, then verified", { tag: "@js" }, async ({ page }, info) => {
    await newCustomer(page, info);
    await bankCheck(page, REVIEW_DOB);
    await expect(page.getByText("We’re waiting for your bank’s answer.")).toBeVisible();
    await expect(page).toHaveTitle(/Checking your age/);
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page).toHaveURL(/\/account\/age-verification\/status\??$/);
    await expectAccessible(page);
    // each check is given time to answer before the next click: on a busy machine a click every
    // second cancelled the check still in flight (scripting on), again and again; under the
    // whole suite a reload of this page has taken more than 4 s
    await expect(async () => {
      if (await page.getByRole("button", { name: "Check again" }).isVisible())
        await page.getByRole("button", { name: "Check again" }).click();
      await expect(page.getByText("Your bank confirmed your age: you are verified.")).toBeVisible({ timeout: 8000 });
    }).toPass({ timeout: 40_000 });
  });

  test("the bank check refused: under 18, another way offered", async ({ page }, info) => {
    await newCustomer(page, info);
    await bankCheck(page, UNDER_18_DOB());
    await untilAnswered(page, info, page.getByRole("alert").filter({ hasText: "We couldn't verify your age." }));
    await expect(page).toHaveTitle(/Age not verified/);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Choose another way to verify" }).click();
    await expect(h1(page, "Age verification")).toBeVisible();
    // a verification this browser didn't start is never shown: the address alone proves nothing
    await page.goto("/account/age-verification/status?verification=someone-elses");
    await expect(page.getByRole("alert")).toContainText("We couldn't verify your age.");
  });
});

test.describe("checkout asks for a verified adult", () => {
  test("an unverified customer is sent to verify, then back to the payment step", async ({ page }, info) => {
    await newCustomer(page, info);
    const origin = new URL(info.project.use.baseURL!).origin;
    await page.request.post(`${origin}${CABLE.path}`, {
      form: { intent: "add", kind: "simple", sku: CABLE.sku, quantity: "1" },
      headers: { Origin: origin },
    });
    await page.goto("/checkout");
    await checkoutAsCustomer(page, { verifyAge: false });
    await expect(page).toHaveURL(/\/account\/age-verification\?redirectTo=%2Fcheckout%2Fpayment$/);
    await expect(notice(page, "Before you pay, please confirm your age.")).toBeVisible();
    await verifyWithDocument(page);
    await expectStep(page, "payment");
    await expect(notice(page, "Thank you: your age is verified.")).toBeVisible();
  });

  test("a guest is checked on the details entered, without a click", async ({ page }) => {
    await prepareCheckout(page, "payment");
    await page.goto("/checkout/payment");
    await expectStep(page, "payment");
  });

  test("a guest the check can't confirm chooses a method, then goes on to pay", async ({ page }) => {
    await prepareCheckout(page, "payment", { address: { lastname: "Unknown" } });
    await page.goto("/checkout/payment");
    await expect(page).toHaveURL(/\/checkout\/age-verification\?redirectTo=%2Fcheckout%2Fpayment$/);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your age" })).toBeVisible();
    await expect(page.getByText("We couldn't confirm it from the details you entered.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to your delivery address" })).toHaveAttribute(
      "href",
      "/checkout/shipping",
    );
    await expectAccessible(page);
    await verifyWithDocument(page, UNDER_18_DOB());
    await expect(errorSummary(page)).toContainText("under 18");
    await verifyWithDocument(page);
    await expectStep(page, "payment");
  });
});
