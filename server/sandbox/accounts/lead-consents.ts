import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { AccountsError } from "./errors";
import { sendToOutbox } from "./outbox";

/**
 * Leads' marketing consents (product.md §7 leads): someone who gave their consent at one of the
 * brand's shops or at an event, before having an account. The platform records it with a hash
 * and e-mails the lead a link to the shop's confirmation page, `/consents/confirm/<hash>`; the
 * shop's POST /api/leads/consents/validate/{hash} confirms it, once, before it expires
 * (decision 0062). The sandbox's demo lead (DEMO_LEAD_HASH) is seeded at every start and comes
 * back unused with `npm run sandbox:reset`.
 */

export const LEAD_CONSENT_CATEGORIES = ["email", "sms", "post"] as const;
export type LeadConsentCategory = (typeof LEAD_CONSENT_CATEGORIES)[number];

/** How long a lead's link works unless a test says otherwise. */
const VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_LEAD_HASH = "demo-lead-consent-Qm7xVt9KpR4sLw2N";
export const DEMO_LEAD_EMAIL = "lead@example.com";

export interface LeadConsent {
  hash: string;
  email: string;
  categories: LeadConsentCategory[];
  /** where the consent was given: the shop's or the event's name */
  collectionPoint: string;
  createdAt: string;
  expiresAt: string;
  validatedAt: string | null;
}

interface Row {
  hash: string;
  email: string;
  categories: string;
  collection_point: string;
  created_at: string;
  expires_at: string;
  validated_at: string | null;
}

export function migrateLeadConsents(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_lead_consents (
      hash TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      categories TEXT NOT NULL,       -- JSON: ["email", "sms", "post"]
      collection_point TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      validated_at TEXT
    );
  `);
}

const fromRow = (r: Row): LeadConsent => ({
  hash: r.hash,
  email: r.email,
  categories: JSON.parse(r.categories) as LeadConsentCategory[],
  collectionPoint: r.collection_point,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  validatedAt: r.validated_at,
});

export const leadConsentLink = (hash: string) => `/consents/confirm/${encodeURIComponent(hash)}`;

/**
 * Records a lead's consent as a shop's till or an event's tablet reports it, and e-mails the
 * link. Refuses what such a device never sends: no e-mail, an unknown category, a date that
 * is not one.
 */
export function createLeadConsent(
  db: Database.Database,
  input: { email: unknown; categories?: unknown; collectionPoint?: unknown; expiresAt?: unknown; hash?: string },
  now = new Date(),
): LeadConsent {
  const email = typeof input.email === "string" ? input.email.trim() : "";
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new AccountsError(422, "INVALID_EMAIL", "email is required.", "email");
  const categories = input.categories === undefined ? ["email"] : input.categories;
  if (
    !Array.isArray(categories) ||
    categories.length === 0 ||
    !categories.every((c) => LEAD_CONSENT_CATEGORIES.includes(c as LeadConsentCategory))
  )
    throw new AccountsError(
      422,
      "INVALID_CATEGORIES",
      `categories are some of ${LEAD_CONSENT_CATEGORIES.join(", ")}.`,
      "categories",
    );
  const expiresAt =
    input.expiresAt === undefined ? new Date(now.getTime() + VALID_DAYS * DAY_MS) : new Date(String(input.expiresAt));
  if (Number.isNaN(expiresAt.getTime()))
    throw new AccountsError(422, "INVALID_DATETIME", "expiresAt is an ISO 8601 date and time.", "expiresAt");
  const lead: LeadConsent = {
    hash: input.hash ?? randomBytes(32).toString("base64url"),
    email,
    categories: [...new Set(categories as LeadConsentCategory[])],
    collectionPoint:
      typeof input.collectionPoint === "string" && input.collectionPoint ? input.collectionPoint : "Ashless shop",
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    validatedAt: null,
  };
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO accounts_lead_consents (hash, email, categories, collection_point, created_at, expires_at, validated_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL)`,
    )
    .run(lead.hash, lead.email, JSON.stringify(lead.categories), lead.collectionPoint, lead.createdAt, lead.expiresAt);
  if (inserted.changes === 0) return leadConsent(db, lead.hash)!;
  sendToOutbox(db, {
    recipient: email,
    channel: "email",
    kind: "lead-consent",
    subject: "Please confirm you'd like to hear from Ashless",
    link: leadConsentLink(lead.hash),
    token: lead.hash,
    code: null,
  });
  return lead;
}

export function leadConsent(db: Database.Database, hash: string): LeadConsent | null {
  const row = db.prepare("SELECT * FROM accounts_lead_consents WHERE hash = ?").get(hash) as Row | undefined;
  return row ? fromRow(row) : null;
}

/**
 * Confirms the consent once: 404 for a hash the platform never made, 409 for one already
 * confirmed, 410 for one past its expiry (which is never confirmed). One statement marks it, so
 * two confirmations at once cannot both succeed.
 */
export function validateLeadConsent(db: Database.Database, hash: string, now = new Date()): LeadConsent {
  const at = now.toISOString();
  const marked = db
    .prepare(
      "UPDATE accounts_lead_consents SET validated_at = ? WHERE hash = ? AND validated_at IS NULL AND expires_at > ?",
    )
    .run(at, hash, at);
  const lead = leadConsent(db, hash);
  if (!lead) throw new AccountsError(404, "LEAD_CONSENT_NOT_FOUND", "No consent is waiting for this hash.");
  if (marked.changes === 1) return lead;
  if (lead.validatedAt !== null)
    throw new AccountsError(409, "LEAD_CONSENT_ALREADY_VALIDATED", "This consent has already been confirmed.");
  throw new AccountsError(410, "LEAD_CONSENT_EXPIRED", "This consent's confirmation link has expired.");
}

/**
 * The demo lead (README's demo data): a fixed hash, valid for a year from when the database was
 * made. Run at every start, so a sandbox database made before leads existed gets it; once used it
 * stays used until `npm run sandbox:reset`.
 */
export function seedDemoLeadConsent(db: Database.Database, now = new Date()) {
  if (leadConsent(db, DEMO_LEAD_HASH)) return;
  createLeadConsent(
    db,
    {
      hash: DEMO_LEAD_HASH,
      email: DEMO_LEAD_EMAIL,
      categories: ["email", "sms"],
      collectionPoint: "Ashless Covent Garden",
      expiresAt: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
    },
    now,
  );
}
