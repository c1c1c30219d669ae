import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// The FAQ's contact form, a content-service form on the shop's form protocol. The browser's own
// checks come first (product.md §5; decision 0050): a required field left empty is never sent.
test("the FAQ contact form: a refused post keeps what was typed, a good one is thanked", async ({ page }) => {
  await page.goto("/faq");
  const form = page.locator("#form-faq-contact-form");
  await form.getByLabel("Your name").fill("Ann Smith");
  // an address the browser takes (no dot after the @) but the server does not
  await form.getByLabel("Email address").fill("ann@example");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(form.locator("textarea:invalid")).toHaveCount(1);

  await form.getByLabel("Your question").fill("Where is my order?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/content-form$/);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: /email address in the correct format/ })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Ann Smith");
  await expect(page.getByLabel("Your question")).toHaveValue("Where is my order?");
  await expect(page.getByLabel("Email address")).toHaveValue("ann@example");
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("Email address").fill("ann@example.com");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/faq\?form=sent&formId=faq-contact-form/);
  await expect(page.getByRole("status").filter({ hasText: "We will reply within one working day" })).toBeVisible();
});

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

// A content form with file and image fields, posted as multipart/form-data (product.md §5):
// the image is told by its bytes, refused beside its field with the rest kept, then sent.
test("a warranty claim: a file that is no image is refused beside its field, a photo is sent", async ({ page }) => {
  await page.goto("/help");
  await page.getByRole("link", { name: /Make a warranty claim/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Make a warranty claim" })).toBeVisible();
  await expectAccessible(page);
  const form = page.locator("#form-warranty-claim-form");
  await form.getByLabel("Your device's serial number").fill("ASH-1234-5678");
  await form.getByLabel("A photo of the fault").setInputFiles({
    name: "fault.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html>not a picture</html>"),
  });
  await form.getByRole("button", { name: "Send my claim" }).click();

  await expect(page).toHaveURL(/\/content-form$/);
  const photo = page.getByLabel("A photo of the fault");
  await expect(photo).toHaveAttribute("aria-invalid", "true");
  await expect(photo).toHaveAccessibleDescription(
    /Choose a JPEG or PNG image: a file whose name ends in \.jpg, \.jpeg or \.png\..*up to 1 MB/,
  );
  await expect(page.getByLabel("Your device's serial number")).toHaveValue("ASH-1234-5678");
  await expectAccessible(page);

  await photo.setInputFiles({ name: "fault.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page).toHaveURL(/\/warranty-claim\?form=sent&formId=warranty-claim-form/);
  await expect(page.getByRole("status")).toHaveText("Thanks!");
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
