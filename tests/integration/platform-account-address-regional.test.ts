import { describe, expect, it } from "vitest";
import { accountGateway } from "~/.server/platform";
import type { AccountAddressInput } from "~/lib/models/account";
import { type Flavour, FLAVOURS, newCustomer, refusal, sandboxFor, value } from "./platform-account-sandbox";

// The account address's regional fields (product.md §3 Account address, §5): the ones the
// country's store configuration asks for are kept, and a required one is refused when missing.

const dublin: AccountAddressInput = {
  firstname: "Aoife",
  lastname: "Byrne",
  company: null,
  streetName: "Main Street",
  streetNumber: "4",
  streetAdditional: null,
  city: "Swords",
  postcode: "K67 X2Y3",
  countryCode: "IE",
  region: "Dublin",
  regionCode: "D",
  telephone: "+353 1 555 0100",
  regional: { districtName: "Ballyboughal" },
};

const milan: AccountAddressInput = {
  ...dublin,
  streetName: "Via Roma",
  city: "Milano",
  postcode: "20121",
  countryCode: "IT",
  region: null,
  regionCode: null,
  telephone: "+39 02 1234 5678",
  regional: { provinceName: "MI" },
};

describe.each(FLAVOURS)("account gateway, %s flavour: regional address fields", (flavour: Flavour) => {
  sandboxFor(flavour);

  it("keeps an Irish townland and an Italian province through add, list and edit", async () => {
    const c = await newCustomer();
    const irish = value(await accountGateway().addAddress(c.auth, dublin));
    expect(irish.regional).toEqual({ districtName: "Ballyboughal" });
    const italian = value(await accountGateway().addAddress(c.auth, milan));
    expect(italian.regional).toEqual({ provinceName: "MI" });
    const edited = value(
      await accountGateway().updateAddress(c.auth, irish.id, { ...dublin, regional: { districtName: "Naul" } }),
    );
    expect(edited.regional).toEqual({ districtName: "Naul" });
    expect((await accountGateway().listAddresses(c.auth)).map((a) => [a.countryCode, a.regional])).toEqual([
      ["IE", { districtName: "Naul" }],
      ["IT", { provinceName: "MI" }],
    ]);
    // cleared: no townland any more
    const cleared = value(await accountGateway().updateAddress(c.auth, irish.id, { ...dublin, regional: {} }));
    expect(cleared.regional).toEqual({});
  });

  it("refuses an Italian address without its province, naming the field", async () => {
    const c = await newCustomer();
    expect(refusal(await accountGateway().addAddress(c.auth, { ...milan, regional: {} }))).toMatchObject({
      field: "provinceName",
      status: 422,
    });
  });
});
