import { describe, expect, it } from "vitest";
import { distanceKm, geocode, normalisePostcode } from "../../server/sandbox/locations/gazetteer";
import { milesLabel, openingRows } from "~/lib/store-finder";
import { storeQuerySchema } from "~/lib/schemas/stores";

describe("sandbox gazetteer", () => {
  it("reads UK postcodes in any case and spacing, and refuses other shapes", () => {
    expect(normalisePostcode("m43ah")).toBe("M4 3AH");
    expect(normalisePostcode(" EC1A  1BB ")).toBe("EC1A 1BB");
    expect(normalisePostcode("Leeds")).toBeNull();
    expect(normalisePostcode("12345")).toBeNull();
  });

  it("places a full postcode at its district, a district alone, and towns by name or prefix", () => {
    expect(geocode("m4 3ah")).toMatchObject({ label: "M4 3AH", country: "GB", lat: 53.484 });
    expect(geocode("EH2")).toMatchObject({ label: "EH2", name: "New Town, Edinburgh" });
    expect(geocode("  birmingham ")).toMatchObject({ label: "Birmingham", lat: 52.4862 });
    expect(geocode("newcastle")).toMatchObject({ label: "Newcastle upon Tyne" });
    expect(geocode("ZZ9 9ZZ")).toBeNull();
    expect(geocode("Atlantis")).toBeNull();
  });

  it("keeps to the countries asked for", () => {
    expect(geocode("Dublin", ["GB", "IE"])).toMatchObject({ country: "IE" });
    expect(geocode("Paris", ["GB", "IE"])).toBeNull();
    expect(geocode("Paris")).toMatchObject({ country: "FR" });
  });

  it("measures great-circle distances", () => {
    const london = { lat: 51.5072, lng: -0.1276 };
    const manchester = { lat: 53.4808, lng: -2.2426 };
    expect(distanceKm(london, london)).toBe(0);
    // London to Manchester is about 262 km as the crow flies.
    expect(distanceKm(london, manchester)).toBeGreaterThan(255);
    expect(distanceKm(london, manchester)).toBeLessThan(270);
    expect(distanceKm(manchester, london)).toBeCloseTo(distanceKm(london, manchester), 6);
  });
});

describe("store finder rules", () => {
  it("accepts postcodes and town names, trimmed, and explains what it refuses", () => {
    expect(storeQuerySchema.parse("  M4   3AH ")).toBe("M4 3AH");
    expect(storeQuerySchema.parse("Newcastle upon Tyne")).toBe("Newcastle upon Tyne");
    expect(storeQuerySchema.parse("St. Albans")).toBe("St. Albans");
    const message = (v: string) => storeQuerySchema.safeParse(v).error?.issues[0].message;
    expect(message(" ")).toBe("Enter a postcode or a town");
    expect(message("x".repeat(61))).toMatch(/at most 60/);
    expect(message("<script>")).toMatch(/letters, numbers and spaces/);
  });

  it("shows distances in miles", () => {
    expect(milesLabel(0.5)).toBe("0.3 miles");
    expect(milesLabel(1.609344)).toBe("1 mile");
    expect(milesLabel(262)).toBe("163 miles");
  });

  it("lists opening hours per day, closed days included", () => {
    expect(
      openingRows([
        { day: "monday", opens: "09:00", closes: "19:00" },
        { day: "sunday", opens: null, closes: null },
      ]),
    ).toEqual([
      { day: "Monday", hours: "9:00 to 19:00" },
      { day: "Sunday", hours: "Closed" },
    ]);
  });
});
