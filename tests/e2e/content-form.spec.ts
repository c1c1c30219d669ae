import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// The FAQ's contact form, a content-service form on the shop's form protocol.
test("the FAQ contact form: a refused post keeps what was typed, a good one is thanked", async ({ page }) => {
  await page.goto("/faq");
  const form = page.locator("#form-faq-contact-form");
  await form.getByLabel("Your name").fill("Ann Smith");
  await form.getByLabel("Email address").fill("ann-at-example");
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(page).toHaveURL(/\/content-form$/);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: /email address in the correct format/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Enter your question" })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Ann Smith");
  await expect(page.getByLabel("Email address")).toHaveValue("ann-at-example");
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("Email address").fill("ann@example.com");
  await page.getByLabel("Your question").fill("Where is my order?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/faq\?form=sent&formId=faq-contact-form/);
  await expect(page.getByRole("status").filter({ hasText: "We will reply within one working day" })).toBeVisible();
});

// A form with a custom action URL: the refusal's message is read where the form's
// errorMessagePath points (product.md §7, §8).
test("the FAQ newsletter form posts to its custom action and shows the action's own refusal", async ({ page }) => {
  await page.goto("/faq");
  const form = page.locator("#form-faq-newsletter-form");
  await form.getByLabel("Email address").fill("sam@ashless.example");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/content-form$/);
  await expect(page.getByRole("heading", { level: 1, name: "Get the Ashless newsletter" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "Ashless staff get the newsletter already.",
  );
  await expect(page.getByLabel("Email address")).toHaveValue("sam@ashless.example");
  await expectAccessible(page);

  await page.getByLabel("Email address").fill("sam@example.com");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/faq\?form=sent&formId=faq-newsletter-form/);
  await expect(page.getByRole("status").filter({ hasText: "The next newsletter is on its way" })).toBeVisible();
});
