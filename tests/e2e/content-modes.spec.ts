import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// Issue 12, content item 4: preview and edit modes by query parameter, the page state from
// httpRequests, and A/B variations that stay the same for a visitor.

test("a draft shows only in a preview; edit mode needs the editCode permission", async ({ page }) => {
  expect((await page.goto("/summer"))?.status()).toBe(404);

  const preview = await page.goto("/summer?preview=preview-demo-token");
  expect(preview?.status()).toBe(200);
  expect(preview?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Summer flavours are coming" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Preview:" })).toContainText("Shoppers do not see it yet");
  await expect(page.getByRole("heading", { name: "Custom code of this page" })).toHaveCount(0);
  await expectAccessible(page);

  expect((await page.goto("/summer?edit=preview-demo-token"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "This preview link does not work" })).toBeVisible();
  await expectAccessible(page);
  expect((await page.goto("/summer?preview=not-a-token"))?.status()).toBe(403);

  expect((await page.goto("/summer?edit=editor-demo-token"))?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Edit mode:" })).toBeVisible();
  await expect(page.getByText("text · summer-title")).toBeVisible();
  const code = page.getByRole("region", { name: "Custom code of this page" });
  await expect(code).toContainText("console.log('summer countdown');");
  // its custom fonts are named for the editor, and not loaded (decision 0067)
  await expect(code.getByRole("listitem")).toHaveText(["Playfair Display"]);
  await expectAccessible(page);
});

test("an A/B test keeps its variation for a visitor; the page state comes from the server", async ({
  page,
  context,
}) => {
  await page.goto("/faq");
  const heading = page.getByRole("heading", { level: 1 });
  const first = await heading.textContent();
  expect(["Frequently asked questions", "How can we help?"]).toContain(first);
  const cookie = (await context.cookies()).find((c) => c.name === "ab-page-faq");
  expect(cookie?.path).toBe("/faq");
  expect(cookie?.httpOnly).toBe(true);
  // the store's facts (state.store): filled on the server from the store configuration
  // (in an answer that opens on request: there, not necessarily on screen)
  await expect(page.locator("main")).toContainText("Tracked delivery (£2.99): 2–3 working days.");
  await expectAccessible(page);

  for (let i = 0; i < 3; i++) {
    await page.goto("/");
    await page.goto("/faq");
    await expect(heading).toHaveText(first!);
  }
  // another visitor may draw the other one; forgetting the cookie draws again
  await context.clearCookies();
  const seen = new Set<string>();
  for (let i = 0; i < 12 && seen.size < 2; i++) {
    await context.clearCookies();
    await page.goto("/faq");
    seen.add((await heading.textContent()) ?? "");
  }
  expect([...seen].sort()).toEqual(["Frequently asked questions", "How can we help?"]);
});
