import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { addDays, changeSchema, isCalendarDate, pauseDateProblem, pauseSchema } from "~/lib/schemas/subscription";
import { formatCalendarDate } from "~/.server/account/format";
import { firstAfter, londonToday, pauseProblem } from "../../server/sandbox/accounts/subscription-dates";

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe("subscription dates", () => {
  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-11-25", 7)).toBe("2026-12-02");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-13-01")).toBe(false);
    expect(isCalendarDate("15/01/2027")).toBe(false);
  });

  it("moves the next delivery to the first date of the rhythm after a pause", () => {
    expect(firstAfter("2026-12-01", 28, "2026-11-30")).toBe("2026-12-01");
    expect(firstAfter("2026-12-01", 28, "2026-12-01")).toBe("2026-12-29");
    expect(firstAfter("2026-12-01", 14, "2027-01-10")).toBe("2027-01-12");
  });

  it("gives London's date", () => {
    expect(londonToday(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(londonToday(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-01");
  });

  it.each([
    ["2026-11-26", null],
    ["2027-02-23", null],
    ["2026-11-25", "Choose a date after today."],
    ["2026-11-01", "Choose a date after today."],
    ["2027-02-24", "You can pause for up to 90 days: choose 2027-02-23 or earlier."],
    ["2026-02-30", "Enter a real date, like 2027-01-15."],
    ["tomorrow", "Enter a real date, like 2027-01-15."],
  ])("a pause from 2026-11-25 until %s: %s", (until, problem) => {
    expect(pauseDateProblem(until, "2026-11-25", 90)).toBe(problem);
    // the sandbox platform applies the same limits
    expect(pauseProblem(until, "2026-11-25") === null).toBe(problem === null);
  });

  it("writes the last date a pause may end the way the page writes dates", () => {
    expect(pauseDateProblem("2027-02-24", "2026-11-25", 90, formatCalendarDate)).toBe(
      "You can pause for up to 90 days: choose 23 February 2027 or earlier.",
    );
  });

  it("asks for a pause date when none was given", () => {
    const s = parseWithZod(form({ id: "1" }), { schema: pauseSchema("2026-11-25", 90) });
    expect(s.status).toBe("error");
    expect(s.reply().error?.until).toEqual(["Enter the date to pause deliveries until, like 2027-01-15."]);
  });
});

describe("subscription change form", () => {
  const opts = {
    choices: [{ sku: "A-SUB" }, { sku: "B-SUB" }],
    frequencies: [{ code: "2w" }, { code: "4w" }],
  };

  it("reads the filled rows in order, skipping empty ones", () => {
    const s = parseWithZod(form({ id: "7", frequency: "2w", sku1: "B-SUB", qty1: "2", sku3: "A-SUB", qty3: "1" }), {
      schema: changeSchema(opts),
    });
    expect(s.status === "success" && s.value).toEqual({
      id: "7",
      frequency: "2w",
      lines: [
        { sku: "B-SUB", qty: 2, row: 1 },
        { sku: "A-SUB", qty: 1, row: 3 },
      ],
    });
  });

  it("puts each problem beside its field", () => {
    const s = parseWithZod(form({ id: "7", frequency: "4w", sku1: "A-SUB", qty1: "0", sku2: "Z-SUB", qty2: "1" }), {
      schema: changeSchema(opts),
    });
    const errors = s.reply().error;
    expect(errors?.qty1).toEqual(["Enter a quantity from 1 to 10."]);
    expect(errors?.sku2).toEqual(["Choose a product from the list."]);
  });

  it("needs at least one product and a known frequency", () => {
    expect(
      parseWithZod(form({ id: "7", frequency: "4w" }), { schema: changeSchema(opts) }).reply().error?.sku1,
    ).toEqual(["Choose at least one product."]);
    expect(
      parseWithZod(form({ id: "7", frequency: "1w", sku1: "A-SUB", qty1: "1" }), { schema: changeSchema(opts) }).reply()
        .error?.frequency,
    ).toEqual(["Choose how often you'd like a delivery."]);
  });
});
