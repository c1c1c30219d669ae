import type Database from "better-sqlite3";
import { AccountsError, invalid } from "./errors";
import type { AccountUserRow } from "./store";

/**
 * Push messaging registrations (product.md §7 messaging: POST and DELETE /api/messaging/push
 * {firebase_token}; DELETE /api/messaging/push/{id}): the browsers a signed-in customer has let
 * the brand notify, each by the token its push service gave it (decision 0068). The same token
 * registered again by its customer is the same registration; another customer's registering it
 * moves it to them (one browser, its last signed-in customer). The sandbox sends no notifications.
 */

/**
 * The sandbox messaging service's Web Push public key (VAPID), which a storefront on the sandbox
 * is configured with (PUSH_PUBLIC_KEY) as it is with the content key. Browsers subscribe with it;
 * its private half would sign the notifications the service sends, and the sandbox sends none.
 */
export const SANDBOX_PUSH_PUBLIC_KEY =
  "BOsrsuU8o7dHoNt_w0rI1z8OsibHGZJCkrdZS1KT1oY9M3g8TP-KkAYbqeud8cSMTDqbDgpXEWvp89cnXLAvyus";

export interface PushToken {
  id: number;
  token: string;
  createdAt: string;
}

/** a push service's token, or a Web Push subscription's JSON, is well within this */
const MAX_TOKEN = 4096;

export function migratePushTokens(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS messaging_push_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_uuid TEXT NOT NULL,
    token TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  )`);
}

const notFound = () => new AccountsError(404, "PUSH_TOKEN_NOT_FOUND", "Push token not found");

function checkedToken(raw: unknown): string {
  const token = typeof raw === "string" ? raw.trim() : "";
  // eslint-disable-next-line no-control-regex -- a token is printable text
  if (!token || token.length > MAX_TOKEN || /[\u0000-\u001f]/.test(token))
    throw invalid("INVALID_PUSH_TOKEN", "A valid push token is required.", "firebase_token");
  return token;
}

export function registerPushToken(db: Database.Database, user: AccountUserRow, raw: unknown): PushToken {
  const token = checkedToken(raw);
  migratePushTokens(db);
  db.prepare(
    `INSERT INTO messaging_push_tokens (user_uuid, token, created_at) VALUES (?, ?, ?)
     ON CONFLICT (token) DO UPDATE SET user_uuid = excluded.user_uuid`,
  ).run(user.uuid, token, new Date().toISOString());
  const row = db.prepare("SELECT id, token, created_at FROM messaging_push_tokens WHERE token = ?").get(token) as {
    id: number;
    token: string;
    created_at: string;
  };
  return { id: row.id, token: row.token, createdAt: row.created_at };
}

/** by its id; only the customer's own (404 PUSH_TOKEN_NOT_FOUND otherwise) */
export function deletePushToken(db: Database.Database, user: AccountUserRow, id: string) {
  migratePushTokens(db);
  const done = /^\d{1,12}$/.test(id)
    ? db.prepare("DELETE FROM messaging_push_tokens WHERE id = ? AND user_uuid = ?").run(Number(id), user.uuid)
    : { changes: 0 };
  if (done.changes === 0) throw notFound();
}

/** by the token itself; only the customer's own (404 PUSH_TOKEN_NOT_FOUND otherwise) */
export function deletePushTokenByValue(db: Database.Database, user: AccountUserRow, raw: unknown) {
  const token = checkedToken(raw);
  migratePushTokens(db);
  const done = db.prepare("DELETE FROM messaging_push_tokens WHERE token = ? AND user_uuid = ?").run(token, user.uuid);
  if (done.changes === 0) throw notFound();
}

export function pushTokensOf(db: Database.Database, userUuid: string): PushToken[] {
  migratePushTokens(db);
  return (
    db
      .prepare("SELECT id, token, created_at FROM messaging_push_tokens WHERE user_uuid = ? ORDER BY id")
      .all(userUuid) as { id: number; token: string; created_at: string }[]
  ).map((r) => ({ id: r.id, token: r.token, createdAt: r.created_at }));
}
