// product.md §7 getCountry(id): one country from commerce's country(id:), for a page that shows
// one. An address on a page names its country as the store does, read by its code (cached like
// the other store-wide reads), never by reading the whole list. Against the whole sandbox, whose
// country names an admin changes in directory_country.
import { afterEach, describe, expect, it } from "vitest";
import { getCountry } from "~/.server/commerce/catalog";
import { clearCache } from "~/.server/state/cache";
import { addressLines } from "~/lib/address";
import type { CartAddress } from "~/lib/models/checkout";
import { foundGuestOrder, guestOrderPage } from "./guest-order";
import { forgetCalls, operationCalls, sandboxDb, useRoutesSandbox } from "./routes-sandbox";

useRoutesSandbox();

const rename = (id: string, name: string) =>
  sandboxDb().prepare("UPDATE directory_country SET name = ? WHERE id = ?").run(name, id);

afterEach(() => {
  rename("GB", "United Kingdom");
  clearCache();
});

describe("getCountry", () => {
  it("reads one country with its regions, and null for a code the store does not know", async () => {
    const spain = await getCountry("default", "ES");
    expect(spain).toMatchObject({ id: "ES", iso3: "ESP", name: "Spain" });
    expect(spain!.regions.map((r) => r.name)).toEqual(["Madrid", "Barcelona", "Valencia", "Seville"]);
    expect(await getCountry("default", "ZZ")).toBeNull();
  });
});

describe("an address on a page", () => {
  it("names its country as the store does, read by its code alone", async () => {
    const { cookie } = await foundGuestOrder(`guest-country-${Date.now()}@example.com`);
    rename("GB", "Great Britain and Northern Ireland");
    clearCache();
    forgetCalls();
    const page = await guestOrderPage<{ shippingAddress: CartAddress }>(cookie);
    const shipping = page.order!.shippingAddress;
    expect(shipping).toMatchObject({ countryCode: "GB", countryName: "Great Britain and Northern Ireland" });
    expect(addressLines(shipping)).toContain("Great Britain and Northern Ireland");
    // one read of one country for both addresses, and never the list
    expect((await operationCalls("getCountry")).map((c) => c.variables)).toEqual([{ id: "GB" }]);
    expect(await operationCalls("getCountries")).toEqual([]);
  });

  it("shows the country's code while the store does not know it", () => {
    const address = { countryCode: "XK", street: ["", "", ""], city: "Prishtina" } as unknown as CartAddress;
    expect(addressLines(address)).toContain("XK");
  });
});
