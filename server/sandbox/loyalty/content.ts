import type Database from "better-sqlite3";
import { AccountsError, invalid } from "../accounts/errors";
import { TIERS } from "./catalogue";
import { addEntry, pointsStatus } from "./ledger";

/**
 * What earns points by being read or scanned (product.md §3 article; §7 POST …/earnings/article
 * {article_id}, GET …/earnings/qr-code/{id}, POST …/earnings/qr-code {qr_code_id}). An article
 * earns its `value` once per customer, if their tier is among its `levels`; a QR code earns the
 * qr_code rule's points once per customer while it is active.
 */

export function migrateLoyaltyContent(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS loyalty_articles (
      article_id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      body TEXT NOT NULL,            -- paragraphs separated by blank lines (plain text)
      value INTEGER NOT NULL,
      levels TEXT NOT NULL,          -- JSON: tier codes
      is_available INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE IF NOT EXISTS loyalty_qr_codes (
      qr_code_id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      points INTEGER NOT NULL,
      valid_until TEXT NOT NULL
    );
  `);
}

const ALL = JSON.stringify(TIERS.map((t) => t.code));
const ARTICLES = [
  {
    id: "how-heating-works",
    title: "How heating without burning works",
    summary: "What happens inside the device, and why there is no ash.",
    body: "Our devices heat the sticks to well below the temperature at which tobacco burns.\n\nWithout burning there is no smoke and no ash: what you taste is the flavour, released by heat alone.",
    value: 20,
    levels: ALL,
  },
  {
    id: "caring-for-your-device",
    title: "Caring for your device",
    summary: "Five minutes a week that keep it working like new.",
    body: "Clean the heating chamber with a cleaning stick after every twenty sticks.\n\nCharge it before the battery runs empty, and keep it out of direct sunlight.",
    value: 20,
    levels: ALL,
  },
  {
    id: "a-year-of-flavours",
    title: "A year of flavours",
    summary: "The flavours we made this year, and the ones we didn't.",
    body: "Amber and Ruby were the favourites this year.\n\nWe tried a smoked tea flavour too: it stays in the lab for now.",
    value: 30,
    levels: ALL,
  },
  {
    id: "flavour-lab-notes",
    title: "Notes from the flavour lab",
    summary: "For Gold members: what we are working on next.",
    body: "Two new flavours are in testing.\n\nGold members will taste them first at our flavour lab evenings.",
    value: 40,
    levels: JSON.stringify(["gold"]),
  },
];
const QR_CODES = [
  { id: "qr-festival-2026", name: "Summer festival 2026 stand", points: 25, until: "2026-09-30T23:59:59.000Z" },
  { id: "qr-festival-2027", name: "Summer festival 2027 stand", points: 25, until: "2027-09-30T23:59:59.000Z" },
  { id: "qr-store-london", name: "Ashless store, London", points: 25, until: "2099-12-31T23:59:59.000Z" },
];

export function seedLoyaltyContent(db: Database.Database) {
  const article = db.prepare(
    "INSERT OR IGNORE INTO loyalty_articles (article_id, title, summary, body, value, levels) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const a of ARTICLES) article.run(a.id, a.title, a.summary, a.body, a.value, a.levels);
  const qr = db.prepare(
    "INSERT OR IGNORE INTO loyalty_qr_codes (qr_code_id, name, points, valid_until) VALUES (?, ?, ?, ?)",
  );
  for (const q of QR_CODES) qr.run(q.id, q.name, q.points, q.until);
}

interface ArticleRow {
  article_id: string;
  title: string;
  summary: string;
  body: string;
  value: number;
  levels: string;
  is_available: number;
}

const credited = (db: Database.Database, user: string, event: string, reference: string) =>
  Boolean(
    db
      .prepare("SELECT 1 FROM loyalty_ledger WHERE user_uuid = ? AND event = ? AND reference = ?")
      .get(user, event, reference),
  );

function articleBody(db: Database.Database, user: string, a: ArticleRow, tier: string, full: boolean) {
  const levels = JSON.parse(a.levels) as string[];
  return {
    article_id: a.article_id,
    title: a.title,
    summary: a.summary,
    ...(full ? { body: a.body } : {}),
    value: a.value,
    levels,
    is_read: credited(db, user, "article_read", a.article_id),
    is_available: Boolean(a.is_available) && levels.includes(tier),
  };
}

const findArticle = (db: Database.Database, id: string) => {
  const a = db.prepare("SELECT * FROM loyalty_articles WHERE article_id = ?").get(id) as ArticleRow | undefined;
  if (!a) throw new AccountsError(404, "ARTICLE_NOT_FOUND", "No such article.");
  return a;
};

export function articlesFor(db: Database.Database, user: string) {
  const tier = pointsStatus(db, user).tier.code;
  const rows = db.prepare("SELECT * FROM loyalty_articles ORDER BY rowid").all() as ArticleRow[];
  return rows.map((a) => articleBody(db, user, a, tier, false));
}

export function articleFor(db: Database.Database, user: string, id: string) {
  return articleBody(db, user, findArticle(db, id), pointsStatus(db, user).tier.code, true);
}

/** POST earnings/article: the article's value, once; 0 (already_read) after that. */
export function readArticle(db: Database.Database, user: string, id: string) {
  const article = articleFor(db, user, id);
  if (!article.is_available)
    throw invalid("ARTICLE_NOT_AVAILABLE", "This article is not available at your tier.", "article_id");
  const added = addEntry(db, user, { event: "article_read", type: "earned", points: article.value, reference: id });
  return { article_id: id, points: added ? article.value : 0, already_read: !added };
}

interface QrRow {
  qr_code_id: string;
  name: string;
  points: number;
  valid_until: string;
}

const findQr = (db: Database.Database, id: string) => {
  const q = db.prepare("SELECT * FROM loyalty_qr_codes WHERE qr_code_id = ?").get(id) as QrRow | undefined;
  if (!q) throw new AccountsError(404, "QR_CODE_NOT_FOUND", "This QR code is not one of ours.");
  return q;
};

export function qrCodeFor(db: Database.Database, user: string, id: string) {
  const q = findQr(db, id);
  return {
    qr_code_id: q.qr_code_id,
    name: q.name,
    points: q.points,
    valid_until: q.valid_until,
    is_active: Date.parse(q.valid_until) > Date.now(),
    already_scanned: credited(db, user, "qr_code", q.qr_code_id),
  };
}

/** POST earnings/qr-code: the code's points, once, while it is active (410 after). */
export function scanQrCode(db: Database.Database, user: string, id: string) {
  const q = qrCodeFor(db, user, id);
  if (!q.is_active) throw new AccountsError(410, "QR_CODE_EXPIRED", "This QR code has expired.", "qr_code_id");
  const added = addEntry(db, user, { event: "qr_code", type: "earned", points: q.points, reference: q.qr_code_id });
  return { qr_code_id: q.qr_code_id, points: added ? q.points : 0, already_scanned: !added };
}
