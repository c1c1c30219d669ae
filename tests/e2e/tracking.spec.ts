import { expect, type APIRequestContext } from "@playwright/test";
import { jsEnabled, test } from "./support";

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** The menu teaser's clicks the content service has recorded (the sandbox's own read, for tests). */
async function menuClicks(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${SANDBOX}/content/_sandbox/track-events?contentId=%2Fshop%2Fdevices`);
  const { events } = (await res.json()) as { events: { type: string; metadata?: { list?: string } }[] };
  return events.filter((e) => e.type === "click" && e.metadata?.list === "menu-navigation").length;
}

// Issue 12, tracking item 5: the menu teaser's list_click and the search results' faq_click.
// Without JavaScript the link goes through the /go redirect, which records the click; with it
// the click leaves by navigator.sendBeacon (POST /go) and the shopper goes straight there,
// on the pages that ship scripts.
// @js: with scripting the click leaves by a beacon
test(
  "a tracked link records its click, by the redirect without JavaScript and by a beacon with it",
  { tag: "@js" },
  async ({ page, request }, info) => {
    const goRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/go")
        goRequests.push(`${r.method()} ${r.postData() ?? new URL(r.url()).search}`);
    });
    // the home page ships no scripts (decision 0019): a page that does, to see the beacon
    await page.goto("/login");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /Ashless One/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/devices$/);
    await expect.poll(() => goRequests.length).toBe(1);
    expect(goRequests[0]).toMatch(jsEnabled(info) ? /^POST .*event=list_click/ : /^GET \?event=list_click/);
    expect(goRequests[0]).toContain("list=menu-navigation");

    // search results ship no scripts (decision 0019): the redirect records the click there too
    goRequests.length = 0;
    await page.goto("/search?q=delivery&tab=faq");
    await page.getByRole("link", { name: /When will my order arrive/ }).click();
    await expect(page).toHaveURL(/\/faq#faq-orders$/);
    await expect.poll(() => goRequests.length).toBe(1);
    expect(goRequests[0]).toMatch(/^GET \?event=faq_click/);

    // on a small screen the teaser is the redirection card with its picture (product.md §2's mobile
    // variant), and its click is recorded the same way; other tests click the teaser too, so the
    // service's count must grow rather than reach a number
    goRequests.length = 0;
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/login");
    const card = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Ashless One/ });
    await expect(card).toHaveClass(/rcard--withImage/);
    await expect(card.locator('img[alt=""]')).toHaveCount(1);
    const before = await menuClicks(request);
    await card.click();
    await expect(page).toHaveURL(/\/shop\/devices$/);
    await expect.poll(() => goRequests.length).toBe(1);
    expect(goRequests[0]).toMatch(jsEnabled(info) ? /^POST .*event=list_click/ : /^GET \?event=list_click/);
    await expect.poll(() => menuClicks(request)).toBeGreaterThan(before);
  },
);

interface StoredEvent {
  type: string;
  visitorId?: string;
  sessionId?: string;
  ownerId?: string;
  userAttributes?: { pageType?: string; signedIn?: boolean };
}
const storedEvents = async (request: APIRequestContext, contentId: string) =>
  (
    (await (await request.get(`${SANDBOX}/content/_sandbox/track-events?contentId=${contentId}`)).json()) as {
      events: StoredEvent[];
    }
  ).events;

// Decision 0057: the events carry the visitor's ids only once the shopper allows analytics on
// /cookies; the content service keeps them with the user attributes and the owner.
test("allowing analytics on /cookies puts the visitor's ids on impressions and clicks", async ({ page, request }) => {
  await page.goto("/help");
  await expect.poll(async () => (await storedEvents(request, "page-help")).length).toBeGreaterThan(0);
  expect((await storedEvents(request, "page-help")).at(-1)).not.toHaveProperty("visitorId");

  await page.goto("/cookies");
  await page.getByRole("button", { name: "Allow counting my visits" }).click();
  await expect(page.getByRole("button", { name: "Stop counting my visits" })).toBeVisible();
  const cookies = await page.context().cookies();
  const visitor = cookies.find((c) => /ashless-visitor$/.test(c.name));
  const visit = cookies.find((c) => /ashless-visit$/.test(c.name));
  expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(visit?.expires).toBe(-1); // the browser's session

  await page.goto("/help");
  await expect
    .poll(async () => (await storedEvents(request, "page-help")).some((e) => e.visitorId === visitor?.value))
    .toBe(true);
  const impression = (await storedEvents(request, "page-help")).find((e) => e.visitorId === visitor?.value);
  expect(impression).toMatchObject({ sessionId: visit?.value, userAttributes: { pageType: "other", signedIn: false } });
  expect(impression?.ownerId).toBeTruthy();

  await page.goto("/search?q=delivery&tab=faq");
  await page.getByRole("link", { name: /When will my order arrive/ }).click();
  await expect(page).toHaveURL(/\/faq#faq-orders$/);
  const clicks = await storedEvents(request, "faq-orders-0");
  expect(clicks.find((e) => e.visitorId === visitor?.value)).toMatchObject({
    type: "click",
    sessionId: visit?.value,
    userAttributes: { pageType: "search-results" },
  });
});
