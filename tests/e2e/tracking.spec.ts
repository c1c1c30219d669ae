import { expect } from "@playwright/test";
import { jsEnabled, test } from "./support";

// Issue 12, tracking item 5: the menu teaser's list_click and the search results' faq_click.
// Without JavaScript the link goes through the /go redirect, which records the click; with it
// the click leaves by navigator.sendBeacon (POST /go) and the shopper goes straight there,
// on the pages that ship scripts.
test("a tracked link records its click, by the redirect without JavaScript and by a beacon with it", async ({
  page,
}, info) => {
  const goRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/go")
      goRequests.push(`${r.method()} ${r.postData() ?? new URL(r.url()).search}`);
  });
  await page.goto("/");
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
});
