import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/.server/config";
import { locationGateway, STORE_SEARCH_LIMIT } from "~/.server/platform/locations";
import { findStores } from "~/routes/stores._index/stores.server";
import { type Flavour, FLAVOURS, mountOf, restoreConfig, sandboxFor } from "./platform-account-sandbox";

// The store finder, address autocomplete and IP location through the storefront's gateway,
// against each flavour of the in-process sandbox.

describe.each(FLAVOURS)("locations, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);
  // the finder names its countries through commerce's getCountry
  const commerce = process.env.COMMERCE_GRAPHQL_URL;
  beforeEach(() => {
    process.env.COMMERCE_GRAPHQL_URL = `${sandbox.origin}/graphql`;
    resetConfigForTests();
  });
  afterEach(() => {
    delete process.env.LOCALE;
    process.env.COMMERCE_GRAPHQL_URL = commerce;
    resetConfigForTests();
  });

  it("finds the stores nearest a postcode, nearest first, with their details", async () => {
    const r = await findStores("m4 3ah", 1);
    if (r.state !== "found") throw new Error(r.state);
    expect(r.place).toBe("M4 3AH");
    expect(r.total).toBe(10);
    expect(r.totalPages).toBe(2);
    expect(r.stores.map((s) => s.id)).toEqual([
      "manchester-arndale",
      "leeds-briggate",
      "birmingham-bullring",
      "bristol-cabot-circus",
      "cardiff-queen-street",
    ]);
    const distances = r.stores.map((s) => s.distanceKm!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(r.stores[0]).toMatchObject({
      name: "Ashless Manchester Arndale",
      externalId: "MAN-01",
      address: { street: "49 High Street", city: "Manchester", postcode: "M4 3AH", countryCode: "GB" },
      services: ["collection", "trade_in", "device_repairs"],
    });
    expect(r.stores[0].openingHours).toHaveLength(7);
    expect(r.stores[0].distanceKm).toBeLessThan(1);
  });

  it("pages through the rest and keeps a page past the end on the last one", async () => {
    const second = await findStores("Edinburgh", 2);
    const beyond = await findStores("Edinburgh", 9);
    if (second.state !== "found" || beyond.state !== "found") throw new Error("not found");
    expect(second.page).toBe(2);
    expect(second.stores.map((s) => s.id)).toEqual([
      "birmingham-bullring",
      "cardiff-queen-street",
      "bristol-cabot-circus",
      "shoreditch",
      "covent-garden",
    ]);
    expect(beyond.page).toBe(2);
    const first = await findStores("Edinburgh", 1);
    if (first.state !== "found") throw new Error(first.state);
    expect(first.stores[0].id).toBe("edinburgh-princes-street");
    expect(first.stores[1].id).toBe("glasgow-buchanan-street");
  });

  it("answers a town by name, Birmingham and London first for theirs", async () => {
    const brum = await findStores("birmingham", 1);
    const london = await findStores("London", 1);
    if (brum.state !== "found" || london.state !== "found") throw new Error("not found");
    expect(brum.stores[0].id).toBe("birmingham-bullring");
    expect(london.stores.slice(0, 2).map((s) => s.id)).toEqual(["covent-garden", "shoreditch"]);
  });

  it("says what is wrong with a query, and when a place is unknown or outside the map countries", async () => {
    expect(await findStores(null, 1)).toEqual({ state: "empty", q: "" });
    expect(await findStores("<b>", 1)).toMatchObject({ state: "invalid", error: expect.stringMatching(/letters/) });
    expect(await findStores("Atlantis", 1)).toMatchObject({
      state: "not-found",
      error: expect.stringMatching(/Atlantis/),
    });
    // Paris is in the gazetteer, but the map-country configuration searches Great Britain and Ireland only.
    // The message says where the finder looks.
    expect(await findStores("Paris", 1)).toMatchObject({
      state: "not-found",
      error: expect.stringMatching(/^We could not find “Paris” in the United Kingdom or Ireland\./),
    });
    const dublin = await findStores("Dublin", 1);
    expect(dublin.state === "found" && dublin.stores[0].id).toBe("dublin-grafton-street");
  });

  it("names the countries it searched as the store does, whatever LOCALE formats money and dates with", async () => {
    // the shop's copy is the store's language: a German LOCALE must not make it "in Vereinigtes Königreich"
    process.env.LOCALE = "de-DE";
    resetConfigForTests();
    expect(await findStores("Paris", 1)).toMatchObject({
      state: "not-found",
      error: expect.stringMatching(/^We could not find “Paris” in the United Kingdom or Ireland\./),
    });
  });

  it("asks for at most 1000 stores and the sandbox refuses more", async () => {
    expect(STORE_SEARCH_LIMIT).toBe(1000);
    const base = `${sandbox.origin}${mountOf(flavour)}/api/stores/search?latitude=51.5&longitude=-0.1`;
    const headers = { "x-tenant-code": "ashless-gb" };
    expect((await fetch(`${base}&limit=1000`, { headers })).status).toBe(200);
    expect((await fetch(`${base}&limit=1001`, { headers })).status).toBe(400);
  });

  it("looks stores up by id and by external id, null when there is none", async () => {
    const api = locationGateway();
    expect(await api.store("covent-garden")).toMatchObject({ externalId: "LON-01", phone: "+442079460000" });
    expect(await api.storeByExternalId("EDI-01")).toMatchObject({ id: "edinburgh-princes-street" });
    expect(await api.store("nowhere")).toBeNull();
    expect(await api.storeByExternalId("XXX-99")).toBeNull();
  });

  it("suggests at most 5 addresses for a postcode, and none for an unknown one", async () => {
    const api = locationGateway();
    const eight = await api.autocomplete("ec1a1bb", "GB");
    expect(eight).toHaveLength(5);
    expect(eight[0]).toMatchObject({
      street: ["Long Lane", "1", ""],
      city: "London",
      postcode: "EC1A 1BB",
      countryCode: "GB",
      label: "1 Long Lane, London, EC1A 1BB",
    });
    expect(await api.autocomplete("M4 3AH", "GB")).toHaveLength(5);
    expect(await api.autocomplete("LS1 6HD", "GB")).toHaveLength(3);
    expect(await api.autocomplete("ZZ1 1ZZ", "GB")).toEqual([]);
  });

  it("places a visitor by IP, and gives up quietly when the lookup fails", async () => {
    const api = locationGateway();
    expect(await api.countryByIp("127.0.0.1")).toBe("GB");
    expect(await api.countryByIp("198.51.100.7")).toBe("IE");
    expect(await api.countryByIp("192.0.2.9")).toBeNull();
  });
});

describe("locations when the platform is down", () => {
  afterEach(restoreConfig);
  it("autocomplete answers an empty list and the IP lookup null, while a store search is an outage", async () => {
    process.env.PLATFORM_API_URL = "http://127.0.0.1:9";
    // a time-out shorter than the first retry's wait: one try each (the retries are retry.test.ts's)
    process.env.UPSTREAM_TIMEOUT_MS = "500";
    const { resetConfigForTests } = await import("~/.server/config");
    resetConfigForTests();
    try {
      const api = locationGateway();
      expect(await api.autocomplete("EC1A 1BB", "GB")).toEqual([]);
      expect(await api.countryByIp("127.0.0.1")).toBeNull();
      await expect(findStores("Leeds", 1)).rejects.toMatchObject({ name: "UpstreamUnavailableError" });
    } finally {
      delete process.env.UPSTREAM_TIMEOUT_MS;
    }
  }, 20_000);
});
