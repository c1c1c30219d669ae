import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/format";

const formats = new Map<string, Intl.NumberFormat>();
function intl(value: number, currency: string, locale = "en-GB") {
  const key = `${locale} ${currency}`;
  if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(locale, { style: "currency", currency }));
  return formats.get(key)!.format(value);
}

// random amounts in pence, pounds with three decimals (the half cases), and awkward doubles
function* amounts(): Generator<number> {
  yield* [0, -0, 0.005, -0.005, 0.004, 1.005, 2.675, 1.0049999, 999.995, 999.999, 1234.5, -1234567.891];
  yield* [1e11 + 0.125, 123456789012.5, 1e-7, -1e-7, 1e21, Number.MAX_SAFE_INTEGER, 0.1 + 0.2];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(next() * 9);
    yield Math.round((next() - 0.3) * scale * 1000) / 1000;
    yield (next() - 0.3) * scale;
  }
}

describe("formatMoney", () => {
  it("writes pounds and euros exactly as Intl.NumberFormat does in en-GB", () => {
    for (const value of amounts())
      for (const currency of ["GBP", "EUR"])
        expect(formatMoney({ value, currency }), `${value}`).toBe(intl(value, currency));
  });

  it("leaves other currencies and locales to Intl", () => {
    expect(formatMoney({ value: 12.5, currency: "USD" })).toBe(intl(12.5, "USD"));
    expect(formatMoney({ value: 1234.5, currency: "EUR" }, "de-DE")).toBe(intl(1234.5, "EUR", "de-DE"));
    expect(formatMoney({ value: Number.NaN, currency: "GBP" })).toBe(intl(Number.NaN, "GBP"));
  });
});
