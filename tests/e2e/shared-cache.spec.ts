import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support";
import { CABLE, confirmedOrderNumber, placeOrderForm, prepareCheckout } from "./checkout-support";

// Varnish, with the shipped rules (deploy/varnish), in front of the two replicas
// (playwright.config.ts): public pages are served from the cache; a shopper's pages never are.
function origins(baseURL: string) {
  const a = new URL(baseURL);
  const at = (offset: number) => {
    const u = new URL(a.origin);
    u.port = String(Number(a.port) + offset);
    return u.origin;
  };
  return { a: a.origin, b: at(1), cache: at(2) };
}

const PRODUCT = CABLE.path;
const DEMO = { email: "demo@ashless.example", password: "Ashless-Demo-2026" };

/** A GET through the cache: its status, whether the cache answered, and its policy. */
async function viaCache(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const r = await request.get(url, { headers, maxRedirects: 0 });
  return { status: r.status(), cache: r.headers()["x-cache"], headers: r.headers(), body: await r.text() };
}

test("a product page's second request is served by the cache, with a policy that holds no nonce", async ({
  playwright,
  baseURL,
}) => {
  const { cache } = origins(baseURL!);
  // a visitor without cookies: a context of its own, which keeps none
  const visitor = await playwright.request.newContext();
  const url = `${cache}${PRODUCT}?visit=${Date.now()}`;
  const first = await viaCache(visitor, url);
  expect(first.status).toBe(200);
  expect(first.cache).toBe("MISS");
  expect(first.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const second = await viaCache(visitor, url);
  expect(second.cache).toBe("HIT");
  expect(second.body).toBe(first.body);
  expect(second.body).not.toContain("nonce=");
  const policy = second.headers["content-security-policy"];
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain("nonce");
  await visitor.dispose();
});

test("a shopper's cart and account pages are never served by the cache, nor a public page once they have cookies", async ({
  playwright,
  baseURL,
}) => {
  const { cache } = origins(baseURL!);
  const shopper = await playwright.request.newContext();
  const login = await shopper.post(`${cache}/login`, {
    form: { intent: "login", email: DEMO.email, password: DEMO.password },
    headers: { Origin: cache },
    maxRedirects: 0,
  });
  expect(login.status(), await login.text()).toBe(302);
  const added = await shopper.post(`${cache}${PRODUCT}`, {
    form: { intent: "add", kind: "simple", sku: CABLE.sku, quantity: "1" },
    headers: { Origin: cache },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(302);
  for (const path of ["/cart", "/account", "/account/orders", "/checkout/contact", PRODUCT]) {
    for (let i = 0; i < 2; i++) {
      const page = await viaCache(shopper, `${cache}${path}`);
      expect(page.cache, `${path}, request ${i + 1}`).toBe("MISS");
      if (path !== PRODUCT) expect(page.headers["cache-control"], path).toMatch(/no-store/);
    }
  }
  // the signed-in shopper's product page is theirs (their cart count), not the public copy
  const theirs = await viaCache(shopper, `${cache}${PRODUCT}`);
  expect(theirs.headers["cache-control"] ?? "").not.toMatch(/public/);
  expect(theirs.headers["content-security-policy"]).toContain("'nonce-");
  await shopper.dispose();

  // a visitor without cookies asking for the cart twice: not kept either
  const visitor = await playwright.request.newContext();
  for (let i = 0; i < 2; i++) expect((await viaCache(visitor, `${cache}/cart`)).cache).toBe("MISS");
  await visitor.dispose();
});

test("a cart made on one replica is changed on the other", async ({ playwright, baseURL }) => {
  const { a, b } = origins(baseURL!);
  // cookies belong to the host, not the port: one shopper, the load balancer picking replicas
  const shopper = await playwright.request.newContext();
  const post = (origin: string, path: string, form: Record<string, string>) =>
    shopper.post(`${origin}${path}`, { form, headers: { Origin: origin }, maxRedirects: 0 });
  expect((await post(a, PRODUCT, { intent: "add", kind: "simple", sku: CABLE.sku, quantity: "1" })).status()).toBe(302);
  const cartOnB = await (await shopper.get(`${b}/cart`)).text();
  const itemId = /name="itemId" value="([^"]+)"/.exec(cartOnB)?.[1];
  expect(itemId, "the line made on A, in the cart on B").toBeTruthy();
  expect((await post(b, "/cart", { intent: "update", itemId: itemId!, quantity: "3" })).status()).toBe(302);
  const cartOnA = await (await shopper.get(`${a}/cart`)).text();
  expect(cartOnA).toMatch(new RegExp(`name="quantity"[^>]*value="3"|value="3"[^>]*name="quantity"`));
  await shopper.dispose();
});

test("five Place order submissions through the cache make one order", async ({ page, baseURL }) => {
  const { cache } = origins(baseURL!);
  await prepareCheckout(page, "payment", { origin: cache });
  const form = await placeOrderForm(page, cache);
  const post = () =>
    page.request.post(`${cache}/checkout/payment`, { form, maxRedirects: 0, headers: { Origin: cache } });
  const answers = await Promise.all([post(), post(), post(), post(), post()]);
  const locations = answers.map((r) => `${r.status()} ${r.headers()["location"]}`);
  expect(new Set(locations).size, locations.join("\n")).toBe(1);
  const location = answers[0].headers()["location"];
  expect(location).toMatch(/^\/checkout\/confirmation\/\d+$/);
  expect(answers.every((r) => r.headers()["x-cache"] === "MISS")).toBe(true);
  await page.goto(`${cache}${location}`);
  expect(location).toBe(`/checkout/confirmation/${await confirmedOrderNumber(page)}`);
});
