import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { AddressRules } from "~/lib/address";
import {
  accountAddressSchema,
  ageOn,
  validateAccountAddress,
  validateAccountClosure,
  validateCancelOrder,
  validateCode,
  validateCommunication,
  validateEmailChange,
  validatePasswordChange,
  validatePayNow,
  validatePersonalDetails,
  validatePhone,
} from "~/lib/schemas/account";

const today = "2026-05-10";

describe("personal details", () => {
  const ok = { firstname: "Ada", lastname: "Lovelace", dob: "1990-03-27", gender: "" };
  it("accepts a complete, adult profile", () => {
    expect(validatePersonalDetails(ok, { dobEditable: true, today })).toEqual({});
  });
  it("asks for names and a real, past, adult date of birth", () => {
    const errors = validatePersonalDetails(
      { firstname: " ", lastname: "", dob: "2026-02-30" },
      { dobEditable: true, today },
    );
    expect(Object.keys(errors).sort()).toEqual(["dob", "firstname", "lastname"]);
    expect(validatePersonalDetails({ ...ok, dob: "2027-01-01" }, { dobEditable: true, today }).dob?.[0]).toMatch(
      /past/,
    );
    expect(validatePersonalDetails({ ...ok, dob: "2010-05-11" }, { dobEditable: true, today }).dob?.[0]).toMatch(
      /18 or over/,
    );
  });
  it("ignores the date of birth when the platform doesn't allow changing it", () => {
    expect(validatePersonalDetails({ ...ok, dob: "nonsense" }, { dobEditable: false, today })).toEqual({});
  });
  it("counts age in whole years, birthday included", () => {
    expect(ageOn("2008-05-10", today)).toBe(18);
    expect(ageOn("2008-05-11", today)).toBe(17);
    expect(ageOn("1990-13-01", today)).toBeNull();
  });
  it("rejects a gender outside the list", () => {
    expect(validatePersonalDetails({ ...ok, gender: "robot" }, { dobEditable: true, today }).gender).toBeDefined();
  });
});

describe("e-mail change", () => {
  it("needs a new, well-formed address and the password", () => {
    expect(
      validateEmailChange({ newEmail: "new@example.com", password: "x" }, { currentEmail: "old@example.com" }),
    ).toEqual({});
    expect(validateEmailChange({ newEmail: "nope", password: "" }, { currentEmail: "old@example.com" })).toHaveProperty(
      "password",
    );
    expect(
      validateEmailChange({ newEmail: "OLD@example.com", password: "x" }, { currentEmail: "old@example.com" })
        .newEmail?.[0],
    ).toMatch(/already/);
  });
});

describe("phone and one-time code", () => {
  it("takes national or international mobile numbers", () => {
    expect(validatePhone({ telephone: "07700 900123" }, { countryCode: "GB" })).toEqual({});
    expect(validatePhone({ telephone: "+44 7700 900123" }, { countryCode: "GB" })).toEqual({});
    expect(validatePhone({ telephone: "call me" }, { countryCode: "GB" })).toHaveProperty("telephone");
    expect(validatePhone({ telephone: "" }, { countryCode: "GB" })).toHaveProperty("telephone");
  });
  it("takes a 4 to 8 digit code, spaces allowed", () => {
    expect(validateCode({ code: "123 456" })).toEqual({});
    expect(validateCode({ code: "12a" })).toHaveProperty("code");
  });
});

describe("password change", () => {
  const requirements = {
    minLength: 10,
    minLowerCase: 1,
    minUpperCase: 1,
    minNumber: 1,
    minSymbol: 0,
    excludeUsername: true,
  };
  const opts = { requirements, username: "ada@example.com" };
  it("accepts a new password meeting the server's rules, typed twice", () => {
    expect(
      validatePasswordChange(
        { currentPassword: "Old-Pass-1", newPassword: "Newer-Pass-2", confirmPassword: "Newer-Pass-2" },
        opts,
      ),
    ).toEqual({});
  });
  it("names the rules a new password misses", () => {
    const errors = validatePasswordChange(
      { currentPassword: "x", newPassword: "short", confirmPassword: "short" },
      opts,
    );
    expect(errors.newPassword?.[0]).toMatch(/at least 10 characters/);
    expect(errors.newPassword?.[0]).toMatch(/capital letter/);
  });
  it("refuses a password containing the e-mail, a mismatch, and the same password again", () => {
    expect(
      validatePasswordChange(
        { currentPassword: "x", newPassword: "Ada@example.com1", confirmPassword: "Ada@example.com1" },
        opts,
      ),
    ).toHaveProperty("newPassword");
    expect(
      validatePasswordChange(
        { currentPassword: "x", newPassword: "Newer-Pass-2", confirmPassword: "Newer-Pass-3" },
        opts,
      ),
    ).toHaveProperty("confirmPassword");
    expect(
      validatePasswordChange(
        { currentPassword: "Newer-Pass-2", newPassword: "Newer-Pass-2", confirmPassword: "Newer-Pass-2" },
        opts,
      ).newPassword?.[0],
    ).toMatch(/different/);
  });
});

describe("communication preferences", () => {
  it("requires the required consents only", () => {
    expect(validateCommunication({ consents: ["gdpr-1"] }, { requiredConsentIds: ["gdpr-1"] })).toEqual({});
    expect(validateCommunication({ consents: "gdpr-1" }, { requiredConsentIds: ["gdpr-1"] })).toEqual({});
    expect(validateCommunication({}, { requiredConsentIds: ["gdpr-1"] })).toHaveProperty("consents");
    expect(validateCommunication({}, { requiredConsentIds: [] })).toEqual({});
  });
});

describe("account address", () => {
  const rules: AddressRules = {
    postcodeValidationEnabled: true,
    postcodeIsRequired: true,
    postcodeMinLength: 5,
    postcodeMaxLength: 8,
    postcodeValidateRegex: "^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$",
    allowEmptyFirstname: false,
  };
  const countries = [{ id: "GB", name: "United Kingdom", regions: [] }];
  const address = {
    firstname: "Ada",
    lastname: "Lovelace",
    street1: "Baker Street",
    street2: "221B",
    city: "London",
    postcode: "nw1 6xe",
    countryCode: "GB",
    telephone: "07700 900123",
  };

  it("applies the store's postcode and name rules to the address fieldset", () => {
    expect(validateAccountAddress({ address }, { rules, countries })).toEqual({});
    const errors = validateAccountAddress(
      { address: { ...address, firstname: "", postcode: "12" } },
      { rules, countries },
    );
    expect(Object.keys(errors).sort()).toEqual(["address.firstname", "address.postcode"]);
  });

  it("parses the nested form with zod, keeping the default flags", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(address)) form.set(`address.${k}`, v);
    form.set("defaultShipping", "on");
    form.set("intent", "save-address");
    const submission = parseWithZod(form, { schema: accountAddressSchema({ rules, countries }) });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toMatchObject({ defaultShipping: "on", address: { city: "London" } });
  });
});

describe("closing the account and orders", () => {
  it("needs the password and the explicit confirmation; the reason is optional", () => {
    expect(validateAccountClosure({ password: "x", confirm: "on" }, { withReason: true })).toEqual({});
    expect(Object.keys(validateAccountClosure({ reason: "bogus" }, { withReason: true })).sort()).toEqual([
      "confirm",
      "password",
      "reason",
    ]);
  });
  it("cancel needs a listed reason; pay now a listed method", () => {
    expect(validateCancelOrder({ reason: "changed-mind" })).toEqual({});
    expect(validateCancelOrder({ reason: "" })).toHaveProperty("reason");
    expect(validatePayNow({ paymentMethod: "card" }, { methodCodes: ["card"] })).toEqual({});
    expect(validatePayNow({ paymentMethod: "cash" }, { methodCodes: ["card"] })).toHaveProperty("paymentMethod");
  });
});
