export interface MoneyLike {
  value: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: MoneyLike, locale = "en-GB"): string {
  const key = `${locale}|${money.currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency: money.currency });
    formatters.set(key, f);
  }
  return f.format(money.value);
}

export function itemCountLabel(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}
