import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { invalid, notFound } from "./errors";
import { sendToOutbox } from "./outbox";
import { checkPhone } from "./registration";

/**
 * One-time-code verifications ("action verifications"): a 6-digit code is texted (here:
 * written to the outbox); three wrong codes or ten minutes fail the item for good.
 */
export interface VerificationRow {
  uuid: string;
  user_uuid: string | null;
  channel: string;
  identifier: string;
  code: string;
  status: "pending" | "validated" | "failed";
  attempts: number;
  consumed: number;
  created_at: string;
  expires_at: string;
}

export const MAX_ATTEMPTS = 3;
const TTL_MS = 10 * 60 * 1000;

export function startVerification(
  db: Database.Database,
  userUuid: string | null,
  channel: string,
  identifier: string,
): VerificationRow {
  if (channel !== "sms") throw invalid("UNSUPPORTED_CHANNEL", "Only sms verification is available.", "channel");
  const phone = checkPhone(identifier, "identifier");
  const row: VerificationRow = {
    uuid: crypto.randomUUID(),
    user_uuid: userUuid,
    channel,
    identifier: phone,
    code: String(crypto.randomInt(0, 1_000_000)).padStart(6, "0"),
    status: "pending",
    attempts: 0,
    consumed: 0,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + TTL_MS).toISOString(),
  };
  db.prepare(
    `INSERT INTO accounts_verifications (uuid, user_uuid, channel, identifier, code, status, attempts, consumed, created_at, expires_at)
     VALUES (@uuid, @user_uuid, @channel, @identifier, @code, @status, @attempts, @consumed, @created_at, @expires_at)`,
  ).run(row);
  sendToOutbox(db, {
    recipient: phone,
    channel: "sms",
    kind: "one-time-code",
    subject: `Your Ashless code is ${row.code}`,
    link: null,
    token: null,
    code: row.code,
  });
  return row;
}

export function getVerification(db: Database.Database, uuid: string): VerificationRow {
  const row = db.prepare("SELECT * FROM accounts_verifications WHERE uuid = ?").get(uuid) as
    VerificationRow | undefined;
  if (!row) throw notFound("Verification");
  if (row.status === "pending" && row.expires_at <= new Date().toISOString()) {
    db.prepare("UPDATE accounts_verifications SET status = 'failed' WHERE uuid = ?").run(uuid);
    row.status = "failed";
  }
  return row;
}

/** A settled item keeps its status; a wrong code leaves it pending until the last attempt. */
export function checkCode(db: Database.Database, uuid: string, code: string): VerificationRow {
  const row = getVerification(db, uuid);
  if (row.status !== "pending") return row;
  const given = Buffer.from(String(code).trim());
  const expected = Buffer.from(row.code);
  const right = given.length === expected.length && crypto.timingSafeEqual(given, expected);
  const attempts = row.attempts + 1;
  const status = right ? "validated" : attempts >= MAX_ATTEMPTS ? "failed" : "pending";
  db.prepare("UPDATE accounts_verifications SET status = ?, attempts = ? WHERE uuid = ?").run(status, attempts, uuid);
  return { ...row, status, attempts };
}

/** A validated item proves the number once: it is spent by the profile change it allows. */
export function consumeVerification(db: Database.Database, uuid: string, userUuid: string, phone: string) {
  const row = db.prepare("SELECT * FROM accounts_verifications WHERE uuid = ?").get(uuid) as
    VerificationRow | undefined;
  const ok =
    row &&
    row.status === "validated" &&
    !row.consumed &&
    (row.user_uuid === null || row.user_uuid === userUuid) &&
    row.identifier === phone;
  if (!ok) throw invalid("PHONE_NOT_VERIFIED", "Verify the new number with the code we sent first.", "telephone");
  db.prepare("UPDATE accounts_verifications SET consumed = 1 WHERE uuid = ?").run(uuid);
}

/**
 * The account whose verified number `phone` is (it saved the number with a spent verification,
 * and still has it), or null. A number only given at registration is nobody's verified number.
 */
export function verifiedPhoneOwner(db: Database.Database, phone: string): string | null {
  const owner = db
    .prepare(
      `SELECT u.uuid FROM accounts_users u JOIN accounts_verifications v
         ON v.identifier = u.telephone AND v.consumed = 1 AND (v.user_uuid IS NULL OR v.user_uuid = u.uuid)
       WHERE u.telephone = ? LIMIT 1`,
    )
    .pluck()
    .get(phone);
  return typeof owner === "string" ? owner : null;
}
