import { expect, type APIRequestContext } from "@playwright/test";
import { expectValidHtml } from "./html-validator";
import { expectAccessible, test } from "./support";

// A lead (someone who gave their marketing consent at a shop or an event, before any account)
// confirms it from the link the platform e-mailed (product.md §7 leads; decision 0062), with
// scripting off: opening the link confirms nothing, the button does, once; the same link again
// says it was used. axe on each state.
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** A lead as a shop's till records one: the sandbox's own route; the link is the one it e-mails. */
async function newLead(request: APIRequestContext) {
  const res = await request.post(`${SANDBOX}/platform/_sandbox/leads/consents`, {
    headers: { "x-tenant-code": "ashless-gb" },
    data: {
      email: `lead-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      categories: ["email", "sms"],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { hash: string; link: string };
}

test("a lead confirms their consent from the e-mail's link, once", async ({ page, request }) => {
  const { link } = await newLead(request);

  // a mail scanner's GET, twice: the page asks, it doesn't confirm
  for (let i = 0; i < 2; i++) {
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your consent" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // a page type without scripts (decision 0019): its served HTML validates, as html-valid.spec.ts's do
  await expectValidHtml(await (await request.get(link)).text(), link);
  await expectValidHtml(await (await request.get("/consents/confirmed")).text(), "/consents/confirmed");
  expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Confirm my consent" }).click();
  await expect(page).toHaveURL(/\/consents\/confirmed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for confirming" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "Your consent is confirmed: we'll send you news and offers by e-mail and text message.",
  );
  await expectAccessible(page);

  // the same link again: the button is there (a GET can't know), and pressing it says it was used
  await page.goto(link);
  const again = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Confirm my consent" }).click();
  expect((await again).status()).toBe(409);
  await expect(page.getByRole("heading", { level: 1, name: "This link has already been used" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("your consent is already confirmed");
  await expect(page.getByRole("button", { name: "Confirm my consent" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a link that is not one the platform made says so, without a button", async ({ page }) => {
  expect((await page.goto("/consents/confirm/not%20a%20hash"))?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't read that link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my consent" })).toHaveCount(0);
  await expectAccessible(page);
});
