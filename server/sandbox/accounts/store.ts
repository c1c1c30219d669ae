import crypto from "node:crypto";
import type Database from "better-sqlite3";

/**
 * Customer accounts shared by the sandbox's platform service (both flavours) and its
 * commerce service (customer tokens, customer carts, addresses for checkout), as the
 * real platform keeps Adobe Commerce customers in sync. The platform engineer owns and
 * extends this file; the commerce side relies only on the functions below.
 */

export interface AccountUser {
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
}

export interface AccountAddressRow {
  id: number;
  user_uuid: string;
  firstname: string;
  lastname: string;
  company: string | null;
  street_name: string;
  street_number: string;
  street_additional: string | null;
  city: string;
  postcode: string | null;
  country_code: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  telephone: string;
  is_default_billing: number;
  is_default_shipping: number;
}

export function migrateAccounts(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_users (
      uuid TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL,
      firstname TEXT NOT NULL,
      lastname TEXT NOT NULL,
      dob TEXT,
      telephone TEXT,
      gender TEXT,
      status TEXT NOT NULL DEFAULT 'active',
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS accounts_tokens (
      token TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('identity', 'commerce', 'session', 'reset', 'email-change')),
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      expires_at TEXT NOT NULL,
      revoked INTEGER NOT NULL DEFAULT 0,
      data TEXT
    );
    CREATE TABLE IF NOT EXISTS accounts_addresses (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      firstname TEXT NOT NULL,
      lastname TEXT NOT NULL,
      company TEXT,
      street_name TEXT NOT NULL,
      street_number TEXT NOT NULL DEFAULT '',
      street_additional TEXT,
      city TEXT NOT NULL,
      postcode TEXT,
      country_code TEXT NOT NULL,
      region TEXT,
      region_code TEXT,
      region_id INTEGER,
      telephone TEXT NOT NULL,
      is_default_billing INTEGER NOT NULL DEFAULT 0,
      is_default_shipping INTEGER NOT NULL DEFAULT 0
    );
  `);
}

const now = () => new Date().toISOString();

export function issueToken(db: Database.Database, userUuid: string, kind: "identity" | "commerce" | "session", ttlSeconds: number): string {
  const token = crypto.randomBytes(24).toString("base64url");
  const expires = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  db.prepare("INSERT INTO accounts_tokens (token, kind, user_uuid, expires_at) VALUES (?, ?, ?, ?)").run(token, kind, userUuid, expires);
  return token;
}

/** The user a live, unrevoked token of `kind` belongs to; null when unknown, expired or revoked. */
export function userByToken(db: Database.Database, token: string, kind: "identity" | "commerce" | "session"): AccountUser | null {
  const row = db
    .prepare(
      `SELECT u.uuid, u.email, u.firstname, u.lastname FROM accounts_tokens t JOIN accounts_users u ON u.uuid = t.user_uuid
       WHERE t.token = ? AND t.kind = ? AND t.revoked = 0 AND t.expires_at > ? AND u.status = 'active'`,
    )
    .get(token, kind, now()) as AccountUser | undefined;
  return row ?? null;
}

/** The commerce side's `Authorization: Bearer` check. */
export const userByCommerceToken = (db: Database.Database, token: string) => userByToken(db, token, "commerce");

export function listAddresses(db: Database.Database, userUuid: string): AccountAddressRow[] {
  return db.prepare("SELECT * FROM accounts_addresses WHERE user_uuid = ? ORDER BY id").all(userUuid) as AccountAddressRow[];
}

export function getAddress(db: Database.Database, userUuid: string, id: number): AccountAddressRow | null {
  return (db.prepare("SELECT * FROM accounts_addresses WHERE user_uuid = ? AND id = ?").get(userUuid, id) as AccountAddressRow | undefined) ?? null;
}

export type NewAddress = Omit<AccountAddressRow, "id" | "user_uuid">;

/** Adds an address; the first one becomes both defaults. Returns its id. */
export function addAddress(db: Database.Database, userUuid: string, a: NewAddress): number {
  return db.transaction(() => {
    const first = listAddresses(db, userUuid).length === 0;
    const billing = first || a.is_default_billing ? 1 : 0;
    const shipping = first || a.is_default_shipping ? 1 : 0;
    if (billing) db.prepare("UPDATE accounts_addresses SET is_default_billing = 0 WHERE user_uuid = ?").run(userUuid);
    if (shipping) db.prepare("UPDATE accounts_addresses SET is_default_shipping = 0 WHERE user_uuid = ?").run(userUuid);
    const info = db
      .prepare(
        `INSERT INTO accounts_addresses (user_uuid, firstname, lastname, company, street_name, street_number, street_additional, city,
          postcode, country_code, region, region_code, region_id, telephone, is_default_billing, is_default_shipping)
         VALUES (@user_uuid, @firstname, @lastname, @company, @street_name, @street_number, @street_additional, @city,
          @postcode, @country_code, @region, @region_code, @region_id, @telephone, @billing, @shipping)`,
      )
      .run({ ...a, user_uuid: userUuid, billing, shipping });
    return Number(info.lastInsertRowid);
  })();
}
