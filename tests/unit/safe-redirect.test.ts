import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it.each(["/account/orders", "/account/orders?page=2&sort=NUMBER", "/checkout/shipping#address"])(
    "keeps the same-site path %s",
    (to) => {
      expect(safeRedirect(to)).toBe(to);
    },
  );

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "account",
    "",
    null,
    undefined,
    "/\u0000x",
  ])("falls back for %s", (to) => {
    expect(safeRedirect(to, "/account")).toBe("/account");
  });

  // The check is of the path a browser will follow: dot-segments and their encoded forms
  // normalise "/.//evil.example" to "//evil.example", which is another site (issue 36, 1).
  it.each([
    "/.//evil.example/x",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E//evil.example",
    "/.%2e//evil.example",
    "/a/%2e%2e//evil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/%5c%5cevil.example",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
  ])("never returns a path a browser reads as another site: %s", (to) => {
    const result = safeRedirect(to, "/account");
    expect(result.startsWith("/")).toBe(true);
    expect(result).not.toMatch(/^\/[/\\]/);
    expect(new URL(result, "https://shop.example/").origin).toBe("https://shop.example");
    expect(result).toBe("/account");
  });

  it("still follows a harmless dot-segment to the page it names", () => {
    expect(safeRedirect("/shop/./devices", "/account")).toBe("/shop/devices");
  });
});
