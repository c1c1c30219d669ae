import { expect } from "@playwright/test";
import { errorSummary } from "./checkout-support";
import { expectAccessible, test } from "./support";

// Issue 12, content item 4: the contact form, sent through the platform's messaging forms.
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

test("the contact form keeps what was typed when refused, and sends through messaging forms", async ({
  page,
  request,
}) => {
  const email = `contact-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Your name").fill("Sam Shopper");
  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByLabel("Order number").fill("12");
  await page.getByLabel("Your message").fill("Where is my parcel?");
  await page.getByRole("button", { name: "Send message" }).click();
  const summary = errorSummary(page);
  await expect(summary).toContainText("Enter an e-mail address in the correct format");
  await expect(summary).toContainText("Choose what your message is about.");
  await expect(summary).toContainText("Enter the 9-digit order number");
  await expect(page.getByLabel("Your message")).toHaveValue("Where is my parcel?");
  await expect(page.getByLabel("Your name")).toHaveValue("Sam Shopper");
  await expectAccessible(page);

  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("What is it about?").selectOption({ label: "An order or a delivery" });
  await page.getByLabel("Order number").fill("000000106");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thanks for your message" })).toBeVisible();
  await expectAccessible(page);

  const res = await request.get(`${SANDBOX}/platform/_sandbox/messaging/forms?email=${encodeURIComponent(email)}`);
  const { forms } = (await res.json()) as { forms: Record<string, unknown>[] };
  expect(forms).toHaveLength(1);
  expect(forms[0]).toMatchObject({
    type: "contact",
    channel: "web",
    payload: { topic: "order", message: "Where is my parcel?", order_number: "000000106" },
    data_subject: { email, name: "Sam Shopper" },
  });
});
