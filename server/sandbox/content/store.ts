import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { PREVIEW_TOKENS, SANDBOX_CONTENT_API_KEY, seedEntries, type SeedEntry } from "./seed";

/** The content service's tables: entries per model, api keys, form submissions, events. */
export function migrate(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS content_entries (
      id TEXT PRIMARY KEY,
      model TEXT NOT NULL,
      name TEXT NOT NULL,
      data TEXT NOT NULL,
      meta TEXT NOT NULL DEFAULT '{}',
      variations TEXT NOT NULL DEFAULT '{}',
      published TEXT NOT NULL DEFAULT 'published',
      priority INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS content_entries_model ON content_entries (model, priority, created_at);
    CREATE TABLE IF NOT EXISTS content_api_keys (key TEXT PRIMARY KEY, owner TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS content_form_submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      api_key TEXT NOT NULL,
      recipient TEXT NOT NULL,
      name TEXT NOT NULL,
      data TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS content_form_files (
      submission_id INTEGER NOT NULL REFERENCES content_form_submissions (id),
      field TEXT NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      size INTEGER NOT NULL,
      sha256 TEXT NOT NULL,
      bytes BLOB NOT NULL
    );
    CREATE TABLE IF NOT EXISTS content_preview_tokens (
      token TEXT PRIMARY KEY,
      permissions TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS content_track_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL,
      content_id TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
}

export function seed(db: Database.Database) {
  db.prepare("INSERT OR IGNORE INTO content_api_keys (key, owner) VALUES (?, ?)").run(
    SANDBOX_CONTENT_API_KEY,
    "ashless",
  );
  const token = db.prepare("INSERT OR REPLACE INTO content_preview_tokens (token, permissions) VALUES (?, ?)");
  for (const [t, permissions] of Object.entries(PREVIEW_TOKENS)) token.run(t, JSON.stringify(permissions));
  const base = Date.UTC(2025, 0, 1);
  seedEntries.forEach((e, i) => upsertEntry(db, e, base + i * 1000));
}

export function upsertEntry(db: Database.Database, e: SeedEntry, at = Date.now()) {
  db.prepare(
    `INSERT INTO content_entries (id, model, name, data, variations, meta, published, priority, created_at, updated_at)
     VALUES (@id, @model, @name, @data, @variations, @meta, @published, @priority, @at, @at)
     ON CONFLICT (id) DO UPDATE SET model = @model, name = @name, data = @data, variations = @variations,
       meta = @meta, published = @published, priority = @priority, updated_at = @at`,
  ).run({
    id: e.id,
    model: e.model,
    name: e.name,
    data: JSON.stringify(e.data),
    variations: JSON.stringify(e.variations ?? {}),
    meta: JSON.stringify(e.meta ?? {}),
    published: e.published ?? "published",
    priority: e.priority ?? 0,
    at,
  });
}

export interface StoredEntry {
  id: string;
  model: string;
  name: string;
  data: Record<string, unknown>;
  meta: Record<string, unknown>;
  variations: Record<string, unknown>;
  published: string;
  createdDate: number;
  lastUpdated: number;
}

interface Row {
  id: string;
  model: string;
  name: string;
  data: string;
  meta: string;
  variations: string;
  published: string;
  created_at: number;
  updated_at: number;
}

/**
 * Published entries of a model in their natural order (priority, then creation); with
 * `drafts` (a preview), drafts too, ahead of the published entries.
 */
export function entriesOf(db: Database.Database, model: string, drafts = false): StoredEntry[] {
  const rows = db
    .prepare(
      drafts
        ? "SELECT * FROM content_entries WHERE model = ? ORDER BY published = 'published', priority, created_at, id"
        : "SELECT * FROM content_entries WHERE model = ? AND published = 'published' ORDER BY priority, created_at, id",
    )
    .all(model) as Row[];
  return rows.map((r) => ({
    id: r.id,
    model: r.model,
    name: r.name,
    data: JSON.parse(r.data),
    meta: JSON.parse(r.meta),
    variations: JSON.parse(r.variations),
    published: r.published,
    createdDate: r.created_at,
    lastUpdated: r.updated_at,
  }));
}

export function isApiKey(db: Database.Database, key: unknown): boolean {
  return (
    typeof key === "string" &&
    key !== "" &&
    db.prepare("SELECT 1 FROM content_api_keys WHERE key = ?").get(key) !== undefined
  );
}

/** A file sent with a form (a file or image field), as it arrived. */
export interface SubmittedFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

export function saveSubmission(
  db: Database.Database,
  s: { apiKey: string; recipient: string; name: string; data: Record<string, unknown>; files?: SubmittedFile[] },
) {
  db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        "INSERT INTO content_form_submissions (api_key, recipient, name, data, created_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(s.apiKey, s.recipient, s.name, JSON.stringify(s.data), new Date().toISOString());
    const file = db.prepare(
      "INSERT INTO content_form_files (submission_id, field, name, type, size, sha256, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const f of s.files ?? [])
      file.run(
        lastInsertRowid,
        f.field,
        f.name,
        f.type,
        f.bytes.length,
        createHash("sha256").update(f.bytes).digest("hex"),
        Buffer.from(f.bytes),
      );
  })();
}

/** Sandbox only, for tests: a form's submissions, newest first (at most 20), with their files' facts. */
export function submissionsOf(db: Database.Database, name: string) {
  const rows = db
    .prepare(
      "SELECT id, recipient, data, created_at FROM content_form_submissions WHERE name = ? ORDER BY id DESC LIMIT 20",
    )
    .all(name) as { id: number; recipient: string; data: string; created_at: string }[];
  const files = db.prepare("SELECT field, name, type, size, sha256 FROM content_form_files WHERE submission_id = ?");
  return rows.map((r) => ({
    recipient: r.recipient,
    data: JSON.parse(r.data) as Record<string, unknown>,
    files: files.all(r.id) as { field: string; name: string; type: string; size: number; sha256: string }[],
    createdAt: r.created_at,
  }));
}

export function saveEvents(db: Database.Database, events: { type: string; contentId: string }[]) {
  const insert = db.prepare(
    "INSERT INTO content_track_events (type, content_id, payload, created_at) VALUES (?, ?, ?, ?)",
  );
  const now = new Date().toISOString();
  db.transaction(() => events.forEach((e) => insert.run(e.type, e.contentId, JSON.stringify(e), now)))();
}

/** Sandbox only, for tests: the events recorded for one content id, oldest first (at most 500). */
export function eventsFor(db: Database.Database, contentId: string): unknown[] {
  const rows = db
    .prepare("SELECT payload FROM content_track_events WHERE content_id = ? ORDER BY id DESC LIMIT 500")
    .all(contentId) as { payload: string }[];
  return rows.reverse().map((r) => JSON.parse(r.payload) as unknown);
}

/** The permissions of a preview token ("preview", "editCode"), or null for an unknown token. */
export function previewPermissions(db: Database.Database, token: unknown): string[] | null {
  if (typeof token !== "string" || token === "") return null;
  const row = db.prepare("SELECT permissions FROM content_preview_tokens WHERE token = ?").get(token) as
    { permissions: string } | undefined;
  return row ? (JSON.parse(row.permissions) as string[]) : null;
}
