export interface MoneyLike {
  value: number;
  currency: string;
}

/**
 * How the shop writes amounts in one currency: what comes before and after the digits of a
 * positive and of a negative amount (the currency's symbol among them), the thousands separator,
 * the decimal separator, and the fewest whole digits that get separators ("1234,50 €" in es-ES).
 * The server works it out from LOCALE and commerce's display currency (app/.server/money.ts) and
 * the root loader hands it to the page: the browser writes the same text as the server without
 * Intl, whose first NumberFormat costs a hydrating page 30 to 50 ms on a fast machine.
 */
export type MoneyFormat = [
  before: string,
  after: string,
  negativeBefore: string,
  negativeAfter: string,
  group: string,
  decimal: string,
  groupFrom: number,
];
/** by currency code */
export type MoneyFormats = Record<string, MoneyFormat>;
/**
 * formatMoney with the shop's formats: useMoney in a component; on the server moneyWriter, whose
 * `short` leaves the decimals off a whole amount ("£30", for a sentence).
 */
export type MoneyWriter = (money: MoneyLike, short?: boolean) => string;

/**
 * "£1,234.50", "-1.234,50 €": two decimals, rounded half up on the amount's shortest decimal
 * form as ICU does (1.005 → 1.01, where toFixed gives 1.00). A currency without a format is
 * written with its code ("USD 12.50"), never with another currency's symbol.
 */
export function formatMoney(money: MoneyLike, formats?: MoneyFormats): string {
  const code = `${money.currency} `;
  const [before, after, negativeBefore, negativeAfter, group, decimal, groupFrom] = formats?.[money.currency] ?? [
    code,
    "",
    `-${code}`,
    "",
    ",",
    ".",
    4,
  ];
  // Intl writes a minus for any negative value, even one that rounds to zero ("-£0.00"), and -0
  const negative = 1 / money.value < 0;
  const [units, cents] = twoDecimals(Math.abs(money.value)).split(".");
  const grouped = units.length < groupFrom ? units : units.replace(/\B(?=(\d{3})+$)/g, group);
  return `${negative ? negativeBefore : before}${grouped}${decimal}${cents}${negative ? negativeAfter : after}`;
}

/**
 * "1234.50" for 1234.5. Where the shortest form has an exponent or the amount is too large to
 * count in thousandths exactly, toFixed's rounding.
 */
function twoDecimals(abs: number): string {
  const text = String(abs);
  if (!/^\d+(\.\d+)?$/.test(text) || abs >= 1e12) return abs.toFixed(2);
  const [whole, fraction = ""] = text.split(".");
  const thousandths = Number(whole + (fraction + "000").slice(0, 3));
  // the third decimal decides: half or more rounds up, whatever follows it
  const pence = Math.floor((thousandths + 5) / 10);
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

export function itemCountLabel(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

/** A file size for a message or a hint: "2 MB", "3.5 MB". */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
