import { expect } from "@playwright/test";
import { expectValidHtml } from "./html-validator";
import { test } from "./support";

// The served HTML of the page types that ship no script (decision 0019), and of a bundle, validates; the others
// are validated by smoke.spec.ts, page by page, and the checkout's steps there too.
const PUBLIC = [
  "/",
  "/shop",
  "/shop/sticks",
  "/shop/bundles",
  "/shop/bundles/ashless-one-starter-kit",
  "/shop/bundles/ashless-one-starter-kit?bundle_1=1&bundle_2=6",
  "/search?q=delivery",
  "/search?q=",
  "/faq",
  "/help",
  "/privacy",
  "/delivery",
  "/blog",
  "/stores",
  "/stores?q=Manchester",
  "/order-status",
];

test("the HTML of every page type without scripts is valid", async ({ request }) => {
  for (const path of PUBLIC) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    await expectValidHtml(await res.text(), path);
  }
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  await expectValidHtml(await missing.text(), "the 404 page");
});

test("the HTML of the order history and an order is valid", async ({ request, baseURL }) => {
  const login = await request.post("/login", {
    form: { intent: "login", email: "demo@ashless.example", password: "Ashless-Demo-2026", website: "" },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const orders = await (await request.get("/account/orders")).text();
  await expectValidHtml(orders, "/account/orders");
  const order = /href="(\/account\/orders\/\d+)"/.exec(orders)?.[1];
  expect(order, "an order of the demo customer's").toBeTruthy();
  await expectValidHtml(await (await request.get(order!)).text(), order!);
});
