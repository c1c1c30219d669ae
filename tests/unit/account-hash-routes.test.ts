import { describe, expect, it } from "vitest";
import { pathForHash } from "~/components/account/hash-routes";

describe("old account hash links (product.md §2)", () => {
  it.each([
    ["#/orders", "/account/orders"],
    ["#/orders/000000123", "/account/orders/000000123"],
    ["#/orders-history", "/account/orders"],
    ["#/account", "/account/information"],
    ["#/address", "/account/address"],
    ["#/addresses", "/account/address"],
    ["#/address/12", "/account/address/12"],
    ["#/address/12/set-default-billing", "/account/address/12"],
    ["#/payments", "/account/payments"],
    ["#/subscription", "/account/subscriptions"],
    ["#/devices", "/account/devices"],
    ["#/communication", "/account/communication"],
    ["#/change-password", "/account/change-password"],
    ["#/update-phone", "/account/update-phone"],
    ["#/update-personal-details", "/account/update-personal-details"],
    ["#/checkout", "/checkout"],
    ["#/trial/checkout", "/trial/checkout"],
    ["#/register", "/register"],
    ["#orders", "/account/orders"],
    ["#/orders/", "/account/orders"],
    ["#/payments?from=mail", "/account/payments"],
    ["#/age-verification", "/account/age-verification"],
  ])("%s → %s", (hash, path) => {
    expect(pathForHash(hash)).toBe(path);
  });

  it.each(["", "#", "#/", "#/login", "#/unknown", "#/orders/<script>"])(
    "%s does nothing (or stays on the list)",
    (hash) => {
      const path = pathForHash(hash);
      expect(path === null || path === "/account/orders").toBe(true);
      if (!hash.startsWith("#/orders")) expect(path).toBeNull();
    },
  );

  it("never leaves the site", () => {
    expect(pathForHash("#//evil.example")).toBeNull();
    expect(pathForHash("#/orders/..%2F..%2Fevil")).toBe("/account/orders");
  });
});
