export interface MoneyLike {
  value: number;
  currency: string;
}

/**
 * The shop's own currencies in en-GB, written the way `Intl.NumberFormat` writes them
 * ("£1,234.50", "-€5.00"). The browser's first `Intl.NumberFormat` loads locale data: 30 to
 * 50 ms of a hydrating product page's main thread on a fast machine, four times that on a
 * phone. Other locales and currencies still go through Intl.
 */
const SYMBOLS: Record<string, string> = { GBP: "£", EUR: "€" };

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: MoneyLike, locale = "en-GB"): string {
  const symbol = locale === "en-GB" ? SYMBOLS[money.currency] : undefined;
  const amount = symbol ? twoDecimals(Math.abs(money.value)) : null;
  // Intl writes a minus for any negative value, even one that rounds to zero ("-£0.00")
  if (amount) return `${money.value < 0 || Object.is(money.value, -0) ? "-" : ""}${symbol}${amount}`;
  const key = `${locale}|${money.currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency: money.currency });
    formatters.set(key, f);
  }
  return f.format(money.value);
}

/**
 * "1,234.50" for 1234.5, rounded half up on the number's shortest decimal form as ICU does
 * (1.005 → "1.01", where toFixed gives "1.00"); null where that form has an exponent or the
 * amount is too large to count in thousandths exactly.
 */
function twoDecimals(abs: number): string | null {
  const text = String(abs);
  if (!/^\d+(\.\d+)?$/.test(text) || abs >= 1e12) return null;
  const [whole, fraction = ""] = text.split(".");
  const thousandths = Number(whole + (fraction + "000").slice(0, 3));
  // the third decimal decides: half or more rounds up, whatever follows it
  const pence = Math.floor((thousandths + 5) / 10);
  const units = String(Math.floor(pence / 100));
  return `${units.replace(/\B(?=(\d{3})+$)/g, ",")}.${String(pence % 100).padStart(2, "0")}`;
}

export function itemCountLabel(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

/** A file size for a message or a hint: "2 MB", "3.5 MB". */
export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
