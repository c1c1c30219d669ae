import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";
import { deliveryAddress, errorSummary, fillDeliveryAddress, prepareCheckout, SHOPPER } from "./checkout-support";
import { startSandbox, startStorefront, stop } from "./processes";

// The upstreams go down while a shopper is on the address step, with scripting off. Posting
// the step answers 503 with what they typed still in the form and a message; once the
// upstreams are back, posting again goes on. This storefront and its sandbox are the test's
// own, so stopping the sandbox disturbs nobody else. It runs in the scripting-off project only.

test("an outage during the address step, or an account form, keeps what the shopper typed", async ({ page }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ashless-outage-"));
  let sandbox = await startSandbox(dir);
  // One upstream time-out is also the budget of a read's retries (app/.server/http/retry.ts): at
  // the default 5 s a read of the stopped sandbox is tried three times over 3 s, and a post
  // makes several reads one after the other. This is about what the shopper sees, not about
  // the retries (tests/unit covers them): 1.5 s lets each read be tried twice.
  const shop = await startStorefront(sandbox.origin, { env: { UPSTREAM_TIMEOUT_MS: "1500" } });
  try {
    await prepareCheckout(page, "shipping", { origin: shop.origin });
    await page.goto(`${shop.origin}/checkout/shipping`);
    await fillDeliveryAddress(page, { firstname: "Grace", street: "Fleet Street" });

    await stop(sandbox.child, "SIGKILL");
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Continue to delivery" }).click();
    expect((await posted).status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Where should we deliver?" })).toBeVisible();
    await expect(errorSummary(page)).toContainText("We can't reach the shop right now");
    const group = deliveryAddress(page);
    await expect(group.getByLabel("First name")).toHaveValue("Grace");
    await expect(group.getByLabel("Address line 1")).toHaveValue(`${SHOPPER.house} Fleet Street`);
    await expect(group.getByLabel("Postcode")).toHaveValue(SHOPPER.postcode);
    await expect(group.getByLabel("County, state or region")).toHaveValue(/\d+/);
    await expect(group.getByLabel("Phone number")).toHaveValue(SHOPPER.telephone);
    await expectAccessible(page);

    // The upstreams come back (same data); the storefront was never restarted.
    sandbox = await startSandbox(dir, sandbox.port);
    await page.getByRole("button", { name: "Continue to delivery" }).click();
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    await expect(page.getByRole("heading", { level: 1, name: "How should we deliver?" })).toBeVisible();

    // The same for a signed-in customer's form in the account area.
    await page.goto(`${shop.origin}/login`);
    await page.getByLabel("E-mail address").fill("demo@ashless.example");
    await page.getByLabel("Password", { exact: true }).fill("Ashless-Demo-2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${shop.origin}/account/update-personal-details`);
    await page.getByLabel("First name").fill("Augusta");
    await stop(sandbox.child, "SIGKILL");
    const saved = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Save details" }).click();
    expect((await saved).status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Your personal details" })).toBeVisible();
    await expect(page.getByText("We can't reach our account service right now")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Augusta");
    await expectAccessible(page);

    // An account page that can't load is an error page inside the account's frame, with the way
    // back to the account (issue 41, 4)
    await page.goto(`${shop.origin}/account/orders`);
    await expect(page.getByRole("heading", { level: 1, name: "The shop is briefly unavailable" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Your account" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to your account" })).toHaveAttribute(
      "href",
      "/account",
    );
    await expectAccessible(page);

    // A step that can't load while the upstreams are down is an error page in the checkout's own header,
    // with its way back to the cart (issue 41, 4)
    expect((await page.goto(`${shop.origin}/checkout/delivery`))?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "The shop is briefly unavailable" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /Back to cart/ })).toHaveAttribute("href", "/cart");
    await expectAccessible(page);
  } finally {
    await stop(shop.child);
    await stop(sandbox.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
