import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support";
import { confirmedOrderNumber, placeOrderForm, prepareCheckout } from "./checkout-support";

// Two storefront replicas (playwright.config.ts: replicas A and B) share one sandbox and one
// Redis, as behind a load balancer: what one replica counts or remembers, the other knows.
function replicaOrigins(baseURL: string) {
  const a = new URL(baseURL);
  const b = new URL(baseURL);
  b.port = String(Number(a.port) + 1);
  return [a.origin, b.origin];
}

test("both replicas are ready, Redis included", async ({ request, baseURL }) => {
  for (const origin of replicaOrigins(baseURL!)) {
    const ready = await request.get(`${origin}/readyz`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, redis: "ok" });
  }
});

test("the sign-in limit holds across replicas", async ({ request, baseURL }) => {
  const [a, b] = replicaOrigins(baseURL!);
  const email = `replica-limit-${Date.now()}@example.com`;
  const login = (api: APIRequestContext, origin: string) =>
    api.post(`${origin}/login`, {
      form: { intent: "login", email, password: "not-the-password" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
  // five wrong passwords spread over both replicas use up the one limit of five a minute
  for (const origin of [a, b, a, b, a]) expect((await login(request, origin)).status(), origin).toBe(400);
  const refused = await login(request, b);
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Too many attempts");
  expect((await login(request, a)).status()).toBe(429);
});

test("five Place order submissions spread over both replicas make one order, and all show it", async ({
  page,
  baseURL,
  playwright,
}) => {
  const [a, b] = replicaOrigins(baseURL!);
  await prepareCheckout(page, "payment");
  const form = await placeOrderForm(page);
  // The same shopper (cookies are per host, not per port) pressing five times, the load
  // balancer sending the presses to either replica.
  const cookiesBefore = await page.context().storageState();
  const post = (origin: string) =>
    page.request.post(`${origin}/checkout/payment`, { form, maxRedirects: 0, headers: { Origin: origin } });
  const answers = await Promise.all([a, b, a, b, a].map(post));
  const locations = answers.map((r) => `${r.status()} ${r.headers()["location"]}`);
  expect(new Set(locations).size, locations.join("\n")).toBe(1);
  const location = answers[0].headers()["location"];
  expect(location).toMatch(/^\/checkout\/confirmation\/\d+$/);

  // A retry whose first answer never arrived (so its cookie does not know the order) finds
  // the order through Redis, on either replica.
  const lost = await playwright.request.newContext({ storageState: cookiesBefore });
  for (const origin of [b, a]) {
    const retry = await lost.post(`${origin}/checkout/payment`, { form, maxRedirects: 0, headers: { Origin: origin } });
    expect(retry.headers()["location"]).toBe(location);
  }
  await lost.dispose();

  await page.goto(`${b}${location}`);
  expect(location).toBe(`/checkout/confirmation/${await confirmedOrderNumber(page)}`);
});
