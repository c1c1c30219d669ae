import type Database from "better-sqlite3";
import { DEMO_CUSTOMER } from "../accounts/seed";

/**
 * The device service's inventory (product.md §3 Device): every heating device the factory made,
 * with the registration code printed in its box (`random_code`), and who it belongs to
 * (a customer by consumer/user id, or a guest purchase by external id).
 * `code_state`: `valid`; `invalid` (a code the service refuses: recalled or counterfeit
 * batch, validation answers 406); `faulty` (a record the service cannot process: 500).
 */
export function migrateDevices(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS devices_inventory (
      device_id TEXT PRIMARY KEY,
      random_code TEXT NOT NULL UNIQUE,
      product_id TEXT NOT NULL,
      device_name TEXT NOT NULL,
      product_color TEXT NOT NULL,
      product_type TEXT NOT NULL,
      product_version TEXT NOT NULL,
      is_bluetooth INTEGER NOT NULL DEFAULT 0,
      is_virtual INTEGER NOT NULL DEFAULT 0,
      country_code TEXT NOT NULL DEFAULT 'GB',
      tenant_code TEXT NOT NULL DEFAULT 'ashless-gb',
      iot_tenant_code TEXT NOT NULL DEFAULT 'ASHLESS-IOT-EU',
      tracking_code TEXT NOT NULL,
      warranty_expiry_date TEXT NOT NULL,
      code_state TEXT NOT NULL DEFAULT 'valid' CHECK (code_state IN ('valid', 'invalid', 'faulty')),
      consumer_id TEXT,
      user_id TEXT,
      external_id TEXT,
      registration_date TEXT,
      user_assignment_date TEXT
    );
  `);
  // product.md §3 Stored user: is_device_registered, kept by the device service's registrations.
  const columns = (db.prepare("PRAGMA table_info(accounts_users)").all() as { name: string }[]).map((c) => c.name);
  if (columns.length > 0 && !columns.includes("is_device_registered"))
    db.exec("ALTER TABLE accounts_users ADD COLUMN is_device_registered INTEGER NOT NULL DEFAULT 0");
}

export interface DeviceRow {
  device_id: string;
  random_code: string;
  product_id: string;
  device_name: string;
  product_color: string;
  product_type: string;
  product_version: string;
  is_bluetooth: number;
  is_virtual: number;
  country_code: string;
  tenant_code: string;
  iot_tenant_code: string;
  tracking_code: string;
  warranty_expiry_date: string;
  code_state: "valid" | "invalid" | "faulty";
  consumer_id: string | null;
  user_id: string | null;
  external_id: string | null;
  registration_date: string | null;
  user_assignment_date: string | null;
}

/** A customer of another brand's shop (not a sign-in of the demo data) who owns a device. */
export const OTHER_CONSUMER = "5d1e7c3b-0000-4000-8000-0000000000f1";

type Model = Pick<DeviceRow, "product_id" | "device_name" | "product_color" | "product_type" | "product_version"> & {
  is_bluetooth: number;
  is_virtual: number;
};
export const MODELS: Record<string, Model> = {
  one: {
    product_id: "ASH-DEV-ONE-BLACK",
    device_name: "Ashless One",
    product_color: "Midnight Black",
    product_type: "Heating device",
    product_version: "1.2",
    is_bluetooth: 0,
    is_virtual: 0,
  },
  duo: {
    product_id: "ASH-DEV-DUO-FOREST",
    device_name: "Ashless Duo",
    product_color: "Forest Green",
    product_type: "Heating device",
    product_version: "2.0",
    is_bluetooth: 0,
    is_virtual: 0,
  },
  prime: {
    product_id: "ASH-DEV-PRIME-GRAPHITE",
    device_name: "Ashless Prime",
    product_color: "Graphite",
    product_type: "Connected heating device",
    product_version: "3.1",
    is_bluetooth: 1,
    is_virtual: 0,
  },
  virtual: {
    product_id: "ASH-DEV-PRIME-APP",
    device_name: "Ashless Prime app companion",
    product_color: "None (virtual)",
    product_type: "Virtual device",
    product_version: "3.1",
    is_bluetooth: 0,
    is_virtual: 1,
  },
};

type Seed = [
  code: string,
  model: keyof typeof MODELS,
  state?: DeviceRow["code_state"],
  owner?: string,
  registered?: string,
];
// Codes are 10 capital letters and digits, as printed in the box (README "Devices").
const SEED: Seed[] = [
  ["ASHONE0001", "one"],
  ["ASHONE0002", "one"],
  ["ASHONE0003", "one"],
  ["ASHDUO0001", "duo"],
  ["ASHDUO0002", "duo"],
  ["ASHBLE0001", "prime"],
  ["ASHBLE0002", "prime"],
  ["ASHVIR0001", "virtual"],
  ["ASHDEMO001", "prime", "valid", DEMO_CUSTOMER.uuid, "2026-03-14"],
  ["ASHDEMO002", "one", "valid", DEMO_CUSTOMER.uuid, "2025-11-02"],
  ["ASHTAKEN01", "duo", "valid", OTHER_CONSUMER, "2026-01-20"],
  ["ASHBAD0001", "one", "invalid"],
  ["ASHERR0001", "duo", "faulty"],
];

const addYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4, 10)}`;

/** A new device off the production line (seed, and the sandbox-only factory endpoint). */
export function insertDevice(
  db: Database.Database,
  code: string,
  model: keyof typeof MODELS,
  state: DeviceRow["code_state"] = "valid",
  madeOn = new Date().toISOString().slice(0, 10),
) {
  const n = Number(db.prepare("SELECT COUNT(*) FROM devices_inventory").pluck().get()) + 1;
  db.prepare(
    `INSERT OR IGNORE INTO devices_inventory (device_id, random_code, product_id, device_name, product_color, product_type,
      product_version, is_bluetooth, is_virtual, tracking_code, warranty_expiry_date, code_state)
     VALUES (@device_id, @code, @product_id, @device_name, @product_color, @product_type, @product_version, @is_bluetooth,
      @is_virtual, @tracking, @warranty, @state)`,
  ).run({
    ...MODELS[model],
    device_id: `DEV-${String(n).padStart(6, "0")}-${code.slice(-4)}`,
    code,
    tracking: `TRK${code}`,
    warranty: addYears(madeOn, 2),
    state,
  });
}

/** Idempotent: both platform flavours seed. */
export function seedDevices(db: Database.Database) {
  for (const [code, model, state, owner, registered] of SEED) {
    if (db.prepare("SELECT 1 FROM devices_inventory WHERE random_code = ?").get(code)) continue;
    insertDevice(db, code, model, state, registered ?? "2026-09-01");
    if (owner && registered)
      db.prepare(
        `UPDATE devices_inventory SET consumer_id = ?, user_id = ?, registration_date = ?, user_assignment_date = ?
         WHERE random_code = ?`,
      ).run(owner, owner, `${registered}T10:00:00.000Z`, `${registered}T10:00:00.000Z`, code);
  }
  db.prepare("UPDATE accounts_users SET is_device_registered = 1 WHERE uuid = ?").run(DEMO_CUSTOMER.uuid);
}
