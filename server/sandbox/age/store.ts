import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError, notFound } from "../accounts/errors";
import type { Outcome } from "./methods";

/**
 * Age verifications: a synchronous one is decided when it is made; an asynchronous one waits
 * for the shopper on the provider's page, then the provider finishes the workflow a short
 * while later (SANDBOX_AGE_CHECK_DELAY_MS, default 2 s; a manual review takes three times
 * that). Its status is worked out when it is read, so no timer has to run. Success marks a
 * signed-in customer as age verified.
 */
export type AgeStatus = "success" | "pending" | "failed";

export interface AgeVerificationRow {
  uuid: string;
  tenant: string;
  user_uuid: string | null;
  email: string;
  method_code: string;
  country_code: string;
  status: AgeStatus;
  /** what the provider will decide once the shopper has confirmed (async only) */
  outcome: Outcome;
  /** why it failed (kept from the start; shown only once the verification is finished) */
  message: string | null;
  return_url: string | null;
  /** when the shopper confirmed on the provider's page; the workflow runs from then */
  confirmed_at: number | null;
  created_at: string;
}

export function migrateAgeVerifications(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS age_verifications (
    uuid TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    user_uuid TEXT,
    email TEXT NOT NULL,
    method_code TEXT NOT NULL,
    country_code TEXT NOT NULL,
    status TEXT NOT NULL,
    outcome TEXT NOT NULL,
    message TEXT,
    return_url TEXT,
    confirmed_at INTEGER,
    created_at TEXT NOT NULL
  )`);
}

export const checkDelayMs = () => {
  const v = Number(process.env.SANDBOX_AGE_CHECK_DELAY_MS);
  return Number.isFinite(v) && v >= 0 ? v : 2000;
};

export interface NewVerification {
  tenant: string;
  userUuid: string | null;
  email: string;
  methodCode: string;
  countryCode: string;
  outcome: Outcome;
  message: string | null;
  returnUrl: string | null;
}

export function createVerification(db: Database.Database, v: NewVerification, sync: boolean): AgeVerificationRow {
  const uuid = crypto.randomUUID();
  const status: AgeStatus = !sync ? "pending" : v.outcome === "success" ? "success" : "failed";
  db.prepare(
    `INSERT INTO age_verifications (uuid, tenant, user_uuid, email, method_code, country_code, status, outcome, message,
      return_url, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  ).run(
    uuid,
    v.tenant,
    v.userUuid,
    v.email,
    v.methodCode,
    v.countryCode,
    status,
    v.outcome,
    v.message,
    v.returnUrl,
    new Date().toISOString(),
  );
  if (status === "success") markVerified(db, v.userUuid);
  return rowOf(db, uuid)!;
}

function markVerified(db: Database.Database, userUuid: string | null) {
  if (userUuid) db.prepare("UPDATE accounts_users SET is_age_verified = 1 WHERE uuid = ?").run(userUuid);
}

const rowOf = (db: Database.Database, uuid: string) =>
  (db.prepare("SELECT * FROM age_verifications WHERE uuid = ?").get(uuid) as AgeVerificationRow | undefined) ?? null;

function finish(db: Database.Database, row: AgeVerificationRow, status: AgeStatus, message = row.message) {
  db.prepare("UPDATE age_verifications SET status = ?, message = ? WHERE uuid = ? AND status = 'pending'").run(
    status,
    message,
    row.uuid,
  );
  if (status === "success") markVerified(db, row.user_uuid);
  return rowOf(db, row.uuid)!;
}

/** The verification as it stands now: a confirmed async workflow finishes once its time is up. */
export function readVerification(db: Database.Database, uuid: string, now = Date.now()): AgeVerificationRow | null {
  const row = rowOf(db, uuid);
  if (!row || row.status !== "pending" || row.confirmed_at === null) return row;
  const delay = checkDelayMs();
  const elapsed = now - row.confirmed_at;
  if (row.outcome === "review") return elapsed >= 3 * delay ? finish(db, row, "success") : row;
  if (elapsed < delay) return row;
  return finish(db, row, row.outcome === "success" ? "success" : "failed");
}

/** The verification `uuid` of `tenant`, readable by its own customer (a guest's by its unguessable id). */
export function ownVerification(db: Database.Database, tenant: string, uuid: string, userUuid: string | null) {
  const row = readVerification(db, uuid);
  if (!row || row.tenant !== tenant) throw notFound("Age verification");
  if (row.user_uuid && row.user_uuid !== userUuid)
    throw new AccountsError(userUuid ? 403 : 401, "FORBIDDEN", "This verification belongs to another customer.");
  return row;
}

/** The shopper confirmed on the provider's page: the provider's workflow starts. */
export function confirmVerification(db: Database.Database, row: AgeVerificationRow) {
  db.prepare(
    "UPDATE age_verifications SET confirmed_at = ? WHERE uuid = ? AND status = 'pending' AND confirmed_at IS NULL",
  ).run(Date.now(), row.uuid);
  return rowOf(db, row.uuid)!;
}

export function cancelVerification(db: Database.Database, row: AgeVerificationRow) {
  return finish(db, row, "failed", "You cancelled the check with your bank.");
}

export const verificationById = rowOf;
