import { config } from "../config";
import { RestError, RestUnavailableError, type RestRequest } from "../http/rest";
import type { Auth } from "~/lib/models/account";
import type { DeviceError, DeviceGateway, DeviceResult } from "~/lib/models/device";
import { bearer } from "./account-map";
import { legacyDevices, toDevice, unifiedDevices } from "./devices-wire";
import { platformRest, type PlatformCallOptions } from "./adapter";
import { PlatformDataError } from "./types";

/**
 * The device gateway (contract: ~/lib/models/device) over whichever platform flavour is
 * configured. Every refusal comes back as a DeviceResult carrying the HTTP status product.md §8's
 * notices are chosen by: 4xx as answered, and a 500 (the service failed to process the
 * device) too. Outages (no answer, time-out, 502-504) stay UpstreamUnavailableError (503).
 */

const OPS = { unified: unifiedDevices, legacy: legacyDevices };

/** product.md §5: these calls need the customer's id before anything is sent. */
export const CONSUMER_ID_MISSING = "Consumer ID is not defined";
export const USER_ID_MISSING = "User id is not defined";
export const DEVICE_NOT_FOUND = "Device not found";

function refusal(error: RestError | RestUnavailableError): DeviceError | null {
  if (error instanceof RestError)
    return { status: error.status, code: String(error.code ?? `HTTP_${error.status}`), message: error.userMessage };
  if (error.status === 500) return { status: 500, code: "PROCESSING_ERROR", message: error.message };
  return null;
}

export function deviceGateway(options: PlatformCallOptions = {}): DeviceGateway {
  const rest = platformRest(options.signal);
  const ops = OPS[config().platform.flavour];

  async function call<T>(req: RestRequest, read: (payload: unknown) => T): Promise<DeviceResult<T>> {
    let body: unknown;
    try {
      body = await rest.request(req);
    } catch (error) {
      const refused = error instanceof RestError || error instanceof RestUnavailableError ? refusal(error) : null;
      if (refused) return { ok: false, error: refused };
      throw error;
    }
    return { ok: true, value: read(ops.unwrap(body)) };
  }
  const device = (payload: unknown) => toDevice(ops, payload);
  const headers = (auth?: Auth) => (auth ? bearer(auth) : {});
  const missing = (message: string): DeviceResult<never> => ({
    ok: false,
    error: { status: 400, code: "MISSING_ID", message },
  });
  /** product.md §5: 'Consumer ID is not defined' before anything is sent. */
  const asConsumer = <T>(auth: Auth, fn: () => Promise<DeviceResult<T>>) =>
    auth.userUuid ? fn() : Promise.resolve(missing(CONSUMER_ID_MISSING));

  return {
    validate: (code, auth) => call({ path: ops.validation(code), headers: headers(auth) }, () => true as const),
    async lookup(code, auth) {
      const r = await call({ path: ops.lookup(code), headers: headers(auth) }, (p) => p);
      if (!r.ok && r.error.status !== 404) return r;
      // No data is 'Device not found' (product.md §8), whether a 404 or an empty answer.
      if (!r.ok || !r.value)
        return { ok: false, error: { status: 404, code: "DEVICE_NOT_FOUND", message: DEVICE_NOT_FOUND } };
      return { ok: true, value: device(r.value) };
    },
    list(auth) {
      if (!auth.userUuid) return Promise.resolve(missing(USER_ID_MISSING));
      const { path, query } = ops.list(auth);
      return call({ path, query, headers: bearer(auth) }, (p) => {
        if (!Array.isArray(p)) throw new PlatformDataError("devices");
        return p.map(device);
      });
    },
    register: (auth, deviceId) =>
      asConsumer(auth, () => {
        const { path, body } = ops.register(auth, deviceId);
        return call({ method: "POST", path, body, headers: bearer(auth) }, device);
      }),
    unassign: (auth, code) =>
      asConsumer(auth, () => {
        const { path, body } = ops.unassign(auth, code);
        return call({ method: "PUT", path, body, headers: bearer(auth) }, device);
      }),
    assign: (auth, code) =>
      asConsumer(auth, () => {
        const { path, body } = ops.assign(auth, code);
        return call({ method: "PATCH", path, body, headers: bearer(auth) }, device);
      }),
    registerGuest: (deviceId, externalId) =>
      call({ method: "POST", path: ops.guest, body: { deviceId, externalId } }, device),
    unassignGuest: (code, externalId) =>
      call({ method: "PATCH", path: ops.guestUnassign(code), body: { externalId } }, device),
  };
}
