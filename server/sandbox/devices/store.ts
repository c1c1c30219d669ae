import type Database from "better-sqlite3";
import { AccountsError } from "../accounts/errors";
import type { DeviceRow } from "./tables";

/**
 * The device service's rules, independent of wire format. Statuses as the real service gives
 * them (product.md §8): 400 malformed request, 401 a consumer id that is not the token's user,
 * 404 no such device, 406 a code that fails validation, 409 a device registered to someone
 * else, 500 a device record the service fails to process.
 */

const CODE = /^[A-Z0-9]{10}$/;
const now = () => new Date().toISOString();

const bad = (message: string, field?: string) => new AccountsError(400, "BAD_REQUEST", message, field);
const notFound = () => new AccountsError(404, "DEVICE_NOT_FOUND", "Device not found");
const invalidCode = () => new AccountsError(406, "INVALID_REGISTRATION_CODE", "The registration code is not valid.");
const taken = () =>
  new AccountsError(409, "DEVICE_ALREADY_REGISTERED", "The device is already registered to another user.");
const unauthorized = () =>
  new AccountsError(401, "UNAUTHORIZED_USER", "The consumer does not match the signed-in user.");
const faulty = () =>
  new AccountsError(500, "DEVICE_PROCESSING_ERROR", "The device could not be processed. Please try again later.");

function code(raw: string): string {
  if (!CODE.test(raw)) throw bad("The code must be 10 capital letters and digits.", "code");
  return raw;
}
const required = (value: string, field: string) => {
  if (!value.trim()) throw bad(`${field} is required.`, field);
  return value.trim();
};

const byCode = (db: Database.Database, c: string) =>
  (db.prepare("SELECT * FROM devices_inventory WHERE random_code = ?").get(c) as DeviceRow | undefined) ?? null;
const byId = (db: Database.Database, id: string) =>
  (db.prepare("SELECT * FROM devices_inventory WHERE device_id = ?").get(id) as DeviceRow | undefined) ?? null;

/** GET validation/{code}: the code exists and may be registered. */
export function validateCode(db: Database.Database, raw: string) {
  const row = byCode(db, code(raw));
  if (!row || row.code_state === "invalid") throw invalidCode();
  return { code: row.random_code, valid: true };
}

export function lookupDevice(db: Database.Database, raw: string): DeviceRow {
  const row = byCode(db, code(raw));
  if (!row) throw notFound();
  return row;
}

/** GET ?userId: the token's user's devices only. */
export function devicesOf(db: Database.Database, tokenUser: string, userId: string): DeviceRow[] {
  if (required(userId, "userId") !== tokenUser) throw unauthorized();
  return db
    .prepare("SELECT * FROM devices_inventory WHERE user_id = ? ORDER BY registration_date DESC, device_id")
    .all(userId) as DeviceRow[];
}

/** A device that can change hands at all (invalid codes never, faulty records fail). */
function usable(row: DeviceRow | null): DeviceRow {
  if (!row) throw notFound();
  if (row.code_state === "invalid") throw invalidCode();
  if (row.code_state === "faulty") throw faulty();
  return row;
}

function markOwner(db: Database.Database, consumerId: string) {
  db.prepare(
    "UPDATE accounts_users SET is_device_registered = EXISTS (SELECT 1 FROM devices_inventory WHERE consumer_id = ?) WHERE uuid = ?",
  ).run(consumerId, consumerId);
}

function consumerOf(tokenUser: string, consumerId: string) {
  const id = required(consumerId, "consumerId");
  if (id !== tokenUser) throw unauthorized();
  return id;
}

/** POST: a customer registers a device (free, or already theirs). */
export function registerDevice(db: Database.Database, tokenUser: string, consumerId: string, deviceId: string) {
  return db.transaction(() => {
    const me = consumerOf(tokenUser, consumerId);
    const row = usable(byId(db, required(deviceId, "deviceId")));
    if (row.consumer_id === me) return { row, created: false };
    if (row.consumer_id || row.external_id) throw taken();
    const at = now();
    db.prepare(
      "UPDATE devices_inventory SET consumer_id = ?, user_id = ?, registration_date = ?, user_assignment_date = ? WHERE device_id = ?",
    ).run(me, me, at, at, row.device_id);
    markOwner(db, me);
    return { row: byId(db, row.device_id)!, created: true };
  })();
}

const release = (db: Database.Database, id: string) =>
  db
    .prepare(
      `UPDATE devices_inventory SET consumer_id = NULL, user_id = NULL, external_id = NULL, registration_date = NULL,
        user_assignment_date = NULL WHERE device_id = ?`,
    )
    .run(id);

/** PUT {code}/unassign: the owner gives the device up (it can then be registered again). */
export function unassignDevice(db: Database.Database, tokenUser: string, raw: string, consumerId: string) {
  return db.transaction(() => {
    const me = consumerOf(tokenUser, consumerId);
    const row = lookupDevice(db, raw);
    if (row.consumer_id !== me) throw taken();
    release(db, row.device_id);
    markOwner(db, me);
    return byId(db, row.device_id)!;
  })();
}

/** PATCH {code}/consumer: a device with no customer (free, or registered by a guest purchase) moves to one. */
export function assignDevice(db: Database.Database, tokenUser: string, raw: string, consumerId: string) {
  return db.transaction(() => {
    const me = consumerOf(tokenUser, consumerId);
    const row = usable(lookupDevice(db, raw));
    if (row.consumer_id && row.consumer_id !== me) throw taken();
    const at = now();
    db.prepare(
      "UPDATE devices_inventory SET consumer_id = ?, user_id = ?, registration_date = COALESCE(registration_date, ?), user_assignment_date = ? WHERE device_id = ?",
    ).run(me, me, at, at, row.device_id);
    markOwner(db, me);
    return byId(db, row.device_id)!;
  })();
}

/** POST guest: a guest purchase registers the device under its external id. */
export function registerGuestDevice(db: Database.Database, deviceId: string, externalId: string) {
  return db.transaction(() => {
    const ext = required(externalId, "externalId");
    const row = usable(byId(db, required(deviceId, "deviceId")));
    if (row.external_id === ext && !row.consumer_id) return { row, created: false };
    if (row.consumer_id || row.external_id) throw taken();
    db.prepare("UPDATE devices_inventory SET external_id = ?, registration_date = ? WHERE device_id = ?").run(
      ext,
      now(),
      row.device_id,
    );
    return { row: byId(db, row.device_id)!, created: true };
  })();
}

/** PATCH guest/{code}/unassign: only under the external id it was registered with, before a customer took it. */
export function unassignGuestDevice(db: Database.Database, raw: string, externalId: string) {
  return db.transaction(() => {
    const ext = required(externalId, "externalId");
    const row = lookupDevice(db, raw);
    if (row.external_id !== ext || row.consumer_id) throw taken();
    release(db, row.device_id);
    return byId(db, row.device_id)!;
  })();
}
