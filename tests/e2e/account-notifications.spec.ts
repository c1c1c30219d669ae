// Notifications in this browser (product.md §7 messaging push; decision 0068). Without scripting
// the page says what turning them on needs; with it, the browser asks, subscribes and the shop
// registers the subscription with the platform, and "Turn off" removes it. Chromium's push
// service is Google's, out of this machine's reach, so the test stands in for it: the browser's
// PushManager returns a subscription of the shape a push service gives. Everything after it (the
// permission, the service worker, the action, the platform) is the real thing.
import { expect } from "@playwright/test";
import { h1, notice } from "./account-support";
import { customer } from "./pack-support";
import { sandboxOrigin } from "./subscription-support";
import { expectAccessible, jsEnabled, test } from "./support";

const ENDPOINT = "https://push.example/send/e2e";

test("turning notifications on and off in this browser", { tag: "@js" }, async ({ page, context }, info) => {
  const { email, password } = await customer(info);
  const registered = async () => {
    const res = await fetch(
      `${sandboxOrigin(info)}/platform/_sandbox/messaging/push?email=${encodeURIComponent(email)}`,
    );
    return ((await res.json()) as { tokens: { token: string }[] }).tokens.map((t) => JSON.parse(t.token).endpoint);
  };
  if (jsEnabled(info)) {
    await context.grantPermissions(["notifications"]);
    await context.addInitScript((endpoint) => {
      const subscription = {
        endpoint,
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg" },
        }),
        unsubscribe: async () => true,
      };
      let current: typeof subscription | null = null;
      PushManager.prototype.subscribe = async function () {
        current = subscription;
        return current as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription;
    }, ENDPOINT);
  }

  await page.goto("/login?redirectTo=%2Faccount%2Fnotifications");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(h1(page, "Notifications")).toBeVisible();
  await expectAccessible(page);

  if (!jsEnabled(info)) {
    await expect(
      page.getByText("Turning notifications on needs JavaScript, which this browser is not running."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);
    return;
  }
  await page.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(notice(page, "Notifications are on for this browser.")).toBeVisible();
  expect(await registered()).toEqual([ENDPOINT]);
  // the service worker that shows what arrives is this page's
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(
    /\/push-sw\.js$/,
  );
  await expectAccessible(page);

  await page.getByRole("button", { name: "Turn off notifications" }).click();
  await expect(notice(page, "Notifications are off for this browser.")).toBeVisible();
  expect(await registered()).toEqual([]);
  await expect(page.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
});
