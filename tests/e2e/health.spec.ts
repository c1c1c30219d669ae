import { expect } from "@playwright/test";
import { test } from "./support";

test("liveness and readiness answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({
    ready: true,
    upstreams: { commerce: "ok", platform: "ok", content: "ok" },
  });
});

test("a post from another origin, a sibling subdomain too, is refused with the shop's page", async ({ request }) => {
  for (const site of ["cross-site", "same-site"]) {
    const res = await request.post("/cart", {
      form: { intent: "remove", itemId: "1" },
      headers: { "Sec-Fetch-Site": site },
    });
    expect(res.status(), site).toBe(403);
    expect(res.headers()["content-type"]).toContain("text/html");
    expect(await res.text()).toContain("accept that form");
  }
});

test("login attempts are limited per shopper address, which a client cannot forge", async ({ request }) => {
  const email = `rate-limit-${Date.now()}@example.com`;
  const login = (headers: Record<string, string> = {}) =>
    request.post("/login", {
      form: { intent: "login", email, password: "not-the-password" },
      headers: { "Sec-Fetch-Site": "same-origin", ...headers },
      maxRedirects: 0,
    });
  for (let i = 0; i < 5; i++) expect((await login()).status(), `attempt ${i + 1}`).toBe(400);
  const refused = await login();
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Too many attempts");
  // the storefront's own client-address header, sent by the client, changes nothing
  expect((await login({ "X-Ashless-Client-Ip": "203.0.113.250" })).status()).toBe(429);
  // another shopper (another address, as the trusted proxy reports it) still gets an answer
  expect((await login({ "X-Forwarded-For": "203.0.113.251" })).status()).toBe(400);
});
