import type { OpeningHours, Store } from "./models/location";

export const STORES_PER_PAGE = 5;

const KM_PER_MILE = 1.609344;

/** "0.3 miles", "1 mile", "12 miles" (one decimal under 10 miles). */
export function milesLabel(km: number): string {
  const miles = km / KM_PER_MILE;
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded} ${rounded === 1 ? "mile" : "miles"}`;
}

export const SERVICE_LABELS: Record<string, string> = {
  collection: "Collect online orders (Ship to store)",
  trade_in: "Device trade-in",
  device_repairs: "Device repairs and warranty",
  try_before_you_buy: "Try before you buy",
};

export const serviceLabel = (code: string) => SERVICE_LABELS[code] ?? code.replace(/_/g, " ");

/** One row per day: "Monday", "9:00 to 19:00" or "Closed". */
export function openingRows(hours: OpeningHours[]): { day: string; hours: string }[] {
  const time = (t: string) => t.replace(/^0(\d)/, "$1");
  return hours.map((h) => ({
    day: h.day[0].toUpperCase() + h.day.slice(1),
    hours: h.opens && h.closes ? `${time(h.opens)} to ${time(h.closes)}` : "Closed",
  }));
}

/** A plain link to directions in the shopper's own maps (no script on our pages). */
export const directionsHref = (store: Pick<Store, "latitude" | "longitude">) =>
  `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;

export const storeHref = (store: Pick<Store, "id">) => `/stores/${encodeURIComponent(store.id)}`;

export function oneLineAddress(store: Pick<Store, "address">): string {
  const a = store.address;
  return [a.street, a.city, a.postcode].filter(Boolean).join(", ");
}
