// One smoke test per page type with scripting on (design.md §5): the page answers, its HTML validates,
// it hydrates and passes axe; support.ts's fixture fails it on any console error, uncaught exception or
// hydration mismatch. The journeys themselves run with scripting off; what hydration changes on
// a page (fetchers, focus, beacons…) is tested in the specs, tagged @js. The page types that
// ship no scripts (decision 0019: home, listings, search, the blog, the store finder, content
// pages, order history, the 404 page) are left out: with scripting on they are the same HTML,
// and budget.spec.ts checks that they load no script.
import { expect, type Cookie, type Page } from "@playwright/test";
import { unique } from "./account-support";
import { prepareCheckout } from "./checkout-support";
import { expectValidHtml } from "./html-validator";
import { expectAccessible, test } from "./support";

interface PageType {
  path: string;
  /** the page's heading */
  h1: string | RegExp;
}

const SIGNED_OUT: PageType[] = [
  { path: "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20", h1: "Amber Tobacco Sticks, Pack of 20" },
  { path: "/cart", h1: "Your cart" },
  { path: "/login", h1: "Log in" },
  { path: "/register", h1: "Create an account" },
  { path: "/forgot-password", h1: /password/i },
  { path: "/reset-password?token=not-a-token", h1: /./ },
  { path: "/contact", h1: /./ },
  { path: "/trial", h1: /./ },
  { path: "/flavor-finder", h1: /./ },
];

/** The demo customer's pages, which only read. */
const ACCOUNT: PageType[] = [
  { path: "/account", h1: /./ },
  { path: "/account/information", h1: /./ },
  { path: "/account/update-personal-details", h1: "Your personal details" },
  { path: "/account/update-phone", h1: /./ },
  { path: "/account/change-password", h1: /./ },
  { path: "/account/communication", h1: /./ },
  { path: "/account/payments", h1: /./ },
  { path: "/account/subscriptions", h1: /./ },
  { path: "/account/subscriptions/1", h1: /./ },
  { path: "/account/pack-codes", h1: /./ },
  { path: "/account/devices", h1: /./ },
  { path: "/account/age-verification", h1: /./ },
  { path: "/account/cancel-account", h1: /./ },
  { path: "/account/deactivate", h1: /./ },
  { path: "/account/address", h1: /./ },
  { path: "/account/address/new", h1: "Add a new address" },
  { path: "/account/address/1", h1: /./ },
  { path: "/club", h1: "The club" },
  { path: "/club/history", h1: "Points history" },
  { path: "/club/rewards", h1: /./ },
  { path: "/club/rewards/voucher-5", h1: /./ },
  { path: "/club/pack-codes", h1: /./ },
  { path: "/club/articles", h1: /./ },
  { path: "/club/surveys", h1: /./ },
  { path: "/club/surveys/amber-2027", h1: /./ },
  { path: "/club/quizzes", h1: /./ },
  { path: "/club/quizzes/device-basics", h1: /./ },
  { path: "/club/contests", h1: /./ },
  { path: "/club/contests/photo-2027", h1: /./ },
  { path: "/referral", h1: "Refer a friend" },
];

/** Pages whose visit credits points (the loader is the earning): a new customer's. */
const EARNING: PageType[] = [
  { path: "/club/articles/how-heating-works", h1: /./ },
  { path: "/club/qr/qr-store-london", h1: /./ },
];

async function expectPage(page: Page, { path, h1 }: PageType) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expectValidHtml(await response!.text(), path);
  // the page itself, not the login page or another a redirect would lead to
  expect(page.url()).toBe(new URL(path, page.url()).href);
  await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expectAccessible(page);
}

const origin = () => new URL(test.info().project.use.baseURL!).origin;

/**
 * The demo customer signs in once per worker, by the login form's own post: sign-ins per
 * e-mail address are limited (20 in 15 minutes, app/.server/limits/rate-limit.ts), and other specs
 * sign the demo customer in too.
 */
const smoke = test.extend<object, { demoCookies: Cookie[] }>({
  demoCookies: [
    async ({ playwright }, use, worker) => {
      const request = await playwright.request.newContext({
        baseURL: worker.project.use.baseURL,
        // an address of this worker's own (see support.ts)
        extraHTTPHeaders: { "X-Forwarded-For": `198.19.255.${(worker.parallelIndex % 250) + 1}` },
      });
      const res = await request.post("/login", {
        form: { intent: "login", email: "demo@ashless.example", password: "Ashless-Demo-2026", website: "" },
        headers: { Origin: new URL(worker.project.use.baseURL!).origin },
        maxRedirects: 0,
      });
      expect(res.status(), "the demo customer's sign-in").toBe(302);
      await use((await request.storageState()).cookies);
      await request.dispose();
    },
    { scope: "worker" },
  ],
});

async function registerCustomer(page: Page) {
  const email = unique("smoke");
  const res = await page.request.post("/register", {
    form: {
      intent: "register",
      email,
      password: "Ashless-Test-2026",
      firstname: "Sam",
      lastname: "Smoke",
      dob: "1988-11-02",
      "consent_gdpr-privacy": "on",
      website: "",
    },
    headers: { Origin: origin() },
    maxRedirects: 0,
  });
  expect(res.status(), `registration of ${email}`).toBe(302);
}

for (const type of SIGNED_OUT)
  smoke(`${type.path} with scripting on`, async ({ page }) => {
    await expectPage(page, type);
  });

for (const step of ["contact", "shipping", "delivery", "payment"] as const)
  smoke(`/checkout/${step} with scripting on`, async ({ page }) => {
    await prepareCheckout(page, step);
    await expectPage(page, { path: `/checkout/${step}`, h1: /./ });
  });

smoke("/checkout/confirmation/:orderNumber with scripting on", async ({ page }) => {
  await prepareCheckout(page, "payment");
  const payment = await (await page.request.get("/checkout/payment")).text();
  const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(payment)?.[1];
  expect(idempotencyKey, "the payment step's idempotency key").toBeTruthy();
  const placed = await page.request.post("/checkout/payment", {
    // cash on delivery: straight to the confirmation, without the provider's page
    form: {
      intent: "place-order",
      idempotencyKey: idempotencyKey!,
      paymentMethod: "cashondelivery",
      attr_age_confirmation: "1",
    },
    headers: { Origin: origin() },
    maxRedirects: 0,
  });
  const location = placed.headers()["location"];
  expect(location).toMatch(/^\/checkout\/confirmation\/\d+$/);
  await expectPage(page, { path: location, h1: "Thank you: your order is confirmed" });
});

for (const type of ACCOUNT)
  smoke(`${type.path} with scripting on`, async ({ page, demoCookies }) => {
    await page.context().addCookies(demoCookies);
    await expectPage(page, type);
  });

for (const type of EARNING)
  smoke(`${type.path} with scripting on`, async ({ page }) => {
    await registerCustomer(page);
    await expectPage(page, type);
  });
