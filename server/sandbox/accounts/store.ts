import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { migrateAccountExtras } from "./tables";

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
  /** the regional fields given (product.md §3 Account address), JSON by their account names, or null */
  regional: string | null;
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
      created_at TEXT NOT NULL,
      is_age_verified INTEGER NOT NULL DEFAULT 0,
      consent_renewal_required INTEGER NOT NULL DEFAULT 0,
      referrer_code TEXT,
      closure_reason TEXT,
      updated_at TEXT
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
      is_default_shipping INTEGER NOT NULL DEFAULT 0,
      regional TEXT
    );
  `);
  const addressColumns = new Set(
    (db.prepare("PRAGMA table_info(accounts_addresses)").all() as { name: string }[]).map((c) => c.name),
  );
  if (!addressColumns.has("regional")) db.exec("ALTER TABLE accounts_addresses ADD COLUMN regional TEXT");
  // Databases created before these columns existed get them added (sandbox data survives restarts).
  const columns = new Set(
    (db.prepare("PRAGMA table_info(accounts_users)").all() as { name: string }[]).map((c) => c.name),
  );
  for (const [name, ddl] of [
    ["is_age_verified", "INTEGER NOT NULL DEFAULT 0"],
    ["consent_renewal_required", "INTEGER NOT NULL DEFAULT 0"],
    ["referrer_code", "TEXT"],
    ["closure_reason", "TEXT"],
    ["updated_at", "TEXT"],
    // when the customer last confirmed the account's e-mail address by its link (an e-mail change)
    ["email_confirmed_at", "TEXT"],
  ] as const) {
    if (!columns.has(name)) db.exec(`ALTER TABLE accounts_users ADD COLUMN ${name} ${ddl}`);
  }
  migrateAccountExtras(db);
}

const now = () => new Date().toISOString();

/** `data` is free-form JSON, e.g. the sign-in grant the token belongs to, or the e-mail being verified. */
export function issueToken(
  db: Database.Database,
  userUuid: string,
  kind: TokenKind,
  ttlSeconds: number,
  data?: string,
): string {
  const token = crypto.randomBytes(24).toString("base64url");
  const expires = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  db.prepare("INSERT INTO accounts_tokens (token, kind, user_uuid, expires_at, data) VALUES (?, ?, ?, ?, ?)").run(
    token,
    kind,
    userUuid,
    expires,
    data ?? null,
  );
  return token;
}

export type TokenKind = "identity" | "commerce" | "session" | "reset" | "email-change";

/** The user a live, unrevoked token of `kind` belongs to; null when unknown, expired or revoked. */
export function userByToken(
  db: Database.Database,
  token: string,
  kind: "identity" | "commerce" | "session",
): AccountUser | null {
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
  return db
    .prepare("SELECT * FROM accounts_addresses WHERE user_uuid = ? ORDER BY id")
    .all(userUuid) as AccountAddressRow[];
}

export function getAddress(db: Database.Database, userUuid: string, id: number): AccountAddressRow | null {
  return (
    (db.prepare("SELECT * FROM accounts_addresses WHERE user_uuid = ? AND id = ?").get(userUuid, id) as
      AccountAddressRow | undefined) ?? null
  );
}

export type NewAddress = Omit<AccountAddressRow, "id" | "user_uuid" | "regional"> & { regional?: string | null };

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
          postcode, country_code, region, region_code, region_id, telephone, is_default_billing, is_default_shipping, regional)
         VALUES (@user_uuid, @firstname, @lastname, @company, @street_name, @street_number, @street_additional, @city,
          @postcode, @country_code, @region, @region_code, @region_id, @telephone, @billing, @shipping, @regional)`,
      )
      .run({ regional: null, ...a, user_uuid: userUuid, billing, shipping });
    return Number(info.lastInsertRowid);
  })();
}

// --- below: used by the platform service only ---

export interface AccountUserRow extends AccountUser {
  password_hash: string;
  dob: string | null; // ISO yyyy-mm-dd
  telephone: string | null;
  gender: string | null;
  status: "active" | "cancelled" | "deactivated";
  created_at: string;
  is_age_verified: number;
  consent_renewal_required: number;
  referrer_code: string | null;
  closure_reason: string | null;
  updated_at: string | null;
}

export function getUser(db: Database.Database, uuid: string): AccountUserRow | null {
  return (db.prepare("SELECT * FROM accounts_users WHERE uuid = ?").get(uuid) as AccountUserRow | undefined) ?? null;
}

export function userByEmail(db: Database.Database, email: string): AccountUserRow | null {
  return (
    (db.prepare("SELECT * FROM accounts_users WHERE email = ?").get(email.trim()) as AccountUserRow | undefined) ?? null
  );
}

/** Ends every sign-in of a user (password reset or change elsewhere, cancellation). */
export function revokeUserTokens(
  db: Database.Database,
  userUuid: string,
  kinds: TokenKind[] = ["identity", "commerce", "session"],
) {
  const marks = kinds.map(() => "?").join(", ");
  db.prepare(`UPDATE accounts_tokens SET revoked = 1 WHERE user_uuid = ? AND kind IN (${marks})`).run(
    userUuid,
    ...kinds,
  );
}

export function updateAddress(db: Database.Database, userUuid: string, id: number, a: NewAddress): boolean {
  return db.transaction(() => {
    if (!getAddress(db, userUuid, id)) return false;
    db.prepare(
      `UPDATE accounts_addresses SET firstname = @firstname, lastname = @lastname, company = @company, street_name = @street_name,
        street_number = @street_number, street_additional = @street_additional, city = @city, postcode = @postcode,
        country_code = @country_code, region = @region, region_code = @region_code, region_id = @region_id, telephone = @telephone,
        regional = @regional
       WHERE id = @id AND user_uuid = @user_uuid`,
    ).run({ regional: null, ...a, id, user_uuid: userUuid });
    // Flags only move onto an address here; clearing one happens by making another address the default.
    if (a.is_default_billing) setDefaultAddress(db, userUuid, id, "billing");
    if (a.is_default_shipping) setDefaultAddress(db, userUuid, id, "shipping");
    return true;
  })();
}

export function setDefaultAddress(
  db: Database.Database,
  userUuid: string,
  id: number,
  kind: "billing" | "shipping",
): boolean {
  const column = kind === "billing" ? "is_default_billing" : "is_default_shipping";
  return db.transaction(() => {
    if (!getAddress(db, userUuid, id)) return false;
    db.prepare(`UPDATE accounts_addresses SET ${column} = (id = ?) WHERE user_uuid = ?`).run(id, userUuid);
    return true;
  })();
}

/** Deleting a default hands the flag to the oldest remaining address, so checkout always has one. */
export function deleteAddress(db: Database.Database, userUuid: string, id: number): boolean {
  return db.transaction(() => {
    const row = getAddress(db, userUuid, id);
    if (!row) return false;
    db.prepare("DELETE FROM accounts_addresses WHERE id = ? AND user_uuid = ?").run(id, userUuid);
    const next = listAddresses(db, userUuid)[0];
    if (next && row.is_default_billing) setDefaultAddress(db, userUuid, next.id, "billing");
    if (next && row.is_default_shipping) setDefaultAddress(db, userUuid, next.id, "shipping");
    return true;
  })();
}
