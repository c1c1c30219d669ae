import { expect, type APIRequestContext } from "@playwright/test";
import { expectAccessible, test } from "./support";

// Issue 12, content item 4: the unsubscribe page from a marketing e-mail's link. Opening the
// link changes nothing; the button runs the platform's messaging DELETE with the link's token.
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

async function newSubscriber(request: APIRequestContext) {
  const res = await request.post(`${SANDBOX}/platform/_sandbox/marketing/subscribers`, {
    headers: { "x-tenant-code": "ashless-gb" },
    data: { email: `news-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { subscriber_uuid: string; unsubscribe_link: string };
}

test("a subscriber leaves the list from the e-mail's link", async ({ page, request }) => {
  const { unsubscribe_link: link } = await newSubscriber(request);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from Ashless e-mails" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/unsubscribe\?done=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("We won't send you marketing e-mails any more");
  await expectAccessible(page);

  // the same link again: nothing left to remove, and it still says so plainly
  await page.goto(link);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
});

test("a link whose token is not the subscriber's is refused and removes nothing", async ({ page, request }) => {
  const mine = await newSubscriber(request);
  const other = await newSubscriber(request);
  const forged = `/unsubscribe?s=${other.subscriber_uuid}&t=${new URL(mine.unsubscribe_link, "http://x").searchParams.get("t")}`;
  await page.goto(forged);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("This unsubscribe link is not complete or not valid");
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await expectAccessible(page);

  // the other subscriber is still on the list; their own link takes them off
  const subscribed = async (uuid: string) =>
    (await request.get(`${SANDBOX}/platform/_sandbox/marketing/subscribers/${uuid}`)).status() === 200;
  expect(await subscribed(other.subscriber_uuid)).toBe(true);
  await page.goto(other.unsubscribe_link);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  expect(await subscribed(other.subscriber_uuid)).toBe(false);
  expect(await subscribed(mine.subscriber_uuid)).toBe(true);

  expect((await page.goto("/unsubscribe?s=only-half"))?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't read that link" })).toBeVisible();
  await expectAccessible(page);
});
