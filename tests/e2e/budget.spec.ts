import { gzipSync } from "node:zlib";
import { expect } from "@playwright/test";
import { test } from "./support";

// Runs in the JavaScript-enabled project only (see playwright.config.ts).
const BUDGET = 100 * 1024;

for (const path of [
  "/shop/sticks/single-packs/amber-tobacco-sticks-pack-20",
  "/shop/devices/ashless-one-device",
  "/cart",
  "/",
]) {
  test(`the JavaScript sent to ${path} stays within 100 KB gzipped`, async ({ page }) => {
    const scripts = new Map<string, number>();
    const reading: Promise<void>[] = [];
    page.on("response", (res) => {
      const url = res.url();
      if (!url.endsWith(".js") && !(res.headers()["content-type"] ?? "").includes("javascript")) return;
      // bodies arrive after the response event: wait for every one before adding up
      reading.push(
        res.body().then(
          (body) => void scripts.set(url, gzipSync(body).length),
          () => undefined,
        ),
      );
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await Promise.all(reading);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    expect(scripts.size).toBeGreaterThan(0);
    expect(
      total,
      `gzipped JS on ${path}: ${(total / 1024).toFixed(1)} KB in ${scripts.size} files`,
    ).toBeLessThanOrEqual(BUDGET);
  });
}

test("every response carries a CSP nonce and the page's scripts use it", async ({ page }) => {
  const res = await page.goto("/");
  const csp = res?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const nonces = await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  for (const n of nonces) expect(n).toBe(nonce);
});
