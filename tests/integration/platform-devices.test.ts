import { describe, expect, it } from "vitest";
import { CONSUMER_ID_MISSING, deviceGateway, USER_ID_MISSING } from "~/.server/platform/devices";
import { registerByCode } from "~/.server/devices/register";
import type { DeviceResult } from "~/lib/models/device";
import { insertDevice } from "../../server/sandbox/devices/tables";
import {
  DEMO,
  type Flavour,
  FLAVOURS,
  newCustomer,
  type RunningSandbox,
  sandboxFor,
  signInDemo,
} from "./platform-account-sandbox";

// Devices through the storefront's gateway against each flavour of the in-process sandbox:
// the demo customer's seed, every call of product.md §7 and the statuses of product.md §8.

const ok = <T>(r: DeviceResult<T>): T => {
  if (!r.ok) throw new Error(`expected success, got ${r.error.status} ${r.error.code}`);
  return r.value;
};
const status = <T>(r: DeviceResult<T>) => (r.ok ? 200 : r.error.status);

let made = 0;
/** A device of its own for each test (the seed's free codes are shared). */
function freshCode(sandbox: RunningSandbox, state: "valid" | "invalid" | "faulty" = "valid") {
  const code = `TESTDEV${String(++made).padStart(3, "0")}`;
  insertDevice(sandbox.db, code, "duo", state, "2026-06-01");
  return code;
}
const isRegistered = (sandbox: RunningSandbox, uuid: string) =>
  sandbox.db.prepare("SELECT is_device_registered FROM accounts_users WHERE uuid = ?").pluck().get(uuid);

describe.each(FLAVOURS)("device gateway, %s flavour", (flavour: Flavour) => {
  const sandbox = sandboxFor(flavour);
  const api = () => deviceGateway();

  it("lists the demo customer's seeded devices with every detail", async () => {
    const list = ok(await api().list(await signInDemo()));
    expect(list.map((d) => d.code).sort()).toEqual(["ASHDEMO001", "ASHDEMO002"]);
    const prime = list.find((d) => d.code === "ASHDEMO001")!;
    expect(prime).toMatchObject({
      name: "Ashless Prime",
      colour: "Graphite",
      type: "Connected heating device",
      version: "3.1",
      isBluetooth: true,
      isVirtual: false,
      consumerId: DEMO.uuid,
      userId: DEMO.uuid,
      warrantyExpiryDate: "2028-03-14",
    });
    expect(prime.registrationDate?.slice(0, 10)).toBe("2026-03-14");
  });

  it("validates, looks up and registers a free device, which sets is_device_registered", async () => {
    const { auth } = await newCustomer();
    const code = freshCode(sandbox);
    expect(isRegistered(sandbox, auth.userUuid)).toBe(0);
    const r = ok(await registerByCode(api(), { auth }, code));
    expect(r.outcome).toBe("registered");
    expect(r.device.consumerId).toBe(auth.userUuid);
    expect(isRegistered(sandbox, auth.userUuid)).toBe(1);
    expect(ok(await api().list(auth)).map((d) => d.code)).toEqual([code]);
    // unassigning the only device clears the flag, and the device is free again
    ok(await api().unassign(auth, code));
    expect(ok(await api().list(auth))).toEqual([]);
    expect(isRegistered(sandbox, auth.userUuid)).toBe(0);
    expect(ok(await api().lookup(code)).consumerId).toBeNull();
  });

  it("answers product.md §8's statuses: 400 malformed, 406 invalid, 409 someone else's, 500 unprocessable", async () => {
    const { auth } = await newCustomer();
    expect(status(await api().validate("ABCD1234"))).toBe(400);
    expect(status(await api().validate("ASHBAD0001"))).toBe(406);
    expect(status(await api().validate("NOSUCH0000"))).toBe(406);
    expect(status(await registerByCode(api(), { auth }, "ASHTAKEN01"))).toBe(409);
    expect(status(await registerByCode(api(), { auth }, freshCode(sandbox, "faulty")))).toBe(500);
    expect(status(await registerByCode(api(), { auth }, freshCode(sandbox, "invalid")))).toBe(406);
  });

  it("answers 401 when the sign-in's token is no longer accepted", async () => {
    const { auth } = await newCustomer();
    const revoked = { ...auth, identityToken: "revoked-token" };
    expect(status(await api().list(revoked))).toBe(401);
    expect(status(await registerByCode(api(), { auth: revoked }, freshCode(sandbox)))).toBe(401);
  });

  it("'Device not found' when the lookup has no data", async () => {
    const r = await api().lookup("NOSUCH0000");
    expect(r.ok ? null : r.error).toMatchObject({ status: 404, message: "Device not found" });
  });

  it("needs the customer's id before calling (product.md §5)", async () => {
    const auth = { ...(await signInDemo()), userUuid: "" };
    const list = await api().list(auth);
    expect(list.ok ? null : list.error.message).toBe(USER_ID_MISSING);
    for (const r of [await api().register(auth, "X"), await api().unassign(auth, "X"), await api().assign(auth, "X")])
      expect(r.ok ? null : r.error.message).toBe(CONSUMER_ID_MISSING);
  });

  it("registers a guest's device by external id, unassigns it by the same id, and assigns one to a customer", async () => {
    const code = freshCode(sandbox);
    const guest = ok(await registerByCode(api(), { externalId: "order-000000901" }, code));
    expect(guest.device).toMatchObject({ externalId: "order-000000901", consumerId: null });
    expect(status(await api().unassignGuest(code, "order-000000999"))).toBe(409);
    ok(await api().unassignGuest(code, "order-000000901"));
    expect(ok(await api().lookup(code)).externalId).toBeNull();

    // registered again by the guest, then the code entered in a new account moves it there
    ok(await registerByCode(api(), { externalId: "order-000000902" }, code));
    const { auth } = await newCustomer();
    const moved = ok(await registerByCode(api(), { auth }, code));
    expect(moved.outcome).toBe("assigned");
    expect(moved.device.consumerId).toBe(auth.userUuid);
    expect(isRegistered(sandbox, auth.userUuid)).toBe(1);
    // another customer can't take it any more
    const other = await newCustomer();
    expect(status(await api().assign(other.auth, code))).toBe(409);
  });

  it("unassigns a guest's device only under the external id it was registered with (product.md §6)", async () => {
    // a free device, one a customer owns, and no device at all: nothing to take off an order
    expect(status(await api().unassignGuest(freshCode(sandbox), "order-000000903"))).toBe(409);
    expect(status(await api().unassignGuest("ASHDEMO001", "order-000000903"))).toBe(409);
    expect(status(await api().unassignGuest("NOSUCH0000", "order-000000903"))).toBe(404);
    expect(status(await api().unassignGuest(freshCode(sandbox), ""))).toBe(400);
    // once a customer took the guest's device over, the order can't release it
    const code = freshCode(sandbox);
    ok(await registerByCode(api(), { externalId: "order-000000903" }, code));
    const { auth } = await newCustomer();
    ok(await registerByCode(api(), { auth }, code));
    expect(status(await api().unassignGuest(code, "order-000000903"))).toBe(409);
    expect(ok(await api().lookup(code))).toMatchObject({ consumerId: auth.userUuid, externalId: "order-000000903" });
    // released, it registers again under another purchase
    const gift = freshCode(sandbox);
    ok(await registerByCode(api(), { externalId: "order-000000904" }, gift));
    expect(status(await registerByCode(api(), { externalId: "order-000000905" }, gift))).toBe(409);
    ok(await api().unassignGuest(gift, "order-000000904"));
    expect(ok(await registerByCode(api(), { externalId: "order-000000905" }, gift)).device.externalId).toBe(
      "order-000000905",
    );
  });
});
