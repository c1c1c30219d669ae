import type Database from "better-sqlite3";

/**
 * The customer's complaints (product.md §7 Users: GET /api/users/{uuid}/complaints, unified only;
 * decision 0065). The brand's customer service opens a case when a customer complains (by phone,
 * in a shop, or answering the contact form) and moves it on: open → in_progress → resolved or
 * closed. The platform only lists them to the customer; nothing in the shop opens or changes one.
 */

export const COMPLAINT_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export interface ComplaintRow {
  uuid: string;
  user_uuid: string;
  reference: string;
  subject: string;
  order_number: string | null;
  status: ComplaintStatus;
  /** what customer service told the customer when it resolved or closed the case */
  resolution: string | null;
  created_at: string;
  updated_at: string;
}

export function migrateComplaints(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_complaints (
      uuid TEXT PRIMARY KEY,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      reference TEXT NOT NULL UNIQUE,
      subject TEXT NOT NULL,
      order_number TEXT,
      status TEXT NOT NULL CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
      resolution TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
  `);
}

/** The customer's complaints, the latest first. */
export function complaintsOf(db: Database.Database, userUuid: string): ComplaintRow[] {
  return db
    .prepare("SELECT * FROM accounts_complaints WHERE user_uuid = ? ORDER BY created_at DESC, reference DESC")
    .all(userUuid) as ComplaintRow[];
}

/** Customer service opens a case (the sandbox's seed and tests stand in for its desk). */
export function openComplaint(
  db: Database.Database,
  c: Pick<ComplaintRow, "uuid" | "user_uuid" | "subject" | "order_number"> &
    Partial<Pick<ComplaintRow, "status" | "resolution" | "created_at" | "updated_at">>,
): ComplaintRow {
  const next = (db.prepare("SELECT COUNT(*) FROM accounts_complaints").pluck().get() as number) + 1;
  const now = new Date().toISOString();
  const row: ComplaintRow = {
    reference: `CMP-${String(next).padStart(6, "0")}`,
    status: "open",
    resolution: null,
    created_at: now,
    updated_at: c.created_at ?? now,
    ...c,
  };
  db.prepare(
    `INSERT OR IGNORE INTO accounts_complaints (uuid, user_uuid, reference, subject, order_number, status, resolution, created_at, updated_at)
     VALUES (@uuid, @user_uuid, @reference, @subject, @order_number, @status, @resolution, @created_at, @updated_at)`,
  ).run(row);
  return row;
}

/** Customer service moves a case on; a resolved or closed case says how. */
export function moveComplaint(db: Database.Database, uuid: string, status: ComplaintStatus, resolution: string | null) {
  db.prepare("UPDATE accounts_complaints SET status = ?, resolution = ?, updated_at = ? WHERE uuid = ?").run(
    status,
    resolution,
    new Date().toISOString(),
    uuid,
  );
}

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** The demo customer's two cases: one being looked into, one resolved. */
export function seedDemoComplaints(db: Database.Database, userUuid: string, now = new Date()) {
  openComplaint(db, {
    uuid: "c0a1b2c3-0000-4000-8000-000000000001",
    user_uuid: userUuid,
    subject: "Device stopped charging after two weeks",
    order_number: null,
    status: "resolved",
    resolution: "We sent you a replacement device free of charge.",
    created_at: daysAgo(40, now),
    updated_at: daysAgo(33, now),
  });
  openComplaint(db, {
    uuid: "c0a1b2c3-0000-4000-8000-000000000002",
    user_uuid: userUuid,
    subject: "Parcel arrived with a crushed box",
    order_number: null,
    status: "in_progress",
    created_at: daysAgo(3, now),
    updated_at: daysAgo(2, now),
  });
}
