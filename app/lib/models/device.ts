// Devices (product.md §3 Device, §5, §6, §7, §8) as the account and checkout pages use them,
// whichever platform flavour serves them.
import type { Auth } from "./account";

export interface Device {
  deviceId: string;
  /** the registration code printed in the box (randomCode) */
  code: string;
  name: string;
  productId: string;
  colour: string;
  type: string;
  version: string;
  isBluetooth: boolean;
  isVirtual: boolean;
  consumerId: string | null;
  userId: string | null;
  /** set when a guest purchase registered it (product.md §6) */
  externalId: string | null;
  /** ISO dates (yyyy-mm-dd…) */
  registrationDate: string | null;
  userAssignmentDate: string | null;
  warrantyExpiryDate: string | null;
  countryCode: string | null;
  trackingCode: string | null;
  tenantCode: string | null;
  tenantCodeString: string | null;
  iotTenantCode: string | null;
}

/**
 * A refusal of the device service. `status` is the HTTP status product.md §8's notices are chosen by
 * (400, 401, 406, 409, 500), or 404 for 'Device not found'.
 */
export interface DeviceError {
  status: number;
  code: string;
  message: string;
}

export type DeviceResult<T> = { ok: true; value: T } | { ok: false; error: DeviceError };

/** Who a registration is for: a signed-in customer, or a guest purchase by its external id (product.md §6). */
export type DeviceOwner = { auth: Auth } | { externalId: string };

export interface DeviceGateway {
  /** GET validation/{code} */
  validate(code: string, auth?: Auth): Promise<DeviceResult<true>>;
  /** GET {code}; no data is 'Device not found' */
  lookup(code: string, auth?: Auth): Promise<DeviceResult<Device>>;
  /** the customer's devices; 'User id is not defined' without one */
  list(auth: Auth): Promise<DeviceResult<Device[]>>;
  /** POST; 'Consumer ID is not defined' without one */
  register(auth: Auth, deviceId: string): Promise<DeviceResult<Device>>;
  unassign(auth: Auth, code: string): Promise<DeviceResult<Device>>;
  /** PATCH {code}/consumer: a free or guest-registered device moves to the customer */
  assign(auth: Auth, code: string): Promise<DeviceResult<Device>>;
  registerGuest(deviceId: string, externalId: string): Promise<DeviceResult<Device>>;
  unassignGuest(code: string, externalId: string): Promise<DeviceResult<Device>>;
}

/** Accepted as typed: spaces and dashes are ignored, letters made capitals. */
export const normaliseDeviceCode = (raw: string) => raw.replace(/[\s-]+/g, "").toUpperCase();

/** The account page of devices. */
export const DEVICES_PAGE = "/account/devices";
