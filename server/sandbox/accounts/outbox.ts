import type Database from "better-sqlite3";

/**
 * Sandbox-only mail catcher. A real platform e-mails reset links and texts one-time codes, and
 * the commerce service e-mails order confirmations;
 * the sandbox records them here instead, and serves them at GET <mount>/_sandbox/outbox
 * so tests (and a developer trying the flows locally) can follow them. The storefront
 * never reads it.
 */
export interface OutboxMessage {
  recipient: string;
  channel: "email" | "sms";
  kind:
    | "password-reset"
    | "email-change"
    | "one-time-code"
    | "marketing"
    | "order-confirmation"
    | "privacy-request"
    | "lead-consent";
  subject: string;
  link: string | null;
  token: string | null;
  code: string | null;
  created_at: string;
}

export function sendToOutbox(db: Database.Database, m: Omit<OutboxMessage, "created_at">) {
  db.prepare(
    `INSERT INTO accounts_outbox (recipient, channel, kind, subject, link, token, code, created_at)
     VALUES (@recipient, @channel, @kind, @subject, @link, @token, @code, @created_at)`,
  ).run({ ...m, created_at: new Date().toISOString() });
}

/** Newest first. */
export function readOutbox(db: Database.Database, recipient: string): OutboxMessage[] {
  return db
    .prepare(
      "SELECT recipient, channel, kind, subject, link, token, code, created_at FROM accounts_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 20",
    )
    .all(recipient.trim()) as OutboxMessage[];
}
