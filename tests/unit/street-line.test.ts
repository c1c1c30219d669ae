// Address line 1 as typed ↔ product.md's street name and house number (issue 40, 11).
import { describe, expect, it } from "vitest";
import { splitStreetLine, streetLine } from "~/lib/address";

describe("splitStreetLine", () => {
  it.each([
    ["10 Downing Street", "GB", "Downing Street", "10"],
    ["221B Baker Street", "GB", "Baker Street", "221B"],
    ["12-14, High Street", "GB", "High Street", "12-14"],
    ["Hauptstraße 10", "DE", "Hauptstraße", "10"],
    ["  Rose Cottage,  Mill Lane ", "GB", "Rose Cottage, Mill Lane", ""],
    ["Unit 5", "GB", "Unit 5", ""],
    ["10", "GB", "10", ""],
  ])("%s (%s) → %s, %s", (line, country, name, number) => {
    expect(splitStreetLine(line, country)).toEqual({ name, number });
  });
});

describe("streetLine", () => {
  it("writes the number where the country does, and splits back to the same parts", () => {
    expect(streetLine("Downing Street", "10", "GB")).toBe("10 Downing Street");
    expect(streetLine("Hauptstraße", "10", "DE")).toBe("Hauptstraße 10");
    expect(splitStreetLine(streetLine("Baker Street", "221B", "GB"), "GB")).toEqual({
      name: "Baker Street",
      number: "221B",
    });
    expect(splitStreetLine(streetLine("Hauptstraße", "10", "DE"), "DE")).toEqual({ name: "Hauptstraße", number: "10" });
  });
  it("keeps a house name before the street", () => {
    expect(streetLine("Mill Lane", "Rose Cottage", "GB")).toBe("Rose Cottage, Mill Lane");
  });
});
