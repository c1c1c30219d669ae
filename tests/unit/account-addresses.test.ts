import { describe, expect, it } from "vitest";
import { addressFromForm, addressToForm } from "~/.server/account/addresses";
import type { AccountAddress } from "~/lib/models/account";
import type { AccountAddressOptions } from "~/lib/schemas/account";

const options: AccountAddressOptions = {
  rules: {
    postcodeValidationEnabled: true,
    postcodeIsRequired: true,
    postcodeMinLength: 5,
    postcodeMaxLength: 8,
    postcodeValidateRegex: null,
    allowEmptyFirstname: false,
  },
  countries: [
    { id: "GB", name: "United Kingdom", regions: [{ id: 16, code: "ENG", name: "England" }] },
    { id: "FR", name: "France", regions: [] },
  ],
};

const saved: AccountAddress = {
  id: "7",
  firstname: "Ada",
  lastname: "Lovelace",
  company: null,
  streetName: "Baker Street",
  streetNumber: "221B",
  streetAdditional: null,
  city: "London",
  postcode: "NW1 6XE",
  countryCode: "GB",
  region: "England",
  regionCode: "ENG",
  telephone: "+447700900123",
  isDefaultBilling: true,
  isDefaultShipping: false,
  isSubscription: false,
  regional: {},
};

describe("account address ↔ form", () => {
  it("shows a saved address in the checkout's field layout, region chosen by code", () => {
    expect(addressToForm(saved, options)).toEqual({
      firstname: "Ada",
      lastname: "Lovelace",
      company: "",
      line1: "221B Baker Street",
      line2: "",
      city: "London",
      postcode: "NW1 6XE",
      countryCode: "GB",
      regionId: "16",
      region: "",
      telephone: "+447700900123",
    });
  });

  it("starts a new address in the shop's country", () => {
    expect(addressToForm(null, options)).toEqual({ countryCode: "GB" });
  });

  it("sends postcode and phone normalised, region by name and code, and only the defaults ticked", () => {
    const input = addressFromForm(
      {
        firstname: " Ada ",
        lastname: "Lovelace",
        line1: "221B Baker Street",
        line2: "",
        city: "London",
        postcode: "nw1  6xe",
        countryCode: "GB",
        regionId: "16",
        telephone: "07700 900123",
      },
      options,
      { billing: false, shipping: true },
    );
    expect(input).toEqual({
      firstname: "Ada",
      lastname: "Lovelace",
      company: null,
      streetName: "Baker Street",
      streetNumber: "221B",
      streetAdditional: null,
      city: "London",
      postcode: "NW1 6XE",
      countryCode: "GB",
      region: "England",
      regionCode: "ENG",
      telephone: "+447700900123",
      regional: {},
      isDefaultShipping: true,
    });
  });
});
