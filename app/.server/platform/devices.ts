import { z } from "zod";
import { RestError, RestUnavailableError } from "../http/rest";
import type { Auth, Result } from "~/lib/models/account";
import type { Device, DeviceError, DeviceGateway, DeviceResult } from "~/lib/models/device";
import { bearer, parse, seg } from "./account-map";
import { call, platformRest, value, type Operation, type PlatformCallOptions } from "./adapter";
import { PlatformDataError } from "./types";

/**
 * The device gateway (contract: ~/lib/models/device), one operation per call (product.md §7
 * "Devices"; decision 0035). Both flavours send product.md §3's Device fields: unified bare (a list
 * in `{items}`) with ISO dates, legacy in `{data}` with dates dd/mm/yyyy, the customer's calls
 * under /profile/{UUID} (whose path names the consumer). Every refusal comes back as a
 * DeviceResult carrying the HTTP status product.md §8's notices are chosen by: 4xx as answered,
 * and a 500 (the service failed to process the device) too. Outages (no answer, time-out,
 * 502-504) stay UpstreamUnavailableError (503).
 */

/** product.md §5: these calls need the customer's id before anything is sent. */
export const CONSUMER_ID_MISSING = "Consumer ID is not defined";
export const USER_ID_MISSING = "User id is not defined";
export const DEVICE_NOT_FOUND = "Device not found";

const text = z.string().nullish();
const wireDevice = z.object({
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

/** The same fields on both flavours; only the dates are written differently. */
const toDevice =
  (date: (raw: string | null | undefined) => string | null) =>
  (raw: unknown): Device => {
    const d = parse(wireDevice, raw, "device");
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
      registrationDate: date(d.registrationDate),
      userAssignmentDate: date(d.userAssignmentDate),
      warrantyExpiryDate: date(d.warrantyExpiryDate),
      countryCode: d.countryCode ?? null,
      trackingCode: d.trackingCode ?? null,
      tenantCode: d.tenantCode ?? null,
      tenantCodeString: d.tenantCodeString ?? null,
      iotTenantCode: d.iotTenantCode ?? null,
    };
  };

/** The payload: unified answers bare (a list in `{items}`), legacy in `{data}`. */
const wire = {
  unified: {
    body: (body: unknown) =>
      body && typeof body === "object" && Array.isArray((body as { items?: unknown }).items)
        ? (body as { items: unknown[] }).items
        : body,
    device: toDevice((raw) => raw ?? null),
  },
  legacy: {
    body: (body: unknown) => (body && typeof body === "object" ? (body as { data?: unknown }).data : undefined),
    device: toDevice((raw) => {
      const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(raw ?? "");
      return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
    }),
  },
};
const asDevice = (side: keyof typeof wire) => (body: unknown) => wire[side].device(wire[side].body(body));
const unifiedDevice = asDevice("unified");
const legacyDevice = asDevice("legacy");
function asList(side: keyof typeof wire, body: unknown): Device[] {
  const list = wire[side].body(body);
  if (!Array.isArray(list)) throw new PlatformDataError("devices");
  return list.map(wire[side].device);
}

const headers = (auth?: Auth) => (auth ? bearer(auth) : {});
const profile = (auth: Auth) => `/profile/${seg(auth.userUuid)}/devices`;

export const validate: Operation<[string, Auth?], true> = {
  async unified(rest, code, auth) {
    await rest.get(`/api/devices/validation/${seg(code)}`, { headers: headers(auth) });
    return true;
  },
  async legacy(rest, code, auth) {
    await rest.get(`/devices/validate/${seg(code)}`, { headers: headers(auth) });
    return true;
  },
};

/** null: no data (product.md §8 'Device not found') */
export const lookup: Operation<[string, Auth?], Device | null> = {
  async unified(rest, code, auth) {
    const body = wire.unified.body(await rest.get(`/api/devices/${seg(code)}`, { headers: headers(auth) }));
    return body ? wire.unified.device(body) : null;
  },
  async legacy(rest, code, auth) {
    const body = wire.legacy.body(await rest.get(`/devices/${seg(code)}`, { headers: headers(auth) }));
    return body ? wire.legacy.device(body) : null;
  },
};

export const list: Operation<[Auth], Device[]> = {
  unified: async (rest, auth) =>
    asList("unified", await rest.get("/api/devices", { query: { userId: auth.userUuid }, headers: bearer(auth) })),
  legacy: async (rest, auth) => asList("legacy", await rest.get(profile(auth), { headers: bearer(auth) })),
};

export const register: Operation<[Auth, string], Device> = {
  unified: async (rest, auth, deviceId) =>
    unifiedDevice(await rest.post("/api/devices", { consumerId: auth.userUuid, deviceId }, { headers: bearer(auth) })),
  legacy: async (rest, auth, deviceId) =>
    legacyDevice(await rest.post(profile(auth), { deviceId }, { headers: bearer(auth) })),
};

export const unassign: Operation<[Auth, string], Device> = {
  unified: async (rest, auth, code) =>
    unifiedDevice(
      await rest.request({
        method: "PUT",
        path: `/api/devices/${seg(code)}/unassign`,
        body: { consumerId: auth.userUuid },
        headers: bearer(auth),
      }),
    ),
  legacy: async (rest, auth, code) =>
    legacyDevice(
      await rest.request({
        method: "PUT",
        path: `${profile(auth)}/${seg(code)}/unassign`,
        body: {},
        headers: bearer(auth),
      }),
    ),
};

/** A free or guest-registered device moves to the customer. */
export const assign: Operation<[Auth, string], Device> = {
  unified: async (rest, auth, code) =>
    unifiedDevice(
      await rest.request({
        method: "PATCH",
        path: `/api/devices/${seg(code)}/consumer`,
        body: { consumerId: auth.userUuid },
        headers: bearer(auth),
      }),
    ),
  legacy: async (rest, auth, code) =>
    legacyDevice(
      await rest.request({
        method: "PATCH",
        path: `${profile(auth)}/${seg(code)}/assign`,
        body: {},
        headers: bearer(auth),
      }),
    ),
};

export const registerGuest: Operation<[string, string], Device> = {
  unified: async (rest, deviceId, externalId) =>
    unifiedDevice(await rest.post("/api/devices/guest", { deviceId, externalId })),
  legacy: async (rest, deviceId, externalId) =>
    legacyDevice(await rest.post("/devices/guest", { deviceId, externalId })),
};

export const unassignGuest: Operation<[string, string], Device> = {
  unified: async (rest, code, externalId) =>
    unifiedDevice(
      await rest.request({ method: "PATCH", path: `/api/devices/guest/${seg(code)}/unassign`, body: { externalId } }),
    ),
  legacy: async (rest, code, externalId) =>
    legacyDevice(
      await rest.request({ method: "PATCH", path: `/devices/guest/${seg(code)}/unassign`, body: { externalId } }),
    ),
};

/** The device service's refusal, by the status product.md §8 chooses its notice by. */
function refusal(error: unknown): DeviceError | null {
  if (error instanceof RestError)
    return { status: error.status, code: String(error.code ?? `HTTP_${error.status}`), message: error.userMessage };
  if (error instanceof RestUnavailableError && error.status === 500)
    return { status: 500, code: "PROCESSING_ERROR", message: error.message };
  return null;
}

/** The call's answer, or its refusal as the platform gave it (`value` throws the RestError). */
async function answer<T>(result: Promise<Result<T>>): Promise<DeviceResult<T>> {
  try {
    return { ok: true, value: value(await result) };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return { ok: false, error: refused };
    throw error;
  }
}

const missing = (message: string): Promise<DeviceResult<never>> =>
  Promise.resolve({ ok: false, error: { status: 400, code: "MISSING_ID", message } });

export function deviceGateway(options: PlatformCallOptions = {}): DeviceGateway {
  const rest = platformRest(options.signal);
  /** product.md §5: 'Consumer ID is not defined' before anything is sent. */
  const asConsumer = <T>(auth: Auth, fn: () => Promise<DeviceResult<T>>) =>
    auth.userUuid ? fn() : missing(CONSUMER_ID_MISSING);

  return {
    validate: (code, auth) => answer(call(rest, validate, code, auth)),
    async lookup(code, auth) {
      const r = await answer(call(rest, lookup, code, auth));
      if (!r.ok && r.error.status !== 404) return r;
      // No data is 'Device not found' (product.md §8), whether a 404 or an empty answer.
      if (!r.ok || !r.value)
        return { ok: false, error: { status: 404, code: "DEVICE_NOT_FOUND", message: DEVICE_NOT_FOUND } };
      return { ok: true, value: r.value };
    },
    list: (auth) => (auth.userUuid ? answer(call(rest, list, auth)) : missing(USER_ID_MISSING)),
    register: (auth, deviceId) => asConsumer(auth, () => answer(call(rest, register, auth, deviceId))),
    unassign: (auth, code) => asConsumer(auth, () => answer(call(rest, unassign, auth, code))),
    assign: (auth, code) => asConsumer(auth, () => answer(call(rest, assign, auth, code))),
    registerGuest: (deviceId, externalId) => answer(call(rest, registerGuest, deviceId, externalId)),
    unassignGuest: (code, externalId) => answer(call(rest, unassignGuest, code, externalId)),
  };
}
