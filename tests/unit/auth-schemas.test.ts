import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  consentField,
  customField,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  type RegistrationOptions,
} from "~/lib/schemas/auth";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

const rules = { minLength: 8, minLowerCase: 1, minUpperCase: 1, minNumber: 1, minSymbol: 0, excludeUsername: true };

const options: RegistrationOptions = {
  fields: [
    { name: "email", label: "E-mail", required: true },
    { name: "telephone", label: "Mobile", required: false },
  ],
  customAttributes: [
    {
      code: "favourite_flavour",
      type: "select",
      label: "Favourite flavour",
      hint: null,
      isRequired: true,
      options: [{ value: "berry", label: "Berry" }],
    },
    {
      code: "store",
      type: "text",
      label: "Preferred store",
      hint: null,
      isRequired: false,
      validation: [{ kind: "MAX_TEXT_LENGTH", value: "5" }],
    },
    { code: "newsletter", type: "boolean", label: "Newsletter", hint: null, isRequired: false },
  ],
  consents: [
    { id: "gdpr-privacy", label: "I accept the privacy notice.", required: true },
    { id: "marketing-email", label: "News by e-mail.", required: false },
  ],
  password: rules,
  today: "2026-06-15",
  countryCode: "GB",
};

const valid = {
  email: "sam@example.com",
  password: "Sup3rSecret",
  firstname: "Sam",
  lastname: "Smith",
  dob: "1990-03-27",
  [customField("favourite_flavour")]: "berry",
  [consentField("gdpr-privacy")]: "on",
};

describe("login form", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: loginSchema() });

  it("asks for an e-mail in the right format and a password", () => {
    expect(parse({ email: "", password: "" }).reply().error).toEqual({
      email: ["Enter your e-mail address."],
      password: ["Enter your password."],
    });
    expect(parse({ email: "not-an-email", password: "x" }).reply().error).toEqual({
      email: ["Enter an e-mail address in the correct format, like name@example.com."],
    });
  });

  it("trims the e-mail, keeps the password exactly as typed, and reads the box as a boolean", () => {
    const good = parse({ email: " alex@example.com ", password: " secret ", keepLoggedIn: "on" });
    expect(good.status).toBe("success");
    if (good.status === "success")
      expect(good.value).toEqual({ email: "alex@example.com", password: " secret ", keepLoggedIn: true });
    const unticked = parse({ email: "alex@example.com", password: "x" });
    if (unticked.status === "success") expect(unticked.value.keepLoggedIn).toBe(false);
  });
});

/** The messages a registration gets, by field; the password's e-mail rule uses the typed e-mail. */
function registrationErrors(values: Record<string, string>, opts = options) {
  const submission = parseWithZod(form(values), { schema: registrationSchema(opts, values.email ?? "") });
  return (submission.reply().error ?? {}) as Record<string, string[] | undefined>;
}

describe("registration form", () => {
  it("accepts a complete registration, parsed into what the platform takes", () => {
    const submission = parseWithZod(form({ ...valid, telephone: "07700 900123", [customField("newsletter")]: "on" }), {
      schema: registrationSchema(options, valid.email),
    });
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toEqual({
        email: "sam@example.com",
        password: "Sup3rSecret",
        firstname: "Sam",
        lastname: "Smith",
        dob: "1990-03-27",
        telephone: "+447700900123",
        customAttributes: { favourite_flavour: "berry", newsletter: "true" },
        consents: [
          { id: "gdpr-privacy", accepted: true },
          { id: "marketing-email", accepted: false },
        ],
        referralCode: null,
      });
  });

  it("checks the password against the platform's rules, including the e-mail rule", () => {
    expect(registrationErrors({ ...valid, password: "short" }).password).toEqual([
      "Your password doesn't meet all the requirements listed.",
    ]);
    expect(registrationErrors({ ...valid, password: "My1sam@example.com" }).password).toHaveLength(1);
    expect(
      registrationErrors(
        { ...valid, password: "My1sam@example.com" },
        { ...options, password: { ...rules, excludeUsername: false } },
      ).password,
    ).toBeUndefined();
  });

  it("requires an adult's real date of birth", () => {
    expect(registrationErrors({ ...valid, dob: "" }).dob).toEqual(["Enter your date of birth."]);
    expect(registrationErrors({ ...valid, dob: "1990-02-30" }).dob).toEqual([
      "Enter a real date of birth, like 1990-03-27.",
    ]);
    expect(registrationErrors({ ...valid, dob: "2030-01-01" }).dob).toEqual([
      "Your date of birth must be in the past.",
    ]);
    expect(registrationErrors({ ...valid, dob: "2008-06-16" }).dob).toEqual([
      "You must be 18 or over to have an account.",
    ]);
    expect(registrationErrors({ ...valid, dob: "2008-06-15" }).dob).toBeUndefined();
  });

  it("checks custom attributes by their own rules, and required consents", () => {
    const errors = registrationErrors({
      ...valid,
      [customField("favourite_flavour")]: "",
      [customField("store")]: "Too long",
      [consentField("gdpr-privacy")]: "",
    });
    expect(errors[customField("favourite_flavour")]).toEqual(["Enter favourite flavour."]);
    expect(errors[customField("store")]).toEqual(["Preferred store must be 5 characters or fewer."]);
    expect(errors[consentField("gdpr-privacy")]).toEqual([
      "Tick this box to create an account: I accept the privacy notice.",
    ]);
    expect(errors[consentField("marketing-email")]).toBeUndefined();
    expect(
      registrationErrors({ ...valid, [customField("favourite_flavour")]: "mint" })[customField("favourite_flavour")],
    ).toEqual(["Choose favourite flavour from the list."]);
  });

  it("checks an optional phone number only when given, and a referral code's shape", () => {
    expect(registrationErrors({ ...valid, telephone: "07700 900123" })).toEqual({});
    expect(registrationErrors({ ...valid, telephone: "call me" }).telephone).toHaveLength(1);
    expect(registrationErrors({ ...valid, referralCode: "FRIEND-2026" })).toEqual({});
    expect(registrationErrors({ ...valid, referralCode: "<script>" }).referralCode).toHaveLength(1);
  });
});

describe("new password form", () => {
  const errors = (values: Record<string, string>) =>
    parseWithZod(form({ token: "t0ken-123", ...values }), { schema: resetPasswordSchema(rules) }).reply().error ?? {};

  it("wants the rules met and the same password twice", () => {
    expect(errors({ password: "Abcdefg1", confirmPassword: "Abcdefg1" })).toEqual({});
    expect(errors({ password: "Abcdefg1", confirmPassword: "Abcdefg2" })).toEqual({
      confirmPassword: ["The passwords don't match. Type the same password twice."],
    });
    expect(errors({ password: "abc", confirmPassword: "abc" }).password).toHaveLength(1);
    expect(errors({ password: "", confirmPassword: "" }).password).toEqual(["Enter a password."]);
  });
});
