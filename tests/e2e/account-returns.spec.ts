// Returns (decisions 0066, 0069), scripting off first: from a delivered order's page to the return
// form, a refused submit that names each field and keeps what was typed, the item's reason,
// condition and resolution chosen from the shop's return attributes, the request, its status and
// choices in words on the order page and in the account's list of returns, and the merchant's
// answer (the sandbox's merchant call) shown there in words too.
import { expect, type Page } from "@playwright/test";
import { errorSummary, h1 } from "./account-support";
import { sandboxOrigin } from "./subscription-support";
import { expectAccessible, test } from "./support";

const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };

async function logIn(page: Page) {
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

test("a return asked for from a delivered order, followed to the merchant's answer", async ({ page }, info) => {
  test.setTimeout(120_000);
  await page.goto("/login?redirectTo=%2Faccount%2Forders%2F000000105");
  await logIn(page);
  await expect(h1(page, "Order 000000105")).toBeVisible();
  await page.getByRole("link", { name: "Return items" }).click();
  await expect(h1(page, "Return items from order 000000105")).toBeVisible();
  await expectAccessible(page);

  const item = page.getByRole("group", { name: /Turquoise/ });
  const quantity = item.getByLabel(/^How many\?/);
  const reason = item.getByLabel(/^Reason/);
  const condition = item.getByLabel(/^Condition/);
  // the resolution comes chosen with the shop's default
  await expect(item.getByLabel(/^Resolution/).locator("option:checked")).toHaveText("Refund");
  await quantity.fill("99");
  await condition.selectOption({ label: "Opened" });
  await page.getByRole("button", { name: "Request the return" }).click();
  await expect(errorSummary(page)).toBeVisible();
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  // each message beside its field
  const beside = (text: string | RegExp) => page.locator(".field__error").filter({ hasText: text });
  await expect(beside(/^(Enter a whole number from 0 to \d|Enter 0 or 1)\.$/)).toBeVisible();
  await expect(quantity).toHaveValue("99");
  await expect(condition.locator("option:checked")).toHaveText("Opened");
  await expectAccessible(page);

  // a quantity, but no reason
  await quantity.fill("1");
  await page.getByRole("button", { name: "Request the return" }).click();
  await expect(beside(/^Choose the reason for .*Turquoise/)).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(quantity).toHaveValue("1");

  await reason.selectOption({ label: "It arrived damaged" });
  await item.getByLabel(/^Resolution/).selectOption({ label: "Exchange" });
  await page.getByLabel(/Anything else we should know/).fill("The tin was dented.");
  await page.getByRole("button", { name: "Request the return" }).click();
  await expect(page).toHaveURL(/\/account\/orders\/000000105$/);
  const flash = page.locator(".notice").filter({ hasText: /We have your return request (\d{9})\./ });
  await expect(flash).toBeVisible();
  const number = /request (\d{9})\./.exec((await flash.textContent()) ?? "")![1];
  const returns = page.getByRole("region", { name: "Returns" });
  const ours = returns.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Return ${number}` }) });
  await expect(ours).toContainText("Status: Waiting for us to review it");
  const row = ours.getByRole("row", { name: /Turquoise/ });
  await expect(row).toContainText("Waiting for review");
  await expect(row).toContainText("Reason: It arrived damaged");
  await expect(row).toContainText("Condition: Opened");
  await expect(row).toContainText("Resolution: Exchange");
  await expect(ours).toContainText("The tin was dented.");
  await expectAccessible(page);

  // the merchant accepts it
  const res = await fetch(`${sandboxOrigin(info)}/graphql/_sandbox/returns/${number}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ status: "AUTHORIZED" }),
  });
  expect(res.status).toBe(200);
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Returns" }).click();
  await expect(h1(page, "Your returns")).toBeVisible();
  const listed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Return ${number}` }) });
  await expect(listed).toContainText("Status: Accepted: please send the items back");
  await expect(listed.getByRole("row", { name: /Turquoise/ })).toContainText("Accepted: please send it back");
  await expect(listed.getByRole("row", { name: /Turquoise/ })).toContainText("Reason: It arrived damaged");
  await expect(listed.getByRole("link", { name: "order 000000105" })).toBeVisible();
  await expectAccessible(page);
});
