// Registering a device by the code in its box, for a customer or a guest purchase (product.md §5:
// the code is validated first, then looked up, then registered; product.md §6: a guest registers by
// external id). A device a guest purchase registered moves to the customer who enters its
// code (PATCH consumer) rather than being refused as someone else's.
import type { Device, DeviceGateway, DeviceOwner, DeviceResult } from "~/lib/models/device";

export type Registered = { device: Device; outcome: "registered" | "assigned" | "already-yours" };

export async function registerByCode(
  api: DeviceGateway,
  owner: DeviceOwner,
  code: string,
): Promise<DeviceResult<Registered>> {
  const auth = "auth" in owner ? owner.auth : undefined;
  const valid = await api.validate(code, auth);
  if (!valid.ok) return valid;
  const found = await api.lookup(code, auth);
  if (!found.ok) return found;
  const device = found.value;
  if (!auth) {
    const r = await api.registerGuest(device.deviceId, (owner as { externalId: string }).externalId);
    return r.ok ? { ok: true, value: { device: r.value, outcome: "registered" } } : r;
  }
  if (device.consumerId && device.consumerId === auth.userUuid)
    return { ok: true, value: { device, outcome: "already-yours" } };
  if (!device.consumerId && device.externalId) {
    const r = await api.assign(auth, device.code);
    return r.ok ? { ok: true, value: { device: r.value, outcome: "assigned" } } : r;
  }
  const r = await api.register(auth, device.deviceId);
  return r.ok ? { ok: true, value: { device: r.value, outcome: "registered" } } : r;
}
