import type Database from "better-sqlite3";
import { invalid } from "./errors";
import type { AccountUserRow } from "./store";

/**
 * product.md §7 messaging forms: POST /api/messaging/forms {user, type, channel, payload,
 * collection_point_token, consent_purposes, data_subject} (legacy: POST /contact-form, the
 * same body). The sandbox keeps each form; GET <mount>/_sandbox/messaging/forms?email= reads
 * them back for tests.
 */
export const FORM_TYPES = ["contact"] as const;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function migrateMessagingForms(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS messaging_forms (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    type TEXT NOT NULL,
    channel TEXT NOT NULL,
    email TEXT NOT NULL,
    user_uuid TEXT,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`);
}

export function submitMessagingForm(db: Database.Database, body: Record<string, unknown>, user: AccountUserRow | null) {
  const type = String(body.type ?? "");
  if (!(FORM_TYPES as readonly string[]).includes(type))
    throw invalid("INVALID_FORM_TYPE", "Unknown form type.", "type");
  const subject = (body.data_subject ?? {}) as Record<string, unknown>;
  const email = String(subject.email ?? "").trim();
  if (!EMAIL.test(email) || email.length > 254)
    throw invalid("INVALID_EMAIL", "Enter a valid e-mail address.", "email");
  const payload = body.payload && typeof body.payload === "object" ? (body.payload as Record<string, unknown>) : {};
  const message = String(payload.message ?? "").trim();
  if (!message || message.length > 5000) throw invalid("INVALID_MESSAGE", "A message is required.", "message");
  migrateMessagingForms(db);
  const info = db
    .prepare(
      "INSERT INTO messaging_forms (type, channel, email, user_uuid, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(
      type,
      String(body.channel ?? "web"),
      email,
      user?.uuid ?? null,
      JSON.stringify(body),
      new Date().toISOString(),
    );
  return { id: Number(info.lastInsertRowid) };
}

export function messagingFormsOf(db: Database.Database, email: string) {
  migrateMessagingForms(db);
  return (
    db.prepare("SELECT id, type, payload FROM messaging_forms WHERE email = ? ORDER BY id DESC").all(email) as {
      id: number;
      type: string;
      payload: string;
    }[]
  ).map((r) => ({ id: r.id, type: r.type, ...(JSON.parse(r.payload) as Record<string, unknown>) }));
}
