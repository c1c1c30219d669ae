import { describe, expect, it } from "vitest";
import { formatMoney, type MoneyFormats } from "~/lib/format";
import { moneyFormat, writerFor } from "~/.server/commerce/money";

const formats = new Map<string, Intl.NumberFormat>();
function intl(value: number, currency: string, locale: string) {
  const key = `${locale} ${currency}`;
  if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(locale, { style: "currency", currency }));
  return formats.get(key)!.format(value);
}
/** Intl's own symbol for the currency in the locale (what commerce's symbol replaces) */
const intlSymbol = (currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(1).find((p) => p.type === "currency")!
    .value;

// random amounts in pence, pounds with three decimals (the half cases), and awkward doubles
function* amounts(): Generator<number> {
  yield* [0, -0, 0.005, -0.005, 0.004, 1.005, 2.675, 1.0049999, 999.995, 999.999, 1234.5, -1234567.891];
  yield* [1e11 + 0.125, 123456789012.5, 1e-7, -1e-7, 9999.5, 12345.675, 0.1 + 0.2];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(next() * 9);
    yield Math.round((next() - 0.3) * scale * 1000) / 1000;
    yield (next() - 0.3) * scale;
  }
}

const CASES: [locale: string, currency: string][] = [
  ["en-GB", "GBP"],
  ["en-GB", "EUR"],
  ["de-DE", "EUR"],
  ["fr-FR", "EUR"],
  ["nl-NL", "EUR"],
  ["es-ES", "EUR"],
  ["de-CH", "CHF"],
  ["en-US", "USD"],
];

describe("formatMoney", () => {
  it("writes an amount as Intl.NumberFormat does in the shop's locale, from the server's format alone", () => {
    for (const [locale, currency] of CASES) {
      const shop: MoneyFormats = { [currency]: moneyFormat(locale, currency, intlSymbol(currency, locale)) };
      for (const value of amounts())
        expect(formatMoney({ value, currency }, shop), `${locale} ${value}`).toBe(intl(value, currency, locale));
    }
  });

  it("writes commerce's symbol for the currency, not Intl's", () => {
    const shop = { GBP: moneyFormat("en-GB", "GBP", "GB£"), EUR: moneyFormat("de-DE", "EUR", "EUR") };
    expect(formatMoney({ value: 1234.5, currency: "GBP" }, shop)).toBe("GB£1,234.50");
    expect(formatMoney({ value: -5, currency: "GBP" }, shop)).toBe("-GB£5.00");
    expect(formatMoney({ value: 1234.5, currency: "EUR" }, shop)).toBe("1.234,50\u00a0EUR");
  });

  it("writes an amount in a currency the shop has no format for with its code", () => {
    const shop = { GBP: moneyFormat("en-GB", "GBP", "£") };
    expect(formatMoney({ value: 12.5, currency: "USD" }, shop)).toBe("USD 12.50");
    expect(formatMoney({ value: 1234.5, currency: "GBP" })).toBe("GBP 1,234.50");
  });
});

describe("moneyWriter, short", () => {
  it("leaves the decimals off a whole amount only", () => {
    const money = writerFor({ GBP: moneyFormat("en-GB", "GBP", "£"), EUR: moneyFormat("de-DE", "EUR", "€") });
    expect(money({ value: 30, currency: "GBP" }, true)).toBe("£30");
    expect(money({ value: 1000, currency: "GBP" }, true)).toBe("£1,000");
    expect(money({ value: 29.5, currency: "GBP" }, true)).toBe("£29.50");
    expect(money({ value: 1230, currency: "EUR" }, true)).toBe("1.230\u00a0€");
    expect(money({ value: 30, currency: "GBP" })).toBe("£30.00");
  });
});
