// What the account journeys share: a customer registered through the page, and how the
// page names things.
import { expect, type Page, type TestInfo } from "@playwright/test";

export const PASSWORD = "Ashless-Test-2026";
export const legacy = (info: TestInfo) => info.project.name.startsWith("legacy");
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

export const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
export const header = (page: Page) => page.getByRole("banner");
export const notice = (page: Page, text: string | RegExp) => page.locator(".notice").filter({ hasText: text });
export const errorSummary = (page: Page) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });

export async function register(
  page: Page,
  firstname = "Robin",
  { email = unique(firstname.toLowerCase()), lastname = "Fletcher" }: { email?: string; lastname?: string } = {},
) {
  await page.goto("/register");
  await expect(h1(page, "Create an account")).toBeVisible();
  await expect(page.locator('meta[name="page-name"]')).toHaveAttribute("content", "signup_regular");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("First name").fill(firstname);
  await page.getByLabel("Last name").fill(lastname);
  await page.getByLabel("Date of birth").fill("1988-11-02");
  await page.getByLabel(/privacy notice/).check();
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(notice(page, `Welcome to Ashless, ${firstname}! Your account is ready.`)).toBeVisible();
  await expect(header(page).getByRole("link", { name: `Hi, ${firstname}` })).toBeVisible();
  return email;
}
