import { describe, expect, it } from "vitest";
import { countryOfTenant, dobFromApi, dobToApi, isIsoDate } from "~/.server/platform/formats";

describe("the tenant's market", () => {
  it("reads national phone numbers as the market's (lib/address normalisePhone)", () => {
    expect(countryOfTenant("ashless-gb")).toBe("GB");
    expect(countryOfTenant("ashless-ie")).toBe("IE");
  });
});

describe("dates of birth in the API format (product.md §5)", () => {
  it("sends ISO to unified and dd/mm/yyyy to legacy", () => {
    expect(dobToApi("1990-04-12", "unified")).toBe("1990-04-12");
    expect(dobToApi("1990-04-12", "legacy")).toBe("12/04/1990");
    expect(() => dobToApi("12/04/1990", "legacy")).toThrow(RangeError);
    expect(() => dobToApi("1990-02-30", "unified")).toThrow(RangeError);
  });

  it("reads either API format back as ISO", () => {
    expect(dobFromApi("12/04/1990")).toBe("1990-04-12");
    expect(dobFromApi("1990-04-12")).toBe("1990-04-12");
    expect(dobFromApi("1990-04-12T00:00:00Z")).toBe("1990-04-12");
    expect(dobFromApi("31/02/1990")).toBeNull();
    expect(dobFromApi(null)).toBeNull();
    expect(dobFromApi("")).toBeNull();
  });

  it("accepts only real calendar days", () => {
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(isIsoDate("1990-4-12")).toBe(false);
  });
});
