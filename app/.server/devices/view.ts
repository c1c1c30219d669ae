// A device as the pages show it: dates formatted on the server (design.md: the page reads the
// same with or without scripting).
import type { Device } from "~/lib/models/device";
import { formatCalendarDate } from "../account/format";

export function deviceItem(d: Device) {
  return {
    code: d.code,
    name: d.name,
    colour: d.colour,
    type: d.type,
    version: d.version,
    bluetooth: d.isBluetooth,
    virtual: d.isVirtual,
    registered: formatCalendarDate(d.registrationDate),
    warrantyUntil: formatCalendarDate(d.warrantyExpiryDate),
    fromGuestPurchase: Boolean(d.externalId),
  };
}
export type DeviceItem = ReturnType<typeof deviceItem>;

/** Newest registration first. */
export const byRegistration = (list: Device[]) =>
  [...list].sort((a, b) => (b.registrationDate ?? "").localeCompare(a.registrationDate ?? ""));
