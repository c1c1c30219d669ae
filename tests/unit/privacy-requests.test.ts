import { describe, expect, it } from "vitest";
import { oneMonthAfter } from "../../server/sandbox/accounts/privacy-requests";

// A privacy request's answer is due one month on, as UK GDPR counts a month.
describe("a privacy request's due date", () => {
  it("is the same day next month", () => {
    expect(oneMonthAfter("2026-11-29T07:00:00.000Z")).toBe("2026-12-29");
    expect(oneMonthAfter("2026-12-15T23:59:00.000Z")).toBe("2027-01-15");
  });

  it("is the next month's last day when it has no such day", () => {
    expect(oneMonthAfter("2026-01-31T10:00:00.000Z")).toBe("2026-02-28");
    expect(oneMonthAfter("2028-01-30T10:00:00.000Z")).toBe("2028-02-29");
    expect(oneMonthAfter("2026-03-31T10:00:00.000Z")).toBe("2026-04-30");
  });
});
