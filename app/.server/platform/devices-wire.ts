import { z } from "zod";
import type { Auth } from "~/lib/models/account";
import type { Device } from "~/lib/models/device";
import { parse, seg } from "./account-map";

/**
 * The two flavours of the device calls (product.md §7 "Devices"). Both send product.md §3's Device
 * fields; unified bare with ISO dates, legacy in `{data}` with dates dd/mm/yyyy, the
 * customer's calls under /profile/{UUID} (whose path names the consumer).
 */

export interface DeviceOps {
  validation(code: string): string;
  lookup(code: string): string;
  list(auth: Auth): { path: string; query?: Record<string, string> };
  register(auth: Auth, deviceId: string): { path: string; body: unknown };
  unassign(auth: Auth, code: string): { path: string; body: unknown };
  assign(auth: Auth, code: string): { path: string; body: unknown };
  guest: string;
  guestUnassign(code: string): string;
  /** the body's payload: the device, the list or the validation */
  unwrap(body: unknown): unknown;
  date(raw: string | null | undefined): string | null;
}

export const unifiedDevices: DeviceOps = {
  validation: (code) => `/api/devices/validation/${seg(code)}`,
  lookup: (code) => `/api/devices/${seg(code)}`,
  list: (auth) => ({ path: "/api/devices", query: { userId: auth.userUuid } }),
  register: (auth, deviceId) => ({ path: "/api/devices", body: { consumerId: auth.userUuid, deviceId } }),
  unassign: (auth, code) => ({ path: `/api/devices/${seg(code)}/unassign`, body: { consumerId: auth.userUuid } }),
  assign: (auth, code) => ({ path: `/api/devices/${seg(code)}/consumer`, body: { consumerId: auth.userUuid } }),
  guest: "/api/devices/guest",
  guestUnassign: (code) => `/api/devices/guest/${seg(code)}/unassign`,
  unwrap: (body) =>
    body && typeof body === "object" && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : body,
  date: (raw) => raw ?? null,
};

const profile = (auth: Auth) => `/profile/${seg(auth.userUuid)}/devices`;
export const legacyDevices: DeviceOps = {
  validation: (code) => `/devices/validate/${seg(code)}`,
  lookup: (code) => `/devices/${seg(code)}`,
  list: (auth) => ({ path: profile(auth) }),
  register: (auth, deviceId) => ({ path: profile(auth), body: { deviceId } }),
  unassign: (auth, code) => ({ path: `${profile(auth)}/${seg(code)}/unassign`, body: {} }),
  assign: (auth, code) => ({ path: `${profile(auth)}/${seg(code)}/assign`, body: {} }),
  guest: "/devices/guest",
  guestUnassign: (code) => `/devices/guest/${seg(code)}/unassign`,
  unwrap: (body) => (body && typeof body === "object" ? (body as { data?: unknown }).data : undefined),
  date: (raw) => {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(raw ?? "");
    return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
  },
};

const text = z.string().nullish();
const device = z.object({
  deviceId: z.union([z.string(), z.number()]).transform(String),
  randomCode: z.string(),
  deviceName: z.string(),
  productId: text,
  productColor: text,
  productType: text,
  productVersion: z.union([z.string(), z.number()]).nullish(),
  isBluetooth: z.boolean().nullish(),
  isVirtual: z.boolean().nullish(),
  consumerId: text,
  userId: text,
  externalId: text,
  registrationDate: text,
  userAssignmentDate: text,
  warrantyExpiryDate: text,
  countryCode: text,
  trackingCode: text,
  tenantCode: text,
  tenantCodeString: text,
  iotTenantCode: text,
});

export function toDevice(ops: DeviceOps, raw: unknown): Device {
  const d = parse(device, raw, "device");
  return {
    deviceId: d.deviceId,
    code: d.randomCode,
    name: d.deviceName,
    productId: d.productId ?? "",
    colour: d.productColor ?? "",
    type: d.productType ?? "",
    version: d.productVersion == null ? "" : String(d.productVersion),
    isBluetooth: Boolean(d.isBluetooth),
    isVirtual: Boolean(d.isVirtual),
    consumerId: d.consumerId ?? null,
    userId: d.userId ?? null,
    externalId: d.externalId ?? null,
    registrationDate: ops.date(d.registrationDate),
    userAssignmentDate: ops.date(d.userAssignmentDate),
    warrantyExpiryDate: ops.date(d.warrantyExpiryDate),
    countryCode: d.countryCode ?? null,
    trackingCode: d.trackingCode ?? null,
    tenantCode: d.tenantCode ?? null,
    tenantCodeString: d.tenantCodeString ?? null,
    iotTenantCode: d.iotTenantCode ?? null,
  };
}
