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
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toMatchObject({ ready: false });
});
