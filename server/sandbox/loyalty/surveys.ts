import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError, invalid } from "../accounts/errors";
import { DEMO_CUSTOMER } from "../accounts/seed";
import { earn, ruleFor, pointsFor } from "./ledger";

/**
 * Surveys (product.md §3 Survey: a status per survey; §7 GET …/surveys, GET …/survey/{id}/status,
 * POST …/survey/{id}/start and …/validate {serial_code}; §9 status retries). A customer starts a
 * survey, answers it with our research partner (on paper, by phone, at a stand: not shown), and
 * gets a serial code at the end; validating that code is the proof. The partner takes a moment to
 * confirm a code (`processing_ms`), so a validated survey is `validating` until then and
 * `completed` after, when the survey rule's points are credited, once per survey (the ledger's
 * unique index). Codes are single use. Settling is lazy: any read of a survey settles it.
 */

export type SurveyStatus = "not_started" | "started" | "validating" | "completed" | "closed";

const DAY = 86_400_000;
/** how long the partner takes to confirm an ordinary code: longer than one status read, shorter than three retries */
export const PROCESSING_MS = 700;
/** the demo's slow code: still being checked when the storefront stops asking */
export const SLOW_PROCESSING_MS = 10 * 60_000;

export function migrateSurveys(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS loyalty_surveys (
      survey_id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      closes_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS loyalty_survey_codes (
      code TEXT PRIMARY KEY,           -- upper case letters and digits, no dashes
      survey_id TEXT NOT NULL REFERENCES loyalty_surveys(survey_id),
      processing_ms INTEGER NOT NULL,
      used_by TEXT,
      used_at TEXT
    );
    CREATE TABLE IF NOT EXISTS loyalty_survey_participations (
      user_uuid TEXT NOT NULL,
      survey_id TEXT NOT NULL REFERENCES loyalty_surveys(survey_id),
      status TEXT NOT NULL CHECK (status IN ('started', 'validating', 'completed')),
      started_at TEXT NOT NULL,
      validated_at TEXT,
      ready_at TEXT,
      PRIMARY KEY (user_uuid, survey_id)
    );
  `);
}

export const SURVEYS = [
  {
    id: "amber-2027",
    title: "Amber: first impressions",
    summary: "Five questions about the taste of Amber, the first week you tried it.",
    closes: "2099-12-31T23:59:59.000Z",
    codes: ["AMBR20270001", "AMBR20270002", "AMBR20270003", "AMBR20270004", "AMBR20270005"],
  },
  {
    id: "device-month-2027",
    title: "Your device after a month",
    summary: "How charging, cleaning and carrying your device went in its first month.",
    closes: "2099-12-31T23:59:59.000Z",
    codes: ["DEVC20270001", "DEVC20270002", "DEVC20270003", "DEVC20270004", "DEVC20270005"],
  },
  {
    id: "survey-amber-2026",
    title: "Amber 2026",
    summary: "Last year's survey about Amber.",
    closes: "2026-09-30T23:59:59.000Z",
    codes: [],
  },
];
/** a code the partner takes minutes to confirm (README demo data) */
export const SLOW_CODE = "AMBR2027SLOW";

export function seedSurveys(db: Database.Database) {
  const survey = db.prepare(
    "INSERT OR IGNORE INTO loyalty_surveys (survey_id, title, summary, closes_at) VALUES (?, ?, ?, ?)",
  );
  const code = db.prepare(
    "INSERT OR IGNORE INTO loyalty_survey_codes (code, survey_id, processing_ms) VALUES (?, ?, ?)",
  );
  for (const s of SURVEYS) {
    survey.run(s.id, s.title, s.summary, s.closes);
    for (const c of s.codes) code.run(c, s.id, PROCESSING_MS);
  }
  code.run(SLOW_CODE, "amber-2027", SLOW_PROCESSING_MS);
  // the demo customer answered last year's survey (its points are in the seeded ledger)
  db.prepare(
    `INSERT OR IGNORE INTO loyalty_survey_participations (user_uuid, survey_id, status, started_at, validated_at, ready_at)
     VALUES (?, 'survey-amber-2026', 'completed', ?, ?, ?)`,
  ).run(DEMO_CUSTOMER.uuid, ...Array(3).fill(new Date(Date.now() - 200 * DAY).toISOString()));
}

interface SurveyRow {
  survey_id: string;
  title: string;
  summary: string;
  closes_at: string;
}
interface ParticipationRow {
  status: "started" | "validating" | "completed";
  ready_at: string | null;
}

/** Upper case, letters and digits only: "amber-2027-0001" and "AMBR 2027 0001" are one code. */
export const normaliseCode = (v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, "");

const findSurvey = (db: Database.Database, id: string) => {
  const s = db.prepare("SELECT * FROM loyalty_surveys WHERE survey_id = ?").get(id) as SurveyRow | undefined;
  if (!s) throw new AccountsError(404, "SURVEY_NOT_FOUND", "No such survey.");
  return s;
};

const participation = (db: Database.Database, user: string, id: string) =>
  db
    .prepare("SELECT status, ready_at FROM loyalty_survey_participations WHERE user_uuid = ? AND survey_id = ?")
    .get(user, id) as ParticipationRow | undefined;

/** A validated survey whose code the partner has confirmed by now: completed, points credited. */
function settle(db: Database.Database, user: string, id: string, now: number) {
  const p = participation(db, user, id);
  const confirmedAt = p?.status === "validating" ? p.ready_at : null;
  if (!confirmedAt || Date.parse(confirmedAt) > now) return;
  db.transaction(() => {
    // dated when the partner confirmed the code
    earn(db, user, "survey", id, { at: confirmedAt });
    db.prepare(
      "UPDATE loyalty_survey_participations SET status = 'completed' WHERE user_uuid = ? AND survey_id = ?",
    ).run(user, id);
  })();
}

function statusOf(db: Database.Database, user: string, s: SurveyRow, now: number): SurveyStatus {
  settle(db, user, s.survey_id, now);
  const p = participation(db, user, s.survey_id);
  if (p?.status === "completed") return "completed";
  if (Date.parse(s.closes_at) <= now) return "closed";
  return p?.status ?? "not_started";
}

const surveyBody = (db: Database.Database, user: string, s: SurveyRow, now: number) => ({
  survey_id: s.survey_id,
  title: s.title,
  summary: s.summary,
  points: pointsFor(ruleFor("survey")),
  closes_at: s.closes_at,
  status: statusOf(db, user, s, now),
});

export function surveysFor(db: Database.Database, user: string, now = Date.now()) {
  const rows = db.prepare("SELECT * FROM loyalty_surveys ORDER BY rowid").all() as SurveyRow[];
  return rows.map((s) => surveyBody(db, user, s, now));
}

export function surveyStatus(db: Database.Database, user: string, id: string, now = Date.now()) {
  return surveyBody(db, user, findSurvey(db, id), now);
}

/** POST start: the customer takes part (again: nothing changes). 410 once the survey has closed. */
export function startSurvey(db: Database.Database, user: string, id: string, now = Date.now()) {
  const s = surveyStatus(db, user, id, now);
  if (s.status === "closed") throw new AccountsError(410, "SURVEY_CLOSED", "This survey has closed.");
  if (s.status !== "not_started") return { created: false, survey: s };
  db.prepare(
    "INSERT INTO loyalty_survey_participations (user_uuid, survey_id, status, started_at) VALUES (?, ?, 'started', ?)",
  ).run(user, id, new Date(now).toISOString());
  return { created: true, survey: surveyStatus(db, user, id, now) };
}

/** POST validate {serial_code}: a started survey's code, single use; validating until the partner confirms. */
export function validateSerialCode(db: Database.Database, user: string, id: string, raw: string, now = Date.now()) {
  const s = surveyStatus(db, user, id, now);
  if (s.status === "closed") throw new AccountsError(410, "SURVEY_CLOSED", "This survey has closed.");
  if (s.status === "not_started")
    throw new AccountsError(409, "SURVEY_NOT_STARTED", "Start the survey before you enter its serial code.");
  if (s.status !== "started")
    throw new AccountsError(409, "SURVEY_ALREADY_VALIDATED", "You have already entered this survey's serial code.");
  const code = normaliseCode(raw);
  if (!code)
    throw invalid("SERIAL_CODE_REQUIRED", "Enter the serial code you got at the end of the survey.", "serial_code");
  const row = db.prepare("SELECT * FROM loyalty_survey_codes WHERE code = ?").get(code) as
    { survey_id: string; processing_ms: number; used_by: string | null } | undefined;
  if (!row || row.survey_id !== id)
    throw invalid("INVALID_SERIAL_CODE", "This serial code is not one of this survey's.", "serial_code");
  if (row.used_by) throw invalid("SERIAL_CODE_USED", "This serial code has already been used.", "serial_code");
  const at = new Date(now).toISOString();
  db.transaction(() => {
    db.prepare("UPDATE loyalty_survey_codes SET used_by = ?, used_at = ? WHERE code = ?").run(user, at, code);
    db.prepare(
      `UPDATE loyalty_survey_participations SET status = 'validating', validated_at = ?, ready_at = ?
       WHERE user_uuid = ? AND survey_id = ?`,
    ).run(at, new Date(now + row.processing_ms).toISOString(), user, id);
  })();
  return surveyStatus(db, user, id, now);
}

/** Sandbox only, for tests: fresh single-use codes for a survey (`slow`: confirmed after minutes). */
export function newSerialCodes(db: Database.Database, id: string, count: number, slow = false) {
  findSurvey(db, id);
  const insert = db.prepare("INSERT INTO loyalty_survey_codes (code, survey_id, processing_ms) VALUES (?, ?, ?)");
  const prefix = id
    .replace(/[^a-z]/gi, "")
    .slice(0, 4)
    .toUpperCase();
  return Array.from({ length: Math.min(Math.max(count, 1), 20) }, () => {
    const code = `${prefix}${randomBytes(4).toString("hex").toUpperCase()}`;
    insert.run(code, id, slow ? SLOW_PROCESSING_MS : PROCESSING_MS);
    return code;
  });
}
