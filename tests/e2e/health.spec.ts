import { expect, test } from "@playwright/test";

test("liveness and readiness answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, upstreams: { commerce: "ok", platform: "ok", content: "ok" } });
});

test("a cross-site form post is refused", async ({ request }) => {
  const res = await request.post("/cart", { form: { intent: "remove", itemId: "1" }, headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(res.status()).toBe(403);
});
