import { describe, expect, it } from "vitest";
import { passwordChecklist, passwordMeetsRules, type PasswordRequirements } from "~/lib/password-rules";

const rules: PasswordRequirements = {
  minLength: 8,
  minLowerCase: 1,
  minUpperCase: 1,
  minNumber: 1,
  minSymbol: 0,
  excludeUsername: true,
};
const met = (password: string, req = rules, username = "alex.morgan@example.com") =>
  Object.fromEntries(passwordChecklist(password, req, username).map((c) => [c.rule, c.met]));

describe("password checklist (product.md §3 password requirements)", () => {
  it("lists only the rules in force, with labels, in a stable order", () => {
    expect(passwordChecklist("", rules, "x@y.z")).toEqual([
      { rule: "minLength", label: "At least 8 characters", met: false },
      { rule: "minLowerCase", label: "At least 1 lower-case letter", met: false },
      { rule: "minUpperCase", label: "At least 1 capital letter", met: false },
      { rule: "minNumber", label: "At least 1 number", met: false },
      { rule: "excludeUsername", label: "Does not contain your e-mail address", met: false },
    ]);
  });

  it("ticks each rule as it is met", () => {
    expect(met("abc")).toEqual({
      minLength: false,
      minLowerCase: true,
      minUpperCase: false,
      minNumber: false,
      excludeUsername: true,
    });
    expect(met("Ashless-Demo-2026")).toEqual({
      minLength: true,
      minLowerCase: true,
      minUpperCase: true,
      minNumber: true,
      excludeUsername: true,
    });
    expect(passwordMeetsRules("Ashless-Demo-2026", rules, "demo@ashless.example")).toBe(true);
  });

  it("counts minimums above one, symbols and non-ASCII letters", () => {
    const strict = {
      minLength: 10,
      minLowerCase: 2,
      minUpperCase: 2,
      minNumber: 2,
      minSymbol: 2,
      excludeUsername: false,
    };
    expect(met("ÉÀbc12!?xyz", strict)).toEqual({
      minLength: true,
      minLowerCase: true,
      minUpperCase: true,
      minNumber: true,
      minSymbol: true,
    });
    expect(met("Ab1! cdefgh", strict)).toEqual({
      minLength: true,
      minLowerCase: true,
      minUpperCase: false,
      minNumber: false,
      minSymbol: false,
    });
    expect(passwordChecklist("x", strict).find((c) => c.rule === "minSymbol")?.label).toBe(
      "At least 2 symbols (such as ! or #)",
    );
  });

  it("refuses a password containing the sign-in e-mail address, case-insensitively", () => {
    expect(met("Xalex.morgan@example.com1")).toMatchObject({ excludeUsername: false });
    expect(met("xxALEX.MORGAN@EXAMPLE.COMxx1")).toMatchObject({ excludeUsername: false });
    expect(met("Alex.Morgan99")).toMatchObject({ excludeUsername: true });
    expect(met("Alex.Morgan99", { ...rules, excludeUsername: false }).excludeUsername).toBeUndefined();
  });
});
