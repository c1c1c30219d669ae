import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { header } from "./account-support";
import { placeOrder, prepareCheckout } from "./checkout-support";
import { startEmbedded, stop } from "./processes";
import { expectAccessible, test } from "./support";

// Every other spec runs the production bundle against a sandbox of its own. `npm start` is the
// demo a newcomer runs first: the sandbox inside the storefront's process, which wires the
// upstreams' URLs, the payment pages' origin and the session cookie itself (server/start.ts).
// A card order (the provider's page is the sandbox's) and a sign-in go through that wiring.
test("npm start: the storefront with its sandbox inside takes a card order and a sign-in", async ({ page }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ashless-embedded-"));
  const shop = await startEmbedded(dir);
  try {
    await prepareCheckout(page, "payment", { origin: shop.origin });
    await page.goto(`${shop.origin}/checkout/payment`);
    await expect(page.getByRole("group", { name: "Payment method" }).getByLabel("Card")).toBeChecked();
    await placeOrder(page);
    await expect(page).toHaveURL(new RegExp(`^${shop.origin}/checkout/confirmation/\\d+$`));
    await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is paid" })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${shop.origin}/login`);
    await page.getByLabel("E-mail address").fill("demo@ashless.example");
    await page.getByLabel("Password", { exact: true }).fill("Ashless-Demo-2026");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(`${shop.origin}/account`);
    await expect(header(page).getByRole("link", { name: /^Hi, / })).toBeVisible();
  } finally {
    await stop(shop.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
