import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import {
  firstnameError,
  displayPhone,
  normalisePhone,
  phoneError,
  postcodeError,
  streetLines,
  type AddressRules,
} from "~/lib/address";
import { addressStepSchema, toCheckoutAddress, type CountryOption } from "~/lib/schemas/checkout";
import { applyDeliveryLimits, countryOptions } from "~/.server/checkout/address-data";
import { withShownPhone } from "~/.server/addresses/display";

const rules: AddressRules = {
  postcodeValidationEnabled: true,
  postcodeIsRequired: true,
  postcodeMinLength: 5,
  postcodeMaxLength: 8,
  postcodeValidateRegex: "^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$",
  allowEmptyFirstname: false,
  countriesWithRequiredRegion: ["US"],
};

describe("postcode rules from store config", () => {
  it("accepts a valid postcode, however it is typed", () => {
    expect(postcodeError("SW1A 1AA", rules)).toBeNull();
    expect(postcodeError("  sw1a   1aa ", rules)).toBeNull();
  });
  it("requires a postcode when postcode_is_required", () => {
    expect(postcodeError("", rules)).toBe("Enter a postcode.");
    expect(postcodeError("", { ...rules, postcodeIsRequired: false })).toBeNull();
  });
  it("checks min and max length", () => {
    expect(postcodeError("W1 1A", { ...rules, postcodeValidateRegex: null, postcodeMinLength: 6 })).toMatch(
      /at least 6/,
    );
    expect(postcodeError("SW1A 1AAX", { ...rules, postcodeValidateRegex: null })).toMatch(/no more than 8/);
  });
  it("checks the regex, also given in /…/flags form", () => {
    expect(postcodeError("12345", rules)).toMatch(/real postcode/);
    expect(postcodeError("12345", { ...rules, postcodeValidateRegex: "/^\\d{5}$/" })).toBeNull();
  });
  it("skips format checks when validation is disabled, but keeps 'required'", () => {
    const off = { ...rules, postcodeValidationEnabled: false };
    expect(postcodeError("x", off)).toBeNull();
    expect(postcodeError("", off)).toBe("Enter a postcode.");
  });
  it("ignores a regex that does not compile instead of blocking every order", () => {
    expect(postcodeError("SW1A 1AA", { ...rules, postcodeValidateRegex: "([" })).toBeNull();
  });
  it("applies the store's pattern to its own country only, and lets optional-postcode countries leave it out", () => {
    const irish = { ...rules, defaultCountry: "GB", optionalZipCountries: ["IE"] };
    expect(postcodeError("D02 X285", irish, "IE")).toBeNull();
    expect(postcodeError("D02 X285", irish, "GB")).toMatch(/real postcode/);
    expect(postcodeError("", irish, "IE")).toBeNull();
    expect(postcodeError("", irish, "GB")).toBe("Enter a postcode.");
  });
});

describe("street as written on an envelope", () => {
  it("puts the number first where the country writes it so, after the name elsewhere", () => {
    expect(streetLines(["Downing Street", "10", ""], "GB")).toEqual(["10 Downing Street"]);
    expect(streetLines(["Hauptstraße", "5", "2. OG"], "DE")).toEqual(["Hauptstraße 5", "2. OG"]);
  });
  it("gives a house name its own line", () => {
    expect(streetLines(["Mill Lane", "Rose Cottage", null], "GB")).toEqual(["Rose Cottage", "Mill Lane"]);
  });
});

describe("first name", () => {
  it("is required unless allow_empty_firstname", () => {
    expect(firstnameError("", rules)).toBe("Enter your first name.");
    expect(firstnameError("  ", rules)).toBe("Enter your first name.");
    expect(firstnameError("", { allowEmptyFirstname: true })).toBeNull();
    expect(firstnameError("Ada", rules)).toBeNull();
  });
});

describe("phone display", () => {
  it("writes a stored number the national way in the shop's country, else with its country code", () => {
    expect(displayPhone("+441319460000", "GB")).toBe("0131 946 0000");
    expect(displayPhone("+442079460000", "gb")).toBe("020 7946 0000");
    expect(displayPhone("+49301234567", "GB")).toBe("+49 30 1234567");
    expect(displayPhone("+12125550123", "GB")).toBe("+1 212 555 0123");
  });
  it("shows text that is not a phone number as it is", () => {
    expect(displayPhone("ask in store", "GB")).toBe("ask in store");
    expect(displayPhone("+44", "GB")).toBe("+44");
  });
  it("writes an address's phone for the page in the shop's country (en-GB), and leaves the rest alone", () => {
    const address = { firstname: "Ada", city: "London", telephone: "+447700900123" };
    expect(withShownPhone(address)).toEqual({ firstname: "Ada", city: "London", telephone: "07700 900123" });
    expect(address.telephone).toBe("+447700900123");
    expect(withShownPhone({ city: "Berlin", telephone: "+49301234567" }).telephone).toBe("+49 30 1234567");
    expect(withShownPhone({ city: "York", telephone: null })).toEqual({ city: "York", telephone: null });
    expect(withShownPhone(null)).toBeNull();
  });
});

describe("phone normalisation", () => {
  it("turns national numbers into international ones using the country", () => {
    expect(normalisePhone("07700 900123", "GB")).toBe("+447700900123");
    expect(normalisePhone("030 1234567", "DE")).toBe("+49301234567");
    expect(normalisePhone("(212) 555-0123", "US")).toBe("+12125550123");
    expect(normalisePhone("1 212 555 0123", "US")).toBe("+12125550123");
  });
  it("keeps Italy's leading zero", () => {
    expect(normalisePhone("06 1234 5678", "IT")).toBe("+390612345678");
  });
  it("reads numbers that start with + or 00 as international, in E.164", () => {
    expect(normalisePhone("+44 7700 900123", "DE")).toBe("+447700900123");
    expect(normalisePhone("+44 (0)7700 900123", "GB")).toBe("+447700900123");
    expect(normalisePhone("0044 7700 900123", "GB")).toBe("+447700900123");
    expect(normalisePhone("+353 85 123 4567", "GB")).toBe("+353851234567");
  });
  it("rejects what cannot be a phone number", () => {
    expect(normalisePhone("call me", "GB")).toBeNull();
    expect(normalisePhone("123", "GB")).toBeNull();
    expect(normalisePhone("+1234567890123456", "GB")).toBeNull();
    expect(normalisePhone("07700 900123", "ZZ")).toBeNull();
    expect(phoneError("", "GB")).toMatch(/Enter a phone number/);
    expect(phoneError("07700 900123", "GB")).toBeNull();
    // the examples are the address's country's
    expect(phoneError("12", "GB")).toBe(
      "Enter a phone number like 07700 900123, or with the country code, like +44 7700 900123.",
    );
    expect(phoneError("12", "IE")).toBe(
      "Enter a phone number like 085 123 4567, or with the country code, like +353 85 123 4567.",
    );
    expect(phoneError("085 123 4567", "IE")).toBeNull();
  });
});

const countries: CountryOption[] = [
  { id: "GB", name: "United Kingdom", regions: [{ id: 40, code: "LND", name: "London" }] },
  { id: "US", name: "United States", regions: [{ id: 12, code: "CA", name: "California" }] },
];

function form(entries: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

const valid = {
  "shipping.firstname": "Ada",
  "shipping.lastname": "Lovelace",
  "shipping.line1": "10 Downing Street",
  "shipping.city": "London",
  "shipping.postcode": "sw1a 2aa",
  "shipping.countryCode": "GB",
  "shipping.telephone": "07700 900123",
};

describe("address step schema", () => {
  const schema = addressStepSchema({
    rules,
    shippingCountries: countries,
    billingCountries: countries,
    needsShipping: true,
    attributes: [],
  });

  it("accepts a full address with billing same as shipping, and maps it for the gateway", () => {
    const s = parseWithZod(form({ ...valid, sameAsShipping: "on" }), { schema });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const address = toCheckoutAddress(s.value.shipping ?? {}, countries);
    expect(address.street).toEqual(["Downing Street", "10", ""]);
    expect(address.postcode).toBe("SW1A 2AA");
    expect(address.telephone).toBe("+447700900123");
  });

  it("reports every problem at once, by field", () => {
    const s = parseWithZod(form({ sameAsShipping: "on", "shipping.countryCode": "GB", "shipping.telephone": "abc" }), {
      schema,
    });
    const error = s.reply().error ?? {};
    expect(Object.keys(error).sort()).toEqual(
      [
        "shipping.city",
        "shipping.firstname",
        "shipping.lastname",
        "shipping.postcode",
        "shipping.line1",
        "shipping.telephone",
      ].sort(),
    );
  });

  it("requires a billing address when it is not the same as shipping", () => {
    const s = parseWithZod(form(valid), { schema });
    expect(Object.keys(s.reply().error ?? {})).toContain("billing.lastname");
  });

  it("requires a region from the list in every country with regions when store config does not say", () => {
    const s = parseWithZod(
      form({ ...valid, "shipping.countryCode": "US", "shipping.postcode": "", sameAsShipping: "on" }),
      {
        schema: addressStepSchema({
          rules: { ...rules, postcodeIsRequired: false, countriesWithRequiredRegion: null },
          shippingCountries: countries,
          billingCountries: countries,
          needsShipping: true,
          attributes: [],
        }),
      },
    );
    expect(s.reply().error?.["shipping.regionId"]).toEqual(["Choose a county or region in United States."]);
  });

  it("requires a region only in the countries store config lists, but refuses one not on the list", () => {
    const usOnly = addressStepSchema({
      rules,
      shippingCountries: countries,
      billingCountries: countries,
      needsShipping: true,
      attributes: [],
    });
    expect(parseWithZod(form({ ...valid, sameAsShipping: "on" }), { schema: usOnly }).status).toBe("success");
    const wrong = parseWithZod(form({ ...valid, "shipping.regionId": "12", sameAsShipping: "on" }), { schema: usOnly });
    expect(wrong.reply().error?.["shipping.regionId"]?.[0]).toMatch(/from the list/);
    const us = parseWithZod(
      form({ ...valid, "shipping.countryCode": "US", "shipping.postcode": "", sameAsShipping: "on" }),
      {
        schema: addressStepSchema({
          rules: { ...rules, postcodeIsRequired: false },
          shippingCountries: countries,
          billingCountries: countries,
          needsShipping: true,
          attributes: [],
        }),
      },
    );
    expect(us.reply().error?.["shipping.regionId"]).toEqual(["Choose a county or region in United States."]);
  });

  it("refuses a country outside the delivery limits", () => {
    const limited = applyDeliveryLimits(
      [
        { id: "GB", iso3: "GBR", name: "United Kingdom", regions: [], addressFields: [] },
        { id: "FR", iso3: "FRA", name: "France", regions: [], addressFields: [] },
      ],
      { mode: "allow", limits: [{ id: "1", countryId: "GB", name: "UK" }] },
    );
    expect(limited.map((c) => c.id)).toEqual(["GB"]);
    const s = parseWithZod(form({ ...valid, "shipping.countryCode": "FR", sameAsShipping: "on" }), {
      schema: addressStepSchema({
        rules,
        shippingCountries: [countries[0]],
        billingCountries: countries,
        needsShipping: true,
        attributes: [],
      }),
    });
    expect(s.reply().error?.["shipping.countryCode"]?.[0]).toMatch(/can't deliver/);
  });

  it("asks only for billing on a virtual cart", () => {
    const billingOnly = Object.fromEntries(
      Object.entries(valid).map(([k, v]) => [k.replace("shipping.", "billing."), v]),
    );
    const s = parseWithZod(form(billingOnly), {
      schema: addressStepSchema({
        rules,
        shippingCountries: countries,
        billingCountries: countries,
        needsShipping: false,
        attributes: [],
      }),
    });
    expect(s.status).toBe("success");
  });
});

describe("the phone number's hint follows the address's country", () => {
  const country = (id: string) => ({ id, iso3: id, name: id, regions: [], addressFields: [] });
  const hintOf = (id: string) => countryOptions([country(id)])[0].phoneHint;
  it("gives each country's own examples: the shop's, else the phone numbering plan's", () => {
    expect(hintOf("IE")).toBe("In case the courier needs to reach you, like 085 123 4567 or +353 85 123 4567.");
    expect(hintOf("GB")).toBe("In case the courier needs to reach you, like 07700 900123 or +44 7700 900123.");
    expect(hintOf("DE")).toBe("In case the courier needs to reach you, like 01512 3456789 or +49 1512 3456789.");
    expect(hintOf("XX")).toBeUndefined();
  });
});
