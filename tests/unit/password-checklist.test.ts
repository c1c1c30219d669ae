import { describe, expect, it } from "vitest";
import { passwordChecklist, passwordMeetsRules } from "~/lib/password-rules";

const rules = { minLength: 8, minLowerCase: 1, minUpperCase: 2, minNumber: 1, minSymbol: 1, excludeUsername: true };

describe("passwordChecklist", () => {
  it("lists each rule in force, in order, with its count in words", () => {
    expect(passwordChecklist("", rules, "ann@example.com").map((c) => c.label)).toEqual([
      "At least 8 characters",
      "At least 1 lower-case letter",
      "At least 2 capital letters",
      "At least 1 number",
      "At least 1 symbol (such as ! or #)",
      "Does not contain your e-mail address",
    ]);
  });

  it("leaves out a rule whose minimum is 0", () => {
    const checks = passwordChecklist("x", { ...rules, minUpperCase: 0, minSymbol: 0, excludeUsername: false });
    expect(checks.map((c) => c.rule)).toEqual(["minLength", "minLowerCase", "minNumber"]);
  });

  it("counts letters by Unicode class, and characters rather than UTF-16 units", () => {
    const checks = passwordChecklist("ÉÀé1!😀😀😀", rules, "ann@example.com");
    expect(Object.fromEntries(checks.map((c) => [c.rule, c.met]))).toEqual({
      minLength: true,
      minLowerCase: true,
      minUpperCase: true,
      minNumber: true,
      minSymbol: true,
      excludeUsername: true,
    });
    expect(passwordChecklist("Ab1!", { ...rules, minSymbol: 2 })[4]).toMatchObject({
      label: "At least 2 symbols (such as ! or #)",
      met: false,
    });
  });

  it("refuses a password that holds the e-mail address", () => {
    expect(passwordMeetsRules("XXann@example.com1!", rules, "ANN@example.com")).toBe(false);
    expect(passwordMeetsRules("XXannexample1!", rules, "ann@example.com")).toBe(true);
  });
});
