import { randomUUID } from "node:crypto";
import express, { type Router } from "express";
import type Database from "better-sqlite3";
import { AccountsError, invalid } from "../accounts/errors";
import { str, type Flavour } from "../platform/http";
import { withMember } from "./membership";

/**
 * Contests (product.md §7 GET …/contests/status; POST …/contests, a multipart of questions, answers and
 * files). A contest asks a few questions and a photo; each customer enters once while it is open,
 * and the entry (answers and the file itself) is kept. The file is checked by its bytes, not by
 * the type the browser claims: JPEG or PNG, up to the contest's `max_file_bytes`.
 */

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
const FILE_TYPES = ["image/jpeg", "image/png"];

export function migrateContests(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS loyalty_contests (
      contest_id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      questions TEXT NOT NULL,         -- JSON [{id, text, max_length}]
      max_file_bytes INTEGER NOT NULL,
      closes_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS loyalty_contest_entries (
      entry_id TEXT PRIMARY KEY,
      contest_id TEXT NOT NULL REFERENCES loyalty_contests(contest_id),
      user_uuid TEXT NOT NULL,
      answers TEXT NOT NULL,           -- JSON {question id: answer}
      file_name TEXT NOT NULL,
      file_type TEXT NOT NULL,
      file_size INTEGER NOT NULL,
      file_data BLOB NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (contest_id, user_uuid)
    );
  `);
}

const CONTESTS = [
  {
    id: "photo-2027",
    title: "Your Ashless moment",
    summary: "Send us a photo of your favourite Ashless moment: the best three win a year of sticks.",
    questions: [{ id: "story", text: "Tell us about your photo", max_length: 500 }],
    closes: "2099-12-31T23:59:59.000Z",
  },
  {
    id: "festival-2026",
    title: "Festival 2026 photo contest",
    summary: "Photos from our summer festival stand.",
    questions: [{ id: "story", text: "Where was it taken?", max_length: 200 }],
    closes: "2026-09-30T23:59:59.000Z",
  },
];

export function seedContests(db: Database.Database) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO loyalty_contests (contest_id, title, summary, questions, max_file_bytes, closes_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const c of CONTESTS) insert.run(c.id, c.title, c.summary, JSON.stringify(c.questions), MAX_FILE_BYTES, c.closes);
}

interface ContestRow {
  contest_id: string;
  title: string;
  summary: string;
  questions: string;
  max_file_bytes: number;
  closes_at: string;
}
interface EntryRow {
  entry_id: string;
  answers: string;
  file_name: string;
  file_type: string;
  file_size: number;
  created_at: string;
}
type Question = { id: string; text: string; max_length: number };

const entryOf = (db: Database.Database, user: string, contest: string) =>
  db
    .prepare(
      "SELECT entry_id, answers, file_name, file_type, file_size, created_at FROM loyalty_contest_entries WHERE user_uuid = ? AND contest_id = ?",
    )
    .get(user, contest) as EntryRow | undefined;

const entryBody = (e: EntryRow) => ({
  entry_id: e.entry_id,
  answers: JSON.parse(e.answers) as Record<string, string>,
  file_name: e.file_name,
  file_type: e.file_type,
  file_size: e.file_size,
  created_at: e.created_at,
});

function contestBody(db: Database.Database, user: string, c: ContestRow, now: number) {
  const entry = entryOf(db, user, c.contest_id);
  return {
    contest_id: c.contest_id,
    title: c.title,
    summary: c.summary,
    questions: JSON.parse(c.questions) as Question[],
    file: { required: true, max_bytes: c.max_file_bytes, types: FILE_TYPES },
    closes_at: c.closes_at,
    status: entry ? "entered" : Date.parse(c.closes_at) <= now ? "closed" : "open",
    entry: entry ? entryBody(entry) : null,
  };
}

export function contestsFor(db: Database.Database, user: string, now = Date.now()) {
  const rows = db.prepare("SELECT * FROM loyalty_contests ORDER BY rowid").all() as ContestRow[];
  return rows.map((c) => contestBody(db, user, c, now));
}

/** JPEG or PNG by the file's first bytes; null for anything else. */
export function imageType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return "image/png";
  return null;
}

export interface ContestSubmission {
  contestId: string;
  /** question ids and their answers, in the same order */
  questions: string[];
  answers: string[];
  file: { name: string; bytes: Uint8Array } | null;
}

export function enterContest(db: Database.Database, user: string, s: ContestSubmission, now = Date.now()) {
  const row = db.prepare("SELECT * FROM loyalty_contests WHERE contest_id = ?").get(s.contestId) as
    ContestRow | undefined;
  if (!row) throw new AccountsError(404, "CONTEST_NOT_FOUND", "No such contest.");
  const contest = contestBody(db, user, row, now);
  if (contest.status === "entered")
    throw new AccountsError(409, "ALREADY_ENTERED", "You have already entered this contest.");
  if (contest.status === "closed") throw new AccountsError(410, "CONTEST_CLOSED", "This contest has closed.");
  const answers: Record<string, string> = {};
  for (const q of contest.questions) {
    const i = s.questions.indexOf(q.id);
    const a = (i >= 0 ? (s.answers[i] ?? "") : "").trim();
    if (!a) throw invalid("ANSWER_REQUIRED", `Answer "${q.text}".`, `answers.${q.id}`);
    if (a.length > q.max_length)
      throw invalid("ANSWER_TOO_LONG", `Your answer can have up to ${q.max_length} characters.`, `answers.${q.id}`);
    answers[q.id] = a;
  }
  if (!s.file || s.file.bytes.byteLength === 0) throw invalid("FILE_REQUIRED", "Choose a photo to send.", "files");
  if (s.file.bytes.byteLength > contest.file.max_bytes)
    throw invalid("FILE_TOO_LARGE", "The photo is too large: it can be up to 2 MB.", "files");
  const type = imageType(s.file.bytes);
  if (!type) throw invalid("FILE_TYPE", "The photo must be a JPEG or PNG image.", "files");
  const id = randomUUID();
  db.prepare(
    `INSERT INTO loyalty_contest_entries (entry_id, contest_id, user_uuid, answers, file_name, file_type, file_size, file_data, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    s.contestId,
    user,
    JSON.stringify(answers),
    s.file.name.slice(0, 200) || "photo",
    type,
    s.file.bytes.byteLength,
    Buffer.from(s.file.bytes),
    new Date(now).toISOString(),
  );
  return contestBody(db, user, row, now);
}

/**
 * The routes of one flavour: `status` lists the contests with the customer's entry, `enter` takes
 * the multipart entry (`contestField` names the contest; `questions`, `answers` and `files` are
 * the same in both flavours).
 */
export function mountContests(
  router: Router,
  db: Database.Database,
  wire: { flavour: Flavour; out: (v: unknown) => unknown; status: string; enter: string; contestField: string },
) {
  router.get(
    wire.status,
    withMember(db, wire.flavour, (_req, res, user) => res.json(wire.out({ items: contestsFor(db, user.uuid) }))),
  );
  // a body a little over the largest file, read whole, then parsed as the multipart it is
  const raw = express.raw({ type: "multipart/form-data", limit: MAX_FILE_BYTES + 256 * 1024 });
  router.post(wire.enter, raw, async (req, res, next) => {
    let form: FormData;
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": req.get("content-type") ?? "" },
      }).formData();
    } catch {
      form = new FormData();
    }
    const file = form.get("files");
    const submission: ContestSubmission = {
      contestId: str(form.get(wire.contestField)),
      questions: form.getAll("questions").map(String),
      answers: form.getAll("answers").map(String),
      file: file instanceof File ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
    };
    withMember(db, wire.flavour, (_req, r, user) => {
      r.status(201).json(wire.out(enterContest(db, user.uuid, submission)));
    })(req, res, next);
  });
}
