import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { AddressRules } from "~/lib/address";
import {
  accountAddressSchema,
  accountClosureSchema,
  ageOn,
  cancelOrderSchema,
  codeSchema,
  communicationSchema,
  emailChangeSchema,
  passwordChangeSchema,
  payNowSchema,
  personalDetailsSchema,
  phoneSchema,
} from "~/lib/schemas/account";
import type { z } from "zod";

/** The submission of `values` (lists as repeated fields) against `schema`. */
function submit<S extends z.ZodTypeAny>(schema: S, values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) for (const one of [v].flat()) form.append(k, one);
  return parseWithZod(form, { schema });
}
/** Its messages by field ({} when it passes). */
const errorsOf = (schema: z.ZodTypeAny, values: Record<string, string | string[]>) =>
  (submit(schema, values).reply().error ?? {}) as Record<string, string[] | undefined>;

const today = "2026-05-10";

describe("personal details", () => {
  const ok = { firstname: "Ada", lastname: "Lovelace", dob: "1990-03-27", gender: "" };
  it("accepts a complete, adult profile", () => {
    expect(errorsOf(personalDetailsSchema({ dobEditable: true, today }), ok)).toEqual({});
  });
  it("asks for names and a real, past, adult date of birth", () => {
    const errors = errorsOf(personalDetailsSchema({ dobEditable: true, today }), {
      firstname: " ",
      lastname: "",
      dob: "2026-02-30",
    });
    expect(Object.keys(errors).sort()).toEqual(["dob", "firstname", "lastname"]);
    expect(
      errorsOf(personalDetailsSchema({ dobEditable: true, today }), { ...ok, dob: "2027-01-01" }).dob?.[0],
    ).toMatch(/past/);
    expect(
      errorsOf(personalDetailsSchema({ dobEditable: true, today }), { ...ok, dob: "2010-05-11" }).dob?.[0],
    ).toMatch(/18 or over/);
  });
  it("ignores the date of birth when the platform doesn't allow changing it", () => {
    expect(errorsOf(personalDetailsSchema({ dobEditable: false, today }), { ...ok, dob: "nonsense" })).toEqual({});
  });
  it("counts age in whole years, birthday included", () => {
    expect(ageOn("2008-05-10", today)).toBe(18);
    expect(ageOn("2008-05-11", today)).toBe(17);
    expect(ageOn("1990-13-01", today)).toBeNull();
  });
  it("rejects a gender outside the list", () => {
    expect(
      errorsOf(personalDetailsSchema({ dobEditable: true, today }), { ...ok, gender: "robot" }).gender,
    ).toBeDefined();
  });
});

describe("e-mail change", () => {
  const schema = emailChangeSchema({ currentEmail: "old@example.com" });
  it("needs a new, well-formed address and the password", () => {
    expect(errorsOf(schema, { newEmail: "new@example.com", password: "x" })).toEqual({});
    expect(errorsOf(schema, { newEmail: "nope", password: "" })).toHaveProperty("password");
    expect(errorsOf(schema, { newEmail: "OLD@example.com", password: "x" }).newEmail?.[0]).toMatch(/already/);
  });
  it("gives the address trimmed", () => {
    const submission = submit(schema, { newEmail: " new@example.com ", password: " x" });
    expect(submission.status === "success" && submission.value).toEqual({
      newEmail: "new@example.com",
      password: " x",
    });
  });
});

describe("phone and one-time code", () => {
  const phone = phoneSchema({ countryCode: "GB" });
  it("takes national or international mobile numbers, in E.164", () => {
    expect(errorsOf(phone, { telephone: "07700 900123" })).toEqual({});
    const submission = submit(phone, { telephone: "+44 (0)7700 900123" });
    expect(submission.status === "success" && submission.value.telephone).toBe("+447700900123");
    expect(errorsOf(phone, { telephone: "call me" })).toHaveProperty("telephone");
    expect(errorsOf(phone, { telephone: "" })).toHaveProperty("telephone");
  });
  it("takes a 4 to 8 digit code, spaces allowed", () => {
    const submission = submit(codeSchema(), { oneTimeCode: "123 456" });
    expect(submission.status === "success" && submission.value.oneTimeCode).toBe("123456");
    expect(errorsOf(codeSchema(), { oneTimeCode: "12a" })).toHaveProperty("oneTimeCode");
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
  const schema = passwordChangeSchema({ requirements, username: "ada@example.com" });
  it("accepts a new password meeting the server's rules, typed twice", () => {
    expect(
      errorsOf(schema, { currentPassword: "Old-Pass-1", newPassword: "Newer-Pass-2", confirmPassword: "Newer-Pass-2" }),
    ).toEqual({});
  });
  it("says a new password misses the rules (the checklist beside it says which)", () => {
    const errors = errorsOf(schema, { currentPassword: "x", newPassword: "short", confirmPassword: "short" });
    expect(errors.newPassword).toEqual(["Your password doesn't meet all the requirements listed."]);
  });
  it("refuses a password containing the e-mail, a mismatch, and the same password again", () => {
    expect(
      errorsOf(schema, { currentPassword: "x", newPassword: "Ada@example.com1", confirmPassword: "Ada@example.com1" }),
    ).toHaveProperty("newPassword");
    expect(
      errorsOf(schema, { currentPassword: "x", newPassword: "Newer-Pass-2", confirmPassword: "Newer-Pass-3" }),
    ).toHaveProperty("confirmPassword");
    expect(
      errorsOf(schema, {
        currentPassword: "Newer-Pass-2",
        newPassword: "Newer-Pass-2",
        confirmPassword: "Newer-Pass-2",
      }).newPassword?.[0],
    ).toMatch(/different/);
  });
});

describe("communication preferences", () => {
  const schema = communicationSchema({ requiredConsentIds: ["gdpr-1"] });
  it("requires the required consents only, one ticked box or several", () => {
    expect(errorsOf(schema, { consents: ["gdpr-1", "news"] })).toEqual({});
    expect(errorsOf(schema, { consents: "gdpr-1" })).toEqual({});
    expect(errorsOf(schema, {})).toHaveProperty("consents");
    expect(errorsOf(communicationSchema({ requiredConsentIds: [] }), {})).toEqual({});
    const submission = submit(schema, { consents: "gdpr-1", subscriptions: ["a", "b"] });
    expect(submission.status === "success" && submission.value).toEqual({
      consents: ["gdpr-1"],
      subscriptions: ["a", "b"],
    });
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
    line1: "221B Baker Street",
    city: "London",
    postcode: "nw1 6xe",
    countryCode: "GB",
    telephone: "07700 900123",
  };

  it("applies the store's postcode and name rules to the address fieldset", () => {
    const fieldset = (a: Record<string, string>) =>
      Object.fromEntries(Object.entries(a).map(([k, v]) => [`address.${k}`, v]));
    const schema = accountAddressSchema({ rules, countries });
    expect(errorsOf(schema, fieldset(address))).toEqual({});
    const errors = errorsOf(schema, fieldset({ ...address, firstname: "", postcode: "12" }));
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
      expect(submission.value).toMatchObject({ defaultShipping: true, address: { city: "London" } });
  });
});

describe("closing the account and orders", () => {
  it("needs the password and the explicit confirmation; the reason is optional", () => {
    const schema = accountClosureSchema({ withReason: true });
    expect(errorsOf(schema, { password: "x", confirm: "on" })).toEqual({});
    expect(Object.keys(errorsOf(schema, { reason: "bogus" })).sort()).toEqual(["confirm", "password", "reason"]);
  });
  it("cancel needs a listed reason (given in words); pay now a listed method", () => {
    const cancel = submit(cancelOrderSchema(), { reason: "changed-mind" });
    expect(cancel.status === "success" && cancel.value.reason).toBe("I changed my mind");
    expect(errorsOf(cancelOrderSchema(), { reason: "" })).toHaveProperty("reason");
    expect(errorsOf(payNowSchema({ methodCodes: ["card"] }), { paymentMethod: "card" })).toEqual({});
    expect(errorsOf(payNowSchema({ methodCodes: ["card"] }), { paymentMethod: "cash" })).toHaveProperty(
      "paymentMethod",
    );
  });
});
