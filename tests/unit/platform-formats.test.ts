import { describe, expect, it } from "vitest";
import { callingCodeForTenant, dobFromApi, dobToApi, isIsoDate, normalisePhone } from "~/.server/platform/formats";

describe("phone numbers normalised to start with + or 00 (SPEC §5)", () => {
  it.each([
    ["+44 7700 900123", "+447700900123"],
    ["0044 7700-900123", "00447700900123"],
    ["(07700) 900.123", "+447700900123"],
    ["447700900123", "+447700900123"],
    [" +353 85 123 4567 ", "+353851234567"],
  ])("%s → %s", (raw, expected) => {
    expect(normalisePhone(raw, "44")).toBe(expected);
  });

  it("needs a calling code for a national number, and refuses what is not a number", () => {
    // Without a market the trunk 0 cannot be replaced: the digits just get a +.
    expect(normalisePhone("07700 900123", null)).toBe("+07700900123");
    expect(normalisePhone("call me", "44")).toBeNull();
    expect(normalisePhone("+44 12", "44")).toBeNull();
    expect(normalisePhone("+1234567890123456", "44")).toBeNull();
    expect(normalisePhone("+44 7700 900123 ext 2", "44")).toBeNull();
  });

  it("knows the tenant's market", () => {
    expect(callingCodeForTenant("ashless-gb")).toBe("44");
    expect(callingCodeForTenant("ashless-ie")).toBe("353");
    expect(callingCodeForTenant("ashless-xx")).toBeNull();
  });
});

describe("dates of birth in the API format (SPEC §5)", () => {
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
