import { expect } from "@playwright/test";
import { expectAccessible, test } from "./support";

// The "outage" project's storefront has every upstream unreachable.
test("with the upstreams down the shop answers 503 pages with a clear message and keeps serving", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/shop", "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20", "/search?q=amber"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "The shop is briefly unavailable" })).toBeVisible();
    await expect(page.getByText("Your cart is safe")).toBeVisible();
  }
  await expectAccessible(page);
  expect((await request.get("/healthz")).status()).toBe(200);
  // the replica stays in the load balancer: it answers its outage page itself
  expect((await request.get("/readyz")).status()).toBe(200);
  const upstreams = await request.get("/healthz/upstreams");
  expect(upstreams.status()).toBe(503);
  expect(await upstreams.json()).toMatchObject({ ok: false });
});
