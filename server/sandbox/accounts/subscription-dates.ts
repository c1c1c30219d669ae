/**
 * Calendar-date arithmetic of product subscriptions (ISO "yyyy-mm-dd", no time of day).
 * The shop delivers in the United Kingdom, so "today" is London's date.
 */

export const FREQUENCIES = [
  { code: "2w", label: "Every 2 weeks", days: 14 },
  { code: "4w", label: "Every 4 weeks", days: 28 },
  { code: "6w", label: "Every 6 weeks", days: 42 },
  { code: "8w", label: "Every 8 weeks", days: 56 },
] as const;
export type FrequencyCode = (typeof FREQUENCIES)[number]["code"];
/** What the catalogue's subscription products say ("Every 4 weeks"): a new subscription's rhythm. */
export const DEFAULT_FREQUENCY: FrequencyCode = "4w";
/** A pause may last up to about three months. */
export const MAX_PAUSE_DAYS = 90;
/** After a resume the next box is packed and sent within this many days. */
export const RESUME_LEAD_DAYS = 3;

export const frequencyOf = (code: string) => FREQUENCIES.find((f) => f.code === code);

export function londonToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in ISO form (2027-02-30 is not one). */
export function isCalendarDate(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first date of the rhythm `from`, `from + every`, … that is after `after`. */
export function firstAfter(from: string, every: number, after: string): string {
  let next = from;
  while (next <= after) next = addDays(next, every);
  return next;
}

/** Why a pause end date can't be used, or null when it can. */
export function pauseProblem(until: string, today: string): string | null {
  if (!isCalendarDate(until)) return "Enter a real date, like 2027-01-15.";
  if (until <= today) return "Choose a date after today.";
  if (until > addDays(today, MAX_PAUSE_DAYS)) return `Choose a date no more than ${MAX_PAUSE_DAYS} days from today.`;
  return null;
}
