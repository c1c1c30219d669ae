// How the shop writes money: commerce's display currency (product.md §3 Currency, its default
// display code and symbol) in the LOCALE setting's way of writing numbers.
import { formatMoney, type MoneyFormat, type MoneyFormats, type MoneyWriter } from "~/lib/format";
import type { StoreView } from "~/lib/models/commerce";
import { config } from "../config";
import { log } from "../observability";
import { getCurrency, shared } from "./catalog";

const DIGITS = new Set(["integer", "group", "decimal", "fraction"]);

/** `locale`'s way of writing amounts in `code`, with commerce's `symbol` where Intl writes its own. */
export function moneyFormat(locale: string, code: string, symbol: string): MoneyFormat {
  const intl = new Intl.NumberFormat(locale, { style: "currency", currency: code });
  const around = (value: number) => {
    const parts = intl.formatToParts(value);
    const first = parts.findIndex((p) => DIGITS.has(p.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((p) => DIGITS.has(p.type));
    const text = (list: Intl.NumberFormatPart[]) =>
      list.map((p) => (p.type === "currency" ? symbol : p.value)).join("");
    return [text(parts.slice(0, first)), text(parts.slice(last + 1))] as const;
  };
  const part = (value: number, type: string) => intl.formatToParts(value).find((p) => p.type === type)?.value;
  return [
    ...around(1),
    ...around(-1),
    part(1234567, "group") ?? "",
    part(1.5, "decimal") ?? ".",
    // es-ES writes 1234,50 € and 12.345,50 €
    part(1234, "group") ? 4 : 5,
  ];
}

/** A store view's display currency and how the shop writes it (cached with the currency read). */
const displayFormat = (store: StoreView) =>
  shared(store, `moneyFormat:${config().locale}`, async () => {
    const currency = await getCurrency(store);
    return [currency.displayCode, moneyFormat(config().locale, currency.displayCode, currency.displaySymbol)] as const;
  });

/**
 * The formats of both store views' display currencies, by code: what the root loader gives every
 * page. One store view's that cannot be read is left out (and logged); it fails only when neither can.
 */
export async function moneyFormats(): Promise<MoneyFormats> {
  const read = await Promise.allSettled([displayFormat("default"), displayFormat("trial")]);
  const formats = read.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  for (const r of read)
    if (r.status === "rejected" && formats.length > 0)
      log().error(`currency unavailable: ${r.reason instanceof Error ? r.reason.message : r.reason}`);
  if (formats.length === 0) throw (read[0] as PromiseRejectedResult).reason;
  return Object.fromEntries(formats);
}

/** For loaders and actions that write amounts into their own text. */
export const moneyWriter = async (): Promise<MoneyWriter> => writerFor(await moneyFormats());

export function writerFor(formats: MoneyFormats): MoneyWriter {
  return (money, short) => {
    const text = formatMoney(money, formats);
    if (!short || !Number.isInteger(money.value)) return text;
    // "£30.00" → "£30", "30,00 €" → "30 €": the last decimal separator and its zeros go
    const zeros = `${formats[money.currency]?.[5] ?? "."}00`;
    const at = text.lastIndexOf(zeros);
    return at < 0 ? text : text.slice(0, at) + text.slice(at + zeros.length);
  };
}
