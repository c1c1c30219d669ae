import { describe, expect, it } from "vitest";
import { getCountries, getStoreConfig } from "../../app/.server/commerce/catalog";
import {
  getCheckoutState,
  setBillingAddress,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from "../../app/.server/commerce/checkout";
import { addressRules, countryOptions } from "../../app/.server/checkout/address-data";
import { addressSchema } from "~/lib/schemas/address";
import { toCheckoutAddress } from "~/lib/schemas/checkout";
import { cartWith, checkoutSteps, LONDON, place, sandbox, useSandbox } from "./commerce-checkout-sandbox";

// The regional address fields (product.md §3 Checkout address): which ones each country asks
// for (the store's configuration, read with the countries), the sandbox's refusal of a missing
// required one, and their way from the form to the cart and on to the order.
useSandbox();

const DUBLIN = {
  ...LONDON,
  street: ["Main Street", "4", ""] as [string, string, string],
  city: "Swords",
  postcode: "",
  countryCode: "IE",
  region: { region: "Dublin", regionCode: null, regionId: null },
};
const MILAN = {
  ...LONDON,
  street: ["Via Dante", "7", ""] as [string, string, string],
  city: "Milano",
  postcode: "20121",
  countryCode: "IT",
  region: null,
};

describe("regional address fields", () => {
  it("reads which regional fields each country's addresses ask for", async () => {
    const countries = await getCountries("default");
    const fieldsOf = (id: string) => countries.find((c) => c.id === id)?.addressFields;
    expect(fieldsOf("GB")).toEqual([]);
    expect(fieldsOf("IE")).toEqual([{ name: "districtName", required: false }]);
    expect(fieldsOf("IT")).toEqual([{ name: "provinceName", required: true }]);
    // the form's view: labels and autofill tokens from the storefront's own map
    const ie = countryOptions(countries).find((c) => c.id === "IE");
    expect(ie?.fields).toEqual([
      expect.objectContaining({ name: "districtName", label: "Townland or locality", required: false }),
    ]);
    expect(countryOptions(countries).find((c) => c.id === "GB")?.fields).toEqual([]);
  });

  it("refuses an address without a required regional field, naming it", async () => {
    const id = await cartWith("default", ["ASH-STK-SILVER-P20", 1]);
    await checkoutSteps("default", id, { payment: null });
    expect((await setBillingAddress("default", id, MILAN)).error?.message).toBe(
      '"Province" is required. Enter and try again.',
    );
  });

  it("keeps the regional fields on the cart addresses and copies them to the order", async () => {
    const id = await cartWith("default", ["ASH-STK-SILVER-P20", 1]);
    await checkoutSteps("default", id, { method: null, payment: null });
    expect(await setShippingAddress("default", id, { ...DUBLIN, regional: { districtName: "Ballyboughal" } })).toEqual({
      error: null,
    });
    expect(await setBillingAddress("default", id, { ...MILAN, regional: { provinceName: "MI" } })).toEqual({
      error: null,
    });
    const state = await getCheckoutState("default", id);
    expect(state.shippingAddress?.regional).toEqual({ districtName: "Ballyboughal" });
    expect(state.billingAddress?.regional).toEqual({ provinceName: "MI" });
    expect(await setShippingMethod("default", id, "flatrate", "tracked")).toEqual({ error: null });
    expect(await setPaymentMethod("default", id, "ashless_card")).toEqual({ error: null });
    const placed = await place(id);
    expect(placed.error).toBeNull();
    const orderNumber = placed.order!.orderNumber;
    const rows = sandbox.db
      .prepare(
        "SELECT a.address_type, a.extra FROM sales_order_address a JOIN sales_order o ON o.entity_id = a.order_id WHERE o.increment_id = ?",
      )
      .all(orderNumber) as { address_type: string; extra: string }[];
    expect(JSON.parse(rows.find((r) => r.address_type === "shipping")!.extra)).toMatchObject({
      sublocality_level_2: "Ballyboughal",
    });
  });

  it("asks the form for a required field, and sends only the fields of the address's country", async () => {
    const countries = countryOptions(await getCountries("default"));
    const rules = addressRules(await getStoreConfig("default"));
    const italian = {
      firstname: "Ada",
      lastname: "Lovelace",
      line1: "Via Dante 7",
      city: "Milano",
      postcode: "20121",
      countryCode: "IT",
      telephone: "+39 02 1234567",
    };
    const refused = addressSchema(rules, countries).safeParse(italian);
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["provinceName", "Enter the province."],
    ]);
    const sent = toCheckoutAddress(
      { ...italian, provinceName: " MI ", districtName: "left over from Ireland" },
      countries,
    );
    expect(sent.regional).toEqual({ provinceName: "MI" });
  });
});
