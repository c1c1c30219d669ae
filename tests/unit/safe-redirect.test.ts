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
});
