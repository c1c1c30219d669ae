import type Database from "better-sqlite3";
import { AccountsError, invalid } from "./errors";
import { sendToOutbox } from "./outbox";
import type { AccountUserRow } from "./store";

/**
 * Privacy requests (product.md §7: the unified platform's privacy request, the legacy
 * /dsar-request): a customer asks for a copy of the data the brand holds about them, for a
 * correction, or for its deletion. UK GDPR gives the brand one month to answer; the platform
 * records the request, confirms it by e-mail, and its privacy team answers. One open request of
 * each kind at a time.
 */

export const PRIVACY_REQUEST_TYPES = ["access", "rectification", "erasure"] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

export interface PrivacyRequest {
  reference: string;
  type: PrivacyRequestType;
  status: "received";
  createdAt: string;
  /** the day the answer is due: one month after the request */
  dueAt: string;
}

const LABELS: Record<PrivacyRequestType, string> = {
  access: "a copy of your data",
  rectification: "a correction of your data",
  erasure: "the deletion of your data",
};

export function migratePrivacyRequests(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_privacy_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      type TEXT NOT NULL,
      details TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at TEXT NOT NULL,
      due_at TEXT NOT NULL
    );
  `);
}

const referenceOf = (id: number) => `PRV-${String(id).padStart(6, "0")}`;

/** One month on, as UK GDPR counts it: the same day next month, or that month's last day. */
export function oneMonthAfter(iso: string): string {
  const d = new Date(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

export function createPrivacyRequest(
  db: Database.Database,
  user: AccountUserRow,
  input: { type: string; details: string },
  now = new Date(),
): PrivacyRequest {
  const type = input.type as PrivacyRequestType;
  if (!PRIVACY_REQUEST_TYPES.includes(type))
    throw invalid("INVALID_REQUEST_TYPE", "Choose what you are asking for.", "type");
  const details = input.details.trim();
  if (details.length > 2000) throw invalid("TOO_LONG", "Tell us in 2,000 characters or fewer.", "details");
  if (type === "rectification" && !details)
    throw invalid("REQUIRED", "Tell us which details are wrong, and what they should be.", "details");
  const open = db
    .prepare(
      "SELECT id, due_at FROM accounts_privacy_requests WHERE user_uuid = ? AND type = ? AND status = 'received'",
    )
    .get(user.uuid, type) as { id: number; due_at: string } | undefined;
  if (open)
    throw new AccountsError(
      409,
      "REQUEST_ALREADY_OPEN",
      `We are already working on your request ${referenceOf(open.id)} for ${LABELS[type]}, and will answer by ${open.due_at}.`,
      "type",
    );
  const createdAt = now.toISOString();
  const dueAt = oneMonthAfter(createdAt);
  const id = Number(
    db
      .prepare(
        "INSERT INTO accounts_privacy_requests (user_uuid, type, details, status, created_at, due_at) VALUES (?, ?, ?, 'received', ?, ?)",
      )
      .run(user.uuid, type, details, createdAt, dueAt).lastInsertRowid,
  );
  const reference = referenceOf(id);
  sendToOutbox(db, {
    recipient: user.email,
    channel: "email",
    kind: "privacy-request",
    subject: `We have your request for ${LABELS[type]} (${reference}); we will answer by ${dueAt}`,
    link: null,
    token: null,
    code: null,
  });
  return { reference, type, status: "received", createdAt, dueAt };
}
