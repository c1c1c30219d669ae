import crypto from "node:crypto";
import type Database from "better-sqlite3";
import type { TenantSettings } from "../platform/store";
import { AccountsError, invalid } from "./errors";
import { sendToOutbox } from "./outbox";
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { checkRegistration, type Registration } from "./registration";
import { getUser, issueToken, revokeUserTokens, userByEmail, type AccountUserRow } from "./store";

/**
 * Sign-in, sessions, registration and password/e-mail changes of the platform service,
 * independent of wire format (both flavour routers call these).
 */

/** Without session_ttl a sign-in is short; "keep me logged in" asks for longer. */
export const DEFAULT_SESSION_TTL = 2 * 60 * 60;
const MAX_SESSION_TTL = 90 * 24 * 60 * 60;
const RESET_TTL = 60 * 60;
const EMAIL_CHANGE_TTL = 24 * 60 * 60;

export interface Grant {
  user: AccountUserRow;
  identityToken: string;
  commerceToken: string;
  sessionToken: string;
  expiresAt: string;
}

const badCredentials = () => new AccountsError(401, "INVALID_CREDENTIALS", "Invalid credentials");

/** The three tokens of one sign-in share a grant id, so logout can end them together. */
export function signIn(db: Database.Database, user: AccountUserRow, ttlSeconds?: number): Grant {
  const ttl =
    ttlSeconds === undefined ? DEFAULT_SESSION_TTL : Math.min(Math.max(60, Math.floor(ttlSeconds)), MAX_SESSION_TTL);
  const data = JSON.stringify({ grant: crypto.randomUUID() });
  return {
    user,
    identityToken: issueToken(db, user.uuid, "identity", ttl, data),
    commerceToken: issueToken(db, user.uuid, "commerce", ttl, data),
    sessionToken: issueToken(db, user.uuid, "session", ttl, data),
    expiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
  };
}

/**
 * One answer for an unknown e-mail, a wrong password and a cancelled account. A deactivated
 * (suspended) account with its right password is told so (product.md §4 account status
 * INACTIVE), as the owner alone can know it; with a wrong one it is like any other.
 */
export function login(db: Database.Database, identifier: string, password: string, ttlSeconds?: number): Grant {
  if (ttlSeconds !== undefined && !(Number.isFinite(ttlSeconds) && ttlSeconds > 0))
    throw invalid("INVALID_SESSION_TTL", "session_ttl must be a positive number of seconds");
  const user = userByEmail(db, identifier);
  if (!user) {
    burnPasswordCheck(password);
    throw badCredentials();
  }
  if (!verifyPassword(password, user.password_hash)) throw badCredentials();
  if (user.status === "deactivated") throw new AccountsError(403, "ACCOUNT_INACTIVE", "The account is inactive");
  if (user.status !== "active") throw badCredentials();
  return signIn(db, user, ttlSeconds);
}

interface TokenRow {
  user_uuid: string;
  expires_at: string;
  revoked: number;
  data: string | null;
}

function liveToken(db: Database.Database, token: string, kind: string): TokenRow | null {
  const row = db
    .prepare("SELECT user_uuid, expires_at, revoked, data FROM accounts_tokens WHERE token = ? AND kind = ?")
    .get(token, kind) as TokenRow | undefined;
  if (!row || row.revoked || row.expires_at <= new Date().toISOString()) return null;
  return row;
}

/** The live session behind a session token, checked against the identity token's owner. */
export function sessionOf(db: Database.Database, sessionToken: string, userUuid: string): { expiresAt: string } | null {
  const row = liveToken(db, sessionToken, "session");
  if (!row || row.user_uuid !== userUuid || getUser(db, userUuid)?.status !== "active") return null;
  return { expiresAt: row.expires_at };
}

/**
 * Revokes the identity, commerce and session tokens of the session token's sign-in. Works
 * with an expired identity token too: signing out must always be possible.
 */
export function logout(db: Database.Database, sessionToken: string) {
  const row = db
    .prepare("SELECT user_uuid, data FROM accounts_tokens WHERE token = ? AND kind = 'session'")
    .get(sessionToken) as TokenRow | undefined;
  if (!row) return; // logging out twice is not an error
  db.prepare(
    "UPDATE accounts_tokens SET revoked = 1 WHERE user_uuid = ? AND json_extract(data, '$.grant') = json_extract(?, '$.grant')",
  ).run(row.user_uuid, row.data ?? "{}");
}

export function register(db: Database.Database, tenant: TenantSettings, input: Registration): Grant {
  const clean = checkRegistration(db, tenant, input);
  const uuid = crypto.randomUUID();
  const now = new Date().toISOString();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO accounts_users (uuid, email, password_hash, firstname, lastname, dob, telephone, gender, status, created_at, referrer_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 'active', ?, ?)`,
    ).run(
      uuid,
      clean.email,
      hashPassword(clean.password),
      clean.firstname,
      clean.lastname,
      clean.dob,
      clean.telephone,
      now,
      clean.referralCode,
    );
    const attribute = db.prepare("INSERT INTO accounts_user_attributes (user_uuid, code, value) VALUES (?, ?, ?)");
    for (const [code, value] of Object.entries(clean.customAttributes)) attribute.run(uuid, code, value);
    const consent = db.prepare(
      "INSERT INTO accounts_consents (user_uuid, consent_id, accepted, updated_at) VALUES (?, ?, ?, ?)",
    );
    for (const c of clean.consents) consent.run(uuid, c.id, c.accepted ? 1 : 0, now);
  })();
  return signIn(db, getUser(db, uuid)!);
}

export function verifyReferralCode(db: Database.Database, code: string): boolean {
  return Boolean(db.prepare("SELECT 1 FROM accounts_referral_codes WHERE code = ?").get(code.trim()));
}

/** Says nothing about whether the e-mail exists; the link goes to the outbox. */
export function forgotPassword(db: Database.Database, email: string) {
  const user = userByEmail(db, email);
  if (!user || user.status !== "active") return;
  const token = issueTokenOfKind(db, user.uuid, "reset", RESET_TTL);
  const link = `/reset-password?token=${encodeURIComponent(token)}`;
  sendToOutbox(db, {
    recipient: user.email,
    channel: "email",
    kind: "password-reset",
    subject: "Reset your Ashless password",
    link,
    token,
    code: null,
  });
}

function issueTokenOfKind(
  db: Database.Database,
  uuid: string,
  kind: "reset" | "email-change",
  ttl: number,
  data?: string,
) {
  // A new link replaces any earlier one.
  db.prepare("UPDATE accounts_tokens SET revoked = 1 WHERE user_uuid = ? AND kind = ?").run(uuid, kind);
  return issueToken(db, uuid, kind, ttl, data);
}

export function resetPassword(db: Database.Database, tenant: TenantSettings, token: string, password: string) {
  const row = liveToken(db, token, "reset");
  const user = row && getUser(db, row.user_uuid);
  if (!user || user.status !== "active")
    throw invalid("INVALID_TOKEN", "This reset link is invalid or has expired.", "token");
  setPassword(db, tenant, user, password, "password");
  // Whoever knew the old password is signed out everywhere.
  revokeUserTokens(db, user.uuid, ["identity", "commerce", "session", "reset"]);
}

function setPassword(
  db: Database.Database,
  tenant: TenantSettings,
  user: AccountUserRow,
  password: string,
  field: string,
) {
  const problem = passwordProblem(password, tenant.passwordRequirements, user.email);
  if (problem) throw invalid("WEAK_PASSWORD", problem, field);
  db.prepare("UPDATE accounts_users SET password_hash = ?, updated_at = ? WHERE uuid = ?").run(
    hashPassword(password),
    new Date().toISOString(),
    user.uuid,
  );
}

/** A wrong current password is a 422 on its field, never a 401 (that would end the session). */
export function checkPassword(user: AccountUserRow, password: string, field = "password") {
  if (!verifyPassword(password, user.password_hash))
    throw invalid("INVALID_PASSWORD", "The password is incorrect.", field);
}

export function changePassword(
  db: Database.Database,
  tenant: TenantSettings,
  user: AccountUserRow,
  current: string,
  next: string,
) {
  checkPassword(user, current, "currentPassword");
  if (current === next)
    throw invalid("PASSWORD_REUSED", "Choose a password different from the current one.", "newPassword");
  setPassword(db, tenant, user, next, "newPassword");
}

export function requestEmailChange(db: Database.Database, user: AccountUserRow, newEmail: string, password: string) {
  const email = newEmail.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalid("INVALID_EMAIL", "Enter a valid e-mail address.", "newEmail");
  checkPassword(user, password);
  if (email.toLowerCase() === user.email.toLowerCase())
    throw invalid("EMAIL_UNCHANGED", "This is already your e-mail address.", "newEmail");
  if (userByEmail(db, email))
    throw new AccountsError(409, "EMAIL_TAKEN", "This e-mail address is already registered.", "newEmail");
  const token = issueTokenOfKind(db, user.uuid, "email-change", EMAIL_CHANGE_TTL, JSON.stringify({ email }));
  const link = `/account/verify-email?token=${encodeURIComponent(token)}`;
  sendToOutbox(db, {
    recipient: email,
    channel: "email",
    kind: "email-change",
    subject: "Confirm your new e-mail address",
    link,
    token,
    code: null,
  });
}

export function pendingEmailChange(db: Database.Database, userUuid: string): boolean {
  const now = new Date().toISOString();
  return Boolean(
    db
      .prepare(
        "SELECT 1 FROM accounts_tokens WHERE user_uuid = ? AND kind = 'email-change' AND revoked = 0 AND expires_at > ?",
      )
      .get(userUuid, now),
  );
}

export function verifyEmailChange(db: Database.Database, token: string) {
  const row = liveToken(db, token, "email-change");
  const user = row && getUser(db, row.user_uuid);
  if (!row || !user || user.status !== "active")
    throw invalid("INVALID_TOKEN", "This confirmation link is invalid or has expired.", "token");
  const email = (JSON.parse(row.data ?? "{}") as { email?: string }).email;
  if (!email) throw invalid("INVALID_TOKEN", "This confirmation link is invalid or has expired.", "token");
  const owner = userByEmail(db, email);
  if (owner && owner.uuid !== user.uuid)
    throw new AccountsError(409, "EMAIL_TAKEN", "This e-mail address is already registered.", "email");
  db.transaction(() => {
    const now = new Date().toISOString();
    // the address was confirmed by its owner: commerce's confirmation_status is ACCOUNT_CONFIRMED from now on
    db.prepare("UPDATE accounts_users SET email = ?, updated_at = ?, email_confirmed_at = ? WHERE uuid = ?").run(
      email,
      now,
      now,
      user.uuid,
    );
    db.prepare("UPDATE OR IGNORE accounts_subscriptions SET email = ? WHERE user_uuid = ?").run(email, user.uuid);
    db.prepare("UPDATE accounts_tokens SET revoked = 1 WHERE token = ?").run(token);
  })();
}
