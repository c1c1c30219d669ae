import { config } from "../config";

// Dates are formatted on the server, in the shop's locale and time zone, so the page
// reads the same with or without JavaScript and hydration never disagrees.
const TIME_ZONE = "Europe/London";

export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }
    : { dateStyle: "long", timeZone: TIME_ZONE };
  return new Intl.DateTimeFormat(config().locale, options).format(date);
}

/** The time of day in the shop's time zone: "14:32". */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(config().locale, { timeStyle: "short", timeZone: TIME_ZONE }).format(date);
}

/** "1990-03-27" → "27 March 1990" (a calendar date: no time zone shift). */
export function formatCalendarDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(config().locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** Today's ISO date in the shop's time zone (for date-of-birth checks). */
export function todayIso(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());
}
