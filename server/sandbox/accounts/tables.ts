import type Database from "better-sqlite3";
import { migrateSubscriptions } from "./subscription-tables";
import { migratePacks } from "./packs";
import { migrateTradeIns } from "./trade-in";
import { migrateLeadConsents } from "./lead-consents";
import { migrateOfflinePurchases } from "./offline-purchases";
import { migratePrivacyRequests } from "./privacy-requests";
import { migrateCoupons } from "./coupons";
import { migrateComplaints } from "./complaints";

/**
 * The platform-only account tables (the commerce side never reads them): custom attribute
 * values, consents, marketing subscriptions, wallet cards, one-time-code verifications,
 * referral codes, order-cancellation requests and the sandbox mail catcher (outbox).
 * Called from migrateAccounts, so whichever module migrates first creates everything.
 */
export function migrateAccountExtras(db: Database.Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS accounts_user_attributes (
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      code TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (user_uuid, code)
    );
    CREATE TABLE IF NOT EXISTS accounts_consents (
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      consent_id TEXT NOT NULL,
      accepted INTEGER NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (user_uuid, consent_id)
    );
    CREATE TABLE IF NOT EXISTS accounts_subscriptions (
      subscriber_uuid TEXT PRIMARY KEY,
      user_uuid TEXT REFERENCES accounts_users(uuid),
      email TEXT NOT NULL COLLATE NOCASE,
      category TEXT NOT NULL CHECK (category IN ('email', 'sms', 'post')),
      preferred_language TEXT,
      created_at TEXT NOT NULL,
      UNIQUE (email, category)
    );
    CREATE TABLE IF NOT EXISTS accounts_cards (
      id TEXT PRIMARY KEY,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      brand TEXT NOT NULL,
      last4 TEXT NOT NULL,
      exp_month INTEGER NOT NULL,
      exp_year INTEGER NOT NULL,
      is_default INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS accounts_verifications (
      uuid TEXT PRIMARY KEY,
      user_uuid TEXT REFERENCES accounts_users(uuid),
      channel TEXT NOT NULL,
      identifier TEXT NOT NULL,
      code TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'validated', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      consumed INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS accounts_referral_codes (
      code TEXT PRIMARY KEY COLLATE NOCASE,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid)
    );
    CREATE TABLE IF NOT EXISTS accounts_order_cancellations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_number TEXT NOT NULL,
      user_uuid TEXT NOT NULL REFERENCES accounts_users(uuid),
      reason TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    -- sandbox only: what a real platform would e-mail or text, so tests can follow links and codes
    CREATE TABLE IF NOT EXISTS accounts_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      recipient TEXT NOT NULL COLLATE NOCASE,
      channel TEXT NOT NULL,
      kind TEXT NOT NULL,
      subject TEXT NOT NULL,
      link TEXT,
      token TEXT,
      code TEXT,
      created_at TEXT NOT NULL
    );
  `);
  migrateSubscriptions(db);
  migratePacks(db);
  migrateTradeIns(db);
  migrateOfflinePurchases(db);
  migrateLeadConsents(db);
  migratePrivacyRequests(db);
  migrateCoupons(db);
  migrateComplaints(db);
}
