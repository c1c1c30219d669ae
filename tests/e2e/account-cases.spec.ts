// The demo customer's complaints and the purposes they agreed to (product.md §3 purposes, §7 Users
// complaints; decision 0065), with scripting off, on both platform flavours: the legacy platform
// keeps no complaints, so there the page is not offered. axe runs on every page visited.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible, test } from "./support";

const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };
const legacy = (info: TestInfo) => info.project.name.startsWith("legacy");
const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const accountNav = (page: Page) => page.getByRole("navigation", { name: "Your account" });

test("the demo customer's complaints and what they agreed to", { tag: "@both-flavours" }, async ({ page }, info) => {
  await page.goto("/login?redirectTo=%2Faccount%2Fprivacy-request");
  await page.getByLabel("E-mail address").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  await expect(h1(page, "Your data and privacy")).toBeVisible();
  const agreed = page.getByRole("region", { name: "What you have agreed to" }).getByRole("listitem");
  // the demo customer's seeded consents, in the consents' order
  await expect(agreed).toHaveText([
    "Send me news and offers by e-mail.",
    "Invite me to product surveys.",
    "I have read and accept the privacy notice.",
  ]);
  await expectAccessible(page);

  const complaintsLink = accountNav(page).getByRole("link", { name: "Complaints" });
  if (legacy(info)) {
    await expect(complaintsLink).toHaveCount(0);
    const response = await page.goto("/account/complaints");
    expect(response?.status()).toBe(404);
    await expect(h1(page, "Page not found")).toBeVisible();
    await expectAccessible(page);
    return;
  }
  await complaintsLink.click();
  await expect(h1(page, "Your complaints")).toBeVisible();
  const cases = page.locator(".complaint-card");
  await expect(cases).toHaveCount(2);
  await expect(cases.nth(0).getByRole("heading")).toHaveText("Parcel arrived with a crushed box");
  await expect(cases.nth(0)).toContainText("Being looked into");
  await expect(cases.nth(0)).toContainText(/Reference\s*CMP-\d{6}/);
  await expect(cases.nth(1).getByRole("heading")).toHaveText("Device stopped charging after two weeks");
  await expect(cases.nth(1)).toContainText("Resolved");
  await expect(cases.nth(1)).toContainText("We sent you a replacement device free of charge.");
  await expectAccessible(page);
});
